#pragma once

#include "king_safety.h"
#include "mobility.h"
#include "position.h"

namespace tavleya::engine {

// The squares each knight, bishop, rook and queen reaches, worked out once
// for the two terms that weigh them: mobility (mobility.h) and the attack
// on the enemy king (king_safety.h). The same figures as mobility() and
// kingAttack(), for an evaluation that wants both.
struct PieceReach {
    int mobility = 0;  // White's less Black's
    KingAttack onWhite;
    KingAttack onBlack;
};

PieceReach pieceReach(const Position& position, const MobilityWeights& mobilityWeights = {},
                      const KingSafetyWeights& kingSafetyWeights = {});

}  // namespace tavleya::engine

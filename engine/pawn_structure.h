#pragma once

#include <array>

#include "position.h"

namespace tavleya::engine {

// White's pawn structure less Black's, in centipawns: doubled and isolated
// pawns are weak, a passed pawn is strong the more so the further it has
// come and the fewer pieces are left (`endgame`, 0..256), and pawns in
// front of a king shelter it while pieces are on.
// Centipawns for each term; a passed pawn's by its rank from its own side,
// doubled in the endgame.
struct PawnStructureWeights {
    int doubled = 12;
    int isolated = 14;
    std::array<int, 8> passed{0, 5, 10, 18, 32, 55, 90, 0};
    int shelter = 12;  // each pawn in front of the king
};

int pawnStructure(const Position& position, int endgame, const PawnStructureWeights& weights = {});

}  // namespace tavleya::engine

#pragma once

#include <array>

#include "position.h"

namespace tavleya::engine {

// The kinds whose reach counts, in the order of the weights below (and of
// KingSafetyWeights::attackUnits), and the squares each reaches on an
// average board, counted as neither good nor bad.
inline constexpr std::array<PieceKind, 4> kReachingKinds = {PieceKind::Knight, PieceKind::Bishop,
                                                            PieceKind::Rook, PieceKind::Queen};
inline constexpr std::array<int, 4> kTypicalReach = {4, 6, 7, 13};

// Centipawns for each square more than a typical one that a knight, a
// bishop, a rook and a queen reaches.
struct MobilityWeights {
    std::array<int, 4> perSquare{4, 5, 3, 1};
};

// White's mobility less Black's: the squares each knight, bishop, rook and
// queen reaches that its own pieces do not hold, weighted by how much a
// square more matters to that piece.
int mobility(const Position& position, const MobilityWeights& weights = {});

}  // namespace tavleya::engine

#pragma once

#include "position.h"

namespace tavleya::engine {

// White's mobility less Black's: the squares each knight, bishop, rook and
// queen reaches that its own pieces do not hold, weighted by how much a
// square more matters to that piece.
int mobility(const Position& position);

}  // namespace tavleya::engine

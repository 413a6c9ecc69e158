#pragma once

#include <string>
#include <vector>

#include "ruleset.h"

namespace tavleya::engine {

// Whether the side to move may place pieces from its reserve: a puzzle
// leaves such positions out, the ways to place them are too many to try.
bool placesPieces(const Ruleset& rules, const Position& position);

// One turn in engine form: a move, or a placing turn's moves written
// together.
std::string turnText(const Ruleset& rules, const std::vector<Move>& turn);

// How many legal moves the side to move has: part of a puzzle's difficulty.
int legalMoveCount(const Ruleset& rules, const Position& position);

}  // namespace tavleya::engine

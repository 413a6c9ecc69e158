#pragma once

#include <string>
#include <vector>

#include "ruleset.h"

namespace tavleya::engine {

// Whether either side may still place pieces in turns of its own (a
// reserve not yet all on the board): a puzzle leaves such positions out,
// the ways to place them are too many to try.
bool piecesToPlace(const Ruleset& rules, const Position& position);

// One turn in engine form: a move, or a placing turn's moves written
// together.
std::string turnText(const Ruleset& rules, const std::vector<Move>& turn);

// How many legal moves the side to move has: part of a puzzle's difficulty.
int legalMoveCount(const Ruleset& rules, const Position& position);

}  // namespace tavleya::engine

#pragma once

#include <optional>
#include <vector>

#include "evaluation.h"
#include "puzzles/puzzle.h"
#include "ruleset.h"
#include "transposition_table.h"

namespace tavleya::engine {

// The puzzle a turn makes when it loses the game without a quick mate, as
// lichess's generator judges one, by the engine searching `depth` plies with
// two lines: after `mistake` the other side wins clearly where before it it
// did not yet (the mistake gives a good part of the game away); each of the
// solver's turns is the only one that keeps the win (the second-best clearly
// worse on the win-chance scale), and the replies are the engine's best
// defence. The solution ends at the first turn after which the gain stands:
// once the exchanges the engine sees next are played out, the solver has won
// material (two pawns' worth or more, puzzles/material_count.h) and the
// position is judged at least a minor piece better for it than before the
// mistake; at most four of the solver's turns. A win by mate is left to
// puzzleAfter, which proves it; so are positions where pieces are still to
// be placed.
std::optional<Puzzle> advantagePuzzleAfter(const Ruleset& rules, const Evaluation& evaluation,
                                           TranspositionTable& table, const Position& before,
                                           const std::vector<Move>& mistake, int depth);

}  // namespace tavleya::engine

#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.h"
#include "ruleset.h"

namespace tavleya {

// The themes a puzzle's line shows, found by playing it (lichess's theme
// keys where the idea is the same, and Tavleya's own for what only some
// games have): how long it is (oneMove, short, long, veryLong) and how it
// ends (mateIn2, mate, win, bareKing; a line that does not end the game
// gains material: advantage, or crushing for a rook's worth or more);
// what its moves do (dropMate, promotion, enPassant, castling, towerSplit,
// towerCapture, transformation, sacrifice, quietMove); the
// checks (doubleCheck, discoveredAttack); what the moves before the last
// do to the defence (fork: two pieces attacked at once; pin: one pinned to
// its royal piece); the mating pattern (smotheredMate, backRankMate,
// royalPieceMate). Nullopt when the line does not play in its position.
std::optional<std::vector<std::string>> findThemes(const Ruleset& rules, const Puzzle& puzzle);

}  // namespace tavleya

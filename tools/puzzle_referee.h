#pragma once

#include <memory>
#include <string>

#include "match/engine_process.h"
#include "match/match_game.h"
#include "puzzles/puzzle.h"
#include "ruleset.h"

namespace tavleya {

// Whether an engine agrees with a puzzle, and if not, where and why.
struct PuzzleVerdict {
    bool agrees = false;
    std::string why;  // "move 2: the engine plays d1d8, mate in 1" ...
};

// Asks a UCI engine about the puzzles of one game, as lichess's generator
// states its rules: at each of the solver's turns, searched to a fixed
// depth with two lines, the solution's move is the engine's best (or, at
// the last turn, any move that mates at once) and the second-best is
// clearly worse: no mate as short when the best mates, otherwise a win
// chance lower by at least kClearlyWorse.
class PuzzleReferee {
public:
    static constexpr double kClearlyWorse = 0.5;  // on lichess's -1 … 1 win-chance scale

    PuzzleReferee(const match::EngineSpec& engine, std::shared_ptr<const Ruleset> rules, int depth);
    // Why the engine cannot judge (it did not start, it does not play the game).
    const std::string& error() const { return error_; }
    PuzzleVerdict judge(const Puzzle& puzzle);

private:
    std::shared_ptr<const Ruleset> rules_;
    match::EngineProcess engine_;
    int depth_;
    bool kingTakesRook_ = false;
    std::string error_;
};

}  // namespace tavleya

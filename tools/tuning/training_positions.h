#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <unordered_set>

#include "evaluation.h"
#include "pgn/pgn_reader.h"
#include "ruleset.h"

namespace tavleya::tuning {

// A position from a game and how the game ended, from White's side: 1 a
// win, 0.5 a draw, 0 a loss.
struct TrainingPosition {
    Position position;
    double result = 0.5;
};

// Which positions of a game are worth fitting an evaluation to: quiet ones
// (the evaluation judges a position at rest; quiescence does the rest), out
// of the opening, a sample of them.
struct PositionFilter {
    int skipPlies = 16;  // the opening, where the game is known by heart
    int every = 8;       // keeps about one position in this many
};

// Collects training positions from the games of PGN files, one of each
// position: the side to move not in check, the move played not a capture
// or promotion, and no capture there that wins material by a plain count.
// Games without a result, and games of other variants, are left out.
class PositionCollector {
public:
    PositionCollector(const Ruleset& rules, const engine::Evaluation& evaluation,
                      PositionFilter filter);
    // The games of one file; false with `error` set if it cannot be read.
    bool addFile(const std::string& path, std::string& error);
    // Writes the positions as `FEN;RESULT` lines.
    void write(std::ostream& out) const;

    std::int64_t games() const { return games_; }
    std::int64_t positions() const { return static_cast<std::int64_t>(lines_.size()); }

private:
    bool quiet(const Position& position, Move played) const;

    const Ruleset& rules_;
    const engine::Evaluation& evaluation_;
    PositionFilter filter_;
    PgnReader reader_;
    std::unordered_set<Key> seen_;
    std::vector<std::string> lines_;
    std::int64_t games_ = 0;
};

// Reads `FEN;RESULT` lines; an error names the line.
Result<std::vector<TrainingPosition>> readTrainingPositions(std::istream& in, const Ruleset& rules);

}  // namespace tavleya::tuning

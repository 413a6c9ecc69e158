#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "puzzles/glicko2.h"
#include "puzzles/puzzle.h"
#include "result.h"

namespace tavleya {

// A puzzle id as a number, to tell millions of puzzles apart in little
// memory (FNV-1a).
constexpr std::uint64_t puzzleKey(std::string_view id) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (char c : id) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return hash;
}

enum class PuzzleOutcome { Solved, SolvedWithHint, Failed };

struct PuzzleAttempt {
    std::string puzzle;  // its id
    PuzzleOutcome outcome = PuzzleOutcome::Failed;
    std::int64_t when = 0;  // seconds since 1970
    int ratingAfter = 0;
};

// A puzzle to be seen again: a failed one comes back after a few others,
// then, solved each time, after a day, three days and a week; failed
// again, it starts over.
struct PuzzleRepeat {
    std::string puzzle;
    int step = 0;
    int afterPlays = 0;      // due once this many puzzles have been played
    std::int64_t dueAt = 0;  // and this time has come
};

// What one player has done with one game's puzzles: a Glicko-2 rating (the
// puzzle is the opponent, a hint scores half), every attempt, and the
// puzzles to see again. The time is given, never read from a clock.
class PuzzleRecord {
public:
    static constexpr int kReturnsAfter = 3;  // puzzles between a failure and its return

    const Glicko2Rating& rating() const { return rating_; }
    const std::vector<PuzzleAttempt>& history() const { return history_; }
    const std::vector<PuzzleRepeat>& repeats() const { return repeats_; }
    bool played(std::uint64_t key) const { return played_.contains(key); }
    bool played(std::string_view puzzle) const { return played(puzzleKey(puzzle)); }

    // Records an attempt at `puzzle` at `now`; the rating after it.
    const Glicko2Rating& record(const Puzzle& puzzle, PuzzleOutcome outcome, std::int64_t now);
    // The puzzle due to be seen again at `now`, the longest due first.
    std::optional<std::string> due(std::int64_t now) const;

    // Reading back what was written adds nothing and loses nothing.
    void restore(Glicko2Rating rating, std::vector<PuzzleAttempt> history,
                 std::vector<PuzzleRepeat> repeats);

private:
    Glicko2Rating rating_;
    std::vector<PuzzleAttempt> history_;
    std::vector<PuzzleRepeat> repeats_;
    std::unordered_set<std::uint64_t> played_;  // puzzleKey of each id
};

// A player's records in every game, by ruleset key, as the text of a file:
// "game KEY", then "rating R RD VOLATILITY", "attempt ID solved|hint|failed
// WHEN RATING" and "repeat ID STEP AFTER-PLAYS DUE-AT" lines. An error names
// the line.
std::string writePuzzleRecords(const std::map<std::string, PuzzleRecord>& records);
Result<std::map<std::string, PuzzleRecord>> readPuzzleRecords(std::string_view text);

}  // namespace tavleya

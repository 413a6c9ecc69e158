#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string_view>

#include "puzzles/puzzle_record.h"

namespace tavleya {

// What choosing needs of a puzzle, small enough to hold millions of: its
// id's key (puzzleKey), rating and themes (bits of its set's PuzzleThemes).
struct PuzzleSummary {
    std::uint64_t key = 0;
    int rating = 0;
    std::uint64_t themes = 0;
};

// What a player asks for: puzzles of a theme (its bit; 0 for any), and
// harder or easier than their rating by `ratingOffset`, as lichess offers.
struct PuzzleWish {
    std::uint64_t theme = 0;
    int ratingOffset = 0;

    bool admits(const PuzzleSummary& puzzle) const { return !theme || (puzzle.themes & theme); }
};

// Which of `puzzles` a player meets next, of those `wish` admits: one due
// to be seen again first, unless passed over; else, of those neither played nor `passedOver`
// (keys), the one whose rating is nearest the player's moved by the wish's
// offset. Nullopt when none is left.
std::optional<std::size_t> nextPuzzle(std::span<const PuzzleSummary> puzzles,
                                      const PuzzleRecord& record, std::int64_t now,
                                      const std::set<std::uint64_t>& passedOver = {},
                                      PuzzleWish wish = {});

}  // namespace tavleya

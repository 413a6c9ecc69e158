#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string_view>

#include "puzzles/puzzle_record.h"

namespace tavleya {

// What choosing needs of a puzzle, small enough to hold millions of: its
// id's key (puzzleKey) and rating.
struct PuzzleSummary {
    std::uint64_t key = 0;
    int rating = 0;
};

// Which of `puzzles` a player meets next: one due to be seen again first;
// else, of those neither played nor `passedOver` (keys), the one whose
// rating is nearest the player's. Nullopt when none is left.
std::optional<std::size_t> nextPuzzle(std::span<const PuzzleSummary> puzzles,
                                      const PuzzleRecord& record, std::int64_t now,
                                      const std::set<std::uint64_t>& passedOver = {});

}  // namespace tavleya

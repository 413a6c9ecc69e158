#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>

#include "puzzles/puzzle.h"
#include "puzzles/puzzle_record.h"

namespace tavleya {

// Which of `puzzles` a player meets next: one due to be seen again first;
// else, of those not yet played nor `passedOver` (with `theme`, when one is
// given), the one whose rating is nearest the player's. Nullopt when none
// is left.
std::optional<std::size_t> nextPuzzle(std::span<const Puzzle> puzzles, const PuzzleRecord& record,
                                      std::int64_t now, std::string_view theme = {},
                                      const std::set<std::string>& passedOver = {});

}  // namespace tavleya

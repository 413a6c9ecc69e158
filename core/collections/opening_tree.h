#pragma once

#include <optional>
#include <span>
#include <vector>

#include "../move.h"
#include "../position.h"
#include "../ruleset.h"
#include "position_index.h"

namespace tavleya {

// One move of an opening tree: how often the games of a collection played it
// from the position, and how they ended.
struct TreeMove {
    Move move;
    int games = 0;
    int whiteWins = 0;
    int draws = 0;
    int blackWins = 0;
    int datedGames = 0;
    long long yearSum = 0;

    // White's score in the games with a result, 0 to 1; none without results.
    std::optional<double> whiteScore() const;
    // The share of the games with a result that were drawn, 0 to 1.
    std::optional<double> drawShare() const;
    std::optional<double> averageYear() const;
};

// The moves the indexed games played from `position` (a position of
// `rules`), the most played first. A game counts once, at the first time it
// reaches the position; a game that ends there plays no move from it. When
// `counted` is given, only the games it marks (by number; those past its
// end are not) count: the games a list shows.
std::vector<TreeMove> openingTree(const PositionIndex& index, const Ruleset& rules,
                                  const Position& position,
                                  std::optional<std::span<const char>> counted = std::nullopt);

}  // namespace tavleya

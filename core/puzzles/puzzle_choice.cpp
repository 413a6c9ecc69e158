#include "puzzles/puzzle_choice.h"

#include <algorithm>
#include <cmath>

namespace tavleya {

std::optional<std::size_t> nextPuzzle(std::span<const Puzzle> puzzles, const PuzzleRecord& record,
                                      std::int64_t now, std::string_view theme,
                                      const std::set<std::string>& passedOver) {
    const auto hasTheme = [&](const Puzzle& p) {
        return theme.empty() ||
               std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
    };
    if (const auto due = record.due(now))
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            if (puzzles[i].id == *due && hasTheme(puzzles[i])) return i;
    std::optional<std::size_t> best;
    double bestDistance = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Puzzle& p = puzzles[i];
        if (record.played(p.id) || passedOver.contains(p.id) || !hasTheme(p)) continue;
        const double distance = std::abs(p.rating - record.rating().rating);
        if (!best || distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

}  // namespace tavleya

#include "puzzles/puzzle_choice.h"

#include <cmath>

namespace tavleya {

std::optional<std::size_t> nextPuzzle(std::span<const PuzzleSummary> puzzles,
                                      const PuzzleRecord& record, std::int64_t now,
                                      const std::set<std::uint64_t>& passedOver, PuzzleWish wish) {
    if (const auto due = record.due(now)) {
        const std::uint64_t key = puzzleKey(*due);
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            if (puzzles[i].key == key && wish.admits(puzzles[i]) && !passedOver.contains(key))
                return i;
    }
    const double wanted = record.rating().rating + wish.ratingOffset;
    std::optional<std::size_t> best;
    double bestDistance = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const PuzzleSummary& p = puzzles[i];
        const double distance = std::abs(p.rating - wanted);
        if (best && distance >= bestDistance) continue;
        if (!wish.admits(p) || record.played(p.key) || passedOver.contains(p.key)) continue;
        best = i;
        bestDistance = distance;
    }
    return best;
}

}  // namespace tavleya

#include "skill_level.h"

#include <algorithm>

namespace tavleya::engine {

std::uint64_t nodeCapForLevel(int level) {
    if (level <= kGreedyLevel || level >= kStrongestLevel) return 0;
    return std::uint64_t{32} << level;
}

int levelForElo(int elo) {
    // Nothing here has been measured against rated players, so the mapping
    // leans on the one thing known about the scale: each level doubles the
    // nodes searched, and at the shallow depths these budgets reach a
    // doubling of the search is worth a roughly constant step in playing
    // strength, commonly put at about a hundred Elo. Hence a straight line,
    // a hundred Elo a level, from the greedy level at 500 (a beginner who
    // sees only what can be taken) to full strength at 2500. Matches against
    // an engine with a calibrated UCI_Elo (tavleya-match) are the way to
    // correct the slope and the ends.
    constexpr int kEloPerLevel = (kStrongestElo - kWeakestElo) / (kStrongestLevel - kGreedyLevel);
    const int clamped = std::clamp(elo, kWeakestElo, kStrongestElo);
    return kGreedyLevel + (clamped - kWeakestElo + kEloPerLevel / 2) / kEloPerLevel;
}

}  // namespace tavleya::engine

#include "skill_level.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "evaluation.h"

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

std::size_t chooseLine(std::span<const int> scores, int level, std::mt19937_64& random) {
    if (scores.size() < 2 || level >= kStrongestLevel) return 0;
    // How far below the best a move may be (level 19: a fifth of a pawn,
    // level 1: a pawn and a half), and how readily a worse one is taken
    // (the chance falls by e for each `softness` centipawns given away).
    const int steps = kStrongestLevel - std::max(level, 1);
    const double margin = 20.0 + steps * 7.0;
    const double softness = 4.0 + steps * 3.0;
    const int best = scores.front();
    std::vector<double> weights;
    for (int score : scores) {
        const bool mates = std::abs(score) > kMateBound || std::abs(best) > kMateBound;
        const double loss = best - score;
        weights.push_back(loss <= margin && (!mates || score == best) ? std::exp(-loss / softness)
                                                                      : 0.0);
    }
    return std::discrete_distribution<std::size_t>(weights.begin(), weights.end())(random);
}

}  // namespace tavleya::engine

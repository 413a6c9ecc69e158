#include "skill_level.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "evaluation.h"
#include "ruleset.h"
#include "search.h"

namespace tavleya::engine {

std::uint64_t nodeCapForLevel(int level) {
    // Kept beside the depths (depthForLevel): where a position is busy
    // enough for the cap to bind before the depth does, it is a step of
    // its own. Kingchess without the caps, 200 games at 10s+0.1: level 9
    // against 8 55.5%, 10 against 9 56.0%; with them 66.2% and 60.2%.
    if (level <= kGreedyLevel || level >= kStrongestLevel) return 0;
    return std::uint64_t{32} << level;
}

double exchangeReachForLevel(int level) {
    // The first ply whole: in the chess-like games a third of it was too
    // little to tell level 2 from level 1 (Frankfurt 48.5% over 200 games).
    constexpr int kLastShortSighted = 8;
    if (level <= kGreedyLevel || level > kLastShortSighted) return SearchLimits::kMaxDepth;
    if (level == 1) return 1.0;
    return 2.0 + (level - 2) / 3.0;
}

namespace {

// The whole plies of `reach`, and one more as often as its fraction says.
int drawPlies(double reach, std::mt19937_64& random) {
    const int whole = static_cast<int>(reach);
    return whole + (std::bernoulli_distribution(reach - whole)(random) ? 1 : 0);
}

}  // namespace

int exchangePliesForLevel(int level, std::mt19937_64& random) {
    return drawPlies(exchangeReachForLevel(level), random);
}

double depthReachForLevel(int level) {
    // Up to level 5 the levels differ in what they see at one ply (the
    // exchanges, the quiet moves noticed), as they did when their nodes
    // kept them there in Tavreli. Two fifths of a ply a level: Frankfurt's
    // level 13 scored 70.0% against 12 over 100 games at 10s+0.1, where
    // with a share of the time it had scored 44.5%. In Kingchess, at level
    // 19's settings, six plies scored 56.5% against five over 100 games,
    // where with no level they scored 89.3% over 28. There a first
    // placement's deeper search had taken the turn's whole time; with the
    // time shared (budgetForPlacement) level 16 scored 54.2% against 15
    // over 200 games, where it had scored 30.9% over 47. Choosing the line
    // once a turn rather than once a placement did not help (45.0% against
    // level 16 as it is, over 100 games).
    constexpr int kLastOnePly = 5;
    constexpr double kPliesPerLevel = 0.4;
    if (level <= kGreedyLevel || level >= kStrongestLevel) return SearchLimits::kMaxDepth;
    return 1.0 + std::max(0, level - kLastOnePly) * kPliesPerLevel;
}

int depthForLevel(int level, std::mt19937_64& random) {
    return drawPlies(depthReachForLevel(level), random);
}

TimeBudget budgetForLevel(const TimeBudget& full, int level) {
    if (full.hard <= 0 || level <= kGreedyLevel || level >= kStrongestLevel) return full;
    const double share = std::exp2(-(kStrongestLevel - level) / 2.0);
    const auto scaled = [share](std::int64_t millis) {
        return std::max<std::int64_t>(1, std::llround(static_cast<double>(millis) * share));
    };
    return {scaled(full.soft), scaled(full.hard)};
}

double noticedShareForLevel(int level) {
    // One move in five at level 1; from level 2 nine in twenty, a twentieth
    // more with each level, and all of them from level 13. Kingchess's
    // games between levels 1 and 2 are a dozen moves ending in a mate
    // neither side saw coming: with two in five at level 1, level 2 scored
    // 50.7% against it over 400 games at 10s+0.1, with one in five 59.0%
    // (+63 Elo, +30 .. +98), and level 1 still beat level 0 in 94% or more
    // of 60 games in Kingchess, Frankfurt and Tavreli.
    if (level <= kGreedyLevel || level >= kStrongestLevel) return 1.0;
    if (level == 1) return 0.2;
    return std::min(1.0, 0.35 + 0.05 * level);
}

std::vector<Move> noticedMoves(const Ruleset& rules, const Evaluation& evaluation,
                               const Position& position, int level, std::mt19937_64& random) {
    const double share = noticedShareForLevel(level);
    if (share >= 1.0 || rules.inCheck(position)) return {};
    MoveList legal;
    rules.legalMoves(position, legal);
    std::bernoulli_distribution notice(share);
    std::vector<Move> noticed;
    for (Move m : legal)
        if (evaluation.isTactical(position, m) || rules.inCheck(rules.play(position, m)) ||
            notice(random))
            noticed.push_back(m);
    // Not one move seen: a person still plays one of them.
    if (noticed.empty() && legal.size() > 0)
        noticed.push_back(legal[static_cast<std::size_t>(random() % legal.size())]);
    return noticed;
}

namespace {

struct EloAnchor {
    int level;
    int elo;
};

// Where the scale was measured: each level's score against Stockfish 15.1
// with UCI_LimitStrength at 10s+0.1, over bench/engine-strength's openings
// with both colours, read as Elo on Stockfish's scale. Full strength: 52.0%
// (+14) against UCI_Elo 2000, 200 games (8.2% against 2400 before the time
// manager's soft limit was halved); level 16: 62.0% (+85) against 1700;
// level 12: 59.0% (+63) against 1500; level 8: 41.0% (-63) against 1350;
// 100 games each. Stockfish goes no lower than 1350, so the greedy level, a
// beginner who sees only what can be taken, is a guess at 500. Each level
// is worth less the higher it is: some 100 Elo a level up to 8, 55 from 12.
constexpr std::array kEloAnchors{
    EloAnchor{kGreedyLevel, kWeakestElo},
    EloAnchor{8, 1287},
    EloAnchor{12, 1563},
    EloAnchor{16, 1785},
    EloAnchor{kStrongestLevel, kStrongestElo},
};

}  // namespace

int eloForLevel(int level) {
    level = std::clamp(level, kGreedyLevel, kStrongestLevel);
    std::size_t upper = 1;
    while (kEloAnchors[upper].level < level) ++upper;
    const EloAnchor& low = kEloAnchors[upper - 1];
    const EloAnchor& high = kEloAnchors[upper];
    return low.elo + (high.elo - low.elo) * (level - low.level) / (high.level - low.level);
}

int levelForElo(int elo) {
    const int clamped = std::clamp(elo, kWeakestElo, kStrongestElo);
    int nearest = kGreedyLevel;
    for (int level = kGreedyLevel + 1; level <= kStrongestLevel; ++level)
        if (std::abs(eloForLevel(level) - clamped) < std::abs(eloForLevel(nearest) - clamped))
            nearest = level;
    return nearest;
}

bool eloScaleHolds(const Ruleset& rules) {
    return rules.info().pgnVariant.empty();
}

int choiceMarginForLevel(int level) {
    if (level >= kStrongestLevel) return 0;
    return 20 + (kStrongestLevel - std::max(level, 1)) * 7;
}

std::size_t chooseLine(std::span<const int> scores, int level, std::mt19937_64& random) {
    if (scores.size() < 2 || level >= kStrongestLevel) return 0;
    // How readily a move below the best but within the margin is taken: the
    // chance falls by e for each `softness` centipawns given away.
    const int steps = kStrongestLevel - std::max(level, 1);
    const int margin = choiceMarginForLevel(level);
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

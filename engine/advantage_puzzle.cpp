#include "advantage_puzzle.h"

#include <algorithm>
#include <atomic>

#include "puzzle_turns.h"
#include "puzzles/material_count.h"
#include "puzzles/theme_finder.h"
#include "search.h"
#include "win_chance.h"

namespace tavleya::engine {

namespace {

constexpr double kWinning = 0.4;      // about +230 centipawns for the solver
constexpr double kOpenBefore = 0.35;  // before the mistake, below about +200
constexpr double kMistake = 0.3;      // what the mistake gives away, at least
// The second-best move's loss of win chance: more than the referee asks
// (tavleya-puzzles agree, 0.5), for a deeper search may see less of it.
constexpr double kClearlyWorse = 0.6;
constexpr int kStandingGain = 250;  // centipawns: a minor piece, about
constexpr int kMaterialGain = 2;    // in worth(): two pawns, a minor piece for a pawn …
constexpr int kMostTurns = 4;
constexpr int kSettlingPlies = 6;  // the exchanges followed to see a gain stand

// The engine's best lines in `position`, at most `count`, searched to `depth`.
std::vector<SearchReport> bestLines(const Ruleset& rules, const Evaluation& evaluation,
                                    TranspositionTable& table, const Position& position, int depth,
                                    int count) {
    SearchLimits limits;
    limits.depth = depth;
    limits.lines = count;
    std::vector<SearchReport> lines(static_cast<std::size_t>(count));
    const std::atomic<bool> stop{false};
    Search(rules, evaluation, table)
        .run(position, {}, limits, stop, [&](const SearchReport& report) {
            if (report.depth == depth && !report.pv.empty() && report.line <= count)
                lines[static_cast<std::size_t>(report.line - 1)] = report;
        });
    std::erase_if(lines, [](const SearchReport& line) { return line.pv.empty(); });
    return lines;
}

bool isMate(int score) {
    return std::abs(score) >= kMateBound;
}

// `position` once the captures (and other tactical moves) the engine's
// line starts with are played: whether a gain stands or is taken back.
Position settled(const Ruleset& rules, const Evaluation& evaluation, TranspositionTable& table,
                 Position position, int depth) {
    const auto lines = bestLines(rules, evaluation, table, position, depth, 1);
    if (!lines.empty())
        for (std::size_t i = 0; i < lines[0].pv.size() && i < kSettlingPlies; ++i) {
            const Move move = lines[0].pv[i];
            if (!evaluation.isTactical(position, move)) break;
            position = rules.play(position, move);
        }
    return position;
}

}  // namespace

std::optional<Puzzle> advantagePuzzleAfter(const Ruleset& rules, const Evaluation& evaluation,
                                           TranspositionTable& table, const Position& before,
                                           const std::vector<Move>& mistake, int depth) {
    Position at = before;
    for (Move move : mistake) at = rules.play(at, move);
    if (rules.automaticEnd(at, {}).over() || piecesToPlace(rules, at)) return std::nullopt;
    const Color solver = at.sideToMove();
    // A shallow look first: most turns lose nothing, and are passed over cheaply.
    const auto glance = bestLines(rules, evaluation, table, at, std::min(depth, 4), 1);
    if (glance.empty() || winChance(glance[0].score) < kWinning / 2) return std::nullopt;
    // Before the mistake the game was open, and the mistake gave a good deal away.
    const auto earlier = bestLines(rules, evaluation, table, before, depth, 1);
    if (earlier.empty() || isMate(earlier[0].score) ||
        winChance(-earlier[0].score) >= kOpenBefore ||
        winChance(glance[0].score) < winChance(-earlier[0].score) + kMistake / 2)
        return std::nullopt;
    const int scoreBefore = -earlier[0].score;
    const int materialBefore = materialLead(before, solver);

    Puzzle puzzle;
    puzzle.variant = std::string(rules.info().key);
    puzzle.fen = rules.writeFen(before);
    puzzle.moves.push_back(turnText(rules, mistake));
    const int legalCount = legalMoveCount(rules, at);
    bool gainStands = false;
    for (int turn = 1; turn <= kMostTurns; ++turn) {
        const auto lines = bestLines(rules, evaluation, table, at, depth, 2);
        if (lines.empty() || isMate(lines[0].score) ||
            winChance(lines[0].score) < std::max(kWinning, winChance(scoreBefore) + kMistake))
            return std::nullopt;
        // Another move as good, or one that mates: not the only way.
        if (lines.size() > 1 &&
            (isMate(lines[1].score) ||
             winChance(lines[0].score) - winChance(lines[1].score) < kClearlyWorse))
            return std::nullopt;
        const Move best = lines[0].pv.front();
        at = rules.play(at, best);
        puzzle.moves.push_back(turnText(rules, {best}));
        if (rules.automaticEnd(at, {}).over()) return std::nullopt;
        // The gain is on the board, not only in the engine's judgement.
        const Position after = settled(rules, evaluation, table, at, depth - 1);
        const int judged = evaluation.evaluate(after);
        gainStands =
            (after.sideToMove() == solver ? judged : -judged) >= scoreBefore + kStandingGain &&
            materialLead(after, solver) >= materialBefore + kMaterialGain;
        if (gainStands) break;
        const auto defence = bestLines(rules, evaluation, table, at, depth, 1);
        if (defence.empty()) return std::nullopt;
        const Move reply = defence[0].pv.front();
        at = rules.play(at, reply);
        puzzle.moves.push_back(turnText(rules, {reply}));
        if (rules.automaticEnd(at, {}).over()) return std::nullopt;
    }
    if (!gainStands) return std::nullopt;
    puzzle.themes = findThemes(rules, puzzle).value_or(std::vector<std::string>{});
    // Longer and wider is harder: about 900 for a piece taken among few
    // moves, up to 2400 for a line of four turns among many.
    const int turns = static_cast<int>(puzzle.moves.size()) / 2;
    puzzle.rating = std::min(2400, 800 + 350 * (turns - 1) + 5 * legalCount);
    puzzle.ratingDeviation = 300;
    return puzzle;
}

}  // namespace tavleya::engine

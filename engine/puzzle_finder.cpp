#include "puzzle_finder.h"

#include <algorithm>
#include <atomic>
#include <random>

#include "advantage_puzzle.h"
#include "evaluation_registry.h"
#include "lessons/forced_win.h"
#include "move_list.h"
#include "puzzle_turns.h"
#include "puzzles/theme_finder.h"
#include "ruleset_registry.h"
#include "search.h"
#include "secret_arrangement.h"
#include "uci/uci_move_text.h"

namespace tavleya::engine {

std::optional<Puzzle> puzzleAfter(const Ruleset& rules, const Position& before,
                                  const std::vector<Move>& mistake, int mostMoves) {
    Position at = before;
    for (Move move : mistake) at = rules.play(at, move);
    // Neither side may still place pieces: the defence would have every
    // way to place them to try.
    if (rules.automaticEnd(at, {}).over() || piecesToPlace(rules, at)) return std::nullopt;
    int mateIn = 0;
    for (int n = 1; n <= mostMoves && mateIn == 0; ++n)
        if (winsWithin(rules, at, n)) mateIn = n;
    if (mateIn == 0) return std::nullopt;
    // A mistake: some other turn would have held.
    MoveList others;
    rules.legalMoves(before, others);
    const bool couldHold = std::any_of(others.begin(), others.end(), [&](Move other) {
        if (other == mistake.front() || other.continuesTurn()) return false;
        const Position after = rules.play(before, other);
        return !rules.automaticEnd(after, {}).over() && !winsWithin(rules, after, mateIn);
    });
    if (!couldHold) return std::nullopt;

    Puzzle puzzle;
    puzzle.variant = std::string(rules.info().key);
    puzzle.fen = rules.writeFen(before);
    puzzle.moves.push_back(turnText(rules, mistake));
    Move last;
    const int legalCount = legalMoveCount(rules, at);
    for (int left = mateIn; left >= 1; --left) {
        const std::vector<Move> winning = winningMoves(rules, at, left);
        if (winning.empty() || (left > 1 && winning.size() > 1)) return std::nullopt;
        last = winning.front();
        puzzle.moves.push_back(turnText(rules, {last}));
        at = rules.play(at, last);
        if (left == 1) break;
        const Move reply = longestDefence(rules, at, left - 1);
        puzzle.moves.push_back(turnText(rules, {reply}));
        at = rules.play(at, reply);
    }
    puzzle.themes = findThemes(rules, puzzle).value_or(std::vector<std::string>{});
    // Deeper and wider is harder: 600 for a mate in one among few moves,
    // up to about 2000 for a mate in two among many.
    puzzle.rating = std::min(2200, 600 + 700 * (mateIn - 1) + 6 * legalCount);
    puzzle.ratingDeviation = 300;
    return puzzle;
}

std::optional<std::string> whatIsWrong(const Puzzle& puzzle) {
    const auto rules = builtinRulesets().create(puzzle.variant);
    if (!rules) return "no game “" + puzzle.variant + "”";
    const auto position = (*rules)->readFen(puzzle.fen);
    if (!position) return "the FEN does not read: " + position.error().message;
    if (puzzle.moves.size() < 2 || puzzle.moves.size() % 2 != 0)
        return "the moves are not a mistake and a solution that ends with the solver";
    const int solverTurns = static_cast<int>(puzzle.moves.size()) / 2;
    // A gain of material is the referee's to judge (tavleya-puzzles agree);
    // here its line is only replayed.
    const bool gains = claimsAGain(puzzle);
    Position at = *position;
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        const auto moves = uci::readEngineMoves(**rules, at, puzzle.moves[i]);
        if (!moves)
            return "move " + std::to_string(i + 1) + " “" + puzzle.moves[i] + "” is not legal";
        const Color mover = at.sideToMove();
        for (Move move : *moves) at = (*rules)->play(at, move);
        if (i % 2 == 0 || gains) continue;
        // Each of the solver's turns keeps the win forced: no defence escapes.
        const int left = solverTurns - static_cast<int>(i + 1) / 2;
        if (left == 0 && !hasWon(**rules, at, mover)) return "the solution does not end in a win";
        if (left > 0 && !escape(**rules, at, left).isNull())
            return "after move " + std::to_string(i + 1) + " the defence escapes";
    }
    if (gains && (*rules)->automaticEnd(at, {}).over())
        return "the solution ends the game: it is no gain of material";
    return std::nullopt;
}

std::vector<Puzzle> puzzlesInGame(const Ruleset& rules, const Position& start,
                                  std::span<const Move> moves) {
    std::vector<Puzzle> found;
    Position position = start;
    for (std::size_t i = 0; i < moves.size() && !moves[i].isNull();) {
        const Position before = position;
        std::vector<Move> turn;  // a placing turn's moves together
        do {
            position = rules.play(position, moves[i]);
            turn.push_back(moves[i++]);
        } while (i < moves.size() && !moves[i].isNull() &&
                 position.sideToMove() == before.sideToMove());
        if (auto puzzle = puzzleAfter(rules, before, turn, 2)) found.push_back(std::move(*puzzle));
    }
    return found;
}

std::vector<Puzzle> puzzlesFromSelfPlay(
    const Ruleset& rules, int games, std::size_t wanted, std::uint64_t seed,
    const std::function<void(const Puzzle& puzzle, int game)>& found, PuzzleKind kind, int depth) {
    std::vector<Puzzle> puzzles;
    const auto evaluation = builtinEvaluations().create(rules.info().key);
    if (!evaluation) return puzzles;
    TranspositionTable table(16);
    // The puzzles' searches have a table of their own: the games played
    // do not depend on them.
    TranspositionTable puzzleTable(kind == PuzzleKind::Advantage ? 16 : 1);
    std::mt19937_64 random(seed);
    const std::atomic<bool> stop{false};
    std::vector<Key> seen;  // each position once, however many games reach it, and when
    for (int game = 0; game < games && puzzles.size() < wanted; ++game) {
        Position position = rules.startPosition();
        if (const SecretArrangement* secret = rules.secretArrangement())
            position = secret
                           ->reveal(arrangeHalf(rules, evaluation.get(), Color::White, random()),
                                    arrangeHalf(rules, evaluation.get(), Color::Black, random()))
                           .value();
        if (rules.startPositionCount() > 0)
            position = rules.numberedStart(static_cast<int>(random() % rules.startPositionCount()));
        std::vector<Key> earlier;
        for (int turn = 0; turn < 160 && !rules.automaticEnd(position, earlier).over(); ++turn) {
            const Position before = position;
            std::vector<Move> played;
            do {
                SearchLimits limits;
                limits.depth = 1 + static_cast<int>(random() % 3);
                // Gains of material come from plainer blunders than mates:
                // those games are played further down the list of moves.
                limits.lines = kind == PuzzleKind::Mate ? 3 : 6;
                std::vector<SearchReport> lines;
                Search search(rules, *evaluation, table);
                search.run(position, earlier, limits, stop, [&](const SearchReport& report) {
                    if (report.depth == limits.depth && !report.pv.empty()) lines.push_back(report);
                });
                if (lines.empty()) break;
                // Mostly the best line; now and then the second or third.
                const std::size_t roll = random() % 10;
                const std::size_t pick = kind == PuzzleKind::Mate ? (roll < 7   ? 0
                                                                     : roll < 9 ? 1
                                                                                : 2)
                                         : roll < 6               ? 0
                                                                  : 1 + roll % 5;
                const Move move = lines[std::min(pick, lines.size() - 1)].pv.front();
                earlier.push_back(position.key());
                position = rules.play(position, move);
                played.push_back(move);
            } while (position.sideToMove() == before.sideToMove() &&
                     !rules.automaticEnd(position, earlier).over());
            if (played.empty()) break;
            auto puzzle =
                kind == PuzzleKind::Mate
                    ? puzzleAfter(rules, before, played, 2)
                    : advantagePuzzleAfter(rules, *evaluation, puzzleTable, before, played, depth);
            if (puzzle && std::find(seen.begin(), seen.end(), before.key()) == seen.end()) {
                seen.push_back(before.key());
                puzzle->id = std::string(rules.info().key) + "-" + std::to_string(seed) + "-" +
                             (kind == PuzzleKind::Advantage ? "a" : "") +
                             std::to_string(puzzles.size() + 1);
                if (found) found(*puzzle, game + 1);
                puzzles.push_back(std::move(*puzzle));
                if (puzzles.size() >= wanted) break;
            }
        }
    }
    return puzzles;
}

}  // namespace tavleya::engine

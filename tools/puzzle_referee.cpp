#include "puzzle_referee.h"

#include <chrono>
#include <map>

#include "uci/uci_game_setup.h"
#include "uci/uci_messages.h"
#include "uci/uci_move_text.h"
#include "win_chance.h"

namespace tavleya {

namespace {

constexpr auto kPerPosition = std::chrono::seconds(60);
constexpr auto kAfterStop = std::chrono::seconds(10);

// A line's score as a number that orders them: mates beyond any centipawns.
double strength(const uci::UciInfo& line) {
    if (line.mateIn) return *line.mateIn > 0 ? 100000.0 - *line.mateIn : -100000.0 - *line.mateIn;
    return engine::winChance(*line.centipawns);
}

std::string scoreText(const uci::UciInfo& line) {
    if (line.mateIn) return "mate in " + std::to_string(*line.mateIn);
    return std::to_string(*line.centipawns) + " cp";
}

}  // namespace

PuzzleReferee::PuzzleReferee(const match::EngineSpec& engine, std::shared_ptr<const Ruleset> rules,
                             int depth)
    : rules_(std::move(rules)), engine_(engine.command), depth_(depth) {
    match::GameSetup setup{rules_, rules_->startPosition(), {}, {}};
    kingTakesRook_ = match::prepareEngine(engine_, engine, setup, error_);
    if (error_.empty()) engine_.send("setoption name MultiPV value 2");
}

PuzzleVerdict PuzzleReferee::judge(const Puzzle& puzzle) {
    auto start = rules_->readFen(puzzle.fen);
    if (!start) return {false, "its FEN: " + start.error().message};
    Position at = *start;
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        const auto moves = uci::readEngineMoves(*rules_, at, puzzle.moves[i]);
        if (!moves) return {false, "move " + std::to_string(i) + " is not legal"};
        const bool solverTurn = i % 2 == 1;
        if (solverTurn) {
            engine_.send(uci::positionCommand(*rules_, at, {}, kingTakesRook_));
            engine_.send("go depth " + std::to_string(depth_));
            std::map<int, uci::UciInfo> lines;  // the last of each line
            const auto deadline = std::chrono::steady_clock::now() + kPerPosition;
            std::optional<uci::UciBestMove> best;
            while (!best) {
                const auto line = engine_.readLine(deadline);
                if (!line) {
                    // Its move is waited for, so that the next position's
                    // answers are not taken for this one's.
                    engine_.send("stop");
                    const auto grace = std::chrono::steady_clock::now() + kAfterStop;
                    while (const auto late = engine_.readLine(grace))
                        if (uci::readBestMoveLine(*late)) break;
                    return {false, "the engine gave no move in time"};
                }
                if (const auto info = uci::readInfoLine(*line);
                    info && info->hasScore() && !info->pv.empty() && !info->lowerBound &&
                    !info->upperBound)
                    lines[info->multiPv] = *info;
                best = uci::readBestMoveLine(*line);
            }
            const std::string turn = "move " + std::to_string(i / 2 + 1) + ": ";
            if (!lines.contains(1)) return {false, turn + "the engine gave no scored line"};
            const uci::UciInfo& first = lines[1];
            const auto engineMoves = uci::readEngineMoves(*rules_, at, first.pv.front());
            if (!engineMoves) return {false, turn + "the engine's move is not legal"};
            if (*engineMoves != *moves) {
                // At the end, when the solution wins at once (a mate, Shatranj's
                // bare king), any other move that does is as good.
                const Outcome won =
                    at.sideToMove() == Color::White ? Outcome::WhiteWins : Outcome::BlackWins;
                const auto winsAtOnce = [&](const std::vector<Move>& turn) {
                    Position after = at;
                    for (Move m : turn) after = rules_->play(after, m);
                    return rules_->automaticEnd(after, {}).outcome == won;
                };
                if (!(i + 1 == puzzle.moves.size() && winsAtOnce(*moves) &&
                      winsAtOnce(*engineMoves)))
                    return {false, turn + "the engine plays " + first.pv.front() + ", " +
                                       scoreText(first) + ", not " + puzzle.moves[i]};
            }
            if (lines.contains(2)) {
                const uci::UciInfo& second = lines[2];
                const bool clear =
                    first.mateIn && *first.mateIn > 0
                        ? !(second.mateIn && *second.mateIn > 0 && *second.mateIn <= *first.mateIn)
                        : strength(first) - strength(second) >= kClearlyWorse;
                // Mating at the last turn, every mate at once is right.
                const bool lastMates =
                    i + 1 == puzzle.moves.size() && first.mateIn && *first.mateIn == 1;
                if (!clear && !lastMates)
                    return {false, turn + "the second-best " + second.pv.front() + " (" +
                                       scoreText(second) + ") is nearly as good as " +
                                       first.pv.front() + " (" + scoreText(first) + ")"};
            }
        }
        for (Move m : *moves) at = rules_->play(at, m);
    }
    return {true, {}};
}

}  // namespace tavleya

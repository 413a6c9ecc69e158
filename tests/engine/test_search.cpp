// The search in every game: mates in one, two and three found, stalemate
// avoided when winning, a repetition taken when losing, several lines at
// once, and thousands of engine moves in every game with no illegal move
// and no crash. Static exchanges counted right on known positions, and
// judged only in the games whose captures allow it.

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <bit>
#include <random>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"
#include "static_exchange.h"
#include "uci/uci_move_text.h"

using namespace tavleya;
using namespace tavleya::engine;
using namespace tavleya::uci;

namespace {

struct Engine {
    explicit Engine(const char* key)
        : rules(builtinRulesets().create(key).value()),
          evaluation(builtinEvaluations().create(key)),
          table(16) {}

    SearchResult search(const Position& position, int depth, std::span<const Key> earlier = {}) {
        SearchLimits limits;
        limits.depth = depth;
        const std::atomic<bool> stop{false};
        return Search(*rules, *evaluation, table).run(position, earlier, limits, stop);
    }
    // A search with `limits` from the start of a game, its reports kept.
    SearchResult search(const Position& position, const SearchLimits& limits,
                        std::vector<SearchReport>& reports) {
        const std::atomic<bool> stop{false};
        return Search(*rules, *evaluation, table)
            .run(position, {}, limits, stop,
                 [&reports](const SearchReport& r) { reports.push_back(r); });
    }
    Position fen(const char* text) const { return rules->readFen(text).value(); }

    std::shared_ptr<const Ruleset> rules;
    std::unique_ptr<Evaluation> evaluation;
    TranspositionTable table;
};

// Whether `move` mates at once in `position`.
bool mates(const Ruleset& rules, const Position& position, Move move) {
    const Position after = rules.play(position, move);
    MoveList replies;
    rules.legalMoves(after, replies);
    return replies.empty() && rules.inCheck(after);
}

// Whether the side to move can force mate within `moves` moves, by trying
// everything (independent of the search; small positions only).
bool forcedMate(const Ruleset& rules, const Position& position, int moves) {
    MoveList ours;
    rules.legalMoves(position, ours);
    for (Move m : ours) {
        const Position after = rules.play(position, m);
        MoveList replies;
        rules.legalMoves(after, replies);
        if (replies.empty()) {
            if (rules.inCheck(after)) return true;
            continue;
        }
        if (moves == 1) continue;
        bool all = true;
        for (Move r : replies)
            if (!forcedMate(rules, rules.play(after, r), moves - 1)) {
                all = false;
                break;
            }
        if (all) return true;
    }
    return false;
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void everyGameHasAnEvaluation();
    void mateInOne_data();
    void mateInOne();
    void longerMates_data();
    void longerMates();
    void stalemateIsAvoidedWhenWinning();
    void kingchessKingsArePlacedAtHome();
    void aPlacingTurnInCheckIsNotSearchedWhole();
    void aPlacingTurnIsJudgedWhenItEnds();
    void aRepetitionIsTakenWhenLosing();
    void aRepetitionIsAvoidedWhenEven();
    void engineMovesInEveryGame();
    void severalLinesInEveryGame();
    void aStoppedIterationIsNotPlayed();
    void aStoppedIterationKeepsTheLinesItFinished();
    void linesBeyondTheMarginAreNotSearchedOut();
    void onlyTheRootMovesGivenAreChosenFrom();
    void aShortSightSeesOnlyPartOfAnExchange();
    void theTableSaysHowFullItIs();
    void theTableKeepsWhatItIsToldAtEverySize();
    void quiescenceNeverPushesOutASearchedEntry();
    void aCachedEvaluationIsTheEvaluations();
    void staticExchange_data();
    void staticExchange();
    void staticExchangesOnlyWhereSound();
};

void TestSearch::everyGameHasAnEvaluation() {
    for (const RulesetInfo& info : builtinRulesets().list())
        QVERIFY2(builtinEvaluations().create(info.key) != nullptr, info.key.data());
}

void TestSearch::mateInOne_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("classical: back rank") << "classical"
                                          << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    QTest::newRow("chess960") << "chess960"
                              << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    QTest::newRow("crazyhouse: a drop mates") << "crazyhouse"
                                              << "6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1";
    QTest::newRow("shatranj: rook on the back rank") << "shatranj"
                                                     << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    QTest::newRow("frankfurt") << "frankfurt"
                               << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
}

void TestSearch::mateInOne() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    Engine engine(variant.toLatin1().constData());
    const Position position = engine.fen(fen.toLatin1().constData());
    const SearchResult result = engine.search(position, 3);
    QVERIFY(mates(*engine.rules, position, result.best));
    QCOMPARE(result.score, kMateScore - 1);
}

void TestSearch::longerMates_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves");
    QTest::newRow("mate in 2") << "7k/8/5K2/8/8/8/8/1Q6 w - - 0 1" << 2;
    QTest::newRow("mate in 3") << "7k/8/8/4K3/8/8/8/1Q6 w - - 0 1" << 3;
}

void TestSearch::longerMates() {
    QFETCH(QString, fen);
    QFETCH(int, moves);
    Engine engine("classical");
    const Position position = engine.fen(fen.toLatin1().constData());
    // The position is what it claims, by trying everything.
    QVERIFY(forcedMate(*engine.rules, position, moves));
    QVERIFY(!forcedMate(*engine.rules, position, moves - 1));
    const int plies = 2 * moves - 1;
    const SearchResult result = engine.search(position, plies + 2);
    QCOMPARE(result.score, kMateScore - plies);
}

void TestSearch::stalemateIsAvoidedWhenWinning() {
    // Qb6? and Qc7? stalemate; the engine mates instead.
    Engine engine("classical");
    const Position position = engine.fen("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1");
    const SearchResult result = engine.search(position, 5);
    const Position after = engine.rules->play(position, result.best);
    MoveList replies;
    engine.rules->legalMoves(after, replies);
    QVERIFY(!replies.empty() || engine.rules->inCheck(after));
    QVERIFY(result.score > kMateBound);
}

void TestSearch::kingchessKingsArePlacedAtHome() {
    // The board starts empty, yet it is no endgame: every piece is still to
    // come, and a king forward meets the other side's placements.
    Engine engine("kingchess");
    Position position = engine.rules->startPosition();
    for (Color side : {Color::White, Color::Black}) {
        const Move first = engine.search(position, 3).best;
        QCOMPARE(first.piece(), PieceKind::King);
        QCOMPARE(first.to().relativeRank(side), 0);
        // The turn ends with the king alone, and the other side begins.
        position = engine.rules->play(position, first.withContinuation(false));
    }
}

void TestSearch::aPlacingTurnInCheckIsNotSearchedWhole() {
    // Black's king may be placed in check and the turn go on to block it;
    // a look one placement deep must not try every placement after every
    // other (it took 41,814 nodes when it did).
    Engine engine("kingchess");
    Position position = engine.rules->startPosition();
    for (const char* text : {"K@b1,", "Q@f2"}) {
        const auto move = readEngineMove(*engine.rules, position, text);
        QVERIFY2(move, text);
        position = engine.rules->play(position, *move);
    }
    const SearchResult result = engine.search(position, 1);
    QVERIFY(!result.best.isNull());
    QVERIFY2(result.nodes < 2000, qPrintable(QString::number(result.nodes)));
}

void TestSearch::aPlacingTurnIsJudgedWhenItEnds() {
    // The black knight takes a queen placed on d1, whatever else the turn
    // places. Going on with the turn must not look better than ending it
    // by more than the knight placed: judged at the horizon with White
    // still to move, the queen looked safe (1,276 against 649 when it was).
    Engine engine("kingchess");
    const Position position = engine.fen("4k3/8/8/8/8/2n5/8/4K3[QNN] w - - 0 10 e1 --");
    const auto scoreOf = [&](const char* first) {
        SearchLimits limits;
        limits.depth = 2;
        limits.rootMoves = {readEngineMove(*engine.rules, position, first).value()};
        std::vector<SearchReport> reports;
        engine.table.clear();
        engine.search(position, limits, reports);
        return reports.back().score;
    };
    const int ending = scoreOf("Q@d1");
    const int goingOn = scoreOf("Q@d1,");
    QVERIFY2(goingOn - ending < 200,
             qPrintable(QStringLiteral("%1 against %2").arg(goingOn).arg(ending)));
}

void TestSearch::aRepetitionIsTakenWhenLosing() {
    // White is a queen down; one king move returns to a position the game
    // has had, which draws.
    Engine engine("classical");
    const Position position = engine.fen("6k1/8/8/8/5q2/8/8/7K w - - 10 40");
    MoveList legal;
    engine.rules->legalMoves(position, legal);
    QVERIFY(!legal.empty());
    const Move repeating = legal[0];
    const Key seen[] = {engine.rules->play(position, repeating).key()};
    const SearchResult result = engine.search(position, 4, seen);
    QCOMPARE(result.best, repeating);
    QCOMPARE(result.score, -kContempt);
}

void TestSearch::aRepetitionIsAvoidedWhenEven() {
    // Kings and a pawn each, blocked: nothing to win, but a move that
    // repeats is a little worse than one that does not.
    Engine engine("classical");
    const Position position = engine.fen("4k3/8/4p3/4P3/8/8/8/4K3 w - - 10 40");
    MoveList legal;
    engine.rules->legalMoves(position, legal);
    const Move repeating = legal[0];
    const Key seen[] = {engine.rules->play(position, repeating).key()};
    const SearchResult result = engine.search(position, 4, seen);
    QVERIFY(result.best != repeating);
    QVERIFY(result.score > -kContempt);
}

void TestSearch::engineMovesInEveryGame() {
    // Short searches playing both sides of many games: each move the search
    // returns must be legal, and nothing may crash.
    const int wanted = qEnvironmentVariableIntValue("TAVLEYA_ENGINE_MOVES") > 0
                           ? qEnvironmentVariableIntValue("TAVLEYA_ENGINE_MOVES")
                           : 10'000;
    std::mt19937 random(1125);
    int moves = 0, games = 0;
    const auto variants = builtinRulesets().list();
    while (moves < wanted) {
        const RulesetInfo& info = variants[static_cast<std::size_t>(games) % variants.size()];
        Engine engine(info.key.data());
        Position position = engine.rules->startPosition();
        std::vector<Key> earlier;
        for (int ply = 0; ply < 160 && moves < wanted; ++ply) {
            if (engine.rules->automaticEnd(position, earlier).over()) break;
            MoveList legal;
            engine.rules->legalMoves(position, legal);
            if (legal.empty()) break;
            SearchLimits limits;
            limits.nodes = 200 + random() % 800;
            const std::atomic<bool> stop{false};
            const SearchResult result = Search(*engine.rules, *engine.evaluation, engine.table)
                                            .run(position, earlier, limits, stop);
            QVERIFY2(legal.contains(result.best), info.key.data());
            earlier.push_back(position.key());
            position = engine.rules->play(position, result.best);
            ++moves;
        }
        ++games;
    }
    qInfo("%d engine moves in %d games", moves, games);
}

namespace {

// Whether `pv` can be played from `position`, move after move.
bool playable(const Ruleset& rules, Position position, const std::vector<Move>& pv) {
    for (Move m : pv) {
        MoveList legal;
        rules.legalMoves(position, legal);
        if (!legal.contains(m)) return false;
        position = rules.play(position, m);
    }
    return true;
}

}  // namespace

void TestSearch::severalLinesInEveryGame() {
    // Each iteration reports as many lines as were asked for (or as there
    // are moves), numbered in order, best first, each on a move of its own
    // and playable to its end; the move chosen is the first line's.
    for (const RulesetInfo& info : builtinRulesets().list()) {
        Engine engine(info.key.data());
        const Position position = engine.rules->startPosition();
        MoveList legal;
        engine.rules->legalMoves(position, legal);
        const std::size_t wanted = std::min<std::size_t>(3, legal.size());
        std::vector<SearchReport> reports;
        SearchLimits limits;
        limits.depth = 3;
        limits.lines = 3;
        const SearchResult result = engine.search(position, limits, reports);
        QCOMPARE(reports.size(), wanted * 3);
        for (std::size_t i = 0; i < reports.size(); i += wanted) {
            std::vector<Move> firsts;
            for (std::size_t k = 0; k < wanted; ++k) {
                const SearchReport& r = reports[i + k];
                QCOMPARE(r.depth, static_cast<int>(i / wanted) + 1);
                QCOMPARE(r.line, static_cast<int>(k) + 1);
                QVERIFY2(!r.pv.empty() && playable(*engine.rules, position, r.pv), info.key.data());
                QVERIFY(r.selectiveDepth >= static_cast<int>(r.pv.size()));
                QVERIFY(r.tablePermille >= 0 && r.tablePermille <= 1000);
                if (k > 0) QVERIFY(r.score <= reports[i + k - 1].score);
                QVERIFY2(std::find(firsts.begin(), firsts.end(), r.pv[0]) == firsts.end(),
                         info.key.data());
                firsts.push_back(r.pv[0]);
            }
        }
        const SearchReport& last = reports[reports.size() - wanted];
        QCOMPARE(result.best, last.pv[0]);
        QCOMPARE(result.score, last.score);
    }
}

void TestSearch::linesBeyondTheMarginAreNotSearchedOut() {
    Engine engine("classical");
    // The lines of the last iteration of a search to depth 4.
    const auto lines = [&](const Position& position, int margin, int fullLines) {
        SearchLimits limits;
        limits.depth = 4;
        limits.lines = 4;
        limits.lineMargin = margin;
        limits.fullLines = fullLines;
        std::vector<SearchReport> reports;
        engine.search(position, limits, reports);
        std::vector<SearchReport> last;
        std::copy_if(reports.begin(), reports.end(), std::back_inserter(last),
                     [](const SearchReport& r) { return r.depth == 4; });
        return last;
    };
    // The queens face each other and white takes first: every other move
    // loses the queen, far below the best. A margin leaves those lines out
    // past the ones asked for in full; without one they are all searched.
    const Position queens = engine.fen("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1");
    QCOMPARE(lines(queens, 0, 1).size(), 4u);
    const std::vector<SearchReport> one = lines(queens, 50, 1);
    QCOMPARE(one.size(), 1u);
    QCOMPARE(one.front().pv.front(), readEngineMove(*engine.rules, queens, "d1d5").value());
    QCOMPARE(lines(queens, 50, 2).size(), 2u);
    // From the start several moves are near the best: those within the
    // margin are kept, and no line below it.
    const std::vector<SearchReport> near = lines(engine.rules->startPosition(), 80, 1);
    QVERIFY(near.size() > 1);
    for (const SearchReport& r : near) QVERIFY(r.score >= near.front().score - 80);
}

void TestSearch::onlyTheRootMovesGivenAreChosenFrom() {
    Engine engine("classical");
    // Qxd8 mates; left out of the moves given, a rook move is played.
    const Position position = engine.fen("3q2k1/5ppp/8/8/8/8/5PPP/3Q1RK1 w - - 0 1");
    const auto move = [&](const char* text) {
        return readEngineMove(*engine.rules, position, text).value();
    };
    SearchLimits limits;
    limits.depth = 4;
    std::vector<SearchReport> reports;
    QCOMPARE(engine.search(position, limits, reports).best, move("d1d8"));
    limits.rootMoves = {move("f1e1"), move("h2h3")};
    const SearchResult result = engine.search(position, limits, reports);
    QVERIFY(result.best == move("f1e1") || result.best == move("h2h3"));
    // Several lines come from the moves given only.
    limits.lines = 4;
    reports.clear();
    engine.search(position, limits, reports);
    QCOMPARE(std::count_if(reports.begin(), reports.end(),
                           [](const SearchReport& r) { return r.depth == 4; }),
             2);
}

void TestSearch::aShortSightSeesOnlyPartOfAnExchange() {
    Engine engine("classical");
    // Rxd5 Rxd5 Rxd5 leaves White a rook up; seeing only Black's reply,
    // White sees the material even.
    const Position position = engine.fen("3r2k1/8/8/3n4/8/8/3R4/3RK3 w - - 0 1");
    SearchLimits limits;
    limits.depth = 1;
    limits.rootMoves = {readEngineMove(*engine.rules, position, "d2d5").value()};
    std::vector<SearchReport> reports;
    const int farSighted = engine.search(position, limits, reports).score;
    limits.exchangePlies = 1;
    engine.table.clear();
    const int shortSighted = engine.search(position, limits, reports).score;
    QVERIFY2(farSighted > 400 && shortSighted < 100,
             qPrintable(QString("%1, %2").arg(farSighted).arg(shortSighted)));
}

void TestSearch::aStoppedIterationIsNotPlayed() {
    // Stopped part way through an iteration's lines, the search plays the
    // first line of the last iteration it reported, never a half-searched one.
    Engine engine("classical");
    const Position position =
        engine.fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    for (std::uint64_t nodes : {3000, 7000, 20000}) {
        std::vector<SearchReport> reports;
        SearchLimits limits;
        limits.nodes = nodes;
        limits.lines = 4;
        const SearchResult result = engine.search(position, limits, reports);
        QVERIFY(!reports.empty());
        const SearchReport& last = reports[reports.size() - 4];
        QCOMPARE(last.line, 1);
        QCOMPARE(result.depth, last.depth);
        QCOMPARE(result.best, last.pv[0]);
    }
    // Stopped in the first iteration, the lines it finished are played
    // rather than a move never looked at.
    Engine tavreli("tavreli");
    const Position start = tavreli.rules->startPosition();
    std::vector<SearchReport> reports;
    SearchLimits limits;
    limits.nodes = 60;
    limits.lines = 4;
    const SearchResult result = tavreli.search(start, limits, reports);
    QVERIFY(!reports.empty() && reports.size() < 4);
    QCOMPARE(result.depth, 1);
    QCOMPARE(result.best, reports.front().pv[0]);
}

void TestSearch::aStoppedIterationKeepsTheLinesItFinished() {
    // Asked to, a search stopped part way through an iteration puts the
    // lines it finished first and keeps those from the iteration before
    // that score no better than the last line searched deeper; the move
    // played is still the first line reported.
    Engine engine("classical");
    const Position position =
        engine.fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    int mixed = 0;
    for (std::uint64_t nodes = 1000; nodes <= 30000; nodes += 1000) {
        std::vector<SearchReport> reports;
        SearchLimits limits;
        limits.nodes = nodes;
        limits.lines = 4;
        limits.keepsFinishedLines = true;
        const SearchResult result = engine.search(position, limits, reports);
        const auto first = std::find_if(reports.rbegin(), reports.rend(),
                                        [](const SearchReport& r) { return r.line == 1; });
        QVERIFY(first != reports.rend());
        const std::span<const SearchReport> last(std::prev(first.base()), reports.end());
        for (std::size_t k = 0; k < last.size(); ++k) {
            QCOMPARE(last[k].line, static_cast<int>(k) + 1);
            if (k == 0) continue;
            QVERIFY(last[k].depth <= last[k - 1].depth);
            QVERIFY(last[k].score <= last[k - 1].score);
            QVERIFY(last[k].pv[0] != last[0].pv[0]);
        }
        QCOMPARE(result.best, last[0].pv[0]);
        QCOMPARE(result.depth, last[0].depth);
        if (last.front().depth != last.back().depth) ++mixed;
    }
    QVERIFY(mixed > 0);
}

void TestSearch::theTableSaysHowFullItIs() {
    // Keys spread at random: filled with half as many positions as it has
    // entries, about 1 - e^-0.5 of the table is in use; with four times as
    // many, nearly all of it.
    TranspositionTable table(1);
    QCOMPARE(table.permilleFull(), 0);
    std::mt19937_64 random(15);
    const auto fill = [&](std::size_t count) {
        for (std::size_t i = 0; i < count; ++i)
            table.store(random(), Move(), 0, 1, TranspositionTable::Bound::Exact);
    };
    fill(table.size() / 2);
    QVERIFY2(table.permilleFull() > 330 && table.permilleFull() < 460,
             qPrintable(QString::number(table.permilleFull())));
    fill(table.size() * 4);
    QVERIFY2(table.permilleFull() > 950, qPrintable(QString::number(table.permilleFull())));
    table.clear();
    QCOMPARE(table.permilleFull(), 0);
}

void TestSearch::theTableKeepsWhatItIsToldAtEverySize() {
    // Sizes that fill whole large pages and sizes that do not; a table made
    // again starts empty.
    const Move move = Move::normal(Square(12), Square(28));
    for (const std::size_t megabytes : {1, 2, 3, 64}) {
        TranspositionTable table(megabytes);
        QVERIFY(std::has_single_bit(table.size()));
        QVERIFY(table.size() * sizeof(TranspositionTable::Entry) <= megabytes * 1024 * 1024);
        QVERIFY(table.size() * sizeof(TranspositionTable::Entry) * 2 > megabytes * 1024 * 1024);
        const Key key = 0x9E3779B97F4A7C15ull * megabytes;
        QVERIFY(!table.probe(key));
        table.store(key, move, 123, 7, TranspositionTable::Bound::Lower);
        table.prefetch(key);
        const auto* entry = table.probe(key);
        QVERIFY(entry);
        QCOMPARE(entry->move, move);
        QCOMPARE(entry->score, 123);
        QCOMPARE(entry->depth, 7);
        table.resize(megabytes);
        QVERIFY(!table.probe(key));
    }
}

void TestSearch::quiescenceNeverPushesOutASearchedEntry() {
    TranspositionTable table(1);
    const Move searched = Move::normal(Square(12), Square(28));
    const Move captured = Move::normal(Square(3), Square(59));
    const Key key = 0x2545F4914F6CDD1Dull;
    // Another key in the same slot: the slots are the key's low bits.
    const Key other = key + (Key{1} << 40);
    table.store(key, searched, 50, 3, TranspositionTable::Bound::Lower);
    table.store(key, captured, 80, 0, TranspositionTable::Bound::Exact);
    table.store(other, captured, 80, 0, TranspositionTable::Bound::Exact);
    QVERIFY(!table.probe(other));
    QCOMPARE(table.probe(key)->move, searched);
    QCOMPARE(table.probe(key)->depth, 3);
    // Quiescence's entries give way to each other, and to a search's.
    const Key third = key + (Key{2} << 40);
    table.store(third, searched, 10, 1, TranspositionTable::Bound::Upper);
    QCOMPARE(table.probe(third)->move, searched);
    TranspositionTable fresh(1);
    fresh.store(key, captured, 80, 0, TranspositionTable::Bound::Exact);
    fresh.store(other, searched, -20, 0, TranspositionTable::Bound::Upper);
    QVERIFY(!fresh.probe(key));
    QCOMPARE(fresh.probe(other)->score, -20);
}

void TestSearch::aCachedEvaluationIsTheEvaluations() {
    // Counts what it is asked, and says something of each position.
    struct Counting : Evaluation {
        mutable int asked = 0;
        int evaluate(const Position& position) const override {
            ++asked;
            return static_cast<int>(position.key() % 1000);
        }
        int pieceValue(PieceKind) const override { return 100; }
    };
    const auto ruleset = builtinRulesets().create("classical").value();
    const Ruleset& rules = *ruleset;
    Counting counting;
    EvaluationCache cache(counting);
    const Position start = rules.startPosition();
    MoveList moves;
    rules.legalMoves(start, moves);
    for (Move m : moves) {
        const Position after = rules.play(start, m);
        QCOMPARE(cache.evaluate(after), counting.evaluate(after));
    }
    QCOMPARE(counting.asked, 2 * static_cast<int>(moves.size()));
    // Asked again, the cache answers alone, and the same.
    for (Move m : moves) {
        const Position after = rules.play(start, m);
        QCOMPARE(cache.evaluate(after), static_cast<int>(after.key() % 1000));
    }
    QCOMPARE(counting.asked, 2 * static_cast<int>(moves.size()));
}

void TestSearch::staticExchange_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("expected");
    QTest::newRow("an undefended pawn") << "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1"
                                        << "Rxe5" << 100;
    QTest::newRow("a knight for a pawn, with batteries behind on both sides")
        << "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1"
        << "Nxe5" << -220;
    QTest::newRow("the rook behind joins in") << "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1"
                                              << "Rxe5" << 100;
    QTest::newRow("a queen for a guarded pawn") << "6k1/8/3p4/4p3/8/8/8/4Q1K1 w - - 0 1"
                                                << "Qxe5" << -850;
    QTest::newRow("a pawn takes a guarded knight") << "6k1/8/3p4/4n3/3P4/8/8/6K1 w - - 0 1"
                                                   << "dxe5" << 220;
    QTest::newRow("a king cannot retake a guarded piece") << "8/8/8/3k4/4p3/8/6B1/4R1K1 w - - 0 1"
                                                          << "Rxe4" << 100;
    QTest::newRow("a king retakes an unguarded one") << "8/8/8/3k4/4p3/8/8/4R1K1 w - - 0 1"
                                                     << "Rxe4" << -400;
    QTest::newRow("promotion onto a guarded square") << "r5k1/1P6/8/8/8/8/8/6K1 w - - 0 1"
                                                     << "b8=Q" << -100;
    QTest::newRow("promotion taking a rook") << "r5k1/1P6/8/8/8/8/8/6K1 w - - 0 1"
                                             << "bxa8=Q" << 1350;
    QTest::newRow("en passant") << "6k1/8/8/3pP3/8/8/8/6K1 w - d6 0 1"
                                << "exd6" << 100;
}

void TestSearch::staticExchange() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(int, expected);
    const Engine engine("classical");
    const Position position = engine.fen(fen.toLatin1().constData());
    const auto read = engine.rules->readMoveText(position, move.toStdString());
    QVERIFY(read.ok());
    QVERIFY(engine.evaluation->staticExchangeSound(position));
    QCOMPARE(tavleya::engine::staticExchange(*engine.rules, position, *read, *engine.evaluation),
             expected);
}

void TestSearch::staticExchangesOnlyWhereSound() {
    // Captures that change the capturer, build towers or fill a pocket are
    // not plain exchanges; Kingchess's are once its pieces are placed.
    const std::pair<const char*, bool> games[] = {
        {"classical", true},  {"chess960", true}, {"shatranj", true},  {"crazyhouse", false},
        {"frankfurt", false}, {"tavreli", false}, {"kingchess", false}};
    for (const auto& [key, sound] : games) {
        const Engine engine(key);
        QCOMPARE(engine.evaluation->staticExchangeSound(engine.rules->startPosition()), sound);
    }
}

QTEST_APPLESS_MAIN(TestSearch)
#include "test_search.moc"

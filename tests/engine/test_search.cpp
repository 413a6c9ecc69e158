// The search in every game: mates in one, two and three found, stalemate
// avoided when winning, a repetition taken when losing, and thousands of
// engine moves in every game with no illegal move and no crash.

#include <QtTest>

#include <atomic>
#include <random>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"

using namespace tavleya;
using namespace tavleya::engine;

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
    void aRepetitionIsTakenWhenLosing();
    void aRepetitionIsAvoidedWhenEven();
    void engineMovesInEveryGame();
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

QTEST_APPLESS_MAIN(TestSearch)
#include "test_search.moc"

// The nodes a fixed-depth search visits from each game's start, as
// recorded. A change meant only to make the engine faster must leave these
// counts as they are; a change to what the search does changes them, and
// the table below is then updated with the change (and its match result).

#include <QtTest>

#include <atomic>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"

using namespace tavleya;
using namespace tavleya::engine;

class TestNodeCounts : public QObject {
    Q_OBJECT

private slots:
    void fixedDepthSearch_data();
    void fixedDepthSearch();
};

void TestNodeCounts::fixedDepthSearch_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    // game, depth, nodes recorded
    QTest::newRow("classical") << "classical" << 12 << 325043ULL;
    QTest::newRow("chess960") << "chess960" << 12 << 325043ULL;
    QTest::newRow("crazyhouse") << "crazyhouse" << 8 << 86674ULL;
    QTest::newRow("shatranj") << "shatranj" << 12 << 108261ULL;
    QTest::newRow("secret-setup") << "secret-setup" << 12 << 325043ULL;
    QTest::newRow("frankfurt") << "frankfurt" << 8 << 67394ULL;
    QTest::newRow("kingchess") << "kingchess" << 6 << 119485ULL;
    QTest::newRow("tavreli") << "tavreli" << 7 << 40522ULL;
}

void TestNodeCounts::fixedDepthSearch() {
    QFETCH(QString, game);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const std::string key = game.toStdString();
    const auto rules = builtinRulesets().create(key).value();
    const auto evaluation = builtinEvaluations().create(key);
    QVERIFY(evaluation);
    TranspositionTable table(16);
    SearchLimits limits;
    limits.depth = depth;
    const std::atomic<bool> stop{false};
    const SearchResult result =
        Search(*rules, *evaluation, table).run(rules->startPosition(), {}, limits, stop);
    QCOMPARE(result.depth, depth);
    QCOMPARE(static_cast<qulonglong>(result.nodes), nodes);
}

QTEST_GUILESS_MAIN(TestNodeCounts)
#include "test_node_counts.moc"

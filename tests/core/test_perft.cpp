// The perft suites (counts from Stockfish and Fairy-Stockfish, cross-checked
// by other programs; see data/perft-README.md) must match at every depth.

#include <QFile>
#include <QtTest>

#include "perft_suite.h"
#include "ruleset_registry.h"

using namespace tavleya;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void suites_data();
    void suites();
    void suiteReaderRejectsBadLines();
};

namespace {

struct SuiteFile {
    const char* file;
    const char* variant;
    RulesetOptions options;
    std::size_t lines;
};

const SuiteFile kSuites[] = {
    {"classical.epd", "classical", {}, 26},
    {"chess960.epd", "chess960", {}, 44},
    {"chess960-published.epd", "chess960", {}, 15},
    {"crazyhouse.epd", "crazyhouse", {}, 19},
    {"shatranj.epd", "shatranj", {}, 11},
    {"asymmetric.epd", "secret-setup", {{"secretSetup.castling", "chess960"}}, 16},
    {"tavreli-perft.epd", "tavreli", {}, 10},
};

}  // namespace

void TestPerft::suites_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<quint64>>("expected");
    QTest::addColumn<int>("suite");
    for (std::size_t i = 0; i < std::size(kSuites); ++i) {
        const SuiteFile& s = kSuites[i];
        QFile file(QString(TAVLEYA_TEST_DATA "/") + s.file);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto suite = readPerftSuite(file.readAll().toStdString());
        QVERIFY2(suite.ok(), suite.ok() ? "" : suite.error().message.c_str());
        QCOMPARE(suite->size(), s.lines);
        for (const PerftCase& c : *suite) {
            QList<quint64> expected(c.expected.begin(), c.expected.end());
            QTest::addRow("%s:%d", s.file, c.line)
                << s.variant << QString::fromStdString(c.fen) << expected << static_cast<int>(i);
        }
    }
}

void TestPerft::suites() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QList<quint64>, expected);
    QFETCH(int, suite);
    // The sanitizer build is many times slower; it may cap the leaf count.
    const quint64 maxNodes = qEnvironmentVariableIsSet("TAVLEYA_PERFT_MAX_NODES")
                                 ? qEnvironmentVariable("TAVLEYA_PERFT_MAX_NODES").toULongLong()
                                 : 0;
    const auto rules = builtinRulesets().create(variant.toStdString(), kSuites[suite].options);
    QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().message.c_str());
    const auto position = (*rules)->readFen(fen.toStdString());
    QVERIFY2(position.ok(), position.ok() ? "" : position.error().message.c_str());
    QCOMPARE((*rules)->writeFen(*position).empty(), false);
    for (int depth = 1; depth <= expected.size(); ++depth) {
        if (maxNodes && expected[depth - 1] > maxNodes) break;
        QCOMPARE((*rules)->perft(*position, depth), expected[depth - 1]);
    }
}

void TestPerft::suiteReaderRejectsBadLines() {
    const auto gap = readPerftSuite("8/8/8/8/8/8/8/K6k w - - 0 1;D1 3;D3 9\n");
    QVERIFY(!gap.ok());
    QCOMPARE(QString::fromStdString(gap.error().message),
             QString("line 1, column 34: expected 'D2 <count>', found 'D3 9'"));
    const auto noNumber = readPerftSuite("\nK6k/8/8/8/8/8/8/8 w - - 0 1;D1 x\n");
    QVERIFY(!noNumber.ok());
    QVERIFY(noNumber.error().message.starts_with("line 2,"));
    const auto spaced = readPerftSuite("K6k/8/8/8/8/8/8/8 w - - 0 1 ;D1 3 ;D2 9\n");
    QVERIFY(spaced.ok());
    QCOMPARE(spaced->front().fen, std::string("K6k/8/8/8/8/8/8/8 w - - 0 1"));
    QCOMPARE(spaced->front().expected, (std::vector<std::uint64_t>{3, 9}));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "test_perft.moc"

// The classical perft suite (counts from Stockfish, cross-checked by other
// engines; see data/perft-README.md) must match at every depth.

#include <QFile>
#include <QtTest>

#include "perft_suite.h"
#include "ruleset_registry.h"

using namespace tavleya;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void classicalSuite_data();
    void classicalSuite();
    void suiteReaderRejectsBadLines();
};

void TestPerft::classicalSuite_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<quint64>>("expected");
    QFile file(TAVLEYA_TEST_DATA "/classical.epd");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto suite = readPerftSuite(file.readAll().toStdString());
    QVERIFY2(suite.ok(), suite.ok() ? "" : suite.error().message.c_str());
    QCOMPARE(suite->size(), std::size_t{26});
    for (const PerftCase& c : *suite) {
        QList<quint64> expected(c.expected.begin(), c.expected.end());
        QTest::newRow(("line " + std::to_string(c.line)).c_str())
            << QString::fromStdString(c.fen) << expected;
    }
}

void TestPerft::classicalSuite() {
    QFETCH(QString, fen);
    QFETCH(QList<quint64>, expected);
    // The sanitizer build is many times slower; it may cap the leaf count.
    const quint64 maxNodes = qEnvironmentVariableIsSet("TAVLEYA_PERFT_MAX_NODES")
                                 ? qEnvironmentVariable("TAVLEYA_PERFT_MAX_NODES").toULongLong()
                                 : 0;
    const auto rules = builtinRulesets().create("classical");
    QVERIFY(rules.ok());
    const auto position = (*rules)->readFen(fen.toStdString());
    QVERIFY2(position.ok(), position.ok() ? "" : position.error().message.c_str());
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

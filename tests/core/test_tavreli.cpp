// Tavreli (tavreli.md): perft from the start, the worked examples T1-T10,
// and the 20 real games of data/tavreli-games.txt replayed move by move.

#include <QFile>
#include <QtTest>

#include "variants/tavreli.h"

using namespace tavleya;

namespace {

QStringList engineMoves(const TavreliRuleset& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    QStringList list;
    for (Move m : moves) list << QString::fromStdString(rules.engineText(pos, m));
    list.sort();
    return list;
}

QStringList sorted(const QString& words) {
    QStringList list = words.split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
    for (QString& w : list)
        if (w.endsWith('+')) w.chop(1);
    list.sort();
    return list;
}

Position fen(const TavreliRuleset& rules, const char* text) {
    const auto pos = rules.readFen(text);
    if (!pos.ok()) qFatal("bad TFEN in test: %s", pos.error().message.c_str());
    return *pos;
}

Position play(const TavreliRuleset& rules, const Position& pos, const char* move) {
    const auto m = rules.readEngineMove(pos, move);
    if (!m.ok()) qFatal("bad move in test: %s", m.error().message.c_str());
    return rules.play(pos, *m);
}

}  // namespace

class TestTavreli : public QObject {
    Q_OBJECT

private slots:
    void perftFromTheStart();
    void workedExamples_data();
    void workedExamples();
    void results_data();
    void results();
    void demotionOptions();
    void realGames();

private:
    TavreliRuleset rules_;
};

void TestTavreli::perftFromTheStart() {
    const quint64 maxNodes = qEnvironmentVariableIsSet("TAVLEYA_PERFT_MAX_NODES")
                                 ? qEnvironmentVariable("TAVLEYA_PERFT_MAX_NODES").toULongLong()
                                 : 0;
    const Position start = rules_.startPosition();
    QCOMPARE(
        rules_.writeFen(start),
        std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abcdefgh/abcdefgh 0 1"));
    const std::uint64_t expected[] = {39, 1519, 68299, 3041483};
    for (int depth = 1; depth <= 4; ++depth) {
        if (maxNodes && expected[depth - 1] > maxNodes) break;
        QCOMPARE(rules_.perft(start, depth), expected[depth - 1]);
    }
}

void TestTavreli::workedExamples_data() {
    QTest::addColumn<QString>("tfen");
    QTest::addColumn<QString>("moves");
    QTest::newRow("T1")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abcdefgh/abcdefgh 0 1"
        << "a1-a2 a1-b1 a2-a3 a2-a4 b1-a3 b1-c3 b1-d2 b2-b3 b2-b4 c1-b2 c1-d2 c2-c3 c2-c4 "
           "d1-c1 d1-c2 d1-d2 d1-e2 d2-d3 d2-d4 e1-d1 e1-d2 e1-e2 e1-f1 e1-f2 e2-e3 e2-e4 "
           "f1-e2 f1-g2 f2-f3 f2-f4 g1-e2 g1-f3 g1-h3 g2-g3 g2-g4 h1-g1 h1-h2 h2-h3 h2-h4";
    QTest::newRow("T2")
        << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
        << "e2-c1 e2-c3 e2-d4 e2-f4 e2-g3 e4-b4 e4-c4 e4-d4 e4-e2 e4-e3 e4-e5 e4-e6 e4-e7 "
           "e4-e8+ e4-f4 e4-g4 e4-h4+ g1-f1 g1-g2 g1-h1 g1-h2";
    QTest::newRow("T3")
        << "8/8/8/8/3(NR)3k/8/8/K7 w - - - 0 1"
        << "a1-a2 a1-b1 a1-b2 d4(1)-b3+ d4(1)-b5+ d4(1)-c2+ d4(1)-c6+ d4(1)-e2+ d4(1)-e6+ "
           "d4(1)-f3+ d4(1)-f5+ d4-b3 d4-b5 d4-c2 d4-c6 d4-e2 d4-e6 d4-f3+ d4-f5+";
    QTest::newRow("T4")
        << "k7/8/8/8/4(Nr)3/8/8/4K3 w - - - 0 1"
        << "e1-d1 e1-d2 e1-e2 e1-f1 e1-f2 e4-c3 e4-c5 e4-d2 e4-d6 e4-f2 e4-f6 e4-g3 e4-g5";
    QTest::newRow("T5")
        << "7k/8/8/8/3(Nr)4/8/8/K7 w - - - 0 1"
        << "a1-a2 a1-b1 a1-b2 d4(1)-b3 d4(1)-b5 d4(1)-c2 d4(1)-c6 d4(1)-e2 d4(1)-e6 d4(1)-f3 "
           "d4(1)-f5 d4-b3 d4-b5 d4-c2 d4-c6 d4-e2 d4-e6 d4-f3 d4-f5";
    QTest::newRow("T5 after")
        << "7k/8/8/5N2/3r4/8/8/K7 b - - - 1 1"
        << "d4-a4+ d4-b4 d4-c4 d4-d1+ d4-d2 d4-d3 d4-d5 d4-d6 d4-d7 d4-d8 d4-e4 d4-f4 "
           "d4-g4 d4-h4 h8-g8 h8-h7";
    QTest::newRow("T6")
        << "k7/8/8/8/4(Kr)3/8/8/8 w - - - 0 1"
        << "e4(1)-d3 e4(1)-d5 e4(1)-f3 e4(1)-f5 e4-d3 e4-d4 e4-d5 e4-e3 e4-e5 e4-f3 e4-f4 e4-f5";
    QTest::newRow("T7") << "7k/8/8/8/2P3p1/P2bn3/P1P1P1P1/7K w - - aceg/- 0 1"
                        << "a2-a3 a3-a4 c2-c3 c2-c4 c2-d3 c4-c5 e2-d3 g2-g3 h1-g1 h1-h2";
    QTest::newRow("T8") << "8/3P^H2P1/8/k7/8/8/8/K7 w - - - 0 1"
                        << "a1-a2 a1-b1 a1-b2 d7-d8+ g7-g8";
    QTest::newRow("T9")
        << "6(NP)1/8/8/7k/8/K7/8/2(Rp)5 w - - - 0 1"
        << "a3-a2 a3-a4 a3-b2 a3-b3 a3-b4 c1-a1 c1-b1 c1-c2 c1-c3 c1-c4 c1-c5+ c1-c6 c1-c7 "
           "c1-c8 c1-d1 c1-e1 c1-f1 c1-g1 c1-h1+ g8(1)-e7 g8(1)-f6+ g8(1)-h6 g8-e7 g8-f6+ g8-h6";
    QTest::newRow("T10") << "7k/8/5n2/3(RQ~)4/8/8/8/K7 b - - - 0 1"
                         << "f6-d5 f6-d7 f6-e4 f6-e8 f6-g4 f6-g8 f6-h5 f6-h7 h8-g7 h8-g8 h8-h7";
}

void TestTavreli::workedExamples() {
    QFETCH(QString, tfen);
    QFETCH(QString, moves);
    const Position pos = fen(rules_, tfen.toLatin1().constData());
    QCOMPARE(engineMoves(rules_, pos), sorted(moves));
    QCOMPARE(QString::fromStdString(rules_.writeFen(pos)), tfen);
}

void TestTavreli::results_data() {
    QTest::addColumn<QString>("tfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("result");
    QTest::newRow("T2 stack on own") << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
                                     << "e4-e2"
                                     << "7k/8/8/8/1b6/8/4(RN)3/6Kn b - - - 0 1";
    QTest::newRow("T2 capture") << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
                                << "e4-b4"
                                << "7k/8/8/8/1(Rb)6/8/4N3/6Kn b - - - 0 1";
    QTest::newRow("T2 volkhv on a piece") << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
                                          << "g1-h1"
                                          << "7k/8/8/8/1b2R3/8/4N3/7(Kn) b - - - 0 1";
    QTest::newRow("T3 split") << "8/8/8/8/3(NR)3k/8/8/K7 w - - - 0 1"
                              << "d4(1)-f5"
                              << "8/8/8/5N2/3R3k/8/8/K7 b - - - 1 1";
    QTest::newRow("T3 whole") << "8/8/8/8/3(NR)3k/8/8/K7 w - - - 0 1"
                              << "d4-f5"
                              << "8/8/8/5(NR)2/7k/8/8/K7 b - - - 1 1";
    QTest::newRow("T4") << "k7/8/8/8/4(Nr)3/8/8/4K3 w - - - 0 1"
                        << "e4-c3"
                        << "k7/8/8/8/8/2(Nr)5/8/4K3 b - - - 1 1";
    QTest::newRow("T5") << "7k/8/8/8/3(Nr)4/8/8/K7 w - - - 0 1"
                        << "d4(1)-f5"
                        << "7k/8/8/5N2/3r4/8/8/K7 b - - - 1 1";
    QTest::newRow("T6 alone") << "k7/8/8/8/4(Kr)3/8/8/8 w - - - 0 1"
                              << "e4(1)-d3"
                              << "k7/8/8/8/4r3/3K4/8/8 b - - - 1 1";
    QTest::newRow("T6 with prisoner") << "k7/8/8/8/4(Kr)3/8/8/8 w - - - 0 1"
                                      << "e4-d4"
                                      << "k7/8/8/8/3(Kr)4/8/8/8 b - - - 1 1";
    QTest::newRow("T7 onto own") << "7k/8/8/8/2P3p1/P2bn3/P1P1P1P1/7K w - - aceg/- 0 1"
                                 << "a2-a3"
                                 << "7k/8/8/8/2P3p1/(PP)2bn3/2P1P1P1/7K b - - ceg/- 0 1";
    QTest::newRow("T7 double onto own") << "7k/8/8/8/2P3p1/P2bn3/P1P1P1P1/7K w - - aceg/- 0 1"
                                        << "c2-c4"
                                        << "7k/8/8/8/2(PP)3p1/P2bn3/P3P1P1/7K b - - aeg/- 0 1";
    QTest::newRow("T7 capture keeps identity")
        << "7k/8/8/8/2P3p1/P2bn3/P1P1P1P1/7K w - - aceg/- 0 1"
        << "c2-d3"
        << "7k/8/8/8/2P3p1/P2(P^Bb)n3/P3P1P1/7K b - - aeg/- 0 1";
    QTest::newRow("T8 helgi") << "8/3P^H2P1/8/k7/8/8/8/K7 w - - - 0 1"
                              << "d7-d8"
                              << "3H~4/6P1/8/k7/8/8/8/K7 b - - - 0 1";
    QTest::newRow("T8 vsadnik") << "8/3P^H2P1/8/k7/8/8/8/K7 w - - - 0 1"
                                << "g7-g8"
                                << "6N~1/3P^H4/8/k7/8/8/8/K7 b - - - 0 1";
    QTest::newRow("T9 promotion by split") << "6(NP)1/8/8/7k/8/K7/8/2(Rp)5 w - - - 0 1"
                                           << "g8(1)-e7"
                                           << "6N~1/4N3/8/7k/8/K7/8/2(Rp)5 b - - - 1 1";
    QTest::newRow("T10 demotion") << "7k/8/5n2/3(RQ~)4/8/8/8/K7 b - - - 0 1"
                                  << "f6-d5"
                                  << "7k/8/8/3(nRP)4/8/8/8/K7 w - - - 0 2";
    QTest::newRow("T10 own stacking") << "7k/8/8/3Q~4/8/8/8/K2R4 w - - - 0 1"
                                      << "d1-d5"
                                      << "7k/8/8/3(RQ~)4/8/8/8/K7 b - - - 0 1";
}

void TestTavreli::results() {
    QFETCH(QString, tfen);
    QFETCH(QString, move);
    QFETCH(QString, result);
    const Position after =
        play(rules_, fen(rules_, tfen.toLatin1().constData()), move.toLatin1().constData());
    QCOMPARE(QString::fromStdString(rules_.writeFen(after)), result);
    QCOMPARE(after.key(), after.computeKey());
}

void TestTavreli::demotionOptions() {
    // T10 under the options of D3 and D4.
    const TavreliRuleset topOnly(false, true);
    QCOMPARE(topOnly.writeFen(
                 play(topOnly, fen(topOnly, "7k/8/5n2/3(RQ~)4/8/8/8/K7 b - - - 0 1"), "f6-d5")),
             std::string("7k/8/8/3(nRQ~)4/8/8/8/K7 w - - - 0 2"));
    const TavreliRuleset own(true, false);
    QCOMPARE(own.writeFen(play(own, fen(own, "7k/8/8/3Q~4/8/8/8/K2R4 w - - - 0 1"), "d1-d5")),
             std::string("7k/8/8/3(RP)4/8/8/8/K7 b - - - 0 1"));
}

void TestTavreli::realGames() {
    QFile file(TAVLEYA_TEST_DATA "/tavreli-games.txt");
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString id;
    Position pos;
    int games = 0, plies = 0;
    for (const QString& line : QString::fromUtf8(file.readAll()).split('\n')) {
        if (line.startsWith("id: ")) {
            id = line.mid(4);
            pos = rules_.startPosition();
        } else if (line.startsWith("moves: ")) {
            for (const QString& move : line.mid(7).split(' ', Qt::SkipEmptyParts)) {
                const auto m = rules_.readEngineMove(pos, move.toStdString());
                if (!m.ok())
                    QFAIL(qPrintable(id + ": " + QString::fromStdString(m.error().message)));
                const Position next = rules_.play(pos, *m);
                QCOMPARE(next.key(), next.computeKey());
                const auto again = rules_.readFen(rules_.writeFen(next));
                if (!again.ok() || !(*again == next))
                    QFAIL(qPrintable(id + ": TFEN round trip of " +
                                     QString::fromStdString(rules_.writeFen(next))));
                pos = next;
                ++plies;
            }
        } else if (line.startsWith("final: ")) {
            QCOMPARE(QString::fromStdString(rules_.writeFen(pos)), line.mid(7).trimmed());
        } else if (line.startsWith("status: ")) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            QString status = QString("%1 legal moves").arg(moves.size());
            if (rules_.inCheck(pos)) status = moves.empty() ? "checkmate" : "check, " + status;
            QCOMPARE(status, line.mid(8).trimmed());
            ++games;
        }
    }
    QCOMPARE(games, 20);
    QCOMPARE(plies, 693);
}

QTEST_GUILESS_MAIN(TestTavreli)
#include "test_tavreli.moc"

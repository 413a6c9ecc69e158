// Tavreli (tavreli.md): perft from the start, the worked examples T1-T10,
// and the 20 real games of data/tavreli-games.txt replayed move by move.

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <random>

#include "clock/flag_fall.h"
#include "notation/move_reader.h"
#include "notation/move_writer.h"
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
    const auto m = readMove(rules, pos, move);
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
    void volkhvSafety_data();
    void volkhvSafety();
    void results_data();
    void results();
    void demotionOptions();
    void fiftyMoveCount();
    void checkmateByAFreedHelgi();
    void notation_data();
    void notation();
    void tolerantReading();
    void tfenErrors_data();
    void tfenErrors();
    void sameAndDifferentPositions();
    void flagFallAlwaysLoses();
    void realGames();
    void randomGames();

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
    QTest::newRow("T11")
        << "4k3/8/8/8/8/8/8/R3K2(nR) w KQ - - 0 1"
        << "0-0-0 a1-a2 a1-a3 a1-a4 a1-a5 a1-a6 a1-a7 a1-a8+ a1-b1 a1-c1 a1-d1 e1-d1 e1-d2 "
           "e1-e2 e1-f1";
    QTest::newRow("T11 freed")
        << "4k3/8/8/8/8/8/5n2/R3K2R w KQ - - 1 2"
        << "0-0 a1-a2 a1-a3 a1-a4 a1-a5 a1-a6 a1-a7 a1-a8+ a1-b1 a1-c1 a1-d1 e1-d2 e1-e2 "
           "e1-f1 e1-f2 h1-f1 h1-g1 h1-h2 h1-h3 h1-h4 h1-h5 h1-h6 h1-h7 h1-h8+";
    QTest::newRow("T12")
        << "6k1/3p4/8/2(Pr)nP3/8/8/8/6K1 b - - -/d 0 1"
        << "d5-b4 d5-b6 d5-c3 d5-c7 d5-e3 d5-e7 d5-f4 d5-f6 d7-d5 d7-d6 g8-f7 g8-f8 g8-g7 "
           "g8-h7 g8-h8";
    QTest::newRow("T12 white")
        << "6k1/8/8/2(Pr)(pn)P3/8/8/8/6K1 w - d6 - 0 2"
        << "c5(1)-c6 c5(1)-d6 c5-c6 c5-d6 e5-d6 e5-e6 g1-f1 g1-f2 g1-g2 g1-h1 g1-h2";
    QTest::newRow("T13")
        << "7k/8/8/8/8/2(RN)2n2/1P6/K7 w - - - 99 80"
        << "a1-a2 a1-b1 a1-b2 b2-b3 c3(1)-a3 c3(1)-b3 c3(1)-c1 c3(1)-c2 c3(1)-c4 c3(1)-c5 "
           "c3(1)-c6 c3(1)-c7 c3(1)-c8+ c3(1)-d3 c3(1)-e3 c3(1)-f3 c3-a3 c3-b3 c3-c1 c3-c2 "
           "c3-c4 c3-c5 c3-c6 c3-c7 c3-c8+ c3-d3 c3-e3 c3-f3";
}

void TestTavreli::workedExamples() {
    QFETCH(QString, tfen);
    QFETCH(QString, moves);
    const Position pos = fen(rules_, tfen.toLatin1().constData());
    QCOMPARE(engineMoves(rules_, pos), sorted(moves));
    QCOMPARE(QString::fromStdString(rules_.writeFen(pos)), tfen);
}

// The volkhv's safety judged without making the move: pins, towers split
// over a prisoner, checks covered or blocked, the volkhv stepping along a
// line it is checked on.
void TestTavreli::volkhvSafety_data() {
    QTest::addColumn<QString>("tfen");
    QTest::addColumn<QString>("legal");
    QTest::addColumn<QString>("illegal");
    QTest::newRow("pinned tower, own piece beneath") << "k3r3/8/8/8/4(RN)3/8/8/4K3 w - - - 0 1"
                                                     << "e4(1)-a4 e4(1)-h4 e4-e6 e4-e8 e4(1)-e8"
                                                     << "e4-a4 e4-h4";
    QTest::newRow("pinned single piece") << "k7/8/8/8/7b/8/5N2/4K3 w - - - 0 1"
                                         << "e1-d1 e1-e2"
                                         << "f2-d3 f2-h3 f2-g4 f2-d1";
    QTest::newRow("split over a prisoner that would check") << "k7/8/8/8/8/8/8/4(Rr)K2 w - - - 0 1"
                                                            << "e1-a1 e1-e8 f1-g1 f1-g2"
                                                            << "e1(1)-a1 e1(1)-e8";
    QTest::newRow("check blocked by a whole tower only") << "4k3/8/8/4r3/8/2(Nb)5/8/4K3 w - - - 0 1"
                                                         << "c3-e4 c3-e2 e1-d1 e1-f1"
                                                         << "c3(1)-e4 c3(1)-e2 c3-d5 e1-e2";
    QTest::newRow("volkhv stepping back on its check line") << "4k3/8/8/4r3/8/8/4K3/8 w - - - 0 1"
                                                            << "e2-d1 e2-d3 e2-f3"
                                                            << "e2-e1 e2-e3";
    QTest::newRow("double check: the volkhv moves") << "4k3/8/8/4r3/8/5n2/8/4K1N1 w - - - 0 1"
                                                    << "e1-d1 e1-f2"
                                                    << "g1-f3 g1-e2";
}

void TestTavreli::volkhvSafety() {
    QFETCH(QString, tfen);
    QFETCH(QString, legal);
    QFETCH(QString, illegal);
    const QStringList moves = engineMoves(rules_, fen(rules_, tfen.toLatin1().constData()));
    for (const QString& m : sorted(legal))
        QVERIFY2(moves.contains(m), qPrintable(m + " should be legal"));
    for (const QString& m : sorted(illegal))
        QVERIFY2(!moves.contains(m), qPrintable(m + " should be illegal"));
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

void TestTavreli::fiftyMoveCount() {
    // T13: building a tower or moving a ratnik resets the count; whole-tower
    // moves and splits onto empty squares do not (D9).
    const Position pos = fen(rules_, "7k/8/8/8/8/2(RN)2n2/1P6/K7 w - - - 99 80");
    MoveList moves;
    rules_.legalMoves(pos, moves);
    int reset = 0, hundred = 0;
    for (Move m : moves) {
        const Position after = rules_.play(pos, m);
        reset += after.halfmoveClock() == 0;
        hundred += after.halfmoveClock() == 100;
        if (after.halfmoveClock() == 100) QVERIFY(rules_.claimableDraws(after, {}).fiftyMoves);
    }
    QCOMPARE(reset, 4);
    QCOMPARE(hundred, 24);
}

void TestTavreli::checkmateByAFreedHelgi() {
    // T14
    const Position before = fen(rules_,
                                "1k1rr3/ppp2Rpp/2n1(qR)3/7(Qp^b)/3(bpN)2P1/1P(nN)2P^H1K/P1P4P/"
                                "6(bp^hBBP^QP^B)1 b - - ach/abcgh 2 26");
    const Position after = play(rules_, before, "g1(1)-f2");
    const GameEnd end = rules_.automaticEnd(after, {});
    QCOMPARE(end.termination, Termination::Checkmate);
    QCOMPARE(end.outcome, Outcome::BlackWins);
    QCOMPARE(rules_.moveText(before, *readMove(rules_, before, "g1(1)-f2"), kSanRussian),
             std::string("(1) ж1 – е2++"));
}

void TestTavreli::notation_data() {
    // T15, and the other forms of the same moves.
    QTest::addColumn<QString>("tfen");
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("book");
    QTest::addColumn<QString>("modern");
    QTest::newRow("split") << "8/8/8/8/3(NR)3k/8/8/K7 w - - - 0 1"
                           << "d4(1)-f5"
                           << "(1) г4 – е5+"
                           << "d4(1)-f5+";
    QTest::newRow("capture") << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
                             << "e4-b4"
                             << "д4 х б4"
                             << "e4-b4";
    QTest::newRow("onto own") << "7k/8/8/8/1b2R3/8/4N3/6Kn w - - - 0 1"
                              << "e4-e2"
                              << "д4 х д2"
                              << "e4-e2";
    QTest::newRow("long castling") << "4k3/8/8/8/8/8/8/R3K2(nR) w KQ - - 0 1"
                                   << "0-0-0"
                                   << "0-0-0"
                                   << "0-0-0";
    QTest::newRow("two from the top") << "7k/8/8/8/8/8/(RRR)7/K7 w - - - 0 1"
                                      << "a2(2)-a8"
                                      << "(2) а2 – а8+"
                                      << "a2(2)-a8+";
    QTest::newRow("en passant") << "6k1/8/8/2(Pr)(pn)P3/8/8/8/6K1 w - d6 - 0 2"
                                << "e5-d6"
                                << "д5 х г6 в.п."
                                << "e5-d6";
}

void TestTavreli::notation() {
    QFETCH(QString, tfen);
    QFETCH(QString, engine);
    QFETCH(QString, book);
    QFETCH(QString, modern);
    const Position pos = fen(rules_, tfen.toUtf8().constData());
    const auto move = readMove(rules_, pos, engine.toStdString());
    QVERIFY2(move.ok(), move.ok() ? "" : move.error().message.c_str());
    QCOMPARE(QString::fromStdString(rules_.engineText(pos, *move)), engine);
    QCOMPARE(QString::fromStdString(writeMove(rules_, pos, *move, kSanRussian)), book);
    QCOMPARE(QString::fromStdString(writeMove(rules_, pos, *move, kSan)), modern);
    for (const QString& text : {book, modern}) {
        const auto read = readMove(rules_, pos, text.toStdString());
        QVERIFY2(read.ok() && *read == *move, qPrintable(text));
    }
}

void TestTavreli::tolerantReading() {
    const Position pos = fen(rules_, "8/8/8/8/3(NR)3k/8/8/K7 w - - - 0 1");
    const Move split = *readMove(rules_, pos, "d4(1)-f5");
    for (const char* text :
         {"(1)d4-f5", "(1) г4–е5", "d4(1) f5", "D4(1)-F5", "d4(1)—f5+", "(1) г4 - е5 +"})
        QCOMPARE(readMove(rules_, pos, text).ok() ? readMove(rules_, pos, text)->raw() : 0u,
                 split.raw());
    // Naming all the pieces of a tower is moving the whole tower.
    QCOMPARE(readMove(rules_, pos, "d4(2)-f5")->split(), 0);
    const auto bad = readMove(rules_, pos, "d4(3)-f5");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("move 'd4(3)-f5' (move 1, White to move): d4 holds only 2 pieces"));
    QCOMPARE(
        QString::fromStdString(readMove(rules_, pos, "h4-h5").error().message),
        QString("move 'h4-h5' (move 1, White to move): no tower of the side to move stands on h4"));
    // The chess letters, which in Tavreli's words would name other pieces,
    // are refused with what to write instead; Tavreli's names are read.
    const Position start = rules_.startPosition();
    for (const char* chess : {"кf3", "Кf3", "кg1-f3", "Лa3", "Сc4", "Фd3"}) {
        const auto refused = readMove(rules_, start, chess);
        QVERIFY2(!refused.ok(), chess);
        QVERIFY2(refused.error().message.find("not with the chess letters Кр Ф Л С К (a vsadnik "
                                              "to f3: Вс f3)") != std::string::npos,
                 refused.error().message.c_str());
    }
    QVERIFY(readMove(rules_, start, "Вс f3").ok());
    QVERIFY(readMove(rules_, start, "вс f3").ok());
}

void TestTavreli::tfenErrors_data() {
    QTest::addColumn<QString>("tfen");
    QTest::addColumn<QString>("message");
    QTest::newRow("fields") << "8/8/8/8/8/8/8/8 w - - - 0"
                            << "TFEN has 6 fields; expected 7";
    QTest::newRow("no black volkhv")
        << "8/8/8/8/8/8/8/K7 w - - - 0 1"
        << "TFEN field 1 (board), column 1: Black needs exactly one volkhv on top of a square";
    QTest::newRow("volkhv under a piece")
        << "k7/8/8/8/8/8/8/(NK)7 w - - - 0 1"
        << "TFEN field 1 (board), column 18: a volkhv must be the top of its tower";
    QTest::newRow("tower of one")
        << "k7/8/8/8/8/8/8/(K)7 w - - - 0 1"
        << "TFEN field 1 (board), column 16: a tower needs at least two pieces";
    QTest::newRow("unclosed tower")
        << "k7/8/8/8/8/8/8/K6(NR w - - - 0 1"
        << "TFEN field 1 (board), column 18: a tower has no closing ')'";
    QTest::newRow("unpromoted") << "k2P4/8/8/8/8/8/8/K7 w - - - 0 1"
                                << "TFEN field 1 (board), column 1: the ratnik on d8 tops a square "
                                   "on its last rank and should have promoted";
    QTest::newRow("letter") << "k7/8/8/8/8/8/8/K6X w - - - 0 1"
                            << "TFEN field 1 (board), column 18: unknown piece letter 'X'";
    QTest::newRow("identity")
        << "k7/8/8/8/8/8/P^K7/K7 w - - - 0 1"
        << "TFEN field 1 (board), column 14: a ratnik's identity must be Q, R, B, N or H";
    QTest::newRow("too many") << "k7/8/8/8/8/8/8/K(PPPPPPPPPPPPPPPP)6 w - - - 0 1"
                              << "TFEN field 1 (board), column 33: White has more than 16 pieces";
    QTest::newRow("side") << "k7/8/8/8/8/8/8/K7 x - - - 0 1"
                          << "TFEN field 2 (side to move), column 19: 'x' is neither 'w' nor 'b'";
    QTest::newRow("castling") << "k7/8/8/8/8/8/8/K6R w K - - 0 1"
                              << "TFEN field 3 (castling), column 22: 'K' needs the volkhv alone "
                                 "on its square and the ratoborets at the bottom of its corner";
    QTest::newRow("castling order")
        << "r3k2r/8/8/8/8/8/8/R3K2R w QK - - 0 1"
        << "TFEN field 3 (castling), column 28: castling must be an ordered subset of KQkq";
    QTest::newRow("en passant")
        << "k7/8/8/8/8/8/8/K7 b - e3 - 0 1"
        << "TFEN field 4 (en passant), column 23: 'e3' does not follow a double step";
    QTest::newRow("double step")
        << "k7/8/8/8/8/8/8/K7 w - - a/- 0 1"
        << "TFEN field 5 (double steps), column 25: 'a' has no unmoved ratnik at the bottom of a2";
    QTest::newRow("counter") << "k7/8/8/8/8/8/8/K7 w - - - x 1"
                             << "TFEN field 6 (halfmove clock), column 27: 'x' is not a number";
    QTest::newRow("check") << "k7/8/8/8/8/8/8/R6K w - - - 0 1"
                           << "TFEN: the side not to move is in check";
}

void TestTavreli::tfenErrors() {
    QFETCH(QString, tfen);
    QFETCH(QString, message);
    const auto pos = rules_.readFen(tfen.toStdString());
    QVERIFY(!pos.ok());
    QCOMPARE(QString::fromStdString(pos.error().message), message);
}

void TestTavreli::sameAndDifferentPositions() {
    // D11: the composition of towers is part of the position.
    QVERIFY(fen(rules_, "7k/8/8/8/3(Nr)4/8/8/K7 w - - - 0 1").key() !=
            fen(rules_, "7k/8/8/8/3(Nb)4/8/8/K7 w - - - 0 1").key());
    QVERIFY(fen(rules_, "7k/8/8/8/3(NRr)4/8/8/K7 w - - - 0 1").key() !=
            fen(rules_, "7k/8/8/8/3(NrR)4/8/8/K7 w - - - 0 1").key());
    // Carrying the prisoner away and back repeats the position exactly.
    const Position start = fen(rules_, "7k/8/8/8/3(Nr)4/8/8/K7 w - - - 0 1");
    Position pos = start;
    std::vector<Key> keys;
    for (const char* move :
         {"d4-f5", "h8-g8", "f5-d4", "g8-h8", "d4-f5", "h8-g8", "f5-d4", "g8-h8"}) {
        keys.push_back(pos.key());
        pos = play(rules_, pos, move);
    }
    QCOMPARE(pos.key(), start.key());
    QCOMPARE(occurrences(pos.key(), keys), 3);
    QVERIFY(rules_.claimableDraws(pos, keys).threefoldRepetition);
    // Freeing it instead gives a different position.
    QVERIFY(play(rules_, start, "d4(1)-f5").key() != play(rules_, start, "d4-f5").key());
}

void TestTavreli::flagFallAlwaysLoses() {
    // D12: even bare volkhvs are no dead position, and a flag always loses.
    const Position bare = fen(rules_, "7k/8/8/8/8/8/8/K7 w - - - 0 1");
    QVERIFY(!rules_.isDeadPosition(bare));
    QVERIFY(!rules_.automaticEnd(bare, {}).over());
    QCOMPARE(flagFallEnd(rules_, bare, Color::White).outcome, Outcome::BlackWins);
}

void TestTavreli::realGames() {
    QFile file(TAVLEYA_TEST_DATA "/tavreli-games.txt");
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString id;
    Position pos;
    std::string sourceFinal;
    int games = 0, plies = 0;
    for (const QString& line : QString::fromUtf8(file.readAll()).split('\n')) {
        if (line.startsWith("id: ")) {
            id = line.mid(4);
            pos = rules_.startPosition();
        } else if (line.startsWith("moves: ")) {
            for (const QString& move : line.mid(7).split(' ', Qt::SkipEmptyParts)) {
                const auto m = readMove(rules_, pos, move.toStdString());
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
        } else if (line.startsWith("source: ")) {
            // The records as published, glitches and all, must read as the
            // same moves: replay them on a copy.
            Position replay = rules_.startPosition();
            for (const QString& token : line.mid(8).split(' ', Qt::SkipEmptyParts)) {
                const auto m = readMove(rules_, replay, token.toStdString());
                if (!m.ok())
                    QFAIL(qPrintable(id + " source: " + QString::fromStdString(m.error().message)));
                replay = rules_.play(replay, *m);
            }
            sourceFinal = rules_.writeFen(replay);
        } else if (line.startsWith("final: ")) {
            QCOMPARE(QString::fromStdString(sourceFinal), line.mid(7).trimmed());
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

// Random play: all 32 pieces stay on the board, nothing stands on a volkhv,
// keys kept move by move equal keys computed afresh, and TFEN reads back.
void TestTavreli::randomGames() {
    const int games = qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES") > 0
                          ? qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES")
                          : 10000;
    std::mt19937 random(4);
    long plies = 0;
    for (int game = 0; game < games; ++game) {
        Position pos = rules_.startPosition();
        for (int ply = 0; ply < 100; ++ply) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            if (moves.empty()) break;
            const Move m = moves[random() % moves.size()];
            const Position before = pos;
            pos = rules_.play(pos, m);
            ++plies;
            const std::string tfen = rules_.writeFen(pos);
            int pieces = 0;
            for (int i = 0; i < 64; ++i)
                pieces += pos.at(Square(i)).empty() ? 0 : 1 + pos.towers().height(Square(i));
            if (pieces != 32) QFAIL(("piece count in " + tfen).c_str());
            for (Bitboard t = pos.towers().squares(); t;) {
                const Square s = popLowest(t);
                for (int d = 0; d < pos.towers().height(s); ++d)
                    if (pos.towers().beneath(s, d).kind() == PieceKind::King)
                        QFAIL(("a piece on a volkhv in " + tfen).c_str());
            }
            if (pos.key() != pos.computeKey()) QFAIL(("key drift in " + tfen).c_str());
            const auto again = rules_.readFen(tfen);
            if (!again.ok() || !(*again == pos) || rules_.writeFen(*again) != tfen)
                QFAIL(("TFEN round trip of " + tfen +
                       (again.ok() ? "" : ": " + again.error().message))
                          .c_str());
            const auto read = readMove(rules_, before, writeMove(rules_, before, m, kSanRussian));
            if (!read.ok() || *read != m)
                QFAIL(("book form does not read back in " + rules_.writeFen(before)).c_str());
        }
    }
    qInfo("%d games, %ld plies", games, plies);
}

QTEST_GUILESS_MAIN(TestTavreli)
#include "test_tavreli.moc"

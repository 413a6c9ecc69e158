// The worked examples of the rules (classical.md CL-1 to CL-7): repetition
// with and without a legal en-passant capture, lost castling rights, the
// 50- and 75-move rules, dead positions, flag fall (FIDE 6.9), stalemate.

#include <QtTest>

#include "line_player.h"
#include "variants/classical.h"

using namespace tavleya;
using test::playLine;

class TestGameEnd : public QObject {
    Q_OBJECT

private slots:
    void pinnedEnPassantDoesNotMakePositionsDifferent();
    void legalEnPassantMakesAPositionDifferent();
    void lostCastlingRightsMakeANewPosition();
    void fiftyMoveClaim();
    void mateOnTheSeventyFifthMoveStands();
    void seventyFiveMovesDrawAutomatically();
    void theEndIsWrittenAsOneWord();
    void fivefoldRepetitionEndsTheGame();
    void checkmate();
    void stalemate();
    void deadPositions_data();
    void deadPositions();
    void flagFall_data();
    void flagFall();

private:
    ClassicalRuleset rules_;
};

void TestGameEnd::pinnedEnPassantDoesNotMakePositionsDifferent() {
    // CL-1: exd6 would expose the king on a5 to the rook, so d6 is not an
    // en-passant square that counts.
    const auto line =
        playLine(rules_, "8/3p4/8/K3P2r/8/8/8/7k b - - 0 1", "d5 Ka4 Kg1 Ka5 Kh1 Ka4 Kg1 Ka5 Kh1");
    MoveList moves;
    rules_.legalMoves(line.positions[1], moves);
    QCOMPARE(moves.size(), std::size_t{6});
    QCOMPARE(rules_.writeFen(line.positions[1]), std::string("8/8/8/K2pP2r/8/8/8/7k w - - 0 2"));
    QCOMPARE(occurrences(line.last().key(), line.earlierKeys()), 3);
    QVERIFY(rules_.claimableDraws(line.last(), line.earlierKeys()).threefoldRepetition);
    QVERIFY(!rules_.automaticEnd(line.last(), line.earlierKeys()).over());
}

void TestGameEnd::legalEnPassantMakesAPositionDifferent() {
    // CL-1 control: without the rook, exd6 is legal and the first occurrence differs.
    const auto line =
        playLine(rules_, "8/3p4/8/K3P3/8/8/8/7k b - - 0 1", "d5 Ka4 Kg1 Ka5 Kh1 Ka4 Kg1 Ka5 Kh1");
    MoveList moves;
    rules_.legalMoves(line.positions[1], moves);
    QCOMPARE(moves.size(), std::size_t{7});
    QCOMPARE(rules_.writeFen(line.positions[1]), std::string("8/8/8/K2pP3/8/8/8/7k w - d6 0 2"));
    QCOMPARE(occurrences(line.last().key(), line.earlierKeys()), 2);
    QVERIFY(!rules_.claimableDraws(line.last(), line.earlierKeys()).threefoldRepetition);
}

void TestGameEnd::lostCastlingRightsMakeANewPosition() {
    // CL-2: the start occurs once; the same pieces without rights occur after
    // moves 2, 4 and 6.
    const auto line = playLine(rules_, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                               "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    QCOMPARE(occurrences(line.positions[0].key(), {}), 1);
    QVERIFY(line.positions[4].key() != line.positions[0].key());
    const std::vector<Key> before(line.earlierKeys());
    QCOMPARE(occurrences(line.last().key(), before), 3);
    const std::vector<Key> beforeMove4(before.begin(), before.begin() + 8);
    QCOMPARE(occurrences(line.positions[8].key(), beforeMove4), 2);
    QVERIFY(rules_.claimableDraws(line.last(), before).threefoldRepetition);
}

void TestGameEnd::fiftyMoveClaim() {
    // CL-3: any white move here makes the count 100; castling does not reset it.
    const auto start = rules_.readFen("8/8/8/4k3/8/8/8/R3K3 w Q - 99 80");
    QVERIFY(start.ok());
    QVERIFY(!rules_.claimableDraws(*start, {}).fiftyMoves);
    for (const char* move : {"Ra2", "O-O-O", "Kd1"}) {
        const auto line = playLine(rules_, "8/8/8/4k3/8/8/8/R3K3 w Q - 99 80", move);
        QCOMPARE(line.last().halfmoveClock(), 100);
        QVERIFY(rules_.claimableDraws(line.last(), {}).fiftyMoves);
        QVERIFY(!rules_.automaticEnd(line.last(), {}).over());
    }
}

void TestGameEnd::mateOnTheSeventyFifthMoveStands() {
    // CL-4: Ra8# makes the count 150 and mates: White wins (A4).
    const auto line = playLine(rules_, "7k/8/6K1/8/8/8/8/R7 w - - 149 120", "Ra8#");
    QCOMPARE(rules_.writeFen(line.last()), std::string("R6k/8/6K1/8/8/8/8/8 b - - 150 120"));
    const GameEnd end = rules_.automaticEnd(line.last(), {});
    QCOMPARE(end.termination, Termination::Checkmate);
    QCOMPARE(end.outcome, Outcome::WhiteWins);
}

void TestGameEnd::seventyFiveMovesDrawAutomatically() {
    const auto line = playLine(rules_, "7k/8/6K1/8/8/8/8/R7 w - - 149 120", "Rb1");
    const GameEnd end = rules_.automaticEnd(line.last(), {});
    QCOMPARE(end.termination, Termination::MoveLimit);
    QCOMPARE(end.moveLimit, 75);
    QCOMPARE(end.outcome, Outcome::Draw);
}

void TestGameEnd::theEndIsWrittenAsOneWord() {
    const GameEnd flag{Termination::FlagFall, Outcome::BlackWins, Color::White};
    QCOMPARE(writeGameEnd(flag), std::string("FlagFall white"));
    const auto read = readGameEnd("FlagFall white", Outcome::BlackWins);
    QVERIFY(read && read->termination == Termination::FlagFall && read->by == Color::White);
    QVERIFY(!readGameEnd("FlagFall", Outcome::BlackWins));
    QVERIFY(!readGameEnd("Nonsense white", Outcome::Draw));
    // The move limit's word carries no number; older files named chess's.
    const auto limit = readGameEnd("MoveLimit black", Outcome::Draw);
    QVERIFY(limit && limit->termination == Termination::MoveLimit && limit->moveLimit == 0);
    const auto older = readGameEnd("SeventyFiveMoves white", Outcome::Draw);
    QVERIFY(older && older->termination == Termination::MoveLimit && older->moveLimit == 75);
}

void TestGameEnd::fivefoldRepetitionEndsTheGame() {
    const auto line = playLine(rules_, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                               "Ra2 Kd8 Ra1 Ke8 Ra2 Kd8 Ra1 Ke8 Ra2 Kd8 Ra1 Ke8 Ra2 Kd8 Ra1 Ke8");
    QCOMPARE(occurrences(line.last().key(), line.earlierKeys()), 5);
    QCOMPARE(rules_.automaticEnd(line.last(), line.earlierKeys()).termination,
             Termination::FivefoldRepetition);
    // One move earlier the position after Ra1 had occurred four times only.
    std::vector<Key> earlier = line.earlierKeys();
    earlier.pop_back();
    QVERIFY(!rules_.automaticEnd(line.positions[line.positions.size() - 2], earlier).over());
}

void TestGameEnd::checkmate() {
    const auto line = playLine(rules_, kStartFen.data(), "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    const GameEnd end = rules_.automaticEnd(line.last(), line.earlierKeys());
    QCOMPARE(end.termination, Termination::Checkmate);
    QCOMPARE(end.outcome, Outcome::WhiteWins);
}

void TestGameEnd::stalemate() {
    // CL-7
    const auto pos = rules_.readFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    QVERIFY(pos.ok());
    QVERIFY(!rules_.inCheck(*pos));
    const GameEnd end = rules_.automaticEnd(*pos, {});
    QCOMPARE(end.termination, Termination::Stalemate);
    QCOMPARE(end.outcome, Outcome::Draw);
}

void TestGameEnd::deadPositions_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("dead");
    // CL-5
    QTest::newRow("bishops on one colour") << "8/8/4k3/8/2b5/8/3KB3/8 w - - 0 1" << true;
    QTest::newRow("bishops on both colours") << "8/8/4k3/8/3b4/8/3KB3/8 w - - 0 1" << false;
    QTest::newRow("knight against knight") << "8/8/4k3/8/8/2n5/3KN3/8 w - - 0 1" << false;
    QTest::newRow("knight alone") << "8/8/4k3/8/8/8/3K4/6N1 w - - 0 1" << true;
    // A9's other cases.
    QTest::newRow("bare kings") << "8/8/4k3/8/8/8/3K4/8 w - - 0 1" << true;
    QTest::newRow("bishop alone") << "8/8/4k3/8/8/8/3K4/6B1 w - - 0 1" << true;
    QTest::newRow("two bishops, one colour") << "8/8/4k3/8/8/8/3K1B2/6B1 w - - 0 1" << true;
    QTest::newRow("a pawn") << "8/8/4k3/8/8/8/3KP3/8 w - - 0 1" << false;
}

void TestGameEnd::deadPositions() {
    QFETCH(QString, fen);
    QFETCH(bool, dead);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(pos.ok());
    QCOMPARE(rules_.isDeadPosition(*pos), dead);
    QCOMPARE(rules_.automaticEnd(*pos, {}).termination,
             dead ? Termination::DeadPosition : Termination::None);
}

void TestGameEnd::flagFall_data() {
    // CL-6: White's flag falls; can Black still mate?
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("opponentCanMate");
    QTest::newRow("K+Q v K") << "8/8/4k3/8/8/8/3K4/7Q w - - 0 1" << false;
    QTest::newRow("K v K+N") << "8/8/4k3/8/8/2n5/3K4/8 w - - 0 1" << false;
    QTest::newRow("K+P v K+N") << "8/8/4k3/8/8/2n5/P2K4/8 w - - 0 1" << true;
    QTest::newRow("K+Q v K+N") << "8/8/4k3/8/8/2n5/3K4/7Q w - - 0 1" << true;
    QTest::newRow("K+B light v K+B light") << "8/8/4k3/8/2b5/8/3KB3/8 w - - 0 1" << false;
    QTest::newRow("K+B dark v K+B light") << "8/8/4k3/8/2b5/8/3K1B2/8 w - - 0 1" << true;
    QTest::newRow("K v K+N+N") << "8/8/4k3/8/8/2nn4/3K4/8 w - - 0 1" << true;
    QTest::newRow("K v K+P") << "8/8/4k3/4p3/8/8/3K4/8 w - - 0 1" << true;
}

void TestGameEnd::flagFall() {
    QFETCH(QString, fen);
    QFETCH(bool, opponentCanMate);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(pos.ok());
    QCOMPARE(rules_.canStillMate(*pos, Color::Black), opponentCanMate);
}

QTEST_GUILESS_MAIN(TestGameEnd)
#include "test_game_end.moc"

// Crazyhouse (crazyhouse.md ZH-1 to ZH-8): drops, drop mates, pawn-drop
// ranks, promoted pieces returning as pawns, stalemate, pockets in the key,
// dead positions; FEN with pockets in brackets or as a ninth rank.

#include <QtTest>

#include "clock/flag_fall.h"
#include "line_player.h"
#include "move_checks.h"
#include "notation/move_reader.h"
#include "variants/crazyhouse.h"

using namespace tavleya;
using namespace tavleya::test;

class TestCrazyhouse : public QObject {
    Q_OBJECT

private slots:
    void dropMate();
    void pawnDropsAvoidTheEdgeRanks();
    void pawnCannotInterposeOnTheFirstRank();
    void capturedPromotedPieceReturnsAsAPawn();
    void noStalemateWhileADropIsPossible();
    void droppedPawnOnTheSecondRankDoubleSteps();
    void pocketsArePartOfThePosition();
    void deadPositionAndFlagFall();
    void fenForms();
    void options();

private:
    CrazyhouseRuleset rules_;
};

void TestCrazyhouse::dropMate() {
    // ZH-1
    const Position pos = fenOrFail(rules_, "6rk/6pp/8/8/8/8/8/6K1[N] w - - 0 1");
    const QStringList moves = legalSan(rules_, pos);
    QCOMPARE(moves.size(), 64);
    QVERIFY(moves.contains("N@a1") && moves.contains("N@h6") && moves.contains("Kh2"));
    const auto line = playLine(rules_, "6rk/6pp/8/8/8/8/8/6K1[N] w - - 0 1", "N@f7#");
    QCOMPARE(rules_.writeFen(line.last()), std::string("6rk/5Npp/8/8/8/8/8/6K1[] b - - 1 1"));
    QCOMPARE(rules_.automaticEnd(line.last(), {}).termination, Termination::Checkmate);
    QCOMPARE(writeMove(rules_, pos, *readMove(rules_, pos, "N@f7"), kSanRussian),
             std::string("К@f7#"));
}

void TestCrazyhouse::pawnDropsAvoidTheEdgeRanks() {
    // ZH-2
    const Position pos = fenOrFail(rules_, "6rk/6pp/8/8/8/8/8/6K1[P] w - - 0 1");
    QStringList expected;
    for (char file = 'a'; file <= 'h'; ++file)
        for (int rank = 2; rank <= 7; ++rank)
            if (!((file == 'g' || file == 'h') && rank == 7))
                expected << QString("@%1%2").arg(file).arg(rank);
    expected << "Kf1"
             << "Kf2"
             << "Kg2"
             << "Kh1"
             << "Kh2";
    expected.sort();
    QCOMPARE(legalSan(rules_, pos), expected);
    QVERIFY(readMove(rules_, pos, "P@e4").ok());
    QVERIFY(!readMove(rules_, pos, "P@e1").ok());
}

void TestCrazyhouse::pawnCannotInterposeOnTheFirstRank() {
    // ZH-3
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/r3K3[Pn] w - - 0 1")),
             sortedWords("Kd2 Ke2 Kf2"));
}

void TestCrazyhouse::capturedPromotedPieceReturnsAsAPawn() {
    // ZH-4, with the white king on h2: on e1, as the rules give it, the rook
    // a1 would check it with Black to move, which no FEN reader accepts.
    QVERIFY(!rules_.readFen("Q~3k3/8/8/8/8/8/8/r3K3[] b - - 0 1").ok());
    const std::string fen = "Q~3k3/8/8/8/8/8/7K/r7[] b - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)), sortedWords("Rxa8 Kd7 Ke7 Kf7"));
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "Rxa8").last()),
             std::string("r3k3/8/8/8/8/8/7K/8[p] w - - 0 2"));
    // With the option off the queen itself changes sides.
    const CrazyhouseRuleset loop(false);
    QCOMPARE(loop.writeFen(playLine(loop, fen, "Rxa8").last()),
             std::string("r3k3/8/8/8/8/8/7K/8[q] w - - 0 2"));
    // A promotion is marked, so its later capture can be demoted.
    const auto promoted = playLine(rules_, "8/1P2k3/8/8/8/8/8/4K3[] w - - 0 1", "b8=Q");
    QCOMPARE(rules_.writeFen(promoted.last()), std::string("1Q~6/4k3/8/8/8/8/8/4K3[] b - - 0 1"));
}

void TestCrazyhouse::noStalemateWhileADropIsPossible() {
    // ZH-5
    const Position pos = fenOrFail(rules_, "k7/8/1Q6/8/8/8/8/6K1[qrr] b - - 0 1");
    QCOMPARE(legalSan(rules_, pos).size(), 122);
    QVERIFY(!rules_.automaticEnd(pos, {}).over());
    const Position empty = fenOrFail(rules_, "k7/8/1Q6/8/8/8/8/6K1[] b - - 0 1");
    QCOMPARE(rules_.automaticEnd(empty, {}).termination, Termination::Stalemate);
}

void TestCrazyhouse::droppedPawnOnTheSecondRankDoubleSteps() {
    // ZH-6
    const std::string fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    const QStringList first = legalSan(rules_, fenOrFail(rules_, fen));
    QCOMPARE(first.size(), 53);
    QVERIFY(first.contains("@d7") && first.contains("@f7"));
    const auto line = playLine(rules_, fen, "@d2 Ke7 d4");
    QCOMPARE(rules_.writeFen(line.last()), std::string("8/4k3/8/8/3P4/8/8/4K3[] b - - 0 2"));
    QCOMPARE(line.positions[1].halfmoveClock(), 1);  // the drop did not reset the count
}

void TestCrazyhouse::pocketsArePartOfThePosition() {
    // ZH-7
    const Position a = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[Qr] w - - 0 1");
    const Position b = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1");
    QVERIFY(a.key() != b.key());
    QCOMPARE(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[QRbn] w - - 0 1").key(),
             fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[RQnb] w - - 0 1").key());
}

void TestCrazyhouse::deadPositionAndFlagFall() {
    // ZH-8
    const Position bare = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    const Position knight = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    const Position pawn = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[p] w - - 0 1");
    const Position bishops = fenOrFail(rules_, "4k3/8/8/8/8/8/8/2B1K3[b] w - - 0 1");
    QCOMPARE(rules_.automaticEnd(bare, {}).termination, Termination::DeadPosition);
    QCOMPARE(rules_.automaticEnd(knight, {}).termination, Termination::DeadPosition);
    QVERIFY(!rules_.isDeadPosition(pawn));
    QVERIFY(!rules_.isDeadPosition(bishops));
    QCOMPARE(flagFallEnd(rules_, knight, Color::Black).outcome, Outcome::Draw);
    QCOMPARE(flagFallEnd(rules_, pawn, Color::White).outcome, Outcome::BlackWins);
    QCOMPARE(flagFallEnd(rules_, bishops, Color::Black).outcome, Outcome::WhiteWins);
    // D7: a promoted knight comes back as a pawn when taken, and the pawn
    // can promote again: not dead (chessops agrees). Without demotion it
    // stays a knight, the one minor piece of a dead position.
    const char* promoted = "8/8/8/4k3/8/8/8/4K1N~1[] w - - 0 1";
    QVERIFY(!rules_.isDeadPosition(fenOrFail(rules_, promoted)));
    QCOMPARE(flagFallEnd(rules_, fenOrFail(rules_, promoted), Color::White).outcome,
             Outcome::BlackWins);
    const CrazyhouseRuleset keepsPromoted(false);
    QVERIFY(keepsPromoted.isDeadPosition(fenOrFail(keepsPromoted, promoted)));
}

void TestCrazyhouse::fenForms() {
    const Position ninth = fenOrFail(rules_, "r3k2r/8/8/8/8/8/8/R3K2R/QRbnp w KQkq - 0 1");
    QCOMPARE(rules_.writeFen(ninth), std::string("r3k2r/8/8/8/8/8/8/R3K2R[QRbnp] w KQkq - 0 1"));
    QCOMPARE(rules_.writeFen(rules_.startPosition()),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
    const auto bad = rules_.readFen("4k3/8/8/8/8/8/8/4K3[Kx] w - - 0 1");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("FEN field 1 (piece placement), column 21: no such piece in a pocket: 'K'"));
}

void TestCrazyhouse::options() {
    const CrazyhouseRuleset noFifty(true, false);
    const Position pos = fenOrFail(noFifty, "4k3/8/8/8/8/8/8/R3K3[] w - - 160 100");
    QVERIFY(!noFifty.automaticEnd(pos, {}).over());
    QVERIFY(!noFifty.claimableDraws(pos, {}).fiftyMoves);
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/R3K3[] w - - 160 100"), {})
                 .termination,
             Termination::MoveLimit);
}

QTEST_GUILESS_MAIN(TestCrazyhouse)
#include "test_crazyhouse.moc"

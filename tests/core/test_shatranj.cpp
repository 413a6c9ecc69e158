// Shatranj (shatranj.md SH-1 to SH-8): fers and alfil, promotion to a fers,
// no double step or castling, the d-file array, dead positions, and the
// historical end rules as an option.

#include <QtTest>

#include "clock/flag_fall.h"
#include "line_player.h"
#include "move_checks.h"
#include "variants/shatranj.h"
#include "variants/shatranj_pieces.h"

using namespace tavleya;
using namespace tavleya::test;

class TestShatranj : public QObject {
    Q_OBJECT

private slots:
    void startPosition();
    void alfilFersAndPromotion();
    void noDoubleStepNoCastling();
    void alfilLeaps();
    void stalemate();
    void deadPositions();
    void dFileArray();
    void bareKing();
    void seventyMovesUnderTheHistoricalEnds();
    void notation();

private:
    ShatranjRuleset rules_;
    ShatranjRuleset historical_{false, true};
};

void TestShatranj::startPosition() {
    // SH-1
    QCOMPARE(legalSan(rules_, rules_.startPosition()),
             sortedWords("a3 b3 c3 d3 e3 f3 g3 h3 Na3 Nc3 Nf3 Nh3 Ba3 Be3 Bd3 Bh3"));
    QCOMPARE(rules_.writeFen(rules_.startPosition()),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"));
}

void TestShatranj::alfilFersAndPromotion() {
    // SH-2
    const Position pos = fenOrFail(rules_, "r3k3/1P6/8/8/2B5/8/3Q4/4K3 w - - 0 1");
    QCOMPARE(legalSan(rules_, pos),
             sortedWords("bxa8=Q b8=Q Ba2 Ba6 Be2 Be6 Qc1 Qc3 Qe3 Kd1 Ke2 Kf1 Kf2"));
    const auto line = playLine(rules_, "r3k3/1P6/8/8/2B5/8/3Q4/4K3 w - - 0 1", "b8=Q");
    QCOMPARE(line.last().at(*Square::parse("b8")), Piece(Color::White, shatranj::kFers));
}

void TestShatranj::noDoubleStepNoCastling() {
    // SH-3
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "r3k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1")),
             sortedWords("e3 Kd1 Kd2 Kf1 Kf2"));
    const QStringList rooks =
        legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/2q5/8/R3K2R w - - 0 1"));
    QCOMPARE(rooks.size(), 23);
    QVERIFY(!rooks.contains("Kd2") && !rooks.contains("O-O"));
    QVERIFY(!rules_.readFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").ok());
}

void TestShatranj::alfilLeaps() {
    // SH-4
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "r3k3/8/3B4/2pn4/3P4/8/8/4K3 w - - 0 1")),
             sortedWords("dxc5 Bb4 Bb8 Bf4 Bf8 Kd1 Kd2 Ke2 Kf1 Kf2"));
}

void TestShatranj::stalemate() {
    // SH-5
    const std::string fen = "7k/5K1p/7P/8/8/8/8/8 b - - 0 1";
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, fen), {}).outcome, Outcome::Draw);
    const GameEnd old = historical_.automaticEnd(fenOrFail(historical_, fen), {});
    QCOMPARE(old.termination, Termination::Stalemate);
    QCOMPARE(old.outcome, Outcome::WhiteWins);
}

void TestShatranj::deadPositions() {
    // SH-6
    QCOMPARE(
        rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1"), {}).termination,
        Termination::DeadPosition);
    QCOMPARE(
        rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"), {}).termination,
        Termination::DeadPosition);
    QVERIFY(!rules_.isDeadPosition(fenOrFail(rules_, "4k3/8/8/8/8/8/3N4/4KN2 w - - 0 1")));
    QVERIFY(!rules_.isDeadPosition(fenOrFail(rules_, "4k3/8/8/8/8/4q3/3Q4/4K3 w - - 0 1")));
    // Flag fall (D3): a lone fers cannot win on time against a bare king.
    const Position fers = fenOrFail(rules_, "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1");
    QCOMPARE(flagFallEnd(rules_, fers, Color::Black).outcome, Outcome::Draw);
    const Position rook = fenOrFail(rules_, "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1");
    QCOMPARE(flagFallEnd(rules_, rook, Color::Black).outcome, Outcome::WhiteWins);
    // Under the historical ends the lone fers has won, by baring the king:
    // the position is not dead (a search asks that after every capture).
    const Position bared = fenOrFail(historical_, "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1");
    QVERIFY(!historical_.isDeadPosition(bared));
    QCOMPARE(historical_.automaticEnd(bared, {}).termination, Termination::BareKing);
    QCOMPARE(historical_.automaticEnd(bared, {}).outcome, Outcome::WhiteWins);
}

void TestShatranj::dFileArray() {
    // SH-7
    const ShatranjRuleset dFile(true, false);
    const Position start = dFile.startPosition();
    QCOMPARE(dFile.writeFen(start),
             std::string("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"));
    QCOMPARE(legalSan(dFile, start).size(), 16);
    QCOMPARE(dFile.perft(start, 4), std::uint64_t{68122});
}

void TestShatranj::bareKing() {
    // SH-8
    const std::string fen = "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)), sortedWords("Ke7 Kf7 Kf8"));
    QVERIFY(!rules_.automaticEnd(fenOrFail(rules_, fen), {}).over());
    const GameEnd end = historical_.automaticEnd(fenOrFail(historical_, fen), {});
    QCOMPARE(end.termination, Termination::BareKing);
    QCOMPARE(end.outcome, Outcome::WhiteWins);
    // A bared king that can take the last enemy piece at once plays on, and
    // taking it bares both kings: a draw.
    const std::string counter = "8/8/8/8/8/8/3Rk3/6K1 b - - 0 1";
    QVERIFY(!historical_.automaticEnd(fenOrFail(historical_, counter), {}).over());
    const GameEnd both =
        historical_.automaticEnd(playLine(historical_, counter, "Kxd2").last(), {});
    QCOMPARE(both.outcome, Outcome::Draw);
}

void TestShatranj::seventyMovesUnderTheHistoricalEnds() {
    // The historical ends draw after 70 moves without a capture or pawn
    // move; the game as played today waits for 75.
    const std::string fen = "4k3/4p3/8/8/8/8/3R4/4K3 w - - 139 100";
    const Position after = playLine(historical_, fen, "Rd3").last();
    const GameEnd end = historical_.automaticEnd(after, {});
    QCOMPARE(end.termination, Termination::MoveLimit);
    QCOMPARE(end.moveLimit, 70);
    QCOMPARE(end.outcome, Outcome::Draw);
    QVERIFY(!rules_.automaticEnd(playLine(rules_, fen, "Rd3").last(), {}).over());
}

void TestShatranj::notation() {
    const Position pos = fenOrFail(rules_, "r3k3/1P6/8/8/2B5/8/3Q4/4K3 w - - 0 1");
    const auto fers = readMove(rules_, pos, "Qc3");
    QVERIFY(fers.ok());
    QCOMPARE(writeMove(rules_, pos, *fers, kSanRussian), std::string("Фc3"));
    QCOMPARE(uciText(rules_, *readMove(rules_, pos, "b8=Q")), std::string("b7b8q"));
    QCOMPARE(uciText(rules_, *readMove(rules_, pos, "b7b8q")), std::string("b7b8q"));
}

QTEST_GUILESS_MAIN(TestShatranj)
#include "test_shatranj.moc"

// Frankfurt chess (frankfurt.md FR-ex 1 to 10), and 10,000 seeded random
// games: positions and keys survive every move, each side always has
// exactly one royal piece, and every legal move reads back from its SAN.

#include <QtTest>

#include <random>

#include "clock/flag_fall.h"
#include "line_player.h"
#include "move_checks.h"
#include "notation/move_reader.h"
#include "variants/frankfurt.h"

using namespace tavleya;
using namespace tavleya::test;

class TestFrankfurt : public QObject {
    Q_OBJECT

private slots:
    void knightTakesPawnBecomesPawn();
    void kingBecomesRoyalPawnAndIsMated();
    void pawnCapturesOnTheLastRank();
    void kingBecomesRoyalQueen();
    void royalPawnPromotion();
    void nonPassantOption();
    void royalPawnMayNotDoubleStepIntoEnPassant();
    void ordinaryPawnDoubleStepsBesideTheRoyalPawn();
    void positionAfterARoyalDoubleStep();
    void pawnMadeByCaptureDoubleSteps();
    void sameKindCaptureAndEnPassant();
    void pawnsNeverOnTheEdgeRanks();
    void deadPosition();
    void randomGames();

private:
    FrankfurtRuleset rules_;
};

void TestFrankfurt::knightTakesPawnBecomesPawn() {
    // FR-ex 1
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)),
             sortedWords("Na3 Nc3 Qe2 Ke2 Ba6 Bb5 Bc4 Bd3 Be2 Rg1 a3 a4 b3 b4 c3 c4 d3 d4 g3 g4 h3 "
                         "h4 Ng1 Nh4 Ng5 "
                         "Nxe5 Nd4"));
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "Nxe5").last()),
             std::string("r1bqkbnr/pppp1ppp/2n5/4P3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"));
    // The kind the knight becomes may be named, Popeye style, but only that one.
    const Position pos = fenOrFail(rules_, fen);
    QVERIFY(readMove(rules_, pos, "Nf3xe5=P").ok());
    QVERIFY(!readMove(rules_, pos, "Nxe5=Q").ok());
}

void TestFrankfurt::kingBecomesRoyalPawnAndIsMated() {
    // FR-ex 2
    const std::string fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    const QStringList first = legalSan(rules_, fenOrFail(rules_, fen));
    QCOMPARE(first.size(), 33);
    QVERIFY(first.contains("O-O") && first.contains("Bxf7"));
    const auto line = playLine(rules_, fen, "Bxf7+ Kxf7 Ng5#");
    QCOMPARE(rules_.writeFen(line.positions[1]),
             std::string("r1bqkb1r/pppp1Ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4"));
    QCOMPARE(rules_.writeFen(line.positions[2]),
             std::string("r1bq1b1r/pppp1p!pp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQ - 0 5"));
    QCOMPARE(rules_.writeFen(line.last()),
             std::string("r1bq1b1r/pppp1p!pp/2n2n2/4p1N1/4P3/8/PPPP1PPP/RNBQK2R b KQ - 1 5"));
    QCOMPARE(rules_.automaticEnd(line.last(), {}).outcome, Outcome::WhiteWins);
    // Ng5 is White's only mate in one.
    MoveList moves;
    rules_.legalMoves(line.positions[2], moves);
    int mates = 0;
    for (Move m : moves) {
        const Position after = rules_.play(line.positions[2], m);
        mates += rules_.automaticEnd(after, {}).termination == Termination::Checkmate;
    }
    QCOMPARE(mates, 1);
}

void TestFrankfurt::pawnCapturesOnTheLastRank() {
    // FR-ex 3
    const std::string fen = "1qnr4/2P5/8/8/8/8/8/K6k w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)), sortedWords("Ka2 cxb8 cxd8"));
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "cxd8").last()),
             std::string("1qnR4/8/8/8/8/8/8/K6k b - - 0 1"));
    QCOMPARE(playLine(rules_, fen, "cxb8").last().at(*Square::parse("b8")),
             Piece(Color::White, PieceKind::Queen));
}

void TestFrankfurt::kingBecomesRoyalQueen() {
    // FR-ex 4
    const std::string fen = "7k/8/8/8/8/8/3pq3/4K3 w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)), sortedWords("Kxe2"));
    const Position after = playLine(rules_, fen, "Kxe2").last();
    QCOMPARE(rules_.writeFen(after), std::string("7k/8/8/8/8/8/3pQ!3/8 b - - 0 1"));
    QCOMPARE(after.royalSquare(Color::White), *Square::parse("e2"));
}

void TestFrankfurt::royalPawnPromotion() {
    // FR-ex 5
    const std::string fen = "8/4P!3/8/8/8/8/8/7k w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)), sortedWords("e8=Q e8=R e8=B e8=N"));
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "e8=Q").last()),
             std::string("4Q!3/8/8/8/8/8/8/7k b - - 0 1"));
}

void TestFrankfurt::nonPassantOption() {
    // FR-ex 6
    const std::string fen = "8/8/8/8/8/3n4/1k6/R!7 w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)),
             sortedWords("Ra4 Ra5 Ra6 Ra7 Ra8 Rd1 Rf1 Rg1 Rh1"));
    const FrankfurtRuleset nonPassant(true);
    QVERIFY(legalSan(nonPassant, fenOrFail(nonPassant, fen)).isEmpty());
    const auto mate = playLine(nonPassant, "8/8/8/8/8/2kn4/8/R!7 b - - 0 32", "Kb2");
    QCOMPARE(nonPassant.automaticEnd(mate.last(), {}).termination, Termination::Checkmate);
    QVERIFY(
        !rules_.automaticEnd(playLine(rules_, "8/8/8/8/8/2kn4/8/R!7 b - - 0 32", "Kb2").last(), {})
             .over());
}

void TestFrankfurt::royalPawnMayNotDoubleStepIntoEnPassant() {
    // FR-ex 7
    const Position pos = fenOrFail(rules_, "8/8/8/8/3p4/8/4P!3/7k w - - 0 1");
    QVERIFY(legalSan(rules_, pos).isEmpty());
    QVERIFY(!rules_.inCheck(pos));
    QCOMPARE(rules_.automaticEnd(pos, {}).termination, Termination::Stalemate);
}

void TestFrankfurt::ordinaryPawnDoubleStepsBesideTheRoyalPawn() {
    // D5 forbids only the royal pawn's own double step into en passant: the
    // b7 pawn may step to b5 though a5 could take it and the royal pawn
    // stands on the same file. Perft from independent engines.
    const Position pos = fenOrFail(rules_, "8/1p6/8/P7/1p!6/8/8/4K3 b - - 0 1");
    QVERIFY(legalSan(rules_, pos).contains("b5"));
    const std::uint64_t expected[] = {3, 20, 44, 325};
    for (int depth = 1; depth <= 4; ++depth)
        QCOMPARE(rules_.perft(pos, depth), expected[depth - 1]);
}

void TestFrankfurt::positionAfterARoyalDoubleStep() {
    // The position right after a royal pawn's double step reads, with its
    // en-passant square (dropped where no capture is possible).
    const auto read = rules_.readFen("4k3/8/8/8/4P!3/8/8/8 b - e3 0 1");
    QVERIFY2(read, read ? "" : read.error().message.c_str());
    QVERIFY(!rules_.inCheck(read.value()));
}

void TestFrankfurt::pawnMadeByCaptureDoubleSteps() {
    // FR-ex 8
    const std::string fen = "4k3/8/8/8/2N5/8/1p6/4K3 w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)),
             sortedWords("Kd1 Kd2 Ke2 Kf1 Kf2 Na3 Nxb2 Nd2 Ne3 Ne5 Nd6 Nb6 Na5"));
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "8/4k3/8/8/8/8/1P6/4K3 w - - 0 2")),
             sortedWords("Kd1 Kd2 Ke2 Kf1 Kf2 b3 b4"));
}

void TestFrankfurt::sameKindCaptureAndEnPassant() {
    // FR-ex 9
    QCOMPARE(playLine(rules_, "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", "Qxd5")
                 .last()
                 .at(*Square::parse("d5")),
             Piece(Color::White, PieceKind::Queen));
    QCOMPARE(playLine(rules_, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6")
                 .last()
                 .at(*Square::parse("d6")),
             Piece(Color::White, PieceKind::Pawn));
}

void TestFrankfurt::pawnsNeverOnTheEdgeRanks() {
    const auto bad = rules_.readFen("4k2P/8/8/8/8/8/8/4K3 w - - 0 1");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("FEN field 1 (piece placement), column 1: a pawn stands on h8, on the first "
                     "or last rank"));
}

void TestFrankfurt::deadPosition() {
    // FR-ex 10
    const Position bare = fenOrFail(rules_, "8/8/4k3/8/8/8/3K4/8 w - - 0 1");
    QCOMPARE(rules_.automaticEnd(bare, {}).termination, Termination::DeadPosition);
    QCOMPARE(flagFallEnd(rules_, bare, Color::White).outcome, Outcome::Draw);
    const Position knight = fenOrFail(rules_, "8/8/4k3/8/8/8/3K4/6N1 w - - 0 1");
    QVERIFY(!rules_.automaticEnd(knight, {}).over());
    QCOMPARE(flagFallEnd(rules_, knight, Color::White).outcome, Outcome::BlackWins);
}

void TestFrankfurt::randomGames() {
    const int games = qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES") > 0
                          ? qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES")
                          : 10000;
    std::mt19937 random(1);
    long plies = 0;
    for (int game = 0; game < games; ++game) {
        Position pos = rules_.startPosition();
        for (int ply = 0; ply < 120; ++ply) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            if (moves.empty()) break;
            const Move m = moves[random() % moves.size()];
            const std::string san = writeMove(rules_, pos, m, kSan);
            const auto read = readMove(rules_, pos, san);
            if (!read.ok() || *read != m)
                QFAIL(("'" + san + "' does not read back in " + rules_.writeFen(pos)).c_str());
            const Position before = pos;
            const Position after = rules_.play(pos, m);
            QVERIFY(pos == before &&
                    pos.key() == before.key());  // the move left its origin untouched
            pos = after;
            ++plies;
            if (pos.key() != pos.computeKey())
                QFAIL(("key drift in " + rules_.writeFen(pos)).c_str());
            if (popCount(pos.royals(Color::White)) != 1 || popCount(pos.royals(Color::Black)) != 1)
                QFAIL(("royal count in " + rules_.writeFen(pos)).c_str());
            const auto again = rules_.readFen(rules_.writeFen(pos));
            if (!again.ok() || !(*again == pos))
                QFAIL(("FEN round trip of " + rules_.writeFen(pos)).c_str());
        }
    }
    qInfo("%d games, %ld plies", games, plies);
}

QTEST_GUILESS_MAIN(TestFrankfurt)
#include "test_frankfurt.moc"

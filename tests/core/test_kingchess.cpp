// Kingchess (kingchess.md KC-ex1 to KC-ex8): placing turns built piece by
// piece and validated as a whole, the bishop-colour memory, castling from
// virgin squares, the reserve in dead positions; and 10,000 seeded random
// games in which every move reads back from its own text, keys stay exact
// and each side keeps exactly one king.

#include <QtTest>

#include <random>

#include "line_player.h"
#include "move_checks.h"
#include "notation/move_reader.h"
#include "notation/turn_reader.h"
#include "variants/kingchess.h"

using namespace tavleya;
using namespace tavleya::test;

class TestKingchess : public QObject {
    Q_OBJECT

private slots:
    void firstTurn_data();
    void firstTurn();
    void turnNotation();
    void blockingACheckByPlacement();
    void bishopColourMemory();
    void castlingAfterPlacement();
    void doubleStepOnlyFromTheSecondRank();
    void noStalemateWhileAPlacementIsPossible();
    void shieldingTheKingInTheSameTurn();
    void aCheckInTheMiddleOfATurnEndsNothing();
    void deadPositionCountsTheReserve();
    void fenRoundTrip();
    void randomGames();

private:
    KingchessRuleset rules_;
};

void TestKingchess::firstTurn_data() {
    // KC-ex1
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("error");
    QTest::newRow("king") << "K@e1"
                          << "";
    QTest::newRow("queen only") << "Q@d1"
                                << "the king must be placed in the first turn";
    QTest::newRow("pawn on the first rank") << "K@e1 P@a1"
                                            << "a pawn may not be placed on your first rank";
    QTest::newRow("king in Black's half") << "K@e5"
                                          << "e5 is not on your half of the board";
    QTest::newRow("bishops on one colour")
        << "K@e1 B@c1 B@e3"
        << "the second bishop must stand on the other colour than the first";
    QTest::newRow("bishops on both colours") << "K@e1 B@c1 B@f1"
                                             << "";
    QTest::newRow("the standard array")
        << "R@a1 N@b1 B@c1 Q@d1 K@e1 B@f1 N@g1 R@h1 P@a2 P@b2 P@c2 P@d2 P@e2 P@f2 P@g2 P@h2"
        << "";
}

void TestKingchess::firstTurn() {
    QFETCH(QString, turn);
    QFETCH(QString, error);
    PlacingTurn builder(rules_, rules_.startPosition());
    QString got;
    for (const QString& word : turn.split(' ')) {
        const auto kind = static_cast<PieceKind>(QString("PNBRQK").indexOf(word[0]) + 1);
        if (const auto e = builder.add(kind, *Square::parse(word.mid(2).toStdString()))) {
            got = QString::fromStdString(e->message);
            break;
        }
    }
    if (got.isEmpty()) {
        const auto moves = builder.confirm();
        if (!moves.ok()) got = QString::fromStdString(moves.error().message);
    }
    QCOMPARE(got, error);
}

void TestKingchess::turnNotation() {
    PlacingTurn builder(rules_, rules_.startPosition());
    for (auto [kind, square] : {std::pair{PieceKind::Pawn, "e2"},
                                {PieceKind::Queen, "d1"},
                                {PieceKind::King, "e1"},
                                {PieceKind::Pawn, "d2"}})
        QVERIFY(!builder.add(kind, *Square::parse(square)));
    QCOMPARE(builder.placements().size(), std::size_t{4});
    QVERIFY(builder.undo());
    QVERIFY(!builder.add(PieceKind::Pawn, *Square::parse("d2")));
    const auto moves = builder.confirm();
    QVERIFY(moves.ok());
    std::string text;
    Position pos = rules_.startPosition();
    for (Move m : *moves) {
        text += writeMove(rules_, pos, m, kSan);
        pos = rules_.play(pos, m);
    }
    QCOMPARE(text, std::string("K@e1,Q@d1,@d2,@e2"));
    QCOMPARE(rules_.writeFen(pos),
             std::string("8/8/8/8/8/8/3PP3/3QK3[RRBBNNPPPPPPkqrrbbnnpppppppp] b - - 1 1 e1 --"));
    // The same turn read back from its text.
    const auto line =
        playLine(rules_, rules_.writeFen(rules_.startPosition()), "K@e1, Q@d1, @d2, @e2");
    QCOMPARE(line.last(), pos);
    // And as one word, the way it is written and typed.
    const auto word = readMoves(rules_, rules_.startPosition(), text);
    QVERIFY(word.ok());
    QCOMPARE(*word, *moves);
    // Out of the turn's order it is refused, naming a placement of it.
    const auto unordered = readMoves(rules_, rules_.startPosition(), "Q@d1,K@e1");
    QVERIFY(!unordered.ok());
    const std::string& why = unordered.error().message;
    QVERIFY2(why.find("Q@d1") != std::string::npos || why.find("K@e1") != std::string::npos,
             why.c_str());
}

void TestKingchess::blockingACheckByPlacement() {
    // KC-ex2
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/4r3/8/8/8/8/4K3[N] w - - 0 20 e1 --")),
             sortedWords("N@e2 N@e3 N@e4 Kd1 Kd2 Kf1 Kf2"));
}

void TestKingchess::bishopColourMemory() {
    // KC-ex3
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[B] w - - 0 20 e1 d-")),
             sortedWords(
                 "B@a2 B@a4 B@b1 B@b3 B@c2 B@c4 B@d1 B@d3 B@e2 B@e4 B@f1 B@f3 B@g2 B@g4 B@h1 B@h3 "
                 "Kd1 Kd2 Ke2 Kf1 Kf2"));
}

void TestKingchess::castlingAfterPlacement() {
    // KC-ex4
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --")),
             sortedWords("Kd1 Kd2 Ke2 Kf1 Kf2 O-O Rf1 Rg1 Rh2 Rh3 Rh4 Rh5 Rh6 Rh7 Rh8"));
    const Position returned = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K2R[] w - - 0 20 h1 --");
    QCOMPARE(legalSan(rules_, returned).size(), 14);
    // The king that went away and came back has lost the right for good.
    const auto line =
        playLine(rules_, "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --", "Kd1 Kd7 Ke1 Ke8");
    QCOMPARE(line.last().key(),
             playLine(rules_, rules_.writeFen(returned), "Kd1 Kd7 Ke1 Ke8").last().key());
    QVERIFY(!legalSan(rules_, line.last()).contains("O-O"));
    // A rook placed later on h1 brings the right.
    const auto placed = playLine(rules_, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 20 e1 --", "R@h1 Kd8");
    QVERIFY(legalSan(rules_, placed.last()).contains("O-O"));
}

void TestKingchess::doubleStepOnlyFromTheSecondRank() {
    // KC-ex5
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/4P3/8/4K3[] w - - 0 20 e1 --")),
             sortedWords("e4 Kd1 Kd2 Ke2 Kf1 Kf2"));
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/4P3/4K3[] w - - 0 20 e1 --")),
             sortedWords("e3 e4 Kd1 Kd2 Kf1 Kf2"));
}

void TestKingchess::noStalemateWhileAPlacementIsPossible() {
    // KC-ex6
    const Position pos = fenOrFail(rules_, "k7/8/8/8/8/8/2q5/K7[R] w - - 0 30 - --");
    QCOMPARE(legalSan(rules_, pos).size(), 30);
    QVERIFY(!rules_.automaticEnd(pos, {}).over());
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "k7/8/8/8/8/8/2q5/K7[] w - - 0 30 - --"), {})
                 .termination,
             Termination::Stalemate);
}

void TestKingchess::shieldingTheKingInTheSameTurn() {
    // KC-ex7: 21 king-only turns and 504 king-and-pawn turns.
    const Position pos = fenOrFail(rules_, "8/8/8/8/3Q4/8/8/4K3[kp] b - - 0 1 e1 --");
    QCOMPARE(rules_.countTurns(pos), std::uint64_t{525});
    MoveList moves;
    rules_.legalMoves(pos, moves);
    int kingOnly = 0;
    for (Move m : moves) kingOnly += !m.continuesTurn();
    QCOMPARE(kingOnly, 21);
    QVERIFY(!readMove(rules_, pos, "K@d8").ok());
    for (const char* pawn : {"@d7", "@d6", "@d5"}) {
        const auto line = playLine(rules_, rules_.writeFen(pos), std::string("K@d8, ") + pawn);
        QCOMPARE(line.last().sideToMove(), Color::White);
    }
}

void TestKingchess::aCheckInTheMiddleOfATurnEndsNothing() {
    // D2: Black's pawn placed on d5 attacks White's king on e4 and Black
    // places on; the game goes on, and White, in check, answers it.
    const auto line =
        playLine(rules_, rules_.writeFen(rules_.startPosition()), "K@e4, Q@d4 K@d6, @d5, @h5");
    const Position midTurn = line.positions[line.positions.size() - 2];
    QCOMPARE(midTurn.sideToMove(), Color::Black);
    Position whiteToAnswer = midTurn;
    whiteToAnswer.setSideToMove(Color::White);
    QVERIFY(rules_.inCheck(whiteToAnswer));
    QVERIFY(!rules_.automaticEnd(midTurn, {}).over());
    QCOMPARE(line.last().sideToMove(), Color::White);
    QVERIFY(rules_.inCheck(line.last()));
    QVERIFY(!rules_.automaticEnd(line.last(), {}).over());
}

void TestKingchess::deadPositionCountsTheReserve() {
    // KC-ex8
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 40 - --"), {})
                 .termination,
             Termination::DeadPosition);
    QVERIFY(!rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 40 - --"), {})
                 .over());
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[] w - - 0 40 - --"), {})
                 .termination,
             Termination::DeadPosition);
    // Two reserve bishops may take both colours; one after a light first must go dark.
    QVERIFY(rules_.canStillMate(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[BB] w - - 0 40 - --"),
                                Color::White));
    QVERIFY(!rules_.canStillMate(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[B] w - - 0 40 - --"),
                                 Color::White));
}

void TestKingchess::fenRoundTrip() {
    for (const char* fen :
         {"8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 - --",
          "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --", "4k3/8/8/8/8/8/8/4K3[B] w - - 0 20 e1 d-"})
        QCOMPARE(rules_.writeFen(fenOrFail(rules_, fen)), std::string(fen));
    const auto bad = rules_.readFen("4k3/8/8/8/8/8/8/4K3[] w - - 0 20 e2 --");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("FEN field 7 (virgin squares), column 34: 'e2' is not a king or rook square "
                     "holding its king or "
                     "rook"));
}

void TestKingchess::randomGames() {
    const int games = qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES") > 0
                          ? qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES")
                          : 10000;
    std::mt19937 random(2);
    long plies = 0;
    for (int game = 0; game < games; ++game) {
        Position pos = rules_.startPosition();
        for (int ply = 0; ply < 80; ++ply) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            if (moves.empty()) break;
            const Move m = moves[random() % moves.size()];
            const std::string text = writeMove(rules_, pos, m, kSan);
            const auto read = readMove(rules_, pos, text);
            if (!read.ok() || *read != m)
                QFAIL(("'" + text + "' does not read back in " + rules_.writeFen(pos)).c_str());
            pos = rules_.play(pos, m);
            ++plies;
            if (pos.key() != pos.computeKey())
                QFAIL(("key drift in " + rules_.writeFen(pos)).c_str());
            for (Color c : {Color::White, Color::Black})
                if (popCount(pos.pieces(c, PieceKind::King)) +
                        pos.pocketCount(c, PieceKind::King) !=
                    1)
                    QFAIL(("king count in " + rules_.writeFen(pos)).c_str());
            if (KingchessRuleset::turnInProgress(pos)) continue;
            const auto again = rules_.readFen(rules_.writeFen(pos));
            if (!again.ok() || !(*again == pos) || again->key() != pos.key())
                QFAIL(("FEN round trip of " + rules_.writeFen(pos)).c_str());
        }
    }
    qInfo("%d games, %ld plies", games, plies);
}

QTEST_GUILESS_MAIN(TestKingchess)
#include "test_kingchess.moc"

// Chess960 (chess960.md): numbering, the four forms of castling, the
// castling rook that must not shield its king, FEN in Shredder and X-FEN.

#include <QtTest>

#include <random>
#include <set>

#include "line_player.h"
#include "move_checks.h"
#include "move_input.h"
#include "notation/move_reader.h"
#include "notation/move_writer.h"
#include "variants/chess960.h"

using namespace tavleya;
using namespace tavleya::test;

class TestChess960 : public QObject {
    Q_OBJECT

private slots:
    void numbering();
    void everyNumberIsAValidArray();
    void castlingOnTheFirstMove();
    void onlyTheRookMovesOrTheySwap();
    void occupiedSquaresThatDoOrDoNotMatter();
    void castlingRookMustNotShieldTheKing();
    void kingDestinationAttacked();
    void kingAlreadyOnItsDestination();
    void fenForms();
    void castlingByKingOntoRookOrDestination();
    void kingStepOntoItsCastlingSquareReadsBack();
    void everyMoveReadsBackInEveryForm();

private:
    Chess960Ruleset rules_;
};

void TestChess960::numbering() {
    // 960-1
    QCOMPARE(chess960BackRank(0), std::string("BBQNNRKR"));
    QCOMPARE(chess960BackRank(1), std::string("BQNBNRKR"));
    QCOMPARE(chess960BackRank(2), std::string("BQNNRBKR"));
    QCOMPARE(chess960BackRank(360), std::string("NBRKBRQN"));
    QCOMPARE(chess960BackRank(518), std::string("RNBQKBNR"));
    QCOMPARE(chess960BackRank(959), std::string("RKRNNQBB"));
    QCOMPARE(chess960BackRank(960), std::string());
    QCOMPARE(chess960Number("RNBQKBNR"), 518);
    QCOMPARE(chess960Number("RNBQKNBR"), -1);  // both bishops on dark squares
    QCOMPARE(rules_.writeFen(rules_.startPosition(518)),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
}

void TestChess960::everyNumberIsAValidArray() {
    std::set<std::string> seen;
    for (int n = 0; n < 960; ++n) {
        const std::string rank = chess960BackRank(n);
        seen.insert(rank);
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        QVERIFY((b1 + b2) % 2 == 1);  // bishops on opposite colours
        const auto k = rank.find('K');
        QVERIFY(rank.find('R') < k && rank.rfind('R') > k);  // king between the rooks
        QCOMPARE(chess960Number(rank), n);
        QCOMPARE(rules_.perft(rules_.startPosition(n), 1) > 0, true);
    }
    QCOMPARE(seen.size(), std::size_t{960});
    // A random start: every number can come up, none outside 0-959.
    std::mt19937 random(960);
    std::set<int> drawn;
    for (int i = 0; i < 20000; ++i) {
        const int n = randomChess960Number(random);
        QVERIFY(n >= 0 && n < 960);
        drawn.insert(n);
    }
    QCOMPARE(drawn.size(), std::size_t{960});
}

void TestChess960::castlingOnTheFirstMove() {
    // 960-2: SP 360, 19 legal moves, O-O-O swaps king d1 and rook c1.
    const Position start = rules_.startPosition(360);
    QCOMPARE(rules_.writeFen(start),
             std::string("nbrkbrqn/pppppppp/8/8/8/8/PPPPPPPP/NBRKBRQN w FCfc - 0 1"));
    QCOMPARE(fenOrFail(rules_, "nbrkbrqn/pppppppp/8/8/8/8/PPPPPPPP/NBRKBRQN w KQkq - 0 1"), start);
    QCOMPARE(legalSan(rules_, start).size(), 19);
    QVERIFY(legalSan(rules_, start).contains("O-O-O"));
    const auto line = playLine(rules_, rules_.writeFen(start), "O-O-O");
    QCOMPARE(rules_.writeFen(line.last()),
             std::string("nbrkbrqn/pppppppp/8/8/8/8/PPPPPPPP/NBKRBRQN b fc - 1 1"));
}

void TestChess960::onlyTheRookMovesOrTheySwap() {
    // 960-3
    auto line = playLine(rules_, "4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "O-O");
    QCOMPARE(rules_.writeFen(line.last()), std::string("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"));
    QCOMPARE(legalSan(rules_, line.positions[0]).size(), 25);
    QVERIFY(legalSan(rules_, line.positions[0]).contains("O-O-O"));
    line = playLine(rules_, "4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1", "O-O");
    QCOMPARE(rules_.writeFen(line.last()), std::string("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"));
    QCOMPARE(legalSan(rules_, line.positions[0]).size(), 25);
    QVERIFY(legalSan(rules_, line.positions[0]).contains("O-O-O"));
}

void TestChess960::occupiedSquaresThatDoOrDoNotMatter() {
    // 960-4
    QStringList moves = legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/RK3B1R w HA - 0 1"));
    QCOMPARE(moves.size(), 27);
    QVERIFY(moves.contains("O-O-O"));
    QVERIFY(!moves.contains("O-O"));
    moves = legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/RK2B2R w HA - 0 1"));
    QCOMPARE(moves.size(), 28);
    QVERIFY(moves.contains("O-O-O"));
    QVERIFY(!moves.contains("O-O"));
}

void TestChess960::castlingRookMustNotShieldTheKing() {
    // 960-5, with the black king on a8: on b8, as the rules give it, it
    // stands in check from b1 with White to move, which no FEN reader accepts.
    QVERIFY(!rules_.readFen("1k6/8/8/8/8/8/8/rR2K3 w B - 0 1").ok());
    const Position pinned = fenOrFail(rules_, "k7/8/8/8/8/8/8/rR2K3 w B - 0 1");
    MoveList moves;
    rules_.legalMoves(pinned, moves);
    QStringList uci;
    for (Move m : moves) uci << QString::fromStdString(uciText(rules_, m));
    uci.sort();
    QCOMPARE(uci, sortedWords("b1a1 b1c1 b1d1 e1d1 e1d2 e1e2 e1f1 e1f2"));
    QVERIFY(!rules_.readFen("1k6/8/8/8/8/8/8/1R2K3 w B - 0 1").ok());
    const QStringList free = legalSan(rules_, fenOrFail(rules_, "k7/8/8/8/8/8/8/1R2K3 w B - 0 1"));
    QCOMPARE(free.size(), 16);
    QVERIFY(free.contains("O-O-O"));
}

void TestChess960::kingDestinationAttacked() {
    // 960-6
    const QStringList moves =
        legalSan(rules_, fenOrFail(rules_, "5k2/8/8/8/8/8/8/R4KRr w GA - 0 1"));
    QCOMPARE(moves.size(), 17);
    QVERIFY(!moves.contains("O-O"));
    QVERIFY(moves.contains("O-O-O"));
}

void TestChess960::kingAlreadyOnItsDestination() {
    // 960-8
    const std::string fen = "4k3/8/8/8/8/8/8/1RK4R w HB - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)).size(), 25);
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "O-O-O").last()),
             std::string("4k3/8/8/8/8/8/8/2KR3R b - - 1 1"));
    QCOMPARE(rules_.writeFen(playLine(rules_, fen, "O-O").last()),
             std::string("4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1"));
}

void TestChess960::fenForms() {
    // X-FEN: KQ for the outermost rooks, a file letter for an inner one.
    const Position two = fenOrFail(rules_, "4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1");
    QCOMPARE(two.castlingRook(Color::White, CastlingSide::King), *Square::parse("h1"));
    QCOMPARE(two.castlingRook(Color::White, CastlingSide::Queen), *Square::parse("a1"));
    const Position inner = fenOrFail(rules_, "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1");
    QCOMPARE(inner.castlingRook(Color::White, CastlingSide::King), *Square::parse("g1"));
    QCOMPARE(rules_.writeFen(inner), std::string("4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1"));
}

void TestChess960::castlingByKingOntoRookOrDestination() {
    // chess960.md D5: the board drops the king on its rook, or on its
    // destination when that is not also an ordinary king move.
    const Position pos = fenOrFail(rules_, "4k3/8/8/8/8/8/8/R5KR w HA - 0 1");
    const auto ontoRook = moveFromSquares(rules_, pos, *Square::parse("g1"), *Square::parse("h1"));
    QVERIFY(ontoRook && ontoRook->type() == MoveType::Castling);
    const auto longCastle =
        moveFromSquares(rules_, pos, *Square::parse("g1"), *Square::parse("c1"));
    QVERIFY(longCastle && longCastle->type() == MoveType::Castling &&
            longCastle->to() == *Square::parse("a1"));
    // g1 -> f1 is an ordinary king move, so it is not read as castling.
    const auto step = moveFromSquares(rules_, pos, *Square::parse("g1"), *Square::parse("f1"));
    QVERIFY(step && step->type() == MoveType::Normal);
    QVERIFY(!moveFromSquares(rules_, pos, *Square::parse("g1"), *Square::parse("e3")));
    // The king already on its castling square, put back where it stands, is
    // no castling (BQNNRBKR after 1.g3 g6 2.Bg2 Bg7; and O-O-O with the king
    // on c8 and d8 empty).
    const Position bqnnrbkr =
        fenOrFail(rules_, "bqnnr1kr/ppppppbp/6p1/8/8/6P1/PPPPPPBP/BQNNR1KR w HEhe - 2 3");
    const auto castles =
        moveFromSquares(rules_, bqnnrbkr, *Square::parse("g1"), *Square::parse("h1"));
    QVERIFY(castles && castles->type() == MoveType::Castling);  // O-O is legal here
    QVERIFY(movesBetween(rules_, bqnnrbkr, *Square::parse("g1"), *Square::parse("g1")).empty());
    const Position queenSide = fenOrFail(rules_, "r1k5/8/8/8/8/8/8/4K3 b a - 0 1");
    QVERIFY(movesBetween(rules_, queenSide, *Square::parse("c8"), *Square::parse("c8")).empty());
    QVERIFY(moveFromSquares(rules_, queenSide, *Square::parse("c8"), *Square::parse("a8")));
}

void TestChess960::kingStepOntoItsCastlingSquareReadsBack() {
    // King d1, rook a1: Kd1-c1 and O-O-O (the king to c1 too) are both legal.
    const Position pos = fenOrFail(rules_, "4k3/8/8/8/8/8/8/R2K4 w A - 0 1");
    const Move step = Move::normal(*Square::parse("d1"), *Square::parse("c1"));
    const Move castle = Move::castling(*Square::parse("d1"), *Square::parse("a1"));
    MoveList legal;
    rules_.legalMoves(pos, legal);
    QVERIFY(legal.contains(step) && legal.contains(castle));
    for (const char* text : {"Kd1-c1", "d1c1", "Kc1"}) {
        const auto read = readMove(rules_, pos, text);
        QVERIFY2(read, read ? text : read.error().message.c_str());
        QCOMPARE(read->raw(), step.raw());
    }
    for (const char* text : {"O-O-O", "0-0-0", "Kd1xa1", "d1a1"}) {
        const auto read = readMove(rules_, pos, text);
        QVERIFY2(read, read ? text : read.error().message.c_str());
        QCOMPARE(read->raw(), castle.raw());
    }
}

void TestChess960::everyMoveReadsBackInEveryForm() {
    // Seeded random games from many arrays: every legal move of every
    // position reached, written in each notation and in engine form, reads
    // back to itself.
    std::mt19937 random(96);
    for (int game = 0; game < 60; ++game) {
        Position pos = rules_.startPosition(randomChess960Number(random));
        for (int ply = 0; ply < 40; ++ply) {
            MoveList legal;
            rules_.legalMoves(pos, legal);
            if (legal.empty()) break;
            for (Move m : legal) {
                std::vector<std::string> texts{uciText(rules_, m)};
                for (NotationStyle style : kAllNotationStyles)
                    texts.push_back(rules_.moveText(pos, m, style));
                for (const std::string& text : texts) {
                    const auto read = readMove(rules_, pos, text);
                    QVERIFY2(read && read->raw() == m.raw(),
                             qPrintable(QString::fromStdString(
                                 rules_.writeFen(pos) + " : " + text + " : " +
                                 (read ? std::string("another move") : read.error().message))));
                }
            }
            pos = rules_.play(
                pos,
                legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
        }
    }
}

QTEST_GUILESS_MAIN(TestChess960)
#include "test_chess960.moc"

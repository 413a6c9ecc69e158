// The Position value type: editing primitives keep bitboards and key in
// step, towers and pockets work and hash, and random games keep every
// incrementally updated key equal to one computed from scratch.

#include <QtTest>

#include <random>

#include "variants/classical.h"
#include "variants/tavreli_pieces.h"

using namespace tavleya;

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void putRemoveMove();
    void towersKeepOrderAndKeys();
    void pocketsCountAndHash();
    void pieceMarks();
    void randomGamesKeepKeysAndFen();
};

void TestPosition::putRemoveMove() {
    Position pos;
    const Square e4 = *Square::parse("e4"), e5 = *Square::parse("e5");
    pos.put(e4, Piece(Color::White, PieceKind::Knight));
    QCOMPARE(pos.pieces(Color::White, PieceKind::Knight), bit(e4));
    pos.move(e4, e5);
    QVERIFY(pos.at(e4).empty());
    QCOMPARE(pos.at(e5), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(pos.key(), pos.computeKey());
    QCOMPARE(pos.remove(e5), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(pos.occupied(), Bitboard{0});
    QCOMPARE(pos.key(), Key{0});
}

void TestPosition::towersKeepOrderAndKeys() {
    Position pos;
    const Square d4 = *Square::parse("d4"), a1 = *Square::parse("a1"), h8 = *Square::parse("h8");
    const Piece wp(Color::White, PieceKind::Pawn), bn(Color::Black, PieceKind::Knight),
        wr(Color::White, PieceKind::Rook);
    pos.put(d4, Piece(Color::Black, PieceKind::Queen));
    QVERIFY(pos.insertBeneath(d4, 0, wp));  // d4: queen / pawn
    QVERIFY(pos.insertBeneath(d4, 1, bn));  // queen / pawn / knight
    QVERIFY(pos.insertBeneath(a1, 0, wr));
    QVERIFY(pos.insertBeneath(h8, 0, wr));
    QVERIFY(pos.insertBeneath(d4, 0, wr));  // queen / rook / pawn / knight
    QCOMPARE(pos.towers().height(d4), 3);
    QCOMPARE(pos.towers().beneath(d4, 0), wr);
    QCOMPARE(pos.towers().beneath(d4, 1), wp);
    QCOMPARE(pos.towers().beneath(d4, 2), bn);
    QCOMPARE(pos.towers().beneath(a1, 0), wr);
    QCOMPARE(pos.key(), pos.computeKey());
    // The order of a tower is part of the position.
    Position swapped = pos;
    swapped.eraseBeneath(d4, 0);
    swapped.insertBeneath(d4, 1, wr);  // queen / pawn / rook / knight
    QVERIFY(swapped.key() != pos.key());
    QCOMPARE(swapped.key(), swapped.computeKey());
    QCOMPARE(pos.eraseBeneath(d4, 1), wp);
    QCOMPARE(pos.towers().beneath(d4, 1), bn);
    QCOMPARE(pos.key(), pos.computeKey());
    QCOMPARE(pos.towers().squares(), bit(d4) | bit(a1) | bit(h8));
    pos.eraseBeneath(a1, 0);
    QCOMPARE(pos.towers().squares(), bit(d4) | bit(h8));
    QCOMPARE(pos.key(), pos.computeKey());
}

void TestPosition::pocketsCountAndHash() {
    Position pos;
    pos.addToPocket(Color::White, PieceKind::Pawn);
    pos.addToPocket(Color::White, PieceKind::Pawn);
    const Key two = pos.key();
    pos.addToPocket(Color::Black, PieceKind::Pawn);
    QCOMPARE(pos.pocketCount(Color::White, PieceKind::Pawn), 2);
    QCOMPARE(pos.key(), pos.computeKey());
    pos.removeFromPocket(Color::Black, PieceKind::Pawn);
    QCOMPARE(pos.key(), two);
    pos.removeFromPocket(Color::White, PieceKind::Pawn);
    pos.removeFromPocket(Color::White, PieceKind::Pawn);
    QCOMPARE(pos.key(), Key{0});
}

void TestPosition::pieceMarks() {
    const Piece king(Color::Black, PieceKind::King);
    QVERIFY(king.royal());
    const Piece royalKnight = Piece(Color::White, PieceKind::Knight).withRoyal(true);
    QVERIFY(royalKnight.royal());
    QCOMPARE(royalKnight.kind(), PieceKind::Knight);
    const Piece helgiPawn = Piece(Color::White, PieceKind::Pawn).withIdentity(tavreli::kHelgi);
    QCOMPARE(helgiPawn.identity(), tavreli::kHelgi);
    QCOMPARE(helgiPawn.withKind(tavreli::kHelgi).withPromoted(true).identity(), tavreli::kHelgi);
    QVERIFY(helgiPawn.withPromoted(true).promoted());
    QCOMPARE(helgiPawn.color(), Color::White);

    Position pos;
    const Square s = *Square::parse("c3");
    pos.put(s, royalKnight);
    QCOMPARE(pos.royals(Color::White), bit(s));
    QCOMPARE(pos.royalSquare(Color::White), s);
    Position plain;
    plain.put(s, Piece(Color::White, PieceKind::Knight));
    QVERIFY(plain.key() != pos.key());
    QCOMPARE(plain.royalSquare(Color::White), Square::none());
}

void TestPosition::randomGamesKeepKeysAndFen() {
    ClassicalRuleset rules;
    std::mt19937 random(20261122);
    int plies = 0;
    for (int game = 0; game < 300; ++game) {
        Position pos = rules.startPosition();
        for (int ply = 0; ply < 200; ++ply) {
            MoveList moves;
            rules.legalMoves(pos, moves);
            if (moves.empty()) break;
            const Position before = pos;
            pos = rules.play(pos, moves[random() % moves.size()]);
            ++plies;
            QCOMPARE(pos.key(), pos.computeKey());
            QVERIFY(before.key() != pos.key());
            const auto again = rules.readFen(rules.writeFen(pos));
            QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
            QVERIFY(*again == pos);
            QCOMPARE(again->key(), pos.key());
        }
    }
    QVERIFY(plies > 20000);
}

QTEST_GUILESS_MAIN(TestPosition)
#include "test_position.moc"

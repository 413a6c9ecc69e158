// King safety in the chess evaluation: nothing for a lone attacker, a
// penalty once two pieces bear on the king's squares and a larger one as
// more join, files by the king without its own pawns counted against it
// only while the enemy has rooks or queens, all of it gone in the endgame,
// and no judgement of a side whose royal piece is not on the board; the
// attack itself counted square by square and piece by piece.

#include <QtTest>

#include "king_safety.h"
#include "ruleset_registry.h"

using namespace tavleya;
using namespace tavleya::engine;

namespace {

int safety(const char* variant, const char* fen, int endgame = 0) {
    const auto rules = builtinRulesets().create(variant).value();
    return kingSafety(rules->readFen(fen).value(), endgame);
}

int safety(const char* fen, int endgame = 0) {
    return safety("classical", fen, endgame);
}

}  // namespace

class TestKingSafety : public QObject {
    Q_OBJECT

private slots:
    void evenAtTheStart();
    void oneAttackerIsNoDanger();
    void moreAttackersMoreDanger();
    void theOtherSideIsJudgedTheSame();
    void openFilesCountWhileHeavyPiecesRemain();
    void goneInTheEndgame();
    void noJudgementWithoutAKingOnTheBoard();
    void attackCountsEverySquareByItsAttacker();
};

void TestKingSafety::evenAtTheStart() {
    QCOMPARE(safety("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0);
}

void TestKingSafety::oneAttackerIsNoDanger() {
    QCOMPARE(safety("6k1/5ppp/8/8/7q/8/5PPP/6K1 w - - 0 1"), 0);
}

void TestKingSafety::moreAttackersMoreDanger() {
    const int two = safety("6k1/5ppp/8/8/6nq/8/5PPP/6K1 w - - 0 1");
    const int three = safety("6k1/5ppp/8/8/2b3nq/8/5PPP/6K1 w - - 0 1");
    QVERIFY(two < 0);
    QVERIFY(three < two);
}

void TestKingSafety::theOtherSideIsJudgedTheSame() {
    QCOMPARE(safety("6k1/5ppp/8/6NQ/8/8/5PPP/6K1 w - - 0 1"),
             -safety("6k1/5ppp/8/8/6nq/8/5PPP/6K1 w - - 0 1"));
}

void TestKingSafety::openFilesCountWhileHeavyPiecesRemain() {
    // White's g-pawn gone: an open file by the king, which only a rook or
    // queen can use.
    QVERIFY(safety("r5k1/5ppp/8/8/8/8/5P1P/6K1 w - - 0 1") <
            safety("r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1"));
    QCOMPARE(safety("b5k1/5ppp/8/8/8/8/5P1P/6K1 w - - 0 1"), 0);
}

void TestKingSafety::goneInTheEndgame() {
    QCOMPARE(safety("6k1/5ppp/8/8/2b3nq/8/5P1P/6K1 w - - 0 1", 256), 0);
}

void TestKingSafety::noJudgementWithoutAKingOnTheBoard() {
    const auto rules = builtinRulesets().create("kingchess").value();
    QCOMPARE(kingSafety(rules->startPosition(), 0), 0);
}

void TestKingSafety::attackCountsEverySquareByItsAttacker() {
    const auto rules = builtinRulesets().create("classical").value();
    // The queen on h4 reaches f2 and h2 by the king on g1: 2 squares of 5
    // units. The knight on g4 reaches the same two, 2 units each.
    const Position queen = rules->readFen("6k1/5ppp/8/8/7q/8/5PPP/6K1 w - - 0 1").value();
    const KingAttack alone = kingAttack(queen, Color::White);
    QCOMPARE(alone.attackers, 1);
    QCOMPARE(alone.units, 10);
    const Position both = rules->readFen("6k1/5ppp/8/8/6nq/8/5PPP/6K1 w - - 0 1").value();
    const KingAttack joined = kingAttack(both, Color::White);
    QCOMPARE(joined.attackers, 2);
    QCOMPARE(joined.units, 14);
    // Black's king is attacked by nothing.
    QCOMPARE(kingAttack(both, Color::Black).units, 0);
}

QTEST_APPLESS_MAIN(TestKingSafety)
#include "test_king_safety.moc"

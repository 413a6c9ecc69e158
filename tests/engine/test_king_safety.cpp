// King safety in the chess evaluation: nothing for a lone attacker, a
// penalty once two pieces bear on the king's squares and a larger one as
// more join, files by the king without its own pawns counted against it
// only while the enemy has rooks or queens, all of it gone in the endgame,
// and no judgement of a side whose royal piece is not on the board; the
// attack itself counted square by square and piece by piece, and the same
// when it is worked out together with mobility.

#include <QtTest>

#include <random>

#include "king_safety.h"
#include "piece_reach.h"
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
    void reachWorkedOutOnceIsTheSame();
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

void TestKingSafety::reachWorkedOutOnceIsTheSame() {
    // Games of random moves, in games whose royal piece may become another
    // kind (Frankfurt) or whose pieces come back as drops; weights as
    // shipped and others, each weight its own.
    const MobilityWeights mobilityWeights{{7, -3, 11, 2}};
    KingSafetyWeights kingWeights;
    kingWeights.attackUnits = {5, 1, 4, 9};
    std::mt19937 random(64);
    int compared = 0;
    for (const char* variant : {"classical", "crazyhouse", "frankfurt", "kingchess"}) {
        const auto rules = builtinRulesets().create(variant).value();
        for (int game = 0; game < 20; ++game) {
            Position position = rules->startPosition();
            for (int ply = 0; ply < 120; ++ply) {
                const PieceReach shipped = pieceReach(position);
                QCOMPARE(shipped.mobility, mobility(position));
                QCOMPARE(shipped.onWhite.units, kingAttack(position, Color::White).units);
                QCOMPARE(shipped.onBlack.attackers, kingAttack(position, Color::Black).attackers);
                const PieceReach other = pieceReach(position, mobilityWeights, kingWeights);
                QCOMPARE(other.mobility, mobility(position, mobilityWeights));
                for (const Color side : {Color::White, Color::Black}) {
                    const KingAttack attack = kingAttack(position, side, kingWeights);
                    const KingAttack& reached =
                        side == Color::White ? other.onWhite : other.onBlack;
                    QCOMPARE(reached.attackers, attack.attackers);
                    QCOMPARE(reached.units, attack.units);
                }
                ++compared;
                MoveList moves;
                rules->legalMoves(position, moves);
                if (moves.empty()) break;
                position = rules->play(position, moves[random() % moves.size()]);
            }
        }
    }
    QVERIFY(compared > 5000);
}

QTEST_APPLESS_MAIN(TestKingSafety)
#include "test_king_safety.moc"

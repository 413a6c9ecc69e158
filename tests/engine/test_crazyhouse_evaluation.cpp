// The Crazyhouse evaluation's king danger: pieces in hand threaten a king
// with empty squares around it more than one sheltered by its pawns, they
// add to the pieces already bearing on the king rather than counting
// apart, and either side is judged alike.

#include <QtTest>

#include "evaluation_registry.h"
#include "ruleset_registry.h"

using namespace tavleya;
using namespace tavleya::engine;

namespace {

int evaluate(const char* fen) {
    const auto rules = builtinRulesets().create("crazyhouse").value();
    const auto evaluation = builtinEvaluations().create("crazyhouse");
    return evaluation->evaluate(rules->readFen(fen).value());
}

// What giving Black `hand` costs White in `board` (White to move): the
// hand's material and the danger it brings.
int costOfBlackHand(const std::string& board, const std::string& hand) {
    return evaluate((board + "[] w - - 0 1").c_str()) -
           evaluate((board + "[" + hand + "] w - - 0 1").c_str());
}

}  // namespace

class TestCrazyhouseEvaluation : public QObject {
    Q_OBJECT

private slots:
    void handThreatensAnOpenKingMore();
    void handJoinsTheAttackOnTheBoard();
    void eitherSideIsJudgedAlike();
};

void TestCrazyhouseEvaluation::handThreatensAnOpenKingMore() {
    const int sheltered = costOfBlackHand("6k1/5ppp/8/8/8/8/5PPP/6K1", "q");
    const int open = costOfBlackHand("6k1/5ppp/8/8/4K3/8/8/8", "q");
    QVERIFY2(open > sheltered, qPrintable(QStringLiteral("%1, %2").arg(open).arg(sheltered)));
}

void TestCrazyhouseEvaluation::handJoinsTheAttackOnTheBoard() {
    // With a black queen on h4 bearing on f2 and h2, a queen in hand is
    // worth more to Black than the same queen in hand with the board quiet.
    const int quiet = costOfBlackHand("6k1/5ppp/8/8/8/8/5PPP/6K1", "q");
    const int attacked = costOfBlackHand("6k1/5ppp/8/8/7q/8/5PPP/6K1", "q");
    QVERIFY2(attacked > quiet, qPrintable(QStringLiteral("%1, %2").arg(attacked).arg(quiet)));
}

void TestCrazyhouseEvaluation::eitherSideIsJudgedAlike() {
    // The same position with the colours swapped and the board turned.
    QCOMPARE(evaluate("6k1/5ppp/8/8/7q/8/5PPP/6K1[qn] w - - 0 1"),
             evaluate("6k1/5ppp/8/7Q/8/8/5PPP/6K1[QN] b - - 0 1"));
    QVERIFY(evaluate("6k1/5ppp/8/8/7q/8/5PPP/6K1[qn] w - - 0 1") < 0);
}

QTEST_APPLESS_MAIN(TestCrazyhouseEvaluation)
#include "test_crazyhouse_evaluation.moc"

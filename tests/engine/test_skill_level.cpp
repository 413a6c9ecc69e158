#include <QtTest>
#include <array>
#include <cmath>
#include <random>
#include <utility>

#include "evaluation.h"
#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"
#include "skill_level.h"

using namespace tavleya::engine;

class TestSkillLevel : public QObject {
    Q_OBJECT

private slots:
    void weakerLevelsTakeCloseAlternatives();
    void neverAMuchWorseMoveNorAMateWalkedInto();
    void noMoveBelowTheMarginIsPlayed();
    void eachLevelSearchesLessThanTheOneAbove();
    void strongerLevelsLookFurtherAhead();
    void weakerLevelsThinkLess();
    void weakLevelsSeeShorterExchanges();
    void weakLevelsOverlookQuietMovesOnly();
};

namespace {

// How often each line is chosen in 2,000 draws.
std::array<int, 4> tally(std::array<int, 4> scores, int level) {
    std::mt19937_64 random(11);
    std::array<int, 4> chosen{};
    for (int i = 0; i < 2000; ++i) ++chosen[chooseLine(scores, level, random)];
    return chosen;
}

// A reach's plies drawn 3,000 times: whether each was a whole ply either
// side of it, and their mean.
template <typename Draw>
std::pair<bool, double> drawn(double reach, Draw draw) {
    std::mt19937_64 random(11);
    bool around = true;
    double sum = 0;
    constexpr int kDraws = 3000;
    for (int i = 0; i < kDraws; ++i) {
        const int plies = draw(random);
        around = around && plies >= static_cast<int>(reach) && plies <= static_cast<int>(reach) + 1;
        sum += plies;
    }
    return {around, sum / kDraws};
}

}  // namespace

void TestSkillLevel::weakerLevelsTakeCloseAlternatives() {
    const std::array<int, 4> scores{40, 30, 10, -20};
    QCOMPARE(tally(scores, kStrongestLevel)[0], 2000);  // full strength: the best only
    const auto strong = tally(scores, 19);
    const auto weak = tally(scores, 3);
    QVERIFY(strong[0] > 1500);
    QVERIFY(strong[2] + strong[3] == 0);  // 30 and 60 below the best: too far for level 19
    QVERIFY(weak[0] < strong[0]);
    QVERIFY(weak[1] > 200 && weak[2] > 100 && weak[3] > 50);
    QVERIFY(weak[0] > weak[1] && weak[1] > weak[2] && weak[2] > weak[3]);
}

void TestSkillLevel::neverAMuchWorseMoveNorAMateWalkedInto() {
    // A piece given away, at the weakest searching level.
    QCOMPARE(tally({50, -250, -300, -400}, 1)[0], 2000);
    // The mate is played; a line that lets the other side mate is not.
    QCOMPARE(tally({kMateScore - 3, 900, 800, 0}, 1)[0], 2000);
    const auto mated = tally({0, -10, -(kMateScore - 4), -20}, 1);
    QCOMPARE(mated[2], 0);
    QVERIFY(mated[1] > 0 && mated[3] > 0);
}

void TestSkillLevel::noMoveBelowTheMarginIsPlayed() {
    // The search leaves out lines below the margin (SearchLimits::lineMargin):
    // the choice must never want one of them.
    QCOMPARE(choiceMarginForLevel(kStrongestLevel), 0);
    for (int level = 1; level < kStrongestLevel; ++level) {
        const int margin = choiceMarginForLevel(level);
        QVERIFY(margin > choiceMarginForLevel(level + 1));
        const auto chosen = tally({0, -margin, -margin - 1, -margin - 50}, level);
        QVERIFY2(chosen[1] > 0 && chosen[2] == 0 && chosen[3] == 0,
                 qPrintable(QString::number(level)));
    }
}

void TestSkillLevel::eachLevelSearchesLessThanTheOneAbove() {
    QCOMPARE(nodeCapForLevel(kStrongestLevel), std::uint64_t{0});
    for (int level = 1; level + 1 < kStrongestLevel; ++level) {
        QVERIFY(nodeCapForLevel(level) > 0);
        QVERIFY(nodeCapForLevel(level) < nodeCapForLevel(level + 1));
    }
}

void TestSkillLevel::strongerLevelsLookFurtherAhead() {
    QCOMPARE(depthReachForLevel(1), 1.0);
    QCOMPARE(depthReachForLevel(5), 1.0);
    QCOMPARE(depthReachForLevel(kStrongestLevel), double{SearchLimits::kMaxDepth});
    for (int level = 5; level + 1 < kStrongestLevel; ++level)
        QVERIFY(depthReachForLevel(level) < depthReachForLevel(level + 1));
    QVERIFY(depthReachForLevel(kStrongestLevel - 1) < 8);
    for (int level = 1; level < kStrongestLevel; ++level) {
        const double reach = depthReachForLevel(level);
        const auto [around, mean] =
            drawn(reach, [level](std::mt19937_64& random) { return depthForLevel(level, random); });
        QVERIFY(around);
        QVERIFY2(std::abs(mean - reach) < 0.05,
                 qPrintable(QString("level %1: %2").arg(level).arg(mean)));
    }
}

void TestSkillLevel::weakerLevelsThinkLess() {
    const TimeBudget full{400, 1600};
    QCOMPARE(budgetForLevel(full, kStrongestLevel).soft, full.soft);
    QCOMPARE(budgetForLevel(full, kStrongestLevel).hard, full.hard);
    // Half a doubling a level.
    QCOMPARE(budgetForLevel(full, kStrongestLevel - 2).soft, std::int64_t{200});
    QCOMPARE(budgetForLevel(full, kStrongestLevel - 2).hard, std::int64_t{800});
    for (int level = 1; level < kStrongestLevel; ++level) {
        const TimeBudget here = budgetForLevel(full, level);
        const TimeBudget above = budgetForLevel(full, level + 1);
        QVERIFY(here.soft >= 1 && here.soft <= here.hard);
        QVERIFY(here.soft <= above.soft && here.hard < above.hard);
    }
    // Level 13 under a tenth of the time.
    QVERIFY(budgetForLevel(full, 13).hard < full.hard / 10);
    // No clock is no limit at any level, and the least is a millisecond.
    QCOMPARE(budgetForLevel(TimeBudget{}, 10).hard, std::int64_t{0});
    QCOMPARE(budgetForLevel(TimeBudget{1, 2}, 1).soft, std::int64_t{1});
}

void TestSkillLevel::weakLevelsSeeShorterExchanges() {
    QCOMPARE(exchangeReachForLevel(1), 1.0);
    for (int level = 1; level < kStrongestLevel; ++level)
        QVERIFY(exchangeReachForLevel(level) < exchangeReachForLevel(level + 1) ||
                exchangeReachForLevel(level) > 20);
    QVERIFY(exchangeReachForLevel(8) < 20);
    for (int level = 1; level <= kStrongestLevel; ++level) {
        const double reach = exchangeReachForLevel(level);
        const auto [around, mean] = drawn(reach, [level](std::mt19937_64& random) {
            return exchangePliesForLevel(level, random);
        });
        // Only the two whole plies either side of the reach are drawn.
        QVERIFY(around);
        QVERIFY2(std::abs(mean - reach) < 0.05,
                 qPrintable(QString("level %1: %2").arg(level).arg(mean)));
    }
}

void TestSkillLevel::weakLevelsOverlookQuietMovesOnly() {
    using namespace tavleya;
    const auto rules = builtinRulesets().create("classical").value();
    const auto evaluation = builtinEvaluations().create("classical");
    std::mt19937_64 random(5);
    // Two captures (exd5, Bxd5), no checks, and many quiet moves.
    const Position position =
        rules->readFen("rnbqk1nr/pppp1ppp/8/3p4/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1").value();
    MoveList legal;
    rules->legalMoves(position, legal);
    for (int level : {1, 6, 12}) {
        double seen = 0;
        for (int i = 0; i < 200; ++i) {
            const std::vector<Move> noticed =
                noticedMoves(*rules, *evaluation, position, level, random);
            for (Move m : legal)
                if (evaluation->isTactical(position, m))
                    QVERIFY(std::find(noticed.begin(), noticed.end(), m) != noticed.end());
            for (Move m : noticed) QVERIFY(legal.contains(m));
            seen += static_cast<double>(noticed.size()) / 200;
        }
        // Near the share of the quiet moves, plus the two captures.
        const double expected = 2 + noticedShareForLevel(level) * double(legal.size() - 2);
        QVERIFY2(std::abs(seen - expected) < 1.5, qPrintable(QString::number(seen)));
    }
    // Each level notices more than the one below it until every move is
    // seen; level 1 not one in four.
    for (int level = 1; level < kStrongestLevel; ++level)
        QVERIFY(noticedShareForLevel(level) < noticedShareForLevel(level + 1) ||
                noticedShareForLevel(level) == 1.0);
    QVERIFY(noticedShareForLevel(1) < 0.25);
    QVERIFY(noticedMoves(*rules, *evaluation, position, kStrongestLevel, random).empty());
    // In check every move is looked at.
    const Position check = rules->readFen("4k3/8/8/8/8/8/4q3/R3K3 w Q - 0 1").value();
    QVERIFY(noticedMoves(*rules, *evaluation, check, 1, random).empty());
}

QTEST_APPLESS_MAIN(TestSkillLevel)
#include "test_skill_level.moc"

#include <QtTest>
#include <array>
#include <random>

#include "evaluation.h"
#include "skill_level.h"

using namespace tavleya::engine;

class TestSkillLevel : public QObject {
    Q_OBJECT

private slots:
    void weakerLevelsTakeCloseAlternatives();
    void neverAMuchWorseMoveNorAMateWalkedInto();
    void eachLevelSearchesLessThanTheOneAbove();
};

namespace {

// How often each line is chosen in 2,000 draws.
std::array<int, 4> tally(std::array<int, 4> scores, int level) {
    std::mt19937_64 random(11);
    std::array<int, 4> chosen{};
    for (int i = 0; i < 2000; ++i) ++chosen[chooseLine(scores, level, random)];
    return chosen;
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

void TestSkillLevel::eachLevelSearchesLessThanTheOneAbove() {
    QCOMPARE(timeShareForLevel(kStrongestLevel), 1.0);
    QCOMPARE(nodeCapForLevel(kStrongestLevel), std::uint64_t{0});
    for (int level = 1; level < kStrongestLevel; ++level) {
        QVERIFY(timeShareForLevel(level) > 0.0);
        QVERIFY(timeShareForLevel(level) < timeShareForLevel(level + 1));
        QVERIFY(nodeCapForLevel(level) > 0);
        if (level + 1 < kStrongestLevel)
            QVERIFY(nodeCapForLevel(level) < nodeCapForLevel(level + 1));
    }
}

QTEST_APPLESS_MAIN(TestSkillLevel)
#include "test_skill_level.moc"

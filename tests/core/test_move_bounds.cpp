// The move list holds every move of the tallest Tavreli towers: a tower of
// all the pieces but the volkhvs (or with the mover's volkhv on top), topped
// by each kind in turn, moves once per split size onto each of its targets.
// The expected counts are worked out here from the board geometry alone.

#include <QtTest>

#include <array>
#include <string>
#include <utility>

#include "variants/tavreli.h"

using namespace tavleya;

namespace {

struct Step {
    int file, rank;
};

constexpr std::array<Step, 4> kStraight{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<Step, 4> kDiagonal{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Step, 8> kJumps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

// The tower stands on d4; the volkhvs on b1 and h7, where nothing moving from
// d4 reaches them and nothing left on d4 attacks them.
constexpr Step kTower{3, 3};
constexpr std::array<Step, 2> kVolkhvs{{{1, 0}, {7, 6}}};

bool onBoard(Step s) {
    return s.file >= 0 && s.file < 8 && s.rank >= 0 && s.rank < 8;
}

bool isVolkhv(Step s) {
    for (Step v : kVolkhvs)
        if (v.file == s.file && v.rank == s.rank) return true;
    return false;
}

// Squares a line piece on d4 reaches along `steps`: all up to the edge, since
// nothing else stands on its lines.
template <std::size_t N>
int rays(const std::array<Step, N>& steps) {
    int n = 0;
    for (Step d : steps)
        for (Step s{kTower.file + d.file, kTower.rank + d.rank}; onBoard(s);
             s = {s.file + d.file, s.rank + d.rank})
            n += isVolkhv(s) ? 0 : 1;
    return n;
}

int jumps() {
    int n = 0;
    for (Step d : kJumps) {
        const Step s{kTower.file + d.file, kTower.rank + d.rank};
        n += onBoard(s) && !isVolkhv(s) ? 1 : 0;
    }
    return n;
}

// White's volkhv on b1 steps onto any neighbour: nothing of Black's sees them.
int volkhvSteps() {
    int n = 0;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
            n += (df || dr) && onBoard({kVolkhvs[0].file + df, kVolkhvs[0].rank + dr}) ? 1 : 0;
    return n;
}

// Targets of a white top on d4 of an otherwise empty board; a ratnik in a
// tower has no double step and nothing to capture.
int targets(char top) {
    switch (top) {
        case 'Q':
            return rays(kStraight) + rays(kDiagonal);
        case 'R':
            return rays(kStraight);
        case 'B':
            return rays(kDiagonal);
        case 'N':
            return jumps();
        case 'H':
            return rays(kStraight) + rays(kDiagonal) + jumps();
        case 'P':
            return 1;
        default:
            return -1;
    }
}

// How many of d4's neighbours a piece topping d4 attacks, by its letter
// (lower case is Black, the side not moving).
int attackedNeighbours(char piece) {
    switch (piece) {
        case 'q':
            return 8;
        case 'r':
        case 'b':
            return 4;
        case 'p':
            return 2;  // c3 and e3
        default:
            return 0;  // White's own pieces, and a knight jumps past them
    }
}

const std::string kWhiteBeneath = "QRRBBNNPPPPPPP";  // 14: one white piece tops the tower
const std::string kBlack = "qrrbbnnpppppppp";        // all 15 but the volkhv

std::string tfen(const std::string& tower, bool whiteVolkhvOnBoard) {
    return "8/7k/8/8/3(" + tower + ")4/8/8/" + (whiteVolkhvOnBoard ? "1K6" : "8") + " w - - - 0 1";
}

}  // namespace

class TestMoveBounds : public QObject {
    Q_OBJECT

private slots:
    void tallestTowers_data();
    void tallestTowers();
    void volkhvOnTheTallestTower();
};

void TestMoveBounds::tallestTowers_data() {
    QTest::addColumn<char>("top");
    for (char top : {'Q', 'R', 'B', 'N', 'H', 'P'})
        QTest::newRow(std::string(1, top).c_str()) << top;
}

void TestMoveBounds::tallestTowers() {
    QFETCH(char, top);
    const std::string tower = std::string(1, top) + kWhiteBeneath + kBlack;
    QCOMPARE(tower.size(), std::size_t{30});
    const TavreliRuleset rules;
    const auto pos = rules.readFen(tfen(tower, true));
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());

    MoveList moves;
    rules.legalMoves(*pos, moves);
    const int height = static_cast<int>(tower.size());
    int fromTower = 0;
    for (Move m : moves) fromTower += m.from() == Square::at(kTower.file, kTower.rank) ? 1 : 0;
    QCOMPARE(fromTower, height * targets(top));
    QCOMPARE(static_cast<int>(moves.size()), fromTower + volkhvSteps());

    std::uint64_t replies = 0;
    for (Move m : moves) {
        MoveList next;
        rules.legalMoves(rules.play(*pos, m), next);
        replies += next.size();
    }
    QVERIFY(replies > 0);
    QCOMPARE(rules.perft(*pos, 2), replies);
}

void TestMoveBounds::volkhvOnTheTallestTower() {
    // White's volkhv on all of White's other pieces and all of Black's but
    // the volkhv: 31 high. It moves onto its 8 neighbours with any number of
    // pieces, except where the piece it leaves on top of d4 attacks it.
    const std::string tower = "K" + kWhiteBeneath + "P" + kBlack;
    QCOMPARE(tower.size(), std::size_t{31});
    const TavreliRuleset rules;
    const auto pos = rules.readFen(tfen(tower, false));
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());

    int expected = 8;  // the whole tower
    for (std::size_t split = 1; split < tower.size(); ++split)
        expected += 8 - attackedNeighbours(tower[split]);
    MoveList moves;
    rules.legalMoves(*pos, moves);
    QCOMPARE(static_cast<int>(moves.size()), expected);
    QVERIFY(rules.perft(*pos, 2) > 0);
}

QTEST_APPLESS_MAIN(TestMoveBounds)
#include "test_move_bounds.moc"

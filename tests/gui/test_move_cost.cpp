// The work one move costs the window: legal moves are generated a few
// times, not once for every view that asks.

#include <QtTest>
#include <atomic>

#include "board_driver.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "variants/classical.h"
#include "window_driver.h"

namespace tavleya {

using namespace testing;
namespace {

// The gesture read as a move, its legality, the game's end, and the
// board's destinations in the new position.
constexpr int kMostGenerationsPerMove = 4;

// Chess that counts how often its legal moves are asked for.
class CountingChess : public ClassicalRuleset {
public:
    explicit CountingChess(std::atomic<int>& count) : count_(count) {}
    void legalMoves(const Position& position, MoveList& moves) const override {
        ++count_;
        ClassicalRuleset::legalMoves(position, moves);
    }
    void legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const override {
        ++count_;
        ClassicalRuleset::legalMovesTo(position, targets, moves);
    }

private:
    std::atomic<int>& count_;
};

}  // namespace

class TestMoveCost : public QObject {
    Q_OBJECT

private slots:
    void aMoveGeneratesLegalMovesAFewTimes();
};

void TestMoveCost::aMoveGeneratesLegalMovesAFewTimes() {
    std::atomic<int> count = 0;
    MainWindow window;
    sessionOf(window)->start(std::make_shared<CountingChess>(count), std::nullopt);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    using testing::drag;
    drag(boardOf(window), "e2", "e4");
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    count = 0;
    drag(boardOf(window), "e7", "e5");
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{2});
    qInfo("legal move generations for one move: %d", count.load());
    QVERIFY2(count <= kMostGenerationsPerMove, qPrintable(QString::number(count)));
}

}  // namespace tavleya

TAVLEYA_GUI_TEST_MAIN(tavleya::TestMoveCost)
#include "test_move_cost.moc"

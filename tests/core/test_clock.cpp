// The chess clock: the worked numbers of classical.md CL-9, every kind of
// control over a simulated game, no drift over 1,000 moves, flags exactly at
// zero, takeback across a period boundary, and FIDE 6.9 on flag fall.

#include <QtTest>

#include <random>

#include "clock/chess_clock.h"
#include "clock/flag_fall.h"
#include "variants/classical.h"

using namespace tavleya;

namespace {

constexpr Millis kSec = 1000;
constexpr Millis kMin = 60 * kSec;

// A hand-moved monotonic time source.
struct FakeTime {
    Millis now = 1'000'000;
    ChessClock::Now source() {
        return [this] { return now; };
    }
};

TimeControl text(const char* t) {
    const auto tc = TimeControl::fromText(t);
    if (!tc.ok()) qFatal("%s", tc.error().message.c_str());
    return *tc;
}

}  // namespace

class TestClock : public QObject {
    Q_OBJECT

private slots:
    void takeBackRevivesAnEndedGame();
    void fischerIncrement();
    void blackMayMoveFirst();
    void simpleDelay();
    void bronsteinDelay();
    void twoPeriodsCarryOver();
    void lastPeriodOfMovesRepeats();
    void suddenDeathFlagsExactlyAtZero();
    void flagsInBothOrders();
    void fixedTimePerMove();
    void hourglass();
    void pauseStopsTheTime();
    void takebackAcrossAPeriodBoundary();
    void aReplayedGameTakesBackToItsRecordedTimes();
    void timeOddsAndArbiterAdjustment();
    void fullGames_data();
    void fullGames();
    void noDriftOverAThousandMoves();
    void flagFallFollowsFide69();
};

void TestClock::fischerIncrement() {
    // CL-9.1: 5 min + 3 s; 10 s on move 1 leaves 4:53.
    FakeTime t;
    ChessClock clock(text("5+3"), text("5+3"), t.source());
    clock.start();
    QCOMPARE(clock.running(), Color::White);
    t.now += 10 * kSec;
    QCOMPARE(clock.timeLeft(Color::White), 4 * kMin + 50 * kSec);
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 4 * kMin + 53 * kSec);
    QCOMPARE(clock.running(), Color::Black);
    QCOMPARE(clock.moveTimes().back().elapsed, 10 * kSec);
    QCOMPARE(clock.moveTimes().back().remaining, 4 * kMin + 53 * kSec);
}

void TestClock::blackMayMoveFirst() {
    // A game from a position with Black to move: Black's clock runs first.
    FakeTime t;
    ChessClock clock(text("5+3"), text("5+3"), t.source());
    clock.start(Color::Black);
    t.now += 10 * kSec;
    QCOMPARE(clock.timeLeft(Color::Black), 4 * kMin + 50 * kSec);
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin);
    QVERIFY(clock.press());
    QCOMPARE(clock.moveTimes().back().side, Color::Black);
    QCOMPARE(clock.running(), Color::White);
}

void TestClock::simpleDelay() {
    // CL-9.2: 5 min, 5 s delay.
    FakeTime t;
    ChessClock clock(text("5 d5"), text("5 d5"), t.source());
    clock.start();
    t.now += 3200;
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin);  // the main time has not started
    QCOMPARE(clock.delayLeft(), Millis{1800});
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin);
    t.now += 8 * kSec;
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::Black), 4 * kMin + 57 * kSec);
    // With 0:02.0 left a 6.5 s move does not flag: 0:00.5 remains.
    clock.setTime(Color::White, 2 * kSec);
    t.now += 6500;
    QVERIFY(!clock.checkFlag());
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), Millis{500});
    // The flag falls exactly when delay + main time are used up.
    QVERIFY(clock.press());  // Black moves at once
    t.now += 5 * kSec + 500 - 1;
    QVERIFY(!clock.checkFlag());
    t.now += 1;
    QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::White));
    QVERIFY(!clock.press());
}

void TestClock::bronsteinDelay() {
    FakeTime t;
    ChessClock clock(text("5 b5"), text("5 b5"), t.source());
    clock.start();
    t.now += 3200;
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin - 3200);  // the clock runs at once
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin);  // and gives back what was used
    t.now += 8 * kSec;
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::Black), 4 * kMin + 57 * kSec);
    // Unlike the simple delay, a flag can fall within the delay (rules A6).
    clock.setTime(Color::White, 2 * kSec);
    t.now += 2 * kSec;
    QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::White));
}

void TestClock::twoPeriodsCarryOver() {
    // CL-9.3: 90 min for 40 moves, then 30 min, + 30 s from move 1.
    FakeTime t;
    const TimeControl classical = text("40/90+30+30");
    ChessClock clock(classical, classical, t.source());
    clock.start();
    for (int move = 1; move <= 39; ++move) {
        t.now += 2 * kMin;
        QVERIFY(clock.press());
        t.now += kSec;
        QVERIFY(clock.press());
    }
    QCOMPARE(clock.period(Color::White), 0);
    // White has 90:00 - 39 * 2:00 + 39 * 0:30 = 31:30; the 40th move takes
    // 19:30, leaving 12:00 before the increment.
    QCOMPARE(clock.timeLeft(Color::White), 31 * kMin + 30 * kSec);
    t.now += 19 * kMin + 30 * kSec;
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 42 * kMin + 30 * kSec);
    QCOMPARE(clock.period(Color::White), 1);
    QCOMPARE(clock.movesMade(Color::White), 40);
}

void TestClock::lastPeriodOfMovesRepeats() {
    FakeTime t;
    ChessClock clock(text("2/1"), text("2/1"), t.source());  // 1 minute for every 2 moves
    clock.start();
    QCOMPARE(clock.movesToGo(Color::White), 2);
    for (int i = 0; i < 4; ++i) {
        t.now += 20 * kSec;
        QVERIFY(clock.press());
        QCOMPARE(clock.movesToGo(Color::White), i % 2 ? 2 : 1);
        QVERIFY(clock.press());
    }
    // 4 moves of 20 s: 60 - 80 + 60 + 60 = 100 s.
    QCOMPARE(clock.timeLeft(Color::White), 100 * kSec);
    QCOMPARE(ChessClock(text("5+3"), text("5"), t.source()).movesToGo(Color::Black), 0);
}

void TestClock::suddenDeathFlagsExactlyAtZero() {
    // CL-9.4: 3 minutes; the flag falls at 0:00.0 of the running clock.
    FakeTime t;
    ChessClock clock(text("3"), text("3"), t.source());
    clock.start();
    QCOMPARE(clock.untilFlag(), std::optional<Millis>(3 * kMin));
    t.now += 3 * kMin - 1;
    QVERIFY(!clock.checkFlag());
    QCOMPARE(clock.timeLeft(Color::White), Millis{1});
    t.now += 1;
    QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::White));
    QCOMPARE(clock.state(), ChessClock::State::Flagged);
    QCOMPARE(clock.timeLeft(Color::White), Millis{0});
    QCOMPARE(clock.timeLeft(Color::Black), 3 * kMin);  // the other clock stopped (A7)
    t.now += 10 * kSec;
    QVERIFY(!clock.press());
    QCOMPARE(clock.timeLeft(Color::Black), 3 * kMin);
}

void TestClock::flagsInBothOrders() {
    for (Color first : {Color::White, Color::Black}) {
        FakeTime t;
        ChessClock clock(text("1"), text("1"), t.source());
        clock.start();
        if (first == Color::Black) {
            t.now += 30 * kSec;
            QVERIFY(clock.press());  // White keeps 30 s, Black still has 60 s
        }
        t.now += kMin;  // the running side (`first`) runs out
        QCOMPARE(clock.checkFlag(), std::optional<Color>(first));
        QCOMPARE(clock.flagged(), std::optional<Color>(first));
        QVERIFY(clock.timeLeft(~first) > 0);
        t.now += 10 * kMin;
        QCOMPARE(clock.checkFlag(), std::optional<Color>(first));  // latched, never both
    }
}

void TestClock::fixedTimePerMove() {
    FakeTime t;
    ChessClock clock(text("30s/move"), text("30s/move"), t.source());
    clock.start();
    t.now += 20 * kSec;
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 30 * kSec);  // nothing carries over
    t.now += 30 * kSec;
    QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::Black));
}

void TestClock::hourglass() {
    FakeTime t;
    ChessClock clock(text("hourglass 1"), text("hourglass 1"), t.source());
    clock.start();
    t.now += 10 * kSec;
    QCOMPARE(clock.timeLeft(Color::White), 50 * kSec);
    QCOMPARE(clock.timeLeft(Color::Black), 70 * kSec);
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 50 * kSec);
    QCOMPARE(clock.timeLeft(Color::Black), 70 * kSec);
    t.now += 70 * kSec;
    QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::Black));
}

void TestClock::pauseStopsTheTime() {
    FakeTime t;
    ChessClock clock(text("5"), text("5"), t.source());
    clock.start();
    t.now += 10 * kSec;
    clock.pause();
    t.now += 10 * kMin;
    QCOMPARE(clock.timeLeft(Color::White), 4 * kMin + 50 * kSec);
    QVERIFY(!clock.checkFlag());
    QVERIFY(!clock.press());  // a paused clock cannot be pressed
    clock.resume();
    t.now += 5 * kSec;
    QVERIFY(clock.press());
    QCOMPARE(clock.timeLeft(Color::White), 4 * kMin + 45 * kSec);
    QCOMPARE(clock.moveTimes().back().elapsed, 15 * kSec);
}

void TestClock::takebackAcrossAPeriodBoundary() {
    FakeTime t;
    ChessClock clock(text("2/10+5+2"), text("2/10+5+2"), t.source());
    clock.start();
    t.now += kMin;
    QVERIFY(clock.press());  // White 1: 10:00 - 1:00 + 0:02 = 9:02
    t.now += kMin;
    QVERIFY(clock.press());  // Black 1
    t.now += 2 * kMin;
    QVERIFY(clock.press());  // White 2 ends period 1: 9:02 - 2:00 + 0:02 + 5:00 = 12:04
    QCOMPARE(clock.timeLeft(Color::White), 12 * kMin + 4 * kSec);
    QCOMPARE(clock.period(Color::White), 1);
    const Millis blackBefore = clock.timeLeft(Color::Black);
    t.now += 30 * kSec;  // Black thinks, then White takes the move back
    QVERIFY(clock.takeBack());
    QCOMPARE(clock.running(), Color::White);
    QCOMPARE(clock.period(Color::White), 0);
    QCOMPARE(clock.movesMade(Color::White), 1);
    QCOMPARE(clock.timeLeft(Color::White), 9 * kMin + 2 * kSec);
    QCOMPARE(clock.timeLeft(Color::Black), blackBefore);
    QCOMPARE(clock.moveTimes().size(), std::size_t{2});
    t.now += 10 * kSec;
    QVERIFY(clock.press());  // replayed: the period ends again
    QCOMPARE(clock.timeLeft(Color::White), 9 * kMin + 2 * kSec - 10 * kSec + 2 * kSec + 5 * kMin);
    QVERIFY(clock.takeBack());
    QVERIFY(clock.takeBack());
    QVERIFY(clock.takeBack());
    QVERIFY(!clock.takeBack());
    QCOMPARE(clock.timeLeft(Color::White), 10 * kMin);
}

void TestClock::aReplayedGameTakesBackToItsRecordedTimes() {
    // A game read back is played again at once, each press amended to the
    // time its record gives; a takeback then returns to those times.
    for (const char* control : {"5+3", "hourglass 5"}) {
        FakeTime t;
        ChessClock clock(text(control), text(control), t.source());
        clock.start();
        const Millis total = clock.timeLeft(Color::White) + clock.timeLeft(Color::Black);
        const Millis recorded[] = {4 * kMin + 58 * kSec, 4 * kMin + 40 * kSec,
                                   4 * kMin + 50 * kSec};
        for (Millis r : recorded) {
            QVERIFY(clock.press());
            clock.amendLastPress(r);
            QCOMPARE(clock.moveTimes().back().remaining, r);
        }
        const bool hourglass = clock.control(Color::White).kind == TimeControl::Kind::Hourglass;
        // In an hourglass the two times always add up to the same.
        if (hourglass) QCOMPARE(clock.timeLeft(Color::White) + clock.timeLeft(Color::Black), total);
        QVERIFY(clock.takeBack());  // White's second move
        QCOMPARE(clock.timeLeft(Color::White), hourglass ? total - recorded[1] : recorded[0]);
        QCOMPARE(clock.timeLeft(Color::Black), recorded[1]);
        QVERIFY(clock.takeBack());  // Black's first
        QCOMPARE(clock.timeLeft(Color::White), recorded[0]);
        QCOMPARE(clock.timeLeft(Color::Black), hourglass ? total - recorded[0] : 5 * kMin);
    }
}

void TestClock::takeBackRevivesAnEndedGame() {
    // A game that ended (resignation, or a flag) and is taken back goes on
    // with both clocks as they stood at the move taken back, running.
    for (const bool flagged : {false, true}) {
        FakeTime t;
        ChessClock clock(text("5+0"), text("5+0"), t.source());
        clock.start();
        t.now += 10 * kSec;
        QVERIFY(clock.press());  // White: 4:50
        t.now += 20 * kSec;
        QVERIFY(clock.press());  // Black: 4:40
        if (flagged) {
            t.now += 5 * kMin;
            QCOMPARE(clock.checkFlag(), std::optional<Color>(Color::White));
        } else {
            t.now += 7 * kSec;
            clock.stop();  // White resigns
        }
        QVERIFY(clock.takeBack());  // Black's move
        QCOMPARE(clock.state(), ChessClock::State::Running);
        QVERIFY(!clock.flagged());
        QCOMPARE(clock.running(), Color::Black);
        QCOMPARE(clock.timeLeft(Color::Black), 5 * kMin);
        QCOMPARE(clock.timeLeft(Color::White), 4 * kMin + 50 * kSec);
        t.now += 3 * kSec;
        QVERIFY(clock.press());
        QCOMPARE(clock.moveTimes().back().side, Color::Black);
        QCOMPARE(clock.moveTimes().back().remaining, 4 * kMin + 57 * kSec);
    }
}

void TestClock::timeOddsAndArbiterAdjustment() {
    FakeTime t;
    ChessClock clock(text("5"), text("3"), t.source());
    QCOMPARE(clock.timeLeft(Color::White), 5 * kMin);
    QCOMPARE(clock.timeLeft(Color::Black), 3 * kMin);
    clock.start();
    t.now += kMin;
    clock.setTime(Color::White, 6 * kMin);
    QCOMPARE(clock.timeLeft(Color::White), 6 * kMin);
    t.now += kSec;
    QCOMPARE(clock.timeLeft(Color::White), 6 * kMin - kSec);
    clock.setTime(Color::Black, 2 * kMin);
    QCOMPARE(clock.timeLeft(Color::Black), 2 * kMin);
}

void TestClock::fullGames_data() {
    QTest::addColumn<QString>("control");
    for (const TimeControlPreset& p : timeControlPresets())
        QTest::newRow(p.name.data()) << QString::fromLatin1(p.text.data());
}

// 60 moves a side with seeded random thinking times; the clock must agree
// with the rules of its control computed here move by move.
void TestClock::fullGames() {
    QFETCH(QString, control);
    const TimeControl tc = text(control.toLatin1().constData());
    FakeTime t;
    ChessClock clock(tc, tc, t.source());
    clock.start();
    std::mt19937 random(42);
    const Millis first = tc.periods.empty() ? 0 : tc.periods.front().time;
    std::array<Millis, 2> expected{first, first};
    std::array<int, 2> moves{0, 0}, period{0, 0};
    // Thinking times sized to the control, so that most games run to the end.
    const auto longest = static_cast<unsigned>(std::max<Millis>(2000, first / 30));
    int flags = 0;
    for (int ply = 0; ply < 120; ++ply) {
        const int side = ply % 2;
        const Millis used = static_cast<Millis>(random() % longest);
        t.now += used;
        if (clock.checkFlag()) {
            QVERIFY(tc.kind != TimeControl::Kind::Unlimited);
            QVERIFY(expected[side] - used +
                        (tc.bonus == MoveBonus::SimpleDelay ? tc.bonusTime : 0) <=
                    0);
            ++flags;
            break;
        }
        QVERIFY(clock.press());
        switch (tc.kind) {
            case TimeControl::Kind::Unlimited:
                break;
            case TimeControl::Kind::FixedPerMove:
                break;
            case TimeControl::Kind::Hourglass:
                expected[side] -= used;
                expected[1 - side] += used;
                break;
            case TimeControl::Kind::Periods: {
                Millis cost = used;
                if (tc.bonus == MoveBonus::SimpleDelay || tc.bonus == MoveBonus::Bronstein)
                    cost = std::max<Millis>(0, used - tc.bonusTime);
                expected[side] -= cost;
                if (tc.bonus == MoveBonus::Increment) expected[side] += tc.bonusTime;
                ++moves[side];
                const Period& p = tc.periods[static_cast<std::size_t>(period[side])];
                if (p.moves && moves[side] % p.moves == 0) {
                    if (static_cast<std::size_t>(period[side]) + 1 < tc.periods.size())
                        ++period[side];
                    expected[side] += tc.periods[static_cast<std::size_t>(period[side])].time;
                }
                break;
            }
        }
        QCOMPARE(clock.timeLeft(Color(side)), expected[side]);
    }
    if (!flags)
        QCOMPARE(clock.moveTimes().size(), std::size_t{120});
    else
        qInfo("flag fell after %zu moves", clock.moveTimes().size());
}

void TestClock::noDriftOverAThousandMoves() {
    FakeTime t;
    ChessClock clock(text("600+1.5"), text("600+1.5"), t.source());
    clock.start();
    std::mt19937 random(7);
    std::array<Millis, 2> used{0, 0};
    for (int ply = 0; ply < 2000; ++ply) {
        const Millis ms = 1 + static_cast<Millis>(random() % 3000);
        used[ply % 2] += ms;
        t.now += ms;
        QVERIFY(clock.press());
    }
    for (int side = 0; side < 2; ++side)
        QCOMPARE(clock.timeLeft(Color(side)), 600 * kMin + 1000 * 1500 - used[side]);
}

void TestClock::flagFallFollowsFide69() {
    ClassicalRuleset rules;
    // CL-6: White's flag falls.
    const auto draw = rules.readFen("8/8/4k3/8/8/2n5/3K4/8 w - - 0 1");  // K v K+N
    QCOMPARE(flagFallEnd(rules, *draw, Color::White).outcome, Outcome::Draw);
    QCOMPARE(flagFallEnd(rules, *draw, Color::White).termination, Termination::FlagFall);
    const auto loss = rules.readFen("8/8/4k3/8/8/2n5/P2K4/8 w - - 0 1");  // K+P v K+N
    QCOMPARE(flagFallEnd(rules, *loss, Color::White).outcome, Outcome::BlackWins);
    // Black's flag with White holding only a king: a draw however much Black has.
    const auto bareWhite = rules.readFen("q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    QCOMPARE(flagFallEnd(rules, *bareWhite, Color::Black).outcome, Outcome::Draw);
    QCOMPARE(flagFallEnd(rules, *bareWhite, Color::White).outcome, Outcome::BlackWins);
}

QTEST_GUILESS_MAIN(TestClock)
#include "test_clock.moc"

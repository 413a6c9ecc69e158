#pragma once

#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "../square.h"
#include "time_control.h"

namespace tavleya {

// Time spent on one completed move, for [%emt] and [%clk] in PGN.
struct MoveTime {
    Color side;
    Millis elapsed;    // from the start of the move to the press
    Millis remaining;  // on the clock after the press (increment included)
};

// A two-sided game clock. It keeps no timer of its own: the time comes from
// an injected monotonic "now" (milliseconds), so a program drives it with
// its own timer and tests drive it with exact, instant numbers.
class ChessClock {
public:
    using Now = std::function<Millis()>;
    enum class State { NotStarted, Running, Paused, Flagged, Stopped };

    ChessClock(TimeControl white, TimeControl black, Now now);

    // Starts the clock of the side to move first: White's (FIDE 6.6), or
    // Black's in a game from a position with Black to move.
    void start(Color first = Color::White);
    // The running side completes its move: its bonus is applied, its period
    // may change, and the other clock starts. False if the clock is not
    // running or the flag has already fallen (the press comes too late).
    bool press();
    void pause();
    void resume();
    // The game ended by other means; the times stay as they are.
    void stop();
    // Undoes the last press: both clocks return to what they were before it
    // and the side that made the move thinks again, the clock running again
    // if it had stopped or a flag had fallen. False if nothing to undo.
    bool takeBack();
    // Sets a side's main time, as an arbiter would.
    void setTime(Color side, Millis remaining);
    // The last press as a record of the game says it was (a game read back
    // and played again at once): the side that moved had `remaining` left
    // after it, and in an hourglass the other side gained what it used.
    // Taking the move back later returns to these times.
    void amendLastPress(Millis remaining);

    State state() const { return state_; }
    Color running() const { return running_; }
    // The time shown for a side now (never below zero). During a simple
    // delay this is the main time, which has not started to run.
    Millis timeLeft(Color side) const;
    // What remains of the running side's delay now (simple delay only).
    Millis delayLeft() const;
    // Latches and reports a fallen flag: the running side whose time reached zero.
    std::optional<Color> checkFlag();
    std::optional<Color> flagged() const { return flagged_; }
    // How long until the running side's flag falls; nullopt when it cannot.
    std::optional<Millis> untilFlag() const;
    int movesMade(Color side) const { return sides_[index(side)].movesMade; }
    // The period a side is in (0-based).
    int period(Color side) const { return sides_[index(side)].period; }
    // Moves a side still has to make in its period; 0 when the period runs
    // to the end of the game.
    int movesToGo(Color side) const;
    const std::vector<MoveTime>& moveTimes() const { return moveTimes_; }
    const TimeControl& control(Color side) const { return controls_[index(side)]; }

private:
    struct Side {
        Millis remaining = 0;
        int period = 0;
        int movesInPeriod = 0;
        int movesMade = 0;
    };
    struct Snapshot {
        std::array<Side, 2> sides;
        Color running;
    };

    Millis elapsed() const;  // of the running side's current move
    void completeMove(Side& side, const TimeControl& tc, Millis used);
    void restartTurn();

    std::array<TimeControl, 2> controls_;
    Now now_;
    std::array<Side, 2> sides_;
    std::vector<Snapshot> history_;
    std::vector<MoveTime> moveTimes_;
    State state_ = State::NotStarted;
    Color running_ = Color::White;
    Millis turnElapsed_ = 0;  // of the current move, before the last pause
    Millis resumedAt_ = 0;
    std::optional<Color> flagged_;
};

}  // namespace tavleya

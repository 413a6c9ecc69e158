#include "chess_clock.h"

#include <algorithm>

namespace tavleya {

ChessClock::ChessClock(TimeControl white, TimeControl black, Now now)
    : controls_{std::move(white), std::move(black)}, now_(std::move(now)) {
    for (int i = 0; i < 2; ++i)
        if (!controls_[i].periods.empty()) sides_[i].remaining = controls_[i].periods.front().time;
}

void ChessClock::start(Color first) {
    if (state_ != State::NotStarted) return;
    state_ = State::Running;
    running_ = first;
    restartTurn();
}

void ChessClock::restartTurn() {
    turnElapsed_ = 0;
    resumedAt_ = now_();
}

Millis ChessClock::elapsed() const {
    return turnElapsed_ + (state_ == State::Running ? now_() - resumedAt_ : 0);
}

std::optional<Millis> ChessClock::untilFlag() const {
    if (state_ != State::Running && state_ != State::Paused) return std::nullopt;
    const TimeControl& tc = controls_[index(running_)];
    if (tc.kind == TimeControl::Kind::Unlimited) return std::nullopt;
    const Millis delay = tc.bonus == MoveBonus::SimpleDelay ? tc.bonusTime : 0;
    return std::max<Millis>(0, sides_[index(running_)].remaining + delay - elapsed());
}

Millis ChessClock::timeLeft(Color side) const {
    const Side& s = sides_[index(side)];
    const TimeControl& tc = controls_[index(side)];
    if (flagged_ == side) return 0;
    const bool moving = side == running_ && (state_ == State::Running || state_ == State::Paused);
    if (!moving) {
        // In an hourglass the waiting side gains what the other uses.
        if (tc.kind == TimeControl::Kind::Hourglass &&
            (state_ == State::Running || state_ == State::Paused))
            return s.remaining + elapsed();
        return s.remaining;
    }
    if (tc.kind == TimeControl::Kind::Unlimited) return s.remaining;
    const Millis used = elapsed();
    const Millis counted =
        tc.bonus == MoveBonus::SimpleDelay ? std::max<Millis>(0, used - tc.bonusTime) : used;
    return std::max<Millis>(0, s.remaining - counted);
}

Millis ChessClock::delayLeft() const {
    const TimeControl& tc = controls_[index(running_)];
    if (tc.bonus != MoveBonus::SimpleDelay || state_ == State::NotStarted ||
        state_ == State::Stopped)
        return 0;
    return std::max<Millis>(0, tc.bonusTime - elapsed());
}

int ChessClock::movesToGo(Color side) const {
    const TimeControl& tc = controls_[index(side)];
    const Side& s = sides_[index(side)];
    if (tc.kind != TimeControl::Kind::Periods) return 0;
    const int moves = tc.periods[static_cast<std::size_t>(s.period)].moves;
    return moves ? moves - s.movesInPeriod : 0;
}

std::optional<Color> ChessClock::checkFlag() {
    if (flagged_) return flagged_;
    const auto left = untilFlag();
    if (!left || *left > 0) return std::nullopt;
    // The flag fell the moment the time reached zero: stop everything there.
    flagged_ = running_;
    sides_[index(running_)].remaining = 0;
    state_ = State::Flagged;
    return flagged_;
}

void ChessClock::completeMove(Side& side, const TimeControl& tc, Millis used) {
    using Kind = TimeControl::Kind;
    switch (tc.kind) {
        case Kind::Unlimited:
            break;
        case Kind::FixedPerMove:
            side.remaining = tc.periods.front().time;
            break;
        case Kind::Hourglass:
            side.remaining -= used;
            sides_[index(~running_)].remaining += used;
            break;
        case Kind::Periods:
            switch (tc.bonus) {
                case MoveBonus::None:
                    side.remaining -= used;
                    break;
                case MoveBonus::Increment:
                    side.remaining += tc.bonusTime - used;
                    break;
                case MoveBonus::SimpleDelay:
                    side.remaining -= std::max<Millis>(0, used - tc.bonusTime);
                    break;
                case MoveBonus::Bronstein:
                    side.remaining -= used - std::min(used, tc.bonusTime);
                    break;
            }
            break;
    }
    ++side.movesMade;
    if (tc.kind != Kind::Periods) return;
    const Period& current = tc.periods[static_cast<std::size_t>(side.period)];
    if (!current.moves || ++side.movesInPeriod < current.moves) return;
    // The period's moves are done: the next period's time is added to what
    // is left (FIDE 6.3b); a last period of N moves repeats.
    side.movesInPeriod = 0;
    if (static_cast<std::size_t>(side.period) + 1 < tc.periods.size()) ++side.period;
    side.remaining += tc.periods[static_cast<std::size_t>(side.period)].time;
}

bool ChessClock::press() {
    if (state_ != State::Running || checkFlag()) return false;
    const Millis used = elapsed();
    history_.push_back({sides_, running_});
    Side& side = sides_[index(running_)];
    completeMove(side, controls_[index(running_)], used);
    moveTimes_.push_back({running_, used, side.remaining});
    running_ = ~running_;
    restartTurn();
    return true;
}

void ChessClock::pause() {
    if (state_ != State::Running || checkFlag()) return;
    turnElapsed_ = elapsed();
    state_ = State::Paused;
}

void ChessClock::resume() {
    if (state_ != State::Paused) return;
    state_ = State::Running;
    resumedAt_ = now_();
}

void ChessClock::stop() {
    if (state_ == State::Running || state_ == State::Paused) {
        if (checkFlag()) return;
        // Keep the time the running side has used, as a stopped clock shows it.
        Side& s = sides_[index(running_)];
        s.remaining = timeLeft(running_);
        if (controls_[index(running_)].kind == TimeControl::Kind::Hourglass)
            sides_[index(~running_)].remaining += elapsed();
    }
    state_ = State::Stopped;
}

bool ChessClock::takeBack() {
    if (history_.empty() || state_ == State::NotStarted) return false;
    sides_ = history_.back().sides;
    running_ = history_.back().running;
    history_.pop_back();
    moveTimes_.pop_back();
    // A game that had ended goes on from the move taken back: the clock
    // runs again as it stood then, a fallen flag forgotten.
    if (state_ == State::Stopped || state_ == State::Flagged) state_ = State::Running;
    flagged_.reset();
    restartTurn();
    return true;
}

void ChessClock::setTime(Color side, Millis remaining) {
    Side& s = sides_[index(side)];
    if (side == running_ && (state_ == State::Running || state_ == State::Paused)) {
        // Setting the shown time: the move so far is already taken into account.
        s.remaining = remaining;
        restartTurn();
        if (state_ == State::Paused) resumedAt_ = now_();
    } else {
        s.remaining = remaining;
    }
}

void ChessClock::amendLastPress(Millis remaining) {
    if (moveTimes_.empty()) return;
    MoveTime& last = moveTimes_.back();
    Side& mover = sides_[index(last.side)];
    const Millis change = mover.remaining - remaining;
    mover.remaining = remaining;
    last.elapsed = std::max<Millis>(0, last.elapsed + change);
    last.remaining = remaining;
    if (controls_[index(last.side)].kind == TimeControl::Kind::Hourglass)
        sides_[index(~last.side)].remaining += change;
}

}  // namespace tavleya

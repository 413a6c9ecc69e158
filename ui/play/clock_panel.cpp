#include "play/clock_panel.h"

#include <utility>

#include <QWidget>

namespace tavleya {

ClockPanel::ClockPanel(GameSession& session, QWidget* parent)
    : QObject(parent),
      session_(session),
      top_(new PlayerClock(parent)),
      bottom_(new PlayerClock(parent)) {
    top_->setObjectName(QStringLiteral("topClock"));
    bottom_->setObjectName(QStringLiteral("bottomClock"));
    // Only the display ticks here; the flag falls from the session.
    connect(&timer_, &QTimer::timeout, this, &ClockPanel::refresh);
    timer_.start(100);
    connect(&session_, &GameSession::changed, this, &ClockPanel::refresh);
    refresh();
}

void ClockPanel::setOrientation(bool flipped, bool faceToFace) {
    topSide_ = flipped ? Color::White : Color::Black;
    top_->setTurnedOver(faceToFace);
    refresh();
}

void ClockPanel::setLowTime(Millis threshold) {
    lowTime_ = threshold;
    refresh();
}

QString ClockPanel::formatTime(Millis time) {
    if (time < 10'000) {
        const Millis tenths = time / 100;
        return QStringLiteral("0:%1.%2").arg(tenths / 10, 2, 10, QLatin1Char('0')).arg(tenths % 10);
    }
    const Millis seconds = time / 1000;
    const Millis h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString ClockPanel::nameOf(Color side) const {
    const std::string_view tag = side == Color::White ? "White" : "Black";
    for (const PgnTag& t : session_.tags())
        if (t.name == tag && !t.value.empty() && t.value != "?")
            return QString::fromStdString(t.value);
    return side == Color::White ? tr("White") : tr("Black");
}

PlayerClock::Face ClockPanel::faceOf(const ChessClock& clock, Color side) const {
    PlayerClock::Face face;
    face.side = side;
    face.name = nameOf(side);
    const Millis left = clock.timeLeft(side);
    face.time = formatTime(left);
    // Lit while it runs; one that starts with the first move says so meanwhile.
    face.lit =
        clock.state() == ChessClock::State::Running && clock.running() == side && !session_.over();
    const bool waiting =
        clock.state() == ChessClock::State::NotStarted && session_.position().sideToMove() == side;
    face.low = clock.control(side).kind != TimeControl::Kind::Unlimited && left < lowTime_;
    const bool moving = clock.running() == side && clock.state() != ChessClock::State::Stopped;
    if (const Millis delay = moving ? clock.delayLeft() : 0; delay > 0)
        face.detail = tr("delay %1").arg(formatTime(delay));
    else if (const int moves = clock.movesToGo(side); moves > 0)
        face.detail = tr("%n move(s) to the time control", nullptr, moves);
    else if (waiting)
        face.detail = tr("starts with the first move");
    return face;
}

void ClockPanel::refresh() {
    const ChessClock* clock = session_.clock();
    top_->setVisible(clock != nullptr);
    bottom_->setVisible(clock != nullptr);
    if (!clock) return;
    for (Color side : {Color::White, Color::Black}) {
        const Millis left = clock->timeLeft(side);
        const Millis before = std::exchange(lastLeft_[index(side)], left);
        const bool thinking =
            clock->state() == ChessClock::State::Running && clock->running() == side;
        if (thinking && before >= lowTime_ && left < lowTime_) emit lowTimeReached(side);
    }
    top_->setFace(faceOf(*clock, topSide_));
    bottom_->setFace(faceOf(*clock, ~topSide_));
}

}  // namespace tavleya

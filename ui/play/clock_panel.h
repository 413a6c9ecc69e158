#pragma once

#include <QObject>
#include <QTimer>

#include "play/game_session.h"
#include "play/player_clock.h"

namespace tavleya {

// The two players' clocks of a game: one for the player at the top of the
// board and one for the player at the bottom, so each clock stands on its
// player's side and follows the board when it turns. Shows the names, lights
// the running side, turns red under the low-time threshold; tenths of a
// second under ten seconds, never milliseconds. A timer redraws it; the flag
// falls from the session.
class ClockPanel : public QObject {
    Q_OBJECT

public:
    // The clocks are made as children of `parent` for the window to place.
    ClockPanel(GameSession& session, QWidget* parent);

    PlayerClock* top() const { return top_; }
    PlayerClock* bottom() const { return bottom_; }
    PlayerClock* clockOf(Color side) const { return side == topSide_ ? top_ : bottom_; }
    // As the board is drawn: Black at the top unless flipped; with Face to
    // Face the top clock is turned towards the player across the table.
    void setOrientation(bool flipped, bool faceToFace);
    // Below this much time a clock turns red.
    void setLowTime(Millis threshold);

    QString shownTime(Color side) const { return clockOf(side)->face().time; }
    // "1:05:03", "4:59", "0:09.4".
    static QString formatTime(Millis time);

public slots:
    void refresh();

signals:
    // The side's time went under the low-time threshold while it was
    // thinking; once each time it crosses, not at every refresh.
    void lowTimeReached(tavleya::Color side);

private:
    PlayerClock::Face faceOf(const ChessClock& clock, Color side) const;
    QString nameOf(Color side) const;

    GameSession& session_;
    PlayerClock* top_;
    PlayerClock* bottom_;
    Color topSide_ = Color::Black;
    Millis lowTime_ = 20'000;
    // Each side's time at the last refresh, to see the threshold crossed.
    Millis lastLeft_[2] = {};
    QTimer timer_;
};

}  // namespace tavleya

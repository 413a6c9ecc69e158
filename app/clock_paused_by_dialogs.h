#pragma once

#include <QObject>

namespace tavleya {

class GameSession;

// Nobody's time runs while a dialog over the window has the players'
// attention (New Game, Play from Here, the header, a file to choose): the
// board cannot be played on then. The clock goes on when the dialog closes,
// unless it was paused already, by the player or by whoever opened the
// dialog (the question about unsaved work keeps it paused itself).
class ClockPausedByDialogs : public QObject {
    Q_OBJECT

public:
    ClockPausedByDialogs(QObject* window, GameSession& session);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    GameSession& session_;
    bool paused_ = false;  // by a dialog, and so to be resumed when it closes
};

}  // namespace tavleya

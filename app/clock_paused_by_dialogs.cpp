#include "clock_paused_by_dialogs.h"

#include <QEvent>
#include <utility>

#include "play/game_session.h"

namespace tavleya {

ClockPausedByDialogs::ClockPausedByDialogs(QObject* window, GameSession& session)
    : QObject(window), session_(session) {
    window->installEventFilter(this);
}

bool ClockPausedByDialogs::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::WindowBlocked)
        paused_ = session_.setPaused(true) || paused_;
    else if (event->type() == QEvent::WindowUnblocked && std::exchange(paused_, false))
        session_.setPaused(false);
    return QObject::eventFilter(watched, event);
}

}  // namespace tavleya

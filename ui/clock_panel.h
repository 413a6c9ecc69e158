#pragma once

#include <QLabel>
#include <QTimer>
#include <QWidget>

#include "game_session.h"

namespace tavleya {

// Both players' times, large, the running side's lit; tenths of a second
// under ten seconds. A timer redraws it and lets the session notice a flag.
class ClockPanel : public QWidget {
    Q_OBJECT

public:
    explicit ClockPanel(GameSession& session, QWidget* parent = nullptr);

    QString shownTime(Color side) const;
    // "1:05:03", "4:59", "0:09.4".
    static QString formatTime(Millis time);

public slots:
    void refresh();

private:
    GameSession& session_;
    QLabel* labels_[2];
    QTimer timer_;
};

}  // namespace tavleya

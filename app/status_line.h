#pragma once

#include <QObject>

class QLabel;
class QStatusBar;

namespace tavleya {

class BoardWidget;
class GameSession;
class SecretSetupController;

// The status bar's lasting line: the side to move, the clock paused, an
// arrangement to make, or how the game ended. A passing message (a move
// refused, a file saved) shows over it for a while.
class StatusLine : public QObject {
    Q_OBJECT

public:
    StatusLine(QStatusBar& bar, const GameSession& session, const SecretSetupController& setup,
               const BoardWidget& board);

    // Says `text` over the lasting line, until the game changes or for a while.
    void tell(const QString& text);
    // What is said is about the game as it was: it goes.
    void forget();
    // The lasting line for the position the board shows.
    void showState();

private:
    QStatusBar& bar_;
    const GameSession& session_;
    const SecretSetupController& setup_;
    const BoardWidget& board_;
    // Kept in a widget of the status bar, not as its message, which a menu
    // passed over wipes.
    QLabel* state_;
};

}  // namespace tavleya

#include "status_line.h"

#include <QLabel>
#include <QStatusBar>

#include "board/board_widget.h"
#include "play/game_session.h"
#include "secret_setup_controller.h"
#include "text/game_end_text.h"

namespace tavleya {

StatusLine::StatusLine(QStatusBar& bar, const GameSession& session,
                       const SecretSetupController& setup, const BoardWidget& board)
    : QObject(&bar), bar_(bar), session_(session), setup_(setup), board_(board) {
    state_ = new QLabel(&bar);
    state_->setObjectName(QStringLiteral("gameState"));
    bar.addWidget(state_, 1);
}

void StatusLine::tell(const QString& text) {
    bar_.showMessage(text, 15000);
}

void StatusLine::forget() {
    bar_.clearMessage();
}

void StatusLine::showState() {
    const Color toMove = board_.position().sideToMove();
    state_->setText(setup_.arranging()       ? setup_.instruction()
                    : session_.over()        ? describeGameEnd(session_.end())
                    : session_.paused()      ? tr("The clock is paused")
                    : toMove == Color::White ? tr("White to move")
                                             : tr("Black to move"));
}

}  // namespace tavleya

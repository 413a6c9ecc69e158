#include "placing_turn_controller.h"

#include <QHBoxLayout>
#include <QPushButton>

#include "play/game_session.h"
#include "text/user_message.h"

namespace tavleya {

PlacingTurnController::PlacingTurnController(GameSession& session, QWidget* parent)
    : QObject(parent), session_(session) {
    bar_ = new QWidget(parent);
    auto* row = new QHBoxLayout(bar_);
    row->setContentsMargins(0, 0, 0, 0);
    auto* undoButton = new QPushButton(tr("Take Back Placement"), bar_);
    undoButton->setObjectName(QStringLiteral("undoPlacement"));
    auto* confirmButton = new QPushButton(tr("Confirm Turn"), bar_);
    confirmButton->setObjectName(QStringLiteral("confirmTurn"));
    row->addWidget(undoButton);
    row->addWidget(confirmButton);
    connect(undoButton, &QPushButton::clicked, this, &PlacingTurnController::undo);
    connect(confirmButton, &QPushButton::clicked, this, &PlacingTurnController::confirm);
    bar_->hide();
}

Bitboard PlacingTurnController::targets(PieceKind kind) const {
    if (!session_.rules().placingTurns()) return 0;
    // The squares marked are exactly those the turn accepts: each is tried.
    const PlacingTurn turn = turn_ ? *turn_ : PlacingTurn(session_.rules(), session_.position());
    Bitboard targets = 0;
    for (int i = 0; i < 64; ++i) {
        PlacingTurn trial = turn;
        if (!trial.add(kind, Square(i))) targets |= bit(Square(i));
    }
    return targets;
}

void PlacingTurnController::place(PieceKind kind, Square square) {
    if (!turn_) {
        turn_.emplace(session_.rules(), session_.position());
        startedFrom_ = session_.position();
    }
    if (const auto error = turn_->add(kind, square)) emit message(userSentence(*error));
    update();
}

void PlacingTurnController::undo() {
    if (!turn_) return;
    turn_->undo();
    update();
}

void PlacingTurnController::confirm() {
    if (!turn_) return;
    const auto moves = turn_->confirm();
    if (!moves) {
        emit message(userSentence(moves.error()));
        return;
    }
    const std::vector<Move> played = moves.value();
    reset();
    for (Move m : played)
        if (!session_.play(m)) break;
}

void PlacingTurnController::followGame() {
    if (turn_ && (session_.over() || !(session_.position() == startedFrom_))) reset();
}

void PlacingTurnController::reset() {
    turn_.reset();
    bar_->hide();
}

void PlacingTurnController::update() {
    if (turn_ && turn_->placements().empty()) turn_.reset();
    bar_->setVisible(turn_.has_value());
    emit changed();
}

}  // namespace tavleya

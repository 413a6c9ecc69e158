#include "game_end_actions.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <utility>

#include "board/beside_board.h"
#include "computer_opponents.h"
#include "engines/computer_player.h"
#include "play/game_session.h"
#include "text/figurine_cells.h"
#include "text/text_room.h"

namespace tavleya {

GameEndActions::GameEndActions(GameSession& session, const ComputerOpponents& computers,
                               const BoardWidget* board, QWidget* window)
    : QObject(window),
      session_(session),
      computers_(computers),
      board_(board),
      window_(window),
      offerDraw_(new QAction(tr("Offer &Draw"), this)),
      claimDraw_(new QAction(tr("&Claim Draw"), this)),
      resign_(new QAction(tr("&Resign..."), this)) {
    offerDraw_->setObjectName(QStringLiteral("offerDraw"));
    offerDraw_->setToolTip(
        tr("Offer a draw with the move just made; against the computer, on your turn, with "
           "the move you make next"));
    connect(offerDraw_, &QAction::triggered, this, &GameEndActions::askOfferDraw);
    claimDraw_->setObjectName(QStringLiteral("claimDraw"));
    claimDraw_->setToolTip(
        tr("Threefold repetition or fifty moves without a capture or pawn move, now or "
           "with the move you intend to make"));
    connect(claimDraw_, &QAction::triggered, this, &GameEndActions::askClaimDraw);
    resign_->setObjectName(QStringLiteral("resign"));
    connect(resign_, &QAction::triggered, this, &GameEndActions::askResign);
    connect(&session_, &GameSession::movePlayed, this, &GameEndActions::moved);
    connect(&session_, &GameSession::aboutToStart, this, [this] {
        offerWithNextMove_ = false;
        declined_ = false;
    });
    connect(&computers_, &ComputerOpponents::playersChanged, this, [this] { setShown(shown_); });
}

void GameEndActions::setShown(NodeId node) {
    shown_ = node;
    const bool live = node == session_.current();
    claimDraw_->setEnabled(live && !session_.decided() &&
                           (session_.canClaimDraw() || !session_.drawClaimMoves().empty()));
    // Before the first move there is nothing to resign: New Game starts over.
    resign_->setEnabled(!session_.decided() && session_.current() != session_.tree().root());
    // Against the computer the person may offer before their first move.
    const bool personToMove = computers_.personAlone() == session_.position().sideToMove();
    offerDraw_->setEnabled(live && !session_.decided() &&
                           (node != session_.tree().root() || personToMove));
}

void GameEndActions::askResign() {
    // Either player may resign, whoever is to move: the one who clicks says
    // who. Nothing ends by a slip of the hand, and nothing is resigned
    // before the first move (New Game starts over).
    if (session_.over() || session_.current() == session_.tree().root()) return;
    if (const auto person = computers_.personAlone()) {
        // Against the computer only the person resigns.
        QMessageBox box(QMessageBox::Question, tr("Resign"), tr("Resign the game?"),
                        QMessageBox::Cancel, window_);
        box.setObjectName(QStringLiteral("resignChooser"));
        QPushButton* yes = box.addButton(tr("Resign"), QMessageBox::DestructiveRole);
        yes->setObjectName(QStringLiteral("personResigns"));
        box.setDefaultButton(QMessageBox::Cancel);
        openBesideBoard(&box, board_);
        box.exec();
        if (box.clickedButton() == yes) session_.resign(*person);
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Resign"), tr("Who resigns the game?"),
                    QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("resignChooser"));
    QPushButton* white = box.addButton(tr("White Resigns"), QMessageBox::DestructiveRole);
    white->setObjectName(QStringLiteral("whiteResigns"));
    QPushButton* black = box.addButton(tr("Black Resigns"), QMessageBox::DestructiveRole);
    black->setObjectName(QStringLiteral("blackResigns"));
    box.setDefaultButton(QMessageBox::Cancel);
    openBesideBoard(&box, board_);
    box.exec();
    if (box.clickedButton() == white) session_.resign(Color::White);
    if (box.clickedButton() == black) session_.resign(Color::Black);
}

void GameEndActions::askOfferDraw() {
    // The player who has just moved offers; the one to move answers, and
    // only a deliberate "Accept" ends the game. Against the computer the
    // person may offer on their own turn too: the offer waits for their move.
    if (const auto person = computers_.personAlone();
        person && session_.position().sideToMove() == *person) {
        offerWithNextMove_ = true;
        emit message(tr("Your draw offer goes with your next move."));
        return;
    }
    offerWithLastMove();
}

void GameEndActions::moved(NodeId node) {
    if (node != session_.current()) return;
    const auto person = computers_.personAlone();
    if (!person) {  // between people the offer goes with whoever moved
        if (std::exchange(offerWithNextMove_, false) && !session_.over()) offerWithLastMove();
        return;
    }
    const NodeId before = session_.tree().node(node).parent;
    const bool personMoved = session_.tree().node(before).position.sideToMove() == *person;
    // The computer's answer to an offer is its move: said once it is made,
    // so that the status line, which the move clears, keeps it.
    if (!personMoved && std::exchange(declined_, false))
        emit message(tr("The computer declines the draw."));
    if (!personMoved || !std::exchange(offerWithNextMove_, false)) return;
    if (!session_.over()) offerWithLastMove();
}

void GameEndActions::offerWithLastMove() {
    if (!session_.offerDraw()) return;
    if (ComputerPlayer* engine = computers_.player(session_.position().sideToMove())) {
        if (engine->acceptsDraw())
            session_.agreeDraw();
        else
            declined_ = true;
        return;
    }
    const QString question = session_.position().sideToMove() == Color::White
                                 ? tr("Black offers a draw. White, do you accept?")
                                 : tr("White offers a draw. Black, do you accept?");
    QMessageBox box(QMessageBox::Question, tr("Draw offer"), question, QMessageBox::NoButton,
                    window_);
    box.setObjectName(QStringLiteral("drawOffer"));
    QPushButton* accept = box.addButton(tr("Accept Draw"), QMessageBox::AcceptRole);
    accept->setObjectName(QStringLiteral("acceptDraw"));
    QPushButton* decline = box.addButton(tr("Decline"), QMessageBox::RejectRole);
    decline->setObjectName(QStringLiteral("declineDraw"));
    box.setDefaultButton(decline);
    box.setEscapeButton(decline);
    openBesideBoard(&box, board_);
    box.exec();
    if (box.clickedButton() == accept) session_.agreeDraw();
}

void GameEndActions::askClaimDraw() {
    if (session_.canClaimDraw()) {
        session_.claimDraw();
        return;
    }
    // A claim with the move that would make it valid: the player names it.
    const auto moves = session_.drawClaimMoves();
    if (moves.empty()) return;
    if (const auto move = chooseClaimMove(moves)) session_.claimDraw(*move);
}

std::optional<Move> GameEndActions::chooseClaimMove(const std::vector<Move>& moves) {
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("Claim Draw"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Claim a draw with the move:"), &dialog));
    auto* list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("intendedMoveChooser"));
    list->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    list->setItemDelegate(new FigurineCells(list));
    for (Move m : moves) {
        auto* item = new QListWidgetItem(
            QString::fromStdString(session_.rules().moveText(session_.position(), m, notation_)));
        item->setData(Qt::UserRole, QVariant::fromValue(m.raw()));
        list->addItem(item);
    }
    // A claim is made on purpose: the move is picked, unless it is the only one.
    if (moves.size() == 1) list->setCurrentRow(0);
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton* claim = buttons->button(QDialogButtonBox::Ok);
    claim->setText(tr("Claim Draw"));
    claim->setEnabled(list->currentItem() != nullptr);
    connect(list, &QListWidget::currentItemChanged, claim,
            [claim](const QListWidgetItem* item) { claim->setEnabled(item != nullptr); });
    connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    fitTitle(&dialog);
    openBesideBoard(&dialog, board_);
    if (dialog.exec() != QDialog::Accepted || !list->currentItem()) return std::nullopt;
    const unsigned picked = list->currentItem()->data(Qt::UserRole).toUInt();
    for (Move m : moves)
        if (m.raw() == picked) return m;
    return std::nullopt;
}

}  // namespace tavleya

#include "board_area.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "board/board_column.h"
#include "board/board_widget.h"
#include "board/pocket_widget.h"
#include "engines/evaluation_bar.h"
#include "play/game_session.h"
#include "settings_dialog.h"

namespace tavleya {

BoardArea::BoardArea(GameSession& session, QWidget* parent) : QObject(parent), session_(session) {
    board_ = new BoardWidget(parent);
    board_->setObjectName(QStringLiteral("board"));
    for (Color side : {Color::Black, Color::White}) {
        auto* pocket = new PocketWidget(side, board_->model(), parent);
        pocket->setObjectName(side == Color::White ? QStringLiteral("whitePocket")
                                                   : QStringLiteral("blackPocket"));
        pockets_[index(side)] = pocket;
    }
    auto* column = new QVBoxLayout;
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(pockets_[index(Color::Black)]);
    // The engine's view beside the board, while it analyses.
    auto* besideBar = new QHBoxLayout;
    bar_ = new EvaluationBar(parent);
    bar_->setObjectName(QStringLiteral("evaluationBar"));
    bar_->hide();
    besideBar->addWidget(bar_);
    besideBar->addWidget(board_, 1);
    column->addLayout(besideBar, 1);
    column->addWidget(pockets_[index(Color::White)]);
    connect(board_, &BoardWidget::orientationChanged, this, [this, column] {
        const Color top = board_->flipped() ? Color::White : Color::Black;
        column->removeWidget(pockets_[0]);
        column->removeWidget(pockets_[1]);
        column->insertWidget(0, pockets_[index(top)]);
        column->addWidget(pockets_[index(~top)]);
        bar_->setFlipped(board_->flipped());
    });
    column_ = new BoardColumn(board_, parent);
    column_->setLayout(column);
    createOverlay();
    showLook();
}

void BoardArea::createOverlay() {
    // A paused game says so where the players look, with the way back.
    resume_ = new QPushButton(tr("The clock is paused: Resume"), board_);
    resume_->setObjectName(QStringLiteral("resumeClock"));
    QFont large = resume_->font();
    large.setPointSizeF(large.pointSizeF() * 1.4);
    resume_->setFont(large);
    resume_->hide();
    auto* overlay = new QGridLayout(board_);
    overlay->addWidget(resume_, 0, 0, Qt::AlignCenter);
    connect(resume_, &QPushButton::clicked, this, [this] {
        session_.setPaused(false);
        board_->setFocus();
    });
    // Why a placement or setup was refused, said over the board for a while.
    note_ = new QLabel(board_);
    note_->setObjectName(QStringLiteral("boardNote"));
    note_->setWordWrap(true);
    note_->setAlignment(Qt::AlignCenter);
    note_->setStyleSheet(QStringLiteral(
        "background: rgba(20, 20, 20, 200); color: white; padding: 8px; border-radius: 6px;"));
    note_->hide();
    overlay->addWidget(note_, 0, 0, Qt::AlignTop | Qt::AlignHCenter);
    noteTimer_.setSingleShot(true);
    noteTimer_.setInterval(4000);
    connect(&noteTimer_, &QTimer::timeout, note_, &QWidget::hide);
}

void BoardArea::followPause() {
    resume_->setVisible(session_.paused());
}

void BoardArea::showLook() {
    const QString style = SettingsDialog::pieceStyle();
    const BoardTheme& theme = SettingsDialog::boardTheme();
    board_->setPieceStyle(style);
    board_->setTheme(theme);
    board_->setCoordinatesOutside(SettingsDialog::coordinatesOutside());
    for (PocketWidget* pocket : pockets_) {
        pocket->setPieceStyle(style);
        pocket->setTheme(theme);
    }
}

void BoardArea::sayOnBoard(const QString& text) {
    note_->setText(text);
    note_->setVisible(!text.isEmpty());
    noteTimer_.start();
}

}  // namespace tavleya

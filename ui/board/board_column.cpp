#include "board/board_column.h"

#include <QEvent>

namespace tavleya {

BoardColumn::BoardColumn(QWidget* board, QWidget* parent) : QWidget(parent), board_(board) {
    // Narrower when the window is, never wider than the board needs.
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    board_->installEventFilter(this);
}

QSize BoardColumn::sizeHint() const {
    const QSize laidOut = QWidget::sizeHint();
    if (!isVisible()) return laidOut;
    // What the column has beside the board (the evaluation bar, margins)
    // stays; the board itself is to be as wide as it is high.
    return {width() - board_->width() + board_->height(), laidOut.height()};
}

// The board's height follows the window's and the pockets': each change
// asks the layout again for the column's width.
bool BoardColumn::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize && board_->width() != board_->height())
        updateGeometry();
    return QWidget::eventFilter(watched, event);
}

}  // namespace tavleya

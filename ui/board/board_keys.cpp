// The board by keyboard: letters start a typed move, Shift and the arrows
// move a cursor over the squares, Space or Enter act as a click on it.

#include <QAccessible>
#include <QKeyEvent>

#include "board/board_layout.h"
#include "board/board_widget.h"

namespace tavleya {

void BoardWidget::setCursorSquare(Square s) {
    cursor_ = s;
    update();
    emit cursorMoved(s);
    if (QAccessible::isActive() && s.valid()) {
        // The square with the focus, by its place on the screen.
        const int row = flipped_ ? s.rank() : 7 - s.rank();
        const int column = flipped_ ? 7 - s.file() : s.file();
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(row * 8 + column);
        QAccessible::updateAccessibility(&focus);
    }
}

// The keyboard's click: the piece on the cursor's square is picked up, or
// the piece picked up goes there; on its own square it is put back.
void BoardWidget::pressCursor() {
    emit squarePressed(cursor_, Qt::LeftButton);
    if (dropHeldOn(cursor_)) return;
    if (canGo(selected_, cursor_)) return choose(selected_, cursor_);
    select(destinations(cursor_) && cursor_ != selected_ ? cursor_ : Square::none());
    grabbed_ = 0;  // a tower's choice is asked, as it is of a click
    dragging_ = false;
    update();
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    // Letters and digits start a typed move; keys with Ctrl or Alt stay
    // shortcuts, and the arrows go on through the game.
    const QString text = event->text();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && !text.isEmpty() && text.front().isLetterOrNumber()) {
        emit typed(text);
        return;
    }
    // Shift with the arrows moves a cursor over the squares (the arrows
    // alone step through the game); Space or Enter acts as a click on it,
    // Escape puts a piece picked up back.
    const int key = event->key();
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (arrow && event->modifiers() == Qt::ShiftModifier) {
        if (!cursor_.valid()) {
            const Square start = selected_.valid() ? selected_ : Square::at(4, flipped_ ? 7 : 0);
            return setCursorSquare(start);
        }
        const int right = key == Qt::Key_Right ? 1 : key == Qt::Key_Left ? -1 : 0;
        const int up = key == Qt::Key_Up ? 1 : key == Qt::Key_Down ? -1 : 0;
        const Square next = boardLayout().squareBeside(cursor_, right, up);
        if (next.valid()) setCursorSquare(next);
        return;
    }
    if (plain && cursor_.valid() &&
        (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter))
        return pressCursor();
    if (key == Qt::Key_Escape && selected_.valid()) {
        select(Square::none());
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace tavleya

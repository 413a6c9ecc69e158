#include "board/board_layout.h"

#include <algorithm>

namespace tavleya {

BoardLayout::BoardLayout(QSize widget, bool coordinatesOutside, bool flipped)
    : coordinatesOutside_(coordinatesOutside), flipped_(flipped) {
    const qreal room = std::min(widget.width(), widget.height());
    band_ = coordinatesOutside ? std::max(12.0, room * 0.04) : 0.0;
    const qreal side = room - 2 * band_;
    board_ = {(widget.width() - side) / 2, (widget.height() - side) / 2, side, side};
}

QRectF BoardLayout::squareRect(Square s) const {
    const qreal size = board_.width() / 8;
    const int column = flipped_ ? 7 - s.file() : s.file();
    const int row = flipped_ ? s.rank() : 7 - s.rank();
    return {board_.left() + column * size, board_.top() + row * size, size, size};
}

Square BoardLayout::squareAt(QPoint point) const {
    if (!board_.contains(point)) return Square::none();
    const int column =
        std::clamp(static_cast<int>((point.x() - board_.left()) * 8 / board_.width()), 0, 7);
    const int row =
        std::clamp(static_cast<int>((point.y() - board_.top()) * 8 / board_.height()), 0, 7);
    return flipped_ ? Square::at(7 - column, row) : Square::at(column, 7 - row);
}

Square BoardLayout::squareBeside(Square s, int right, int up) const {
    const int towardsTop = flipped_ ? -1 : 1;
    const int file = s.file() + right * towardsTop;
    const int rank = s.rank() + up * towardsTop;
    if (file < 0 || file >= 8 || rank < 0 || rank >= 8) return Square::none();
    return Square::at(file, rank);
}

}  // namespace tavleya

#include "board/tower_layout.h"

#include <algorithm>
#include <cmath>

namespace tavleya {
namespace {

// Fractions of the square's side. The column is under half the square; a
// figure in it is never drawn smaller than a fifth of the square, nor than
// 14 px where the column is that wide: below that a piece's shape stops
// reading (a 60 px square, as on a 1366x768 screen, holds four).
constexpr qreal kColumnWidth = 0.44;
constexpr qreal kMargin = 0.02;
constexpr qreal kSmallestFigure = 0.2;
constexpr qreal kSmallestFigurePixels = 14;
constexpr qreal kTopPiece = 0.74;

}  // namespace

TowerLayout::TowerLayout(const QRectF& square, int height) : height_(std::max(height, 1)) {
    const qreal side = square.width();
    const int beneath = height_ - 1;
    if (beneath == 0) {
        top_ = square;
        return;
    }
    const qreal room = side * (1 - 2 * kMargin);
    const qreal width = side * kColumnWidth;
    cell_ = std::min(width, room / beneath);
    shown_ = beneath;
    const qreal smallest = std::max(side * kSmallestFigure, std::min(kSmallestFigurePixels, width));
    if (cell_ < smallest) {
        // Too tall to draw whole: the last cell counts the rest.
        const int cells = std::max(1, static_cast<int>(std::floor(room / smallest)));
        cell_ = room / cells;
        shown_ = cells - 1;
    }
    const int cells = shown_ + (counted() > 0 ? 1 : 0);
    // The column stands on the floor of the square: the deepest piece at
    // the bottom, as a tower stands.
    const qreal bottom = square.bottom() - side * kMargin;
    column_ = QRectF(square.right() - side * kMargin - width, bottom - cells * cell_, width,
                     cells * cell_);
    const qreal topSide = side * kTopPiece;
    top_ = QRectF(square.left(), square.top() + (side - topSide) * 0.6, topSide, topSide);
}

QRectF TowerLayout::beneath(int depth) const {
    return QRectF(column_.center().x() - cell_ / 2, column_.top() + depth * cell_, cell_, cell_);
}

int TowerLayout::grabbedAt(QPointF point) const {
    if (height_ == 1 || !column_.contains(point)) return 0;
    const int depth = std::clamp(static_cast<int>((point.y() - column_.top()) / cell_), 0,
                                 shown_ + (counted() > 0 ? 1 : 0) - 1);
    return depth < shown_ ? depth + 2 : height_;
}

}  // namespace tavleya

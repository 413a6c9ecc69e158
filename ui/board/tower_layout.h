#pragma once

#include <QRectF>

namespace tavleya {

// Where the pieces of a tower are drawn in its square, so that every piece
// reads without a hover: the top piece large on the left, the pieces beneath
// it as small figures in a column on the right, in their order from the one
// just under the top down to the deepest at the floor. A tower taller than
// the column holds shows its upper pieces and, in the column's last cell,
// how many more lie below them. The painting and the pointer share it: a
// press on a figure beneath grabs the tower down to that piece.
class TowerLayout {
public:
    // `height`: the pieces on the square, the top one included.
    TowerLayout(const QRectF& square, int height);

    QRectF top() const { return top_; }
    // The column behind the figures beneath (empty for a lone piece).
    QRectF column() const { return column_; }
    // How many pieces beneath the top are drawn, and where: depth 0 is the
    // piece just under the top.
    int shown() const { return shown_; }
    QRectF beneath(int depth) const;
    // The pieces beneath that are only counted, and where the count stands.
    int counted() const { return height_ - 1 - shown_; }
    QRectF countCell() const { return beneath(shown_); }

    // How many pieces from the top a press at `point` takes: 0 on the top
    // piece (the player did not say), down to the figure pressed, or the
    // whole tower on the count.
    int grabbedAt(QPointF point) const;

private:
    int height_;
    int shown_ = 0;
    QRectF top_;
    QRectF column_;
    qreal cell_ = 0;
};

}  // namespace tavleya

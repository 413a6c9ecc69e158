#pragma once

#include <QPoint>
#include <QRectF>
#include <QSize>

#include "square.h"

namespace tavleya {

// Where a board's squares lie in its widget: the largest square the widget
// holds, less a band on each side for the coordinates when they stand
// outside, centred in what is left over; White's side at the bottom unless
// the board is flipped. The painting and the pointer share it.
class BoardLayout {
public:
    BoardLayout(QSize widget, bool coordinatesOutside, bool flipped);

    // The 64 squares.
    QRectF board() const { return board_; }
    // The band the coordinates outside take on each side (none while they
    // are on the squares).
    qreal band() const { return band_; }
    bool coordinatesOutside() const { return coordinatesOutside_; }
    bool flipped() const { return flipped_; }

    QRectF squareRect(Square s) const;
    // The square at a point; none outside the board.
    Square squareAt(QPoint point) const;
    // The square beside `s` as the board is seen, `right` columns to the
    // right and `up` rows up; none off the board.
    Square squareBeside(Square s, int right, int up) const;

private:
    QRectF board_;
    qreal band_;
    bool coordinatesOutside_;
    bool flipped_;
};

}  // namespace tavleya

#pragma once

#include <QPixmap>
#include <span>

#include "piece_set.h"

namespace tavleya {

// Pieces side by side, each `size` pixels high, the first on the left: a
// promotion piece, or the pieces of a tower that move together (top first).
// Beyond four, the pieces overlap so that the picture stays four wide.
QPixmap piecePicture(const PieceSet& set, std::span<const Piece> pieces, int size);

}  // namespace tavleya

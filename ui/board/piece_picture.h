#pragma once

#include <QPixmap>
#include <span>

#include "board/piece_set.h"

namespace tavleya {

// A square picture `size` pixels wide of a promotion piece, or of the pieces
// of a tower that move together (top first, on the left), side by side.
QPixmap piecePicture(const PieceSet& set, std::span<const Piece> pieces, int size);

}  // namespace tavleya

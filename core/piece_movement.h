#pragma once

#include "bitboard.h"
#include "piece.h"

namespace tavleya {

// How a variant's own kind of piece moves and captures: the squares it
// attacks from `from` over `occupied`. The attacks must be symmetric (it
// attacks b from a when it would attack a from b), as every leaper's and
// rider's are, so that its attackers of a square are found from the square.
struct PieceMovement {
    PieceKind kind = PieceKind::None;
    Bitboard (*attacks)(Square from, Bitboard occupied) = nullptr;
    // It moves along ranks and files, or along diagonals, as far as the
    // way is free: then it pins, and its checks can be blocked.
    bool straight = false;
    bool diagonal = false;
};

}  // namespace tavleya

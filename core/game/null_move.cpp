#include "null_move.h"

namespace tavleya {

Position afterNullMove(const Position& position) {
    Position after = position;
    after.setEnPassant(Square::none());
    after.setHalfmoveClock(position.halfmoveClock() + 1);
    if (position.sideToMove() == Color::Black)
        after.setFullmoveNumber(position.fullmoveNumber() + 1);
    after.setSideToMove(~position.sideToMove());
    return after;
}

}  // namespace tavleya

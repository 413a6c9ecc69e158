#pragma once

#include "position.h"

namespace tavleya::engine {

// The material and placement of chess's own pieces, with a middlegame and
// an endgame value for every kind on every square, blended by `endgame`
// (0 with all pieces on, 256 with none but kings and pawns). The values are
// PeSTO's, tuned on millions of positions: they know what simple shapes do
// not, such as a knight on the rim, a bishop on the long diagonal, a king
// tucked in on g1 and a rook on the seventh. White's score less Black's;
// kinds that chess does not have count nothing.
int chessPieceSquares(const Position& position, int endgame);

}  // namespace tavleya::engine

#pragma once

#include <array>

#include "position.h"

namespace tavleya::engine {

// What a piece of each kind is worth wherever it stands, in the middlegame
// and in the endgame, by PieceKind (nothing for the king); PeSTO's unless
// tuned otherwise.
struct ChessPieceValues {
    std::array<int, 6> middlegame{0, 82, 337, 365, 477, 1025};
    std::array<int, 6> endgame{0, 94, 281, 297, 512, 936};
};

// The material and placement of chess's own pieces, with a middlegame and
// an endgame value for every kind on every square (`values` and the
// square's own), blended by `endgame` (0 with all pieces on, 256 with none
// but kings and pawns). The squares' values are PeSTO's, tuned on millions
// of positions: they know what simple shapes do not, such as a knight on
// the rim, a bishop on the long diagonal, a king tucked in on g1 and a rook
// on the seventh. White's score less Black's; kinds that chess does not
// have count nothing.
int chessPieceSquares(const Position& position, int endgame, const ChessPieceValues& values = {});

}  // namespace tavleya::engine

#pragma once

#include <optional>
#include <vector>

#include "ruleset.h"

namespace tavleya {

// The legal moves a board gesture from one square to another can mean: one
// move, or one per promotion piece. Castling is the king dropped onto its own
// rook, or onto its destination when that is not also an ordinary king move
// (chess960.md D5); a piece put back on its own square is no move.
std::vector<Move> movesBetween(const Ruleset& rules, const Position& position, Square from,
                               Square to);

// The one legal move of a gesture; `promotion` chooses among promotions.
// nullopt if there is none, or the choice is still open.
std::optional<Move> moveFromSquares(const Ruleset& rules, const Position& position, Square from,
                                    Square to, PieceKind promotion = PieceKind::None);

}  // namespace tavleya

#pragma once

#include <array>
#include <cstdint>

#include "../position.h"

namespace tavleya {

// How alike a game's position must be to the one searched for.
enum class PositionMatch : std::uint8_t {
    // The same position as its key tells positions apart: every piece on its
    // square (towers and pockets too), the side to move, the castling rights,
    // an en-passant capture, a variant's own state.
    Exact,
    // As many pieces of each kind for each side, wherever they stand: the
    // pieces in play (the top pieces of towers) and those in hand.
    Material,
    // The pawns of both sides on the same squares, whatever else differs.
    PawnStructure,
};

// A position searched for, compared with a game's positions as its match
// asks. Asked at every move a search follows, so each match compares only
// what it needs.
class PositionPattern {
public:
    PositionPattern(const Position& target, PositionMatch match);

    PositionMatch match() const { return match_; }
    bool matches(const Position& position) const;

private:
    using Material = std::array<std::uint8_t, 2 * kPieceKindCount>;
    static Material materialOf(const Position& position);

    PositionMatch match_;
    Key key_;
    std::array<Bitboard, 2> pawns_;
    Material material_;
};

}  // namespace tavleya

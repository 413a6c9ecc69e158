#include "opening_horizon.h"

#include <vector>

namespace tavleya {

Irreversibles Irreversibles::of(const Position& position) {
    Irreversibles marks;
    marks.unmovedPawns = (position.pieces(Color::White, PieceKind::Pawn) & rankMask(1)) |
                         (position.pieces(Color::Black, PieceKind::Pawn) & rankMask(6));
    int bit = 0;
    for (Color side : {Color::White, Color::Black}) {
        for (CastlingSide wing : {CastlingSide::King, CastlingSide::Queen}) {
            if (position.castlingRook(side, wing).valid()) marks.castling |= 1 << bit;
            ++bit;
        }
        marks.pieces[index(side)] = static_cast<std::uint8_t>(popCount(position.pieces(side)));
        marks.pawns[index(side)] =
            static_cast<std::uint8_t>(popCount(position.pieces(side, PieceKind::Pawn)));
    }
    return marks;
}

bool Irreversibles::cover(const Irreversibles& later) const {
    return (later.unmovedPawns & ~unmovedPawns) == 0 && (later.castling & ~castling) == 0 &&
           later.pieces[0] <= pieces[0] && later.pieces[1] <= pieces[1] &&
           later.pawns[0] <= pawns[0] && later.pawns[1] <= pawns[1];
}

void OpeningHorizon::add(const Position& named) {
    const Irreversibles marks = Irreversibles::of(named);
    for (const Irreversibles& kept : leastDemanding_)
        if (marks.cover(kept)) return;
    std::erase_if(leastDemanding_, [&](const Irreversibles& kept) { return kept.cover(marks); });
    leastDemanding_.push_back(marks);
}

bool OpeningHorizon::allows(const Irreversibles& marks, std::size_t& witness) const {
    if (witness < leastDemanding_.size() && marks.cover(leastDemanding_[witness])) return true;
    for (std::size_t i = 0; i < leastDemanding_.size(); ++i)
        if (marks.cover(leastDemanding_[i])) {
            witness = i;
            return true;
        }
    return false;
}

}  // namespace tavleya

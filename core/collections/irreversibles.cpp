#include "irreversibles.h"

namespace tavleya {

LossesForGood LossesForGood::under(const Ruleset& rules) {
    const bool placesPieces = rules.setupPhase() != SetupPhase::None;
    LossesForGood losses;
    losses.material = !placesPieces && !rules.hasPockets() && !rules.buildsTowers() &&
                      !rules.capturerBecomesCapturedKind();
    losses.castling = !placesPieces;
    return losses;
}

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

}  // namespace tavleya

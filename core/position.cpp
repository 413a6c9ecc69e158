#include "position.h"

#include <bit>
#include <cassert>

namespace tavleya {

static_assert(sizeof(ZobristKeys{}.pocket[0][0]) / sizeof(Key) == Position::kPocketCapacity);

Position::Position() {
    castlingRooks_.fill(Square::none());
}

Key Position::beneathKey(Piece p, Square s, int depth) {
    return std::rotl(pieceKey(p, s), depth + 1);
}

Key Position::computeKey() const {
    Key k = 0;
    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        if (!board_[i].empty()) k ^= pieceKey(board_[i], s);
        for (int d = 0; d < towers_.height(s); ++d) k ^= beneathKey(towers_.beneath(s, d), s, d);
    }
    for (int c = 0; c < 2; ++c)
        for (int kind = 0; kind < kPieceKindCount; ++kind)
            for (int n = 0; n < pockets_[c][kind]; ++n) k ^= kZobrist.pocket[c][kind][n];
    k ^= kZobrist.castling[castlingMask_];
    if (enPassant_.valid()) k ^= kZobrist.enPassantFile[enPassant_.file()];
    if (sideToMove_ == Color::Black) k ^= kZobrist.blackToMove;
    for (int b = 0; b < 16; ++b)
        if (variantState_ & (1 << b)) k ^= kZobrist.variantState[static_cast<std::size_t>(b)];
    return k;
}

void Position::setVariantState(std::uint16_t state) {
    for (unsigned changed = state ^ variantState_; changed; changed &= changed - 1)
        key_ ^= kZobrist.variantState[static_cast<std::size_t>(std::countr_zero(changed))];
    variantState_ = state;
}

void Position::put(Square s, Piece p) {
    const Bitboard b = bit(s);
    board_[s.index()] = p;
    byColor_[index(p.color())] |= b;
    byKind_[index(p.kind())] |= b;
    if (p.royal()) royal_ |= b;
    key_ ^= pieceKey(p, s);
}

Piece Position::remove(Square s) {
    assert(!board_[s.index()].empty());
    const Bitboard b = bit(s);
    const Piece p = board_[s.index()];
    board_[s.index()] = Piece();
    byColor_[index(p.color())] &= ~b;
    byKind_[index(p.kind())] &= ~b;
    royal_ &= ~b;
    key_ ^= pieceKey(p, s);
    return p;
}

void Position::move(Square from, Square to) {
    const Piece p = board_[from.index()];
    const Bitboard fromTo = bit(from) | bit(to);
    board_[from.index()] = Piece();
    board_[to.index()] = p;
    byColor_[index(p.color())] ^= fromTo;
    byKind_[index(p.kind())] ^= fromTo;
    if (p.royal()) royal_ ^= fromTo;
    key_ ^= pieceKey(p, from) ^ pieceKey(p, to);
}

void Position::replace(Square s, Piece p) {
    remove(s);
    put(s, p);
}

bool Position::insertBeneath(Square s, int depth, Piece p) {
    // Pieces deeper than `depth` move one level down, so their keys change.
    const int height = towers_.height(s);
    for (int d = depth; d < height; ++d) key_ ^= beneathKey(towers_.beneath(s, d), s, d);
    if (!towers_.insert(s, depth, p)) {
        for (int d = depth; d < height; ++d) key_ ^= beneathKey(towers_.beneath(s, d), s, d);
        return false;
    }
    for (int d = depth; d <= height; ++d) key_ ^= beneathKey(towers_.beneath(s, d), s, d);
    return true;
}

Piece Position::eraseBeneath(Square s, int depth) {
    const int height = towers_.height(s);
    for (int d = depth; d < height; ++d) key_ ^= beneathKey(towers_.beneath(s, d), s, d);
    const Piece p = towers_.erase(s, depth);
    for (int d = depth; d < height - 1; ++d) key_ ^= beneathKey(towers_.beneath(s, d), s, d);
    return p;
}

void Position::addToPocket(Color c, PieceKind k) {
    auto& n = pockets_[index(c)][index(k)];
    assert(n < kPocketCapacity);
    key_ ^= kZobrist.pocket[index(c)][index(k)][n];
    ++n;
}

void Position::removeFromPocket(Color c, PieceKind k) {
    auto& n = pockets_[index(c)][index(k)];
    assert(n > 0);
    --n;
    key_ ^= kZobrist.pocket[index(c)][index(k)][n];
}

void Position::setSideToMove(Color c) {
    if (c != sideToMove_) key_ ^= kZobrist.blackToMove;
    sideToMove_ = c;
}

void Position::setEnPassant(Square s) {
    if (enPassant_.valid()) key_ ^= kZobrist.enPassantFile[enPassant_.file()];
    enPassant_ = s;
    if (enPassant_.valid()) key_ ^= kZobrist.enPassantFile[enPassant_.file()];
}

void Position::setCastlingRook(Color c, CastlingSide side, Square rook) {
    const int i = index(c) * 2 + static_cast<int>(side);
    key_ ^= kZobrist.castling[castlingMask_];
    castlingRooks_[i] = rook;
    castlingMask_ = static_cast<std::uint8_t>(rook.valid() ? (castlingMask_ | (1 << i))
                                                           : (castlingMask_ & ~(1 << i)));
    key_ ^= kZobrist.castling[castlingMask_];
    updateCastlingSquares();
}

void Position::loseCastlingRightsAt(Bitboard touched) {
    for (int i = 0; i < 4; ++i) {
        if (!castlingRooks_[i].valid()) continue;
        const Color c = Color(i / 2);
        const Square king = royalSquare(c);
        if ((touched & bit(castlingRooks_[i])) || (king.valid() && (touched & bit(king))))
            setCastlingRook(c, CastlingSide(i % 2), Square::none());
    }
}

void Position::loseCastlingRights(Color c) {
    setCastlingRook(c, CastlingSide::King, Square::none());
    setCastlingRook(c, CastlingSide::Queen, Square::none());
}

void Position::updateCastlingSquares() {
    castlingSquares_ = 0;
    for (int i = 0; i < 4; ++i) {
        if (!castlingRooks_[i].valid()) continue;
        castlingSquares_ |= bit(castlingRooks_[i]);
        const Square king = royalSquare(Color(i / 2));
        if (king.valid()) castlingSquares_ |= bit(king);
    }
}

bool Position::operator==(const Position& o) const {
    return board_ == o.board_ && towers_ == o.towers_ && pockets_ == o.pockets_ &&
           castlingRooks_ == o.castlingRooks_ && sideToMove_ == o.sideToMove_ &&
           enPassant_ == o.enPassant_ && halfmoveClock_ == o.halfmoveClock_ &&
           fullmoveNumber_ == o.fullmoveNumber_ && variantState_ == o.variantState_;
}

}  // namespace tavleya

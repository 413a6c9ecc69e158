#pragma once

#include <cstdint>

#include "square.h"

namespace tavleya {

// A kind of piece. Chess's six are named here; the numbers after them are a
// variant's own, each ruleset saying what its own kinds are (their letters,
// symbols, names, pictures and moves: Ruleset::ownPieces), so that a new
// piece is added in its variant's folder alone. A game has room for three.
enum class PieceKind : std::uint8_t {
    None = 0,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
};
inline constexpr int kFirstOwnKind = 7;
inline constexpr int kPieceKindCount = 10;

// The `n`th kind of a variant's own (0, 1 or 2).
constexpr PieceKind ownKind(int n) {
    return static_cast<PieceKind>(kFirstOwnKind + n);
}

constexpr int index(PieceKind k) {
    return static_cast<int>(k);
}

// One piece as a small value: kind and colour, plus the marks some variants
// need: `promoted` (Crazyhouse: returns to the pocket as a pawn; Tavreli:
// demotes when captured), `royal` (the piece whose capture or mate ends the
// game; the king in classical chess, any kind in Frankfurt) and an `identity`
// (Tavreli: the kind a pawn promotes to, fixed by the file it started on).
class Piece {
public:
    constexpr Piece() = default;
    constexpr Piece(Color color, PieceKind kind)
        : bits_(static_cast<std::uint16_t>(index(kind) | (index(color) << kColorShift) |
                                           (kind == PieceKind::King ? kRoyalBit : 0))) {}

    constexpr PieceKind kind() const { return PieceKind(bits_ & kKindMask); }
    constexpr Color color() const { return Color((bits_ >> kColorShift) & 1); }
    constexpr bool empty() const { return kind() == PieceKind::None; }
    constexpr bool promoted() const { return bits_ & kPromotedBit; }
    constexpr bool royal() const { return bits_ & kRoyalBit; }
    constexpr PieceKind identity() const {
        return PieceKind((bits_ >> kIdentityShift) & kKindMask);
    }
    // A mark some variants keep on a piece that has moved where moving
    // matters: a pawn back on its second rank (secret setup, Tavreli), a
    // king or rook on its castling square (Kingchess).
    constexpr bool moved() const { return bits_ & kMovedBit; }

    constexpr Piece withKind(PieceKind k) const {
        return fromBits(static_cast<std::uint16_t>((bits_ & ~kKindMask) | index(k)));
    }
    constexpr Piece withPromoted(bool on) const { return withBit(kPromotedBit, on); }
    constexpr Piece withRoyal(bool on) const { return withBit(kRoyalBit, on); }
    constexpr Piece withMoved(bool on) const { return withBit(kMovedBit, on); }
    constexpr Piece withIdentity(PieceKind k) const {
        return fromBits(static_cast<std::uint16_t>((bits_ & ~(kKindMask << kIdentityShift)) |
                                                   (index(k) << kIdentityShift)));
    }

    constexpr bool operator==(const Piece&) const = default;

private:
    static constexpr std::uint16_t kKindMask = 0xF;
    static constexpr int kColorShift = 4;
    static constexpr std::uint16_t kPromotedBit = 1 << 5;
    static constexpr std::uint16_t kRoyalBit = 1 << 6;
    static constexpr int kIdentityShift = 7;
    static constexpr std::uint16_t kMovedBit = 1 << 11;

    static constexpr Piece fromBits(std::uint16_t bits) {
        Piece p;
        p.bits_ = bits;
        return p;
    }
    constexpr Piece withBit(std::uint16_t bit, bool on) const {
        return fromBits(static_cast<std::uint16_t>(on ? (bits_ | bit) : (bits_ & ~bit)));
    }

    std::uint16_t bits_ = 0;
};

}  // namespace tavleya

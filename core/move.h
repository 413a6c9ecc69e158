#pragma once

#include <cstdint>

#include "piece.h"
#include "square.h"

namespace tavleya {

enum class MoveType : std::uint8_t {
    Normal = 0,
    Promotion,
    EnPassant,
    Castling,  // encoded as the king moving onto its own rook (Chess960 style)
    Drop,      // a piece from the pocket; from() is unused
};

// A move as one 32-bit value. Castling is "king takes own rook" so that one
// encoding serves classical chess and Chess960. `split` is the number of
// pieces taken from the top of a Tavreli tower (0 = the whole tower / not used).
class Move {
public:
    constexpr Move() = default;

    static constexpr Move normal(Square from, Square to) {
        return Move(from, to, MoveType::Normal);
    }
    static constexpr Move promotion(Square from, Square to, PieceKind kind) {
        return Move(from, to, MoveType::Promotion, kind);
    }
    static constexpr Move enPassant(Square from, Square to) {
        return Move(from, to, MoveType::EnPassant);
    }
    static constexpr Move castling(Square kingFrom, Square rookFrom) {
        return Move(kingFrom, rookFrom, MoveType::Castling);
    }
    static constexpr Move drop(PieceKind kind, Square to) {
        return Move(Square(0), to, MoveType::Drop, kind);
    }

    constexpr Square from() const { return Square(bits_ & 63); }
    constexpr Square to() const { return Square((bits_ >> 6) & 63); }
    constexpr MoveType type() const { return MoveType((bits_ >> 12) & 7); }
    // The promotion piece, or the dropped piece.
    constexpr PieceKind piece() const { return PieceKind((bits_ >> 15) & 15); }
    constexpr int split() const { return static_cast<int>((bits_ >> 19) & 63); }
    constexpr Move withSplit(int count) const {
        Move m = *this;
        m.bits_ = (bits_ & ~(63u << 19)) | (static_cast<std::uint32_t>(count) << 19);
        return m;
    }

    // Kingchess: a placement after which the same player places more pieces
    // in the same turn.
    constexpr bool continuesTurn() const { return bits_ & kContinuesBit; }
    constexpr Move withContinuation(bool on) const {
        Move m = *this;
        m.bits_ = on ? (bits_ | kContinuesBit) : (bits_ & ~kContinuesBit);
        return m;
    }

    constexpr bool isNull() const { return bits_ == 0; }
    constexpr std::uint32_t raw() const { return bits_; }
    // The move whose raw() is `bits`.
    static constexpr Move fromRaw(std::uint32_t bits) {
        Move m;
        m.bits_ = bits;
        return m;
    }
    constexpr bool operator==(const Move&) const = default;

private:
    static constexpr std::uint32_t kContinuesBit = 1u << 25;

    constexpr Move(Square from, Square to, MoveType type, PieceKind kind = PieceKind::None)
        : bits_(static_cast<std::uint32_t>(from.index()) |
                (static_cast<std::uint32_t>(to.index()) << 6) |
                (static_cast<std::uint32_t>(type) << 12) |
                (static_cast<std::uint32_t>(kind) << 15)) {}

    std::uint32_t bits_ = 0;
};

}  // namespace tavleya

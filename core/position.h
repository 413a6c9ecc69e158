#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "bitboard.h"
#include "piece.h"
#include "square.h"
#include "towers.h"
#include "zobrist.h"

namespace tavleya {

enum class CastlingSide : std::uint8_t { King = 0, Queen = 1 };  // h-side, a-side

// A snapshot of a game: the pieces (top pieces on the board, towers beneath
// them, pockets beside it), the side to move, castling rights, the en-passant
// square, the move counters and the incrementally kept key. It knows no rules:
// rulesets read it and change it through the editing primitives below, which
// keep bitboards, board and key consistent.
class Position {
public:
    Position();

    // --- pieces ---
    Piece at(Square s) const { return board_[s.index()]; }
    Bitboard occupied() const { return byColor_[0] | byColor_[1]; }
    Bitboard pieces(Color c) const { return byColor_[index(c)]; }
    Bitboard pieces(PieceKind k) const { return byKind_[index(k)]; }
    Bitboard pieces(Color c, PieceKind k) const { return byColor_[index(c)] & byKind_[index(k)]; }
    Bitboard royals(Color c) const { return royal_ & byColor_[index(c)]; }
    // The single royal piece of a side; Square::none() if it has none or several.
    Square royalSquare(Color c) const {
        const Bitboard r = royals(c);
        return (r && !moreThanOne(r)) ? lowest(r) : Square::none();
    }
    const Towers& towers() const { return towers_; }
    int pocketCount(Color c, PieceKind k) const { return pockets_[index(c)][index(k)]; }

    // --- state ---
    Color sideToMove() const { return sideToMove_; }
    // Set only when a capture en passant is possible (see fen.h).
    Square enPassant() const { return enPassant_; }
    // The rook a side may castle with on that side, or none.
    Square castlingRook(Color c, CastlingSide side) const {
        return castlingRooks_[index(c) * 2 + static_cast<int>(side)];
    }
    bool hasCastlingRights() const { return castlingMask_ != 0; }
    // Plies since the last capture or pawn move (the 50/75-move count).
    int halfmoveClock() const { return halfmoveClock_; }
    int fullmoveNumber() const { return fullmoveNumber_; }
    Key key() const { return key_; }
    // The key recomputed from scratch; equals key() in a consistent position.
    Key computeKey() const;

    // --- editing primitives (each keeps bitboards and key in step) ---
    void put(Square s, Piece p);        // onto an empty square
    Piece remove(Square s);             // the top piece of an occupied square
    void move(Square from, Square to);  // top piece onto an empty square
    void replace(Square s, Piece p);    // the top piece of an occupied square
    bool insertBeneath(Square s, int depth, Piece p);
    Piece eraseBeneath(Square s, int depth);
    // A pocket holds fewer than kPocketCapacity of one kind (the key has a
    // word for each count); readers must refuse positions whose captures
    // could fill one.
    static constexpr int kPocketCapacity = 32;
    void addToPocket(Color c, PieceKind k);       // below the capacity
    void removeFromPocket(Color c, PieceKind k);  // from a pocket that has one
    void setSideToMove(Color c);
    void setEnPassant(Square s);
    void setCastlingRook(Color c, CastlingSide side, Square rook);
    // Drops the rights whose king or rook squares are in `touched`.
    void loseCastlingRightsAt(Bitboard touched);
    void loseCastlingRights(Color c);
    // The move counters are kept in 16 bits and stop at the largest such
    // number rather than wrap: no rule counts that far (the 75-move rule
    // needs 150 plies), and readers accept up to it, so what a game reaches
    // writes out and reads back.
    static constexpr int kMaxCounter = 65535;
    void setHalfmoveClock(int plies) {
        halfmoveClock_ = static_cast<std::uint16_t>(std::clamp(plies, 0, kMaxCounter));
    }
    void setFullmoveNumber(int n) {
        fullmoveNumber_ = static_cast<std::uint16_t>(std::clamp(n, 1, kMaxCounter));
    }
    // Extra state a variant keeps in the position (Kingchess: the bishop
    // colour memory and a placing turn in progress); part of the key.
    std::uint16_t variantState() const { return variantState_; }
    void setVariantState(std::uint16_t state);

    // Bitboard of the squares whose move or capture costs castling rights.
    Bitboard castlingSquares() const { return castlingSquares_; }

    bool operator==(const Position& other) const;

private:
    static Key beneathKey(Piece p, Square s, int depth);
    void updateCastlingSquares();

    std::array<Piece, 64> board_{};
    std::array<Bitboard, 2> byColor_{};
    std::array<Bitboard, kPieceKindCount> byKind_{};
    Bitboard royal_ = 0;
    Bitboard castlingSquares_ = 0;
    Towers towers_;
    std::array<std::array<std::uint8_t, kPieceKindCount>, 2> pockets_{};
    std::array<Square, 4> castlingRooks_{};
    Key key_ = 0;
    std::uint16_t halfmoveClock_ = 0;
    std::uint16_t fullmoveNumber_ = 1;
    Color sideToMove_ = Color::White;
    Square enPassant_;
    std::uint8_t castlingMask_ = 0;
    std::uint16_t variantState_ = 0;
};

}  // namespace tavleya

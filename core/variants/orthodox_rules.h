#pragma once

#include "../fen.h"
#include "../ruleset.h"

namespace tavleya {

// The rules of movement every chess-like ruleset with the orthodox army
// shares: legal move generation, making moves, check. Castling is general
// (Chess960 style: king and rook anywhere on the back rank, FIDE appendix F.3),
// which includes classical castling. Classical chess, Chess960 and secret
// setup derive from it and differ in start positions and FEN conventions.
class OrthodoxRules : public Ruleset {
public:
    explicit OrthodoxRules(FenDialect dialect) : dialect_(dialect) {}

    Result<Position> readFen(std::string_view fen) const override;
    std::string writeFen(const Position& position) const override;

    void legalMoves(const Position& position, MoveList& moves) const override;
    Position play(const Position& position, Move move) const override;
    bool inCheck(const Position& position) const override;
    std::uint64_t perft(const Position& position, int depth) const override;

    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;

protected:
    const FenDialect& dialect() const { return dialect_; }

private:
    FenDialect dialect_;
};

// Helpers for rulesets whose pieces move as the orthodox ones do.
namespace orthodox {

// All pieces of either colour that attack `s`, given the occupancy.
Bitboard attackersTo(const Position& pos, Square s, Bitboard occupied);
// Whether a capture en passant onto the position's e.p. square from `from`
// leaves the capturer's king safe.
bool enPassantIsLegal(const Position& pos, Square from);
// Clears the en-passant square when no legal capture onto it exists, so that
// keys and FEN treat such positions as the same (FIDE 9.2).
void dropImpossibleEnPassant(Position& pos);
// The squares the king and rook end on when castling on a side.
Square castlingKingTarget(Color c, CastlingSide side);
Square castlingRookTarget(Color c, CastlingSide side);

}  // namespace orthodox

}  // namespace tavleya

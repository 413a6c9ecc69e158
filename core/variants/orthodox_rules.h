#pragma once

#include <span>

#include "../chess_move.h"
#include "../fen.h"
#include "../piece_movement.h"
#include "../ruleset.h"

namespace tavleya {

// What distinguishes the chess-like games that share the orthodox move
// generator. Every flag is a rule of some variant; the defaults are FIDE chess.
struct OrthodoxFeatures {
    // Crazyhouse: captured pieces go to the capturer's pocket; pocket pieces
    // may be dropped on empty squares (pawns not on the first or last rank).
    bool pockets = false;
    // With pockets: a captured promoted piece enters the pocket as a pawn.
    bool demotePromoted = true;
    bool pawnDoubleStep = true;
    bool enPassant = true;
    // Secret setup: pawns may stand on their own first rank; such a pawn,
    // once moved to the second rank, may not double-step.
    bool pawnsOnFirstRank = false;
    // Secret setup's reveal may leave the side not to move in check (it has
    // then lost); elsewhere such a FEN is rejected.
    bool waitingSideMayBeInCheck = false;
    // The kinds a pawn promotes to.
    std::span<const PieceKind> promotions;
    // The variant's own kinds of piece and how they move (Shatranj's fers
    // and alfil); chess's own move as they do everywhere.
    std::span<const PieceMovement> ownPieces;
    // Plies without capture or pawn move for a claim and for an automatic
    // draw (0 = no such rule).
    int claimDrawPlies = 100;
    int automaticDrawPlies = 150;
};

// The rules of movement every chess-like ruleset with the orthodox army
// (or Shatranj's) shares: legal move generation, making moves, check.
// Castling is general (Chess960 style: king and rook anywhere on the back
// rank, FIDE appendix F.3), which includes classical castling.
class OrthodoxRules : public Ruleset {
public:
    OrthodoxRules(FenDialect dialect, OrthodoxFeatures features);

    std::string writeFen(const Position& position) const override;

    void legalMoves(const Position& position, MoveList& moves) const override;
    void legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const override;
    bool hasLegalMove(const Position& position) const override;
    bool inCheck(const Position& position) const override;
    Bitboard attackersTo(const Position& position, Square square, Bitboard occupied) const override;
    std::uint64_t perft(const Position& position, int depth) const override;

    GameEnd automaticEnd(const Position& position, std::span<const Key> earlierKeys) const override;
    DrawClaims claimableDraws(const Position& position,
                              std::span<const Key> earlierKeys) const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;

    const OrthodoxFeatures& features() const { return features_; }

    static std::span<const PieceKind> standardPromotions();

protected:
    const FenDialect& dialect() const { return dialect_; }
    Result<Position> readPosition(std::string_view fen,
                                  std::vector<Error>* droppedCastling) const override;

    // The perft walk makes the same moves without asking these, so a ruleset
    // that makes its moves otherwise walks with Ruleset::perft (Kingchess),
    // and the capture rule and the en-passant test cannot change.
    MoveEffects applyMove(Position& position, Move move) const override;
    void onCapture(Position& position, Piece taken, Square capturer) const final;
    bool enPassantCapturable(const Position& position) const final;

private:
    FenDialect dialect_;
    OrthodoxFeatures features_;
};

// Helpers for rulesets whose pieces move as the orthodox ones do.
namespace orthodox {

// All pieces of either colour that attack `s`, given the occupancy: chess's
// kinds and the variant's `own`.
Bitboard attackersTo(const Position& pos, Square s, Bitboard occupied,
                     std::span<const PieceMovement> own = {});
// The `own` pieces that alone stand between `king` and an enemy piece that
// moves along the line: `straight` those along ranks and files, `diagonal`
// those along diagonals.
Bitboard pinnedTo(const Position& pos, Square king, Bitboard straight, Bitboard diagonal,
                  Bitboard own);
// Whether a capture en passant onto the position's e.p. square from `from`
// leaves the capturer's king safe.
bool enPassantIsLegal(const Position& pos, Square from, std::span<const PieceMovement> own = {});

}  // namespace orthodox

}  // namespace tavleya

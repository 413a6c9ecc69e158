#pragma once

#include "../fen.h"
#include "../ruleset_registry.h"

namespace tavleya {

// Frankfurt chess (frankfurt.md): a capturing piece becomes the kind it
// captured; the king becomes a royal piece of that kind.
class FrankfurtRuleset : public Ruleset {
public:
    // `royalNonPassant`: a royal line piece may not cross attacked squares (D4).
    explicit FrankfurtRuleset(bool royalNonPassant = false);

    const RulesetInfo& info() const override;
    Position startPosition() const override;
    std::string writeFen(const Position& position) const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    bool hasLegalMove(const Position& position) const override;
    bool inCheck(const Position& position) const override;
    Bitboard attackersTo(const Position& position, Square square, Bitboard occupied) const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;
    bool capturerBecomesCapturedKind() const override { return true; }

protected:
    Result<Position> readPosition(std::string_view fen,
                                  std::vector<Error>* droppedCastling) const override;
    // The capturer becomes the kind it captured (FR1, D7): the one way its
    // moves differ from chess moves.
    void onCapture(Position& position, Piece taken, Square capturer) const override;
    bool enPassantCapturable(const Position& position) const override;

private:
    // The pieces and the en-passant square after a move, which is what
    // royalSafe judges; the rest of the bookkeeping does not matter to it.
    Position piecesAfter(const Position& position, Move move) const;
    bool royalSafe(const Position& position, Color side) const;
    // Whether the mover's royal piece is safe after `move`: a plain move of
    // another piece is judged by the lines it opens and closes, without
    // playing it; the rest is played on a copy (piecesAfter).
    bool leavesRoyalSafe(const Position& position, Move move) const;
    bool crossesAttackedSquares(const Position& position, Move move) const;

    FenDialect dialect_;
    bool royalNonPassant_;
};

void registerFrankfurt(RulesetRegistry& registry);

}  // namespace tavleya

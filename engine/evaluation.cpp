#include "evaluation.h"

#include <limits>

namespace tavleya::engine {

bool Evaluation::isTactical(const Position& position, Move move) const {
    switch (move.type()) {
        case MoveType::Promotion:
        case MoveType::EnPassant:
            return true;
        case MoveType::Normal: {
            const Piece target = position.at(move.to());
            return !target.empty() && target.color() != position.sideToMove();
        }
        default:
            return false;
    }
}

int Evaluation::gain(const Position& position, Move move) const {
    if (move.type() == MoveType::EnPassant) return pieceValue(PieceKind::Pawn);
    int value = 0;
    if (move.type() == MoveType::Promotion) value += pieceValue(move.piece());
    const Piece target = position.at(move.to());
    if (!target.empty() && target.color() != position.sideToMove() && move.type() != MoveType::Drop)
        value += pieceValue(target.kind());
    return value;
}

bool Evaluation::nullMoveSafe(const Position& position) const {
    const Color us = position.sideToMove();
    const Bitboard ours = position.pieces(us);
    const Bitboard minorOrMore = ours & ~position.pieces(PieceKind::Pawn) & ~position.royals(us);
    return popCount(minorOrMore) >= 2;
}

bool Evaluation::staticExchangeSound(const Position& /*position*/) const {
    return false;
}

bool Evaluation::selectivePruningSound(const Position& /*position*/) const {
    return false;
}

int Evaluation::exchangePlies() const {
    return std::numeric_limits<int>::max();
}

}  // namespace tavleya::engine

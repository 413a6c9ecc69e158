#include "engine_move_text.h"

#include "notation/move_writer.h"

namespace tavleya::engine {

std::string engineMoveText(const Ruleset& rules, Move move, bool kingTakesRook) {
    if (move.type() == MoveType::Castling && !kingTakesRook) {
        const Square king = move.from();
        const int file = move.to().file() > king.file() ? 6 : 2;
        return king.name() + Square::at(file, king.rank()).name();
    }
    std::string text = uciText(rules, move);
    if (move.split() > 0) text += "(" + std::to_string(move.split()) + ")";
    return text;
}

std::optional<Move> readEngineMove(const Ruleset& rules, const Position& position,
                                   std::string_view text) {
    MoveList legal;
    rules.legalMoves(position, legal);
    // A king's step in Chess960 can read like castling's two-square form, so
    // the unambiguous forms are matched first.
    for (Move move : legal)
        if (engineMoveText(rules, move, true) == text) return move;
    for (Move move : legal)
        if (move.type() == MoveType::Castling && engineMoveText(rules, move, false) == text)
            return move;
    return std::nullopt;
}

}  // namespace tavleya::engine

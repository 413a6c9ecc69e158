#include "uci/uci_move_text.h"

#include "notation/move_writer.h"
#include "notation/turn_reader.h"

namespace tavleya::uci {

std::string engineMoveText(const Ruleset& rules, Move move, bool kingTakesRook) {
    if (move.type() == MoveType::Castling && !kingTakesRook) {
        const Square king = move.from();
        const int file = move.to().file() > king.file() ? 6 : 2;
        return king.name() + Square::at(file, king.rank()).name();
    }
    return uciText(rules, move);
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

std::optional<std::vector<Move>> readEngineMoves(const Ruleset& rules, Position position,
                                                 std::string_view word) {
    std::vector<Move> moves;
    for (std::string_view token : turnParts(word)) {
        const auto move = readEngineMove(rules, position, token);
        if (!move) return std::nullopt;
        moves.push_back(*move);
        position = rules.play(position, *move);
    }
    if (moves.empty()) return std::nullopt;
    return moves;
}

}  // namespace tavleya::uci

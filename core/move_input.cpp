#include "move_input.h"

namespace tavleya {

std::vector<Move> movesBetween(const Ruleset& rules, const Position& pos, Square from, Square to) {
    // A piece put back where it was is no move, even a king already on its
    // castling square (chess960.md D5).
    if (from == to) return {};
    MoveList legal;
    rules.legalMoves(pos, legal);
    std::vector<Move> direct, castling;
    for (Move m : legal) {
        if (m.type() == MoveType::Drop || m.from() != from) continue;
        if (m.type() == MoveType::Castling) {
            const bool kingSide = m.to().file() > from.file();
            const Square kingTarget = Square::at(kingSide ? 6 : 2, from.rank());
            if (m.to() == to || kingTarget == to) castling.push_back(m);
        } else if (m.to() == to) {
            direct.push_back(m);
        }
    }
    // Onto the rook is always castling; onto the destination only if the
    // king could not simply step there.
    for (Move m : castling)
        if (m.to() == to) return {m};
    return direct.empty() ? castling : direct;
}

std::optional<Move> moveFromSquares(const Ruleset& rules, const Position& pos, Square from,
                                    Square to, PieceKind promotion) {
    const std::vector<Move> moves = movesBetween(rules, pos, from, to);
    if (moves.size() == 1 && (moves.front().type() != MoveType::Promotion ||
                              promotion == PieceKind::None || moves.front().piece() == promotion))
        return moves.front();
    for (Move m : moves)
        if (m.type() == MoveType::Promotion && m.piece() == promotion) return m;
    return std::nullopt;
}

}  // namespace tavleya

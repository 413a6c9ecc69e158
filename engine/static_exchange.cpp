#include "static_exchange.h"

#include <algorithm>
#include <array>

namespace tavleya::engine {

namespace {

// A royal piece may only end an exchange: worth more than anything it could
// win, so that no side ever gives it up for material.
constexpr int kRoyalWorth = 100000;

int worth(Piece piece, const Evaluation& evaluation) {
    return piece.royal() ? kRoyalWorth : evaluation.pieceValue(piece.kind());
}

// The square of `side`'s least valuable piece among `attackers`.
Square cheapest(const Position& position, Bitboard attackers, const Evaluation& evaluation) {
    Square best = Square::none();
    int bestWorth = 0;
    for (Bitboard b = attackers; b;) {
        const Square s = popLowest(b);
        const int w = worth(position.at(s), evaluation);
        if (!best.valid() || w < bestWorth) {
            best = s;
            bestWorth = w;
        }
    }
    return best;
}

}  // namespace

int staticExchange(const Ruleset& rules, const Position& position, Move move,
                   const Evaluation& evaluation) {
    const MoveType type = move.type();
    if (type == MoveType::Castling || type == MoveType::Drop) return 0;
    const Square to = move.to();
    const Piece mover = position.at(move.from());
    Bitboard occupied = position.occupied() ^ bit(move.from());
    // Each entry is what the side making that capture stands to have won,
    // if the exchange stopped right after it.
    std::array<int, 40> gains{};
    int onSquare = worth(mover, evaluation);
    if (type == MoveType::EnPassant) {
        occupied ^= bit(Square::at(to.file(), move.from().rank()));
        gains[0] = evaluation.pieceValue(PieceKind::Pawn);
    } else {
        const Piece victim = position.at(to);
        gains[0] = victim.empty() ? 0 : worth(victim, evaluation);
    }
    if (type == MoveType::Promotion) {
        const int promoted = evaluation.pieceValue(move.piece());
        gains[0] += promoted - onSquare;
        onSquare = promoted;
    }
    occupied |= bit(to);
    Color side = ~mover.color();
    std::size_t depth = 0;
    while (depth + 1 < gains.size()) {
        const Bitboard attackers =
            rules.attackersTo(position, to, occupied) & occupied & position.pieces(side);
        if (!attackers) break;
        const Square from = cheapest(position, attackers, evaluation);
        ++depth;
        gains[depth] = onSquare - gains[depth - 1];
        onSquare = worth(position.at(from), evaluation);
        occupied ^= bit(from);
        side = ~side;
    }
    // Back from the last capture: each side takes only when it pays.
    while (depth > 0) {
        gains[depth - 1] = -std::max(-gains[depth - 1], gains[depth]);
        --depth;
    }
    return gains[0];
}

}  // namespace tavleya::engine

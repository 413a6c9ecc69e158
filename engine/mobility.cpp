#include "mobility.h"

#include "attacks.h"

namespace tavleya::engine {

namespace {

// The squares each kind reaches on an average board, counted as neither
// good nor bad; in the order of MobilityWeights.
struct Typical {
    PieceKind kind;
    int squares;
};
constexpr Typical kTypical[] = {
    {PieceKind::Knight, 4}, {PieceKind::Bishop, 6}, {PieceKind::Rook, 7}, {PieceKind::Queen, 13}};

int sideMobility(const Position& position, Color side, const MobilityWeights& weights) {
    const AttackTables& tables = AttackTables::instance();
    const Bitboard own = position.pieces(side);
    int score = 0;
    for (std::size_t k = 0; k < std::size(kTypical); ++k) {
        const Typical& typical = kTypical[k];
        for (Bitboard b = position.pieces(side, typical.kind); b;) {
            const Square s = popLowest(b);
            const int reach = popCount(tables.piece(typical.kind, s, position.occupied()) & ~own);
            score += weights.perSquare[k] * (reach - typical.squares);
        }
    }
    return score;
}

}  // namespace

int mobility(const Position& position, const MobilityWeights& weights) {
    return sideMobility(position, Color::White, weights) -
           sideMobility(position, Color::Black, weights);
}

}  // namespace tavleya::engine

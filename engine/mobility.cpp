#include "mobility.h"

#include "attacks.h"

namespace tavleya::engine {

namespace {

// Centipawns per square reached, and the squares a piece reaches on an
// average board (counted as neither good nor bad).
struct Weight {
    PieceKind kind;
    int perSquare;
    int typical;
};
constexpr Weight kWeights[] = {{PieceKind::Knight, 4, 4},
                               {PieceKind::Bishop, 5, 6},
                               {PieceKind::Rook, 3, 7},
                               {PieceKind::Queen, 1, 13}};

int sideMobility(const Position& position, Color side) {
    const AttackTables& tables = AttackTables::instance();
    const Bitboard own = position.pieces(side);
    int score = 0;
    for (const Weight& w : kWeights)
        for (Bitboard b = position.pieces(side, w.kind); b;) {
            const Square s = popLowest(b);
            const int reach = popCount(tables.piece(w.kind, s, position.occupied()) & ~own);
            score += w.perSquare * (reach - w.typical);
        }
    return score;
}

}  // namespace

int mobility(const Position& position) {
    return sideMobility(position, Color::White) - sideMobility(position, Color::Black);
}

}  // namespace tavleya::engine

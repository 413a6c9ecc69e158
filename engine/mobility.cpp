#include "mobility.h"

#include "attacks.h"

namespace tavleya::engine {

namespace {

int sideMobility(const Position& position, Color side, const MobilityWeights& weights) {
    const AttackTables& tables = AttackTables::instance();
    const Bitboard own = position.pieces(side);
    int score = 0;
    for (std::size_t k = 0; k < kReachingKinds.size(); ++k) {
        for (Bitboard b = position.pieces(side, kReachingKinds[k]); b;) {
            const Square s = popLowest(b);
            const int reach =
                popCount(tables.piece(kReachingKinds[k], s, position.occupied()) & ~own);
            score += weights.perSquare[k] * (reach - kTypicalReach[k]);
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

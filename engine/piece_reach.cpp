#include "piece_reach.h"

#include "attacks.h"

namespace tavleya::engine {

namespace {

// `side`'s mobility, and its attack on the other side's king.
int sideReach(const Position& position, Color side, const MobilityWeights& mobilityWeights,
              const KingSafetyWeights& kingSafetyWeights, KingAttack& attack) {
    const AttackTables& tables = AttackTables::instance();
    const Bitboard own = position.pieces(side);
    const Bitboard occupied = position.occupied();
    const Square king = position.royalSquare(~side);
    const Bitboard zone = king.valid() ? tables.king(king) | bit(king) : 0;
    // A royal piece of another kind (Frankfurt's) does not join an attack.
    const Bitboard royals = position.royals(side);
    int score = 0;
    for (std::size_t k = 0; k < kReachingKinds.size(); ++k) {
        for (Bitboard b = position.pieces(side, kReachingKinds[k]); b;) {
            const Square s = popLowest(b);
            const Bitboard reach = tables.piece(kReachingKinds[k], s, occupied);
            score += mobilityWeights.perSquare[k] * (popCount(reach & ~own) - kTypicalReach[k]);
            const int hits = popCount(reach & zone);
            if (hits == 0 || (royals & bit(s))) continue;
            ++attack.attackers;
            attack.units += kingSafetyWeights.attackUnits[k] * hits;
        }
    }
    return score;
}

}  // namespace

PieceReach pieceReach(const Position& position, const MobilityWeights& mobilityWeights,
                      const KingSafetyWeights& kingSafetyWeights) {
    PieceReach reach;
    reach.mobility =
        sideReach(position, Color::White, mobilityWeights, kingSafetyWeights, reach.onBlack) -
        sideReach(position, Color::Black, mobilityWeights, kingSafetyWeights, reach.onWhite);
    return reach;
}

}  // namespace tavleya::engine

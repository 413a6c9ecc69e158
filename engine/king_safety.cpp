#include "king_safety.h"

#include <algorithm>
#include <array>

#include "attacks.h"
#include "mobility.h"

namespace tavleya::engine {

namespace {

int attackDanger(const KingAttack& attack, const KingSafetyWeights& weights) {
    if (attack.attackers < 2) return 0;
    return std::min(attack.units * attack.units / std::max(weights.dangerDivisor, 1),
                    weights.maxDanger);
}

int openFiles(const Position& position, Color side, Square king, const KingSafetyWeights& weights) {
    const Bitboard heavy =
        position.pieces(~side, PieceKind::Rook) | position.pieces(~side, PieceKind::Queen);
    if (!heavy) return 0;
    const Bitboard ours = position.pieces(side, PieceKind::Pawn);
    const Bitboard theirs = position.pieces(~side, PieceKind::Pawn);
    int penalty = 0;
    for (int file = std::max(king.file() - 1, 0); file <= std::min(king.file() + 1, 7); ++file) {
        if (ours & fileMask(file)) continue;
        penalty += (theirs & fileMask(file)) ? weights.halfOpenFile : weights.openFile;
    }
    return penalty;
}

int sideSafety(const Position& position, Color side, const KingAttack& attack,
               const KingSafetyWeights& weights) {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return 0;
    return -attackDanger(attack, weights) - openFiles(position, side, king, weights);
}

}  // namespace

KingAttack kingAttack(const Position& position, Color side, const KingSafetyWeights& weights) {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return {};
    const AttackTables& tables = AttackTables::instance();
    const Bitboard zone = tables.king(king) | bit(king);
    KingAttack attack;
    for (std::size_t k = 0; k < kReachingKinds.size(); ++k)
        for (Bitboard b = position.pieces(~side, kReachingKinds[k]) & ~position.royals(~side); b;) {
            const Square s = popLowest(b);
            const int hits =
                popCount(tables.piece(kReachingKinds[k], s, position.occupied()) & zone);
            if (hits == 0) continue;
            ++attack.attackers;
            attack.units += weights.attackUnits[k] * hits;
        }
    return attack;
}

int kingSafety(const Position& position, int endgame, const KingAttack& onWhite,
               const KingAttack& onBlack, const KingSafetyWeights& weights) {
    const int white = sideSafety(position, Color::White, onWhite, weights) -
                      sideSafety(position, Color::Black, onBlack, weights);
    return white * (256 - endgame) / 256;
}

int kingSafety(const Position& position, int endgame, const KingSafetyWeights& weights) {
    return kingSafety(position, endgame, kingAttack(position, Color::White, weights),
                      kingAttack(position, Color::Black, weights), weights);
}

}  // namespace tavleya::engine

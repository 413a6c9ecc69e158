#include "king_safety.h"

#include <algorithm>
#include <array>

#include "attacks.h"

namespace tavleya::engine {

namespace {

// How much each attacked square next to the king weighs, by attacker.
struct AttackWeight {
    PieceKind kind;
    int units;
};
constexpr std::array<AttackWeight, 4> kAttackWeights = {
    {{PieceKind::Knight, 2}, {PieceKind::Bishop, 2}, {PieceKind::Rook, 3}, {PieceKind::Queen, 5}}};
// Danger grows with the square of the attack, up to a ceiling.
constexpr int kDangerDivisor = 3;
constexpr int kMaxDanger = 400;
// A file by the king without a pawn of its own; worse if the enemy has none
// there either.
constexpr int kHalfOpenFile = 10;
constexpr int kOpenFile = 20;

int attackDanger(const KingAttack& attack) {
    if (attack.attackers < 2) return 0;
    return std::min(attack.units * attack.units / kDangerDivisor, kMaxDanger);
}

int openFiles(const Position& position, Color side, Square king) {
    const Bitboard heavy =
        position.pieces(~side, PieceKind::Rook) | position.pieces(~side, PieceKind::Queen);
    if (!heavy) return 0;
    const Bitboard ours = position.pieces(side, PieceKind::Pawn);
    const Bitboard theirs = position.pieces(~side, PieceKind::Pawn);
    int penalty = 0;
    for (int file = std::max(king.file() - 1, 0); file <= std::min(king.file() + 1, 7); ++file) {
        if (ours & fileMask(file)) continue;
        penalty += (theirs & fileMask(file)) ? kHalfOpenFile : kOpenFile;
    }
    return penalty;
}

int sideSafety(const Position& position, Color side, const KingAttack& attack) {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return 0;
    return -attackDanger(attack) - openFiles(position, side, king);
}

}  // namespace

KingAttack kingAttack(const Position& position, Color side) {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return {};
    const AttackTables& tables = AttackTables::instance();
    const Bitboard zone = tables.king(king) | bit(king);
    KingAttack attack;
    for (const AttackWeight& w : kAttackWeights)
        for (Bitboard b = position.pieces(~side, w.kind) & ~position.royals(~side); b;) {
            const Square s = popLowest(b);
            const int hits = popCount(tables.piece(w.kind, s, position.occupied()) & zone);
            if (hits == 0) continue;
            ++attack.attackers;
            attack.units += w.units * hits;
        }
    return attack;
}

int kingSafety(const Position& position, int endgame, const KingAttack& onWhite,
               const KingAttack& onBlack) {
    const int white =
        sideSafety(position, Color::White, onWhite) - sideSafety(position, Color::Black, onBlack);
    return white * (256 - endgame) / 256;
}

int kingSafety(const Position& position, int endgame) {
    return kingSafety(position, endgame, kingAttack(position, Color::White),
                      kingAttack(position, Color::Black));
}

}  // namespace tavleya::engine

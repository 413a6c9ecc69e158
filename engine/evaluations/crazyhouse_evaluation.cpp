#include "crazyhouse_evaluation.h"

#include <algorithm>

#include "attacks.h"

namespace tavleya::engine {

namespace {

PieceValues onBoard() {
    PieceValues v{};
    v[index(PieceKind::Pawn)] = 100;
    v[index(PieceKind::Knight)] = 300;
    v[index(PieceKind::Bishop)] = 310;
    v[index(PieceKind::Rook)] = 460;
    v[index(PieceKind::Queen)] = 850;
    return v;
}

PieceValues inHand() {
    PieceValues v = onBoard();
    v[index(PieceKind::Pawn)] = 150;  // a pawn dropped where it hurts
    v[index(PieceKind::Knight)] = 330;
    return v;
}

// How much a piece in hand threatens a king with open squares around it.
int dropThreat(PieceKind kind) {
    switch (kind) {
        case PieceKind::Pawn:
            return 1;
        case PieceKind::Queen:
            return 4;
        case PieceKind::None:
        case PieceKind::King:
            return 0;
        default:
            return 2;
    }
}

}  // namespace

CrazyhouseEvaluation::CrazyhouseEvaluation() : MaterialEvaluation(onBoard(), inHand()) {}

int CrazyhouseEvaluation::kingDanger(const Position& position, Color side) const {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return 0;
    const Bitboard zone = AttackTables::instance().king(king);
    const int open = popCount(zone & ~position.occupied());
    const int defenders = popCount(zone & position.pieces(side));
    int threat = 0;
    for (int k = 1; k < kPieceKindCount; ++k)
        threat += dropThreat(PieceKind(k)) * position.pocketCount(~side, PieceKind(k));
    return open * std::min(threat, 16) * 4 - defenders * 6;
}

int CrazyhouseEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    return MaterialEvaluation::whiteAdvantage(position, endgame) -
           kingDanger(position, Color::White) + kingDanger(position, Color::Black);
}

void registerCrazyhouseEvaluation(EvaluationRegistry& registry) {
    registry.add("crazyhouse", [] { return std::make_unique<CrazyhouseEvaluation>(); });
}

}  // namespace tavleya::engine

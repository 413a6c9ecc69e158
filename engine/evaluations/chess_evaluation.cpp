#include "chess_evaluation.h"

#include "../king_safety.h"
#include "../mobility.h"
#include "../pawn_structure.h"
#include "chess_piece_squares.h"

namespace tavleya::engine {

namespace {

constexpr int kBishopPair = 30;

// Kingchess's pieces still to be placed.
bool piecesWaiting(const Position& position) {
    for (int k = 1; k < kPieceKindCount; ++k)
        if (position.pocketCount(position.sideToMove(), PieceKind(k))) return true;
    return false;
}

}  // namespace

PieceValues ChessEvaluation::values() {
    PieceValues v{};
    v[index(PieceKind::Pawn)] = 100;
    v[index(PieceKind::Knight)] = 320;
    v[index(PieceKind::Bishop)] = 330;
    v[index(PieceKind::Rook)] = 500;
    v[index(PieceKind::Queen)] = 950;
    return v;
}

ChessEvaluation::ChessEvaluation() : MaterialEvaluation(values(), values()) {}

bool ChessEvaluation::nullMoveSafe(const Position& position) const {
    return !piecesWaiting(position) && MaterialEvaluation::nullMoveSafe(position);
}

bool ChessEvaluation::staticExchangeSound(const Position& position) const {
    return !piecesWaiting(position);
}

bool ChessEvaluation::selectivePruningSound(const Position& position) const {
    return !piecesWaiting(position);
}

int ChessEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    int score = chessPieceSquares(position, endgame) + handMaterial(position) + mobility(position) +
                pawnStructure(position, endgame) + kingSafety(position, endgame);
    if (popCount(position.pieces(Color::White, PieceKind::Bishop)) >= 2) score += kBishopPair;
    if (popCount(position.pieces(Color::Black, PieceKind::Bishop)) >= 2) score -= kBishopPair;
    return score;
}

void registerChessEvaluations(EvaluationRegistry& registry) {
    for (const char* key : {"classical", "chess960", "secret-setup"})
        registry.add(key, [] { return std::make_unique<ChessEvaluation>(); });
}

}  // namespace tavleya::engine

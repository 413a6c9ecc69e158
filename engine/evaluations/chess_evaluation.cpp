#include "chess_evaluation.h"

#include "../piece_reach.h"
#include "chess_weights.h"

namespace tavleya::engine {

namespace {

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

ChessEvaluation::ChessEvaluation(const ChessTerms& terms)
    : MaterialEvaluation(values(), values()), terms_(terms) {}

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
    const PieceReach reach = pieceReach(position, terms_.mobility, terms_.kingSafety);
    int score = chessPieceSquares(position, endgame, terms_.pieces) + handMaterial(position) +
                reach.mobility + pawnStructure(position, endgame, terms_.pawns) +
                kingSafety(position, endgame, reach.onWhite, reach.onBlack, terms_.kingSafety);
    if (popCount(position.pieces(Color::White, PieceKind::Bishop)) >= 2) score += terms_.bishopPair;
    if (popCount(position.pieces(Color::Black, PieceKind::Bishop)) >= 2) score -= terms_.bishopPair;
    return score;
}

std::unique_ptr<Evaluation> ChessEvaluation::withWeights(std::span<const NamedWeight> weights) {
    ChessTerms terms;
    // test_tuning checks that the weight file names every weight; the tuner
    // hands them back as it was given them.
    ChessTerms::assign(terms, weights);
    return std::make_unique<ChessEvaluation>(terms);
}

void registerChessEvaluations(EvaluationRegistry& registry) {
    // Chess960 and secret setup are chess once the pieces stand: one set of
    // weights, fitted to chess games.
    const EvaluationRegistry::Tunable tunable{{std::begin(kChessWeights), std::end(kChessWeights)},
                                              &ChessEvaluation::withWeights};
    for (const char* key : {"classical", "chess960", "secret-setup"}) registry.add(key, tunable);
}

}  // namespace tavleya::engine

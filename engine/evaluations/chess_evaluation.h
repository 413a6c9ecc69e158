#pragma once

#include "../evaluation_registry.h"
#include "../material_evaluation.h"
#include "chess_terms.h"

namespace tavleya::engine {

// Chess and the games that are chess once set up: Chess960, secret setup
// after the reveal, Kingchess after its placing turns (its pieces waiting
// to be placed count as material; kingchess_evaluation.h adds the rest).
// Material, placement, mobility, pawn structure, king safety, the bishop
// pair, each weighed by `terms`.
class ChessEvaluation : public MaterialEvaluation {
public:
    explicit ChessEvaluation(const ChessTerms& terms = {});
    // The evaluation with the terms that `weights` name (all of them, as a
    // weight file lists them).
    static std::unique_ptr<Evaluation> withWeights(std::span<const NamedWeight> weights);
    static PieceValues values();
    // No passing while pieces still wait to be placed.
    bool nullMoveSafe(const Position& position) const override;
    // Captures are plain ones, once every piece is on the board.
    bool staticExchangeSound(const Position& position) const override;
    // Once every piece is on the board.
    bool selectivePruningSound(const Position& position) const override;

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;

private:
    ChessTerms terms_;
};

void registerChessEvaluations(EvaluationRegistry& registry);

}  // namespace tavleya::engine

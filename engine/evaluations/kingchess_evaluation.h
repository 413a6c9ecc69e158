#pragma once

#include "chess_evaluation.h"

namespace tavleya::engine {

// Kingchess: chess once its pieces are placed. While pieces wait to be
// placed they count towards the middlegame (the board starts empty, and
// judged by the board alone the kings would walk to the centre as in an
// endgame), and a king standing towards the other half, where the other
// side's waiting pieces can be placed right beside it, is in danger.
class KingchessEvaluation final : public ChessEvaluation {
public:
    KingchessEvaluation();

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;

private:
    int waitingMaterial(const Position& position, Color side) const;
    int exposure(const Position& position, Color side) const;

    int fullSet_;  // both sides' officers, as the phase counts them
};

void registerKingchessEvaluation(EvaluationRegistry& registry);

}  // namespace tavleya::engine

#pragma once

#include "../evaluation_registry.h"
#include "../material_evaluation.h"

namespace tavleya::engine {

// Crazyhouse: a captured piece changes sides and comes back anywhere, so
// pieces in hand are worth about as much as on the board (pawns more), and
// a king with empty squares around it is in danger in proportion to what
// the opponent holds in hand.
class CrazyhouseEvaluation : public MaterialEvaluation {
public:
    CrazyhouseEvaluation();

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;

private:
    int kingDanger(const Position& position, Color side) const;
};

void registerCrazyhouseEvaluation(EvaluationRegistry& registry);

}  // namespace tavleya::engine

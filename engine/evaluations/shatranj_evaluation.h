#pragma once

#include "../evaluation_registry.h"
#include "../material_evaluation.h"

namespace tavleya::engine {

// Shatranj: the fers and the alfil are weak short-range pieces, the rook
// rules the board, and a king left bare loses: material counts for more,
// and stripping the opponent to a bare king is the goal.
class ShatranjEvaluation final : public MaterialEvaluation {
public:
    ShatranjEvaluation();
    // Captures remove the piece taken; the fers and alfil attack as the
    // orthodox attack tables know them.
    bool staticExchangeSound(const Position& /*position*/) const override { return true; }

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;
};

void registerShatranjEvaluation(EvaluationRegistry& registry);

}  // namespace tavleya::engine

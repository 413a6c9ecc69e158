#pragma once

#include "chess_evaluation.h"

namespace tavleya::engine {

// Frankfurt chess: a piece that captures becomes the kind it took, the
// royal piece too. Chess material and placement, and the royal piece judged
// by what it has become (a royal queen escapes where a king cannot) and by
// the enemy pieces around it.
class FrankfurtEvaluation final : public ChessEvaluation {
public:
    // A capturer turns into what it took: no exchange is judged statically.
    bool staticExchangeSound(const Position& /*position*/) const override { return false; }
    // Captures change the capturers: chains run long. Eight plies of them
    // beat every chain 12-4 with 4 drawn at 3s+0.03.
    int exchangePlies() const override { return 8; }

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;

private:
    int royalSafety(const Position& position, Color side) const;
};

void registerFrankfurtEvaluation(EvaluationRegistry& registry);

}  // namespace tavleya::engine

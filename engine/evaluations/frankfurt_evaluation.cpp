#include "frankfurt_evaluation.h"

#include "attacks.h"

namespace tavleya::engine {

int FrankfurtEvaluation::royalSafety(const Position& position, Color side) const {
    int score = 0;
    for (Bitboard royals = position.royals(side); royals;) {
        const Square s = popLowest(royals);
        const PieceKind kind = position.at(s).kind();
        // A royal piece that moves further than a king escapes more.
        if (kind != PieceKind::King) score += pieceValue(kind) / 5;
        score -= 20 * popCount(AttackTables::instance().king(s) & position.pieces(~side));
    }
    return score;
}

int FrankfurtEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    return ChessEvaluation::whiteAdvantage(position, endgame) +
           royalSafety(position, Color::White) - royalSafety(position, Color::Black);
}

void registerFrankfurtEvaluation(EvaluationRegistry& registry) {
    registry.add("frankfurt", [] { return std::make_unique<FrankfurtEvaluation>(); });
}

}  // namespace tavleya::engine

#include "shatranj_evaluation.h"

namespace tavleya::engine {

namespace {

PieceValues values() {
    PieceValues v{};
    v[index(PieceKind::Pawn)] = 100;
    v[index(PieceKind::Fers)] = 170;
    v[index(PieceKind::Alfil)] = 130;
    v[index(PieceKind::Knight)] = 330;
    v[index(PieceKind::Rook)] = 550;
    return v;
}

constexpr int kBareKing = 600;

}  // namespace

ShatranjEvaluation::ShatranjEvaluation() : MaterialEvaluation(values(), values()) {}

int ShatranjEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    int score = MaterialEvaluation::whiteAdvantage(position, endgame);
    // A side with nothing but its king is about to lose.
    for (Color side : {Color::White, Color::Black})
        if (position.pieces(side) == position.royals(side))
            score += side == Color::White ? -kBareKing : kBareKing;
    return score;
}

void registerShatranjEvaluation(EvaluationRegistry& registry) {
    registry.add("shatranj", [] { return std::make_unique<ShatranjEvaluation>(); });
}

}  // namespace tavleya::engine

#include "shatranj_evaluation.h"

#include "variants/shatranj_pieces.h"

namespace tavleya::engine {

namespace {

PieceValues values() {
    PieceValues v{};
    v[index(PieceKind::Pawn)] = 100;
    v[index(shatranj::kFers)] = 170;
    v[index(shatranj::kAlfil)] = 130;
    v[index(PieceKind::Knight)] = 330;
    v[index(PieceKind::Rook)] = 550;
    return v;
}

// The fers towards the centre as a bishop, the alfil as a queen.
PieceValues centreWeights() {
    PieceValues weights = MaterialEvaluation::standardCentreWeights();
    weights[index(shatranj::kFers)] = 5;
    weights[index(shatranj::kAlfil)] = 3;
    return weights;
}

constexpr int kBareKing = 600;

}  // namespace

ShatranjEvaluation::ShatranjEvaluation()
    : MaterialEvaluation(values(), values(), centreWeights()) {}

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

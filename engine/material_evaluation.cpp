#include "material_evaluation.h"

#include <algorithm>
#include <cstdlib>

namespace tavleya::engine {

PieceValues MaterialEvaluation::standardCentreWeights() {
    PieceValues weights{};
    weights[index(PieceKind::Bishop)] = 5;
    weights[index(PieceKind::Queen)] = 3;
    return weights;
}

MaterialEvaluation::MaterialEvaluation(PieceValues onBoard, PieceValues inHand,
                                       PieceValues centreWeights)
    : onBoard_(onBoard), inHand_(inHand), centreWeights_(centreWeights) {
    // Two knights, two bishops, two rooks and a queen a side.
    fullMaterial_ = 4 * (onBoard_[index(PieceKind::Knight)] + onBoard_[index(PieceKind::Bishop)] +
                         onBoard_[index(PieceKind::Rook)]) +
                    2 * onBoard_[index(PieceKind::Queen)];
    fullMaterial_ = std::max(fullMaterial_, 1);
}

int MaterialEvaluation::endgamePhase(const Position& position) const {
    int material = 0;
    for (Bitboard b = position.occupied() & ~position.pieces(PieceKind::Pawn); b;) {
        const Square s = popLowest(b);
        if (!position.at(s).royal()) material += onBoard_[index(position.at(s).kind())];
    }
    return 256 - std::clamp(material * 256 / fullMaterial_, 0, 256);
}

int MaterialEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    int score = 0;
    for (Bitboard b = position.occupied(); b;) {
        const Square s = popLowest(b);
        const Piece p = position.at(s);
        const int worth = (p.royal() ? 0 : onBoard_[index(p.kind())]) + placement(p, s, endgame);
        score += p.color() == Color::White ? worth : -worth;
    }
    return score + handMaterial(position);
}

int MaterialEvaluation::handMaterial(const Position& position) const {
    int score = 0;
    for (int k = 1; k < kPieceKindCount; ++k) {
        const auto kind = PieceKind(k);
        score += inHand_[k] * (position.pocketCount(Color::White, kind) -
                               position.pocketCount(Color::Black, kind));
    }
    return score;
}

int MaterialEvaluation::evaluate(const Position& position) const {
    const int white = whiteAdvantage(position, endgamePhase(position));
    return position.sideToMove() == Color::White ? white : -white;
}

}  // namespace tavleya::engine

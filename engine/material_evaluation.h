#pragma once

#include <algorithm>
#include <array>

#include "evaluation.h"

namespace tavleya::engine {

// The worth of each kind of piece on the board and in hand.
using PieceValues = std::array<int, kPieceKindCount>;

// The evaluation chess-like games share: material (the royal piece aside),
// pieces in hand, and where the pieces stand — pawns forward, knights and
// the like towards the centre, rooks on the seventh rank, the king at home
// in the middlegame and in the centre in the endgame. The placement terms
// are simple shapes, not tuned tables, so that any board piece of any game
// gets a sensible one. Variants derive from it and add their own terms.
class MaterialEvaluation : public Evaluation {
public:
    // `centreWeights`: how much a piece of each kind (but the pawn, the
    // knight and the rook, placed by shapes of their own) gains for each
    // step towards the centre; chess's bishop 5, queen 3.
    MaterialEvaluation(PieceValues onBoard, PieceValues inHand,
                       PieceValues centreWeights = standardCentreWeights());
    static PieceValues standardCentreWeights();

    int evaluate(const Position& position) const override;
    int pieceValue(PieceKind kind) const override { return onBoard_[index(kind)]; }

protected:
    // White's score less Black's, before the side to move is taken into
    // account; `endgame` is endgamePhase(position), worked out once.
    virtual int whiteAdvantage(const Position& position, int endgame) const;
    // The placement of one piece, from its owner's side; `endgame` runs
    // from 0 (all pieces on) to 256 (none but kings and pawns).
    // Here, not in the source file: evaluations weigh every piece by it, at
    // every node.
    int placement(Piece piece, Square square, int endgame) const;
    // How far the game is towards its endgame, 0..256.
    int endgamePhase(const Position& position) const;
    // White's pieces in hand less Black's.
    int handMaterial(const Position& position) const;

private:
    PieceValues onBoard_, inHand_, centreWeights_;
    int fullMaterial_;  // the non-pawn material of a full set, for the phase
};

inline int MaterialEvaluation::placement(Piece piece, Square square, int endgame) const {
    // 0 on the edge, 3 on the four centre squares.
    const int c = std::min(std::min(square.file(), 7 - square.file()),
                           std::min(square.rank(), 7 - square.rank()));
    const int rank = square.relativeRank(piece.color());
    if (piece.royal()) {
        // At home behind its pawns while queens are on; to the centre later.
        const int home = rank == 0 ? 20 : -12 * rank;
        const int corner = (square.file() <= 2 || square.file() >= 5) ? 10 : 0;
        return ((home + corner) * (256 - endgame) + (12 * c) * endgame) / 256;
    }
    switch (piece.kind()) {
        case PieceKind::Pawn: {
            const int centre = (square.file() == 3 || square.file() == 4) && rank >= 3 ? 12 : 0;
            return (4 + endgame / 32) * (rank - 1) + centre;
        }
        case PieceKind::Knight:
            return 10 * c - 15;
        case PieceKind::Rook:
            return rank == 6 ? 20 : 0;
        default:
            return centreWeights_[index(piece.kind())] * c;
    }
}

}  // namespace tavleya::engine

#pragma once

#include "../evaluation_registry.h"
#include "../material_evaluation.h"
#include "variants/tavreli.h"

namespace tavleya::engine {

// Tavreli (tavreli.md): nothing leaves the board, so material is about who
// commands what. A tower belongs to its top piece's owner: own pieces
// beneath it are a reserve that a split brings back into play; enemy pieces
// beneath are prisoners, lost to their owner for as long as the tower
// holds — and all come back, with the tower's own reserve lost too, if the
// top is taken. So a tall tower on a square the enemy attacks and we do not
// defend is a stake at risk. A ratnik is worth more the better the piece it
// will become (the e-ratnik's helgi most) and the nearer it is to that.
class TavreliEvaluation final : public MaterialEvaluation {
public:
    TavreliEvaluation();
    // A move onto an enemy-topped tower takes the whole tower prisoner.
    int gain(const Position& position, Move move) const override;
    // Four plies of captures: the search reaches twice the depth, and at
    // 3s+0.03 the build following four beat the one following eight
    // 17-3, which beat the one following every chain 18-2.
    int exchangePlies() const override { return 4; }

protected:
    int whiteAdvantage(const Position& position, int endgame) const override;

private:
    // The worth of a ratnik of this identity, `rank` ranks from its own first.
    int ratnikValue(PieceKind identity, int rank) const;
    int freeValue(Piece piece) const;
    // Everything beneath the top of `s`, as its owner's gain or loss.
    int stakeBeneath(const Position& position, Square s) const;

    // Asked which pieces attack a tower.
    TavreliRuleset rules_;
};

void registerTavreliEvaluation(EvaluationRegistry& registry);

}  // namespace tavleya::engine

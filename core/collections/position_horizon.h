#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "irreversibles.h"
#include "position_pattern.h"

namespace tavleya {

// Where a game can no longer reach a position like the one searched for:
// once it has lost, for good, something that position still has. A game
// leaves most searched positions behind within a few moves (a pawn the
// target has at home has moved, a piece it has was taken), so a search stops
// following it there instead of at its last move. Only the losses the
// game's rules make for good are counted (LossesForGood); where none are,
// every game is followed to its end.
class PositionHorizon {
public:
    PositionHorizon(const Position& target, PositionMatch match, LossesForGood losses);

    // Whether a game at `now` could still reach a matching position.
    bool mayReach(const Position& now) const;

private:
    // Every pawn of the target came from a pawn of its side that stands, now,
    // on a square it can still walk to the target's square from.
    bool pawnsCanArrive(const Position& now) const;
    // Each piece the target has more of than the game now has must still be
    // made by a promotion, and each promotion spends a pawn.
    bool promotionsSuffice(const Position& now) const;

    Irreversibles demanded_;
    // For each side, the squares each pawn of the target may come from.
    std::array<std::vector<Bitboard>, 2> pawnSources_;
    // For each side, the target's count of each kind a promotion can make;
    // empty when promotions are not counted.
    std::array<std::array<std::uint8_t, kPieceKindCount>, 2> promotable_{};
    bool countsPromotions_ = false;
};

}  // namespace tavleya

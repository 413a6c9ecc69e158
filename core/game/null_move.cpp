#include "null_move.h"

#include "../move_effects.h"

namespace tavleya {

Position afterNullMove(const Position& position) {
    Position after = position;
    endTurn(after, MoveEffects{});
    return after;
}

}  // namespace tavleya

#pragma once

#include "position.h"

namespace tavleya {

// What the move itself did, as much as the state every game keeps alike
// depends on it. A ruleset's applyMove reports it; Ruleset::play acts on it.
struct MoveEffects {
    // Either restarts the 50/75-move count. A game reports here what its
    // rules count alike (Tavreli: building any tower, tavreli.md D9); drops
    // and placements are neither (crazyhouse.md D6, kingchess.md D9).
    bool capture = false;
    bool pawnMove = false;
    // The square a pawn's double step crossed, when an opponent's capture
    // there may be legal; play() keeps it only if the ruleset confirms one.
    Square enPassant;
    // The same player goes on (a Kingchess placement that does not end the
    // turn), so the turn's bookkeeping waits until the turn ends.
    bool continuesTurn = false;
};

// The bookkeeping at the end of a turn, shared by Ruleset::play, the fast
// perft walk that bypasses it, and the null move, so that they never disagree
// on counters or keys. The en-passant square is set unconfirmed.
inline void endTurn(Position& position, const MoveEffects& effects) {
    const Color mover = position.sideToMove();
    position.setHalfmoveClock(effects.capture || effects.pawnMove ? 0
                                                                  : position.halfmoveClock() + 1);
    if (mover == Color::Black) position.setFullmoveNumber(position.fullmoveNumber() + 1);
    position.setSideToMove(~mover);
    position.setEnPassant(effects.enPassant);
}

}  // namespace tavleya

#pragma once

#include "position.h"

namespace tavleya::engine {

// White's king safety less Black's, for chess-like games in the middlegame:
// enemy knights, bishops, rooks and queens bearing on the squares around a
// king (worth more the more of them join: one piece alone rarely mates),
// and files beside it with no pawn of its own, open to enemy rooks and
// queens. `endgame` (0..256, as MaterialEvaluation::endgamePhase) fades it
// out as pieces come off. A side without a single royal piece is not
// judged. The pawn shield is part of the pawn structure (pawn_structure.h).
int kingSafety(const Position& position, int endgame);

// The enemy's pieces bearing on `side`'s king and the squares around it:
// how many of them, and their weight (a knight or bishop 2 units a square,
// a rook 3, a queen 5). Nothing for a side without a single royal piece.
struct KingAttack {
    int attackers = 0;
    int units = 0;
};
KingAttack kingAttack(const Position& position, Color side);

// kingSafety with each king's attack already worked out, for an evaluation
// that weighs the same attacks again in a term of its own.
int kingSafety(const Position& position, int endgame, const KingAttack& onWhite,
               const KingAttack& onBlack);

}  // namespace tavleya::engine

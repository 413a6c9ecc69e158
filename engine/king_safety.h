#pragma once

#include <array>

#include "position.h"

namespace tavleya::engine {

// White's king safety less Black's, for chess-like games in the middlegame:
// enemy knights, bishops, rooks and queens bearing on the squares around a
// king (worth more the more of them join: one piece alone rarely mates),
// and files beside it with no pawn of its own, open to enemy rooks and
// queens. `endgame` (0..256, as MaterialEvaluation::endgamePhase) fades it
// out as pieces come off. A side without a single royal piece is not
// judged. The pawn shield is part of the pawn structure (pawn_structure.h).
struct KingSafetyWeights {
    // Units for each square around the king a knight, a bishop, a rook and
    // a queen bears on.
    std::array<int, 4> attackUnits{2, 2, 3, 5};
    // Two attackers or more cost units² / dangerDivisor, at most maxDanger.
    int dangerDivisor = 3;
    int maxDanger = 400;
    // A file by the king without a pawn of its own, with an enemy pawn on
    // it or without.
    int halfOpenFile = 10;
    int openFile = 20;
};

int kingSafety(const Position& position, int endgame, const KingSafetyWeights& weights = {});

// The enemy's pieces bearing on `side`'s king and the squares around it:
// how many of them, and their weight (KingSafetyWeights::attackUnits).
// Nothing for a side without a single royal piece.
struct KingAttack {
    int attackers = 0;
    int units = 0;
};
KingAttack kingAttack(const Position& position, Color side, const KingSafetyWeights& weights = {});

// kingSafety with each king's attack already worked out, for an evaluation
// that weighs the same attacks again in a term of its own.
int kingSafety(const Position& position, int endgame, const KingAttack& onWhite,
               const KingAttack& onBlack, const KingSafetyWeights& weights = {});

}  // namespace tavleya::engine

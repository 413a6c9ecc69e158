#pragma once

#include <vector>

#include "ruleset.h"

namespace tavleya {

// Exhaustive searches for the small positions of lessons: every move of the
// defence is tried, so keep `moves` small (at most 3). A win is an end the
// rules reach by themselves in the winner's favour: mate, or a variant's
// own (a bare king in Shatranj). A placing turn's placements count as one
// move of their side.

// Whether the side to move wins within `moves` of its own moves whatever
// the other side does.
bool winsWithin(const Ruleset& rules, const Position& position, int moves);

// The moves of the side to move that win within `moves` whatever the other
// side does (a placing turn's first placements among them).
std::vector<Move> winningMoves(const Ruleset& rules, const Position& position, int moves);

// Whether `side` has won in `position`.
bool hasWon(const Ruleset& rules, const Position& position, Color side);

// In `position`, the defender to move after the attacker's move, the reply
// that holds out longest against a win within `moves` (the first such when
// several do). A reply that escapes altogether is preferred above all.
Move longestDefence(const Ruleset& rules, const Position& position, int moves);

// A reply after which the attacker no longer wins within `moves`; a null
// move when there is none.
Move escape(const Ruleset& rules, const Position& position, int moves);

}  // namespace tavleya

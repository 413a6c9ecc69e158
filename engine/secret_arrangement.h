#pragma once

#include <cstdint>
#include <vector>

#include "ruleset.h"
#include "setup_phase.h"

namespace tavleya::engine {

class Evaluation;

// The engine's own arrangement of one side's half, for a game whose players
// arrange their pieces unseen (Ruleset::secretArrangement). Sensible: the
// king on the back rank behind three of its pawns, so that no arrangement
// of the other side can attack it at the reveal, the other pawns in front,
// the pieces on the first and third ranks. Varied: many such arrangements
// are drawn from `seed`, judged by `evaluation` against the other side's
// usual array, and one of the best few is taken, so that a new seed
// usually gives another. Empty when the game has no secret arrangement.
std::vector<Placement> arrangeHalf(const Ruleset& rules, const Evaluation* evaluation, Color side,
                                   std::uint64_t seed);

}  // namespace tavleya::engine

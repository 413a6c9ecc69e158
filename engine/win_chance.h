#pragma once

namespace tavleya::engine {

// lichess's win chance of a score in centipawns, -1 … 1: how much a score
// matters, so that +300 against +800 counts less than 0 against +300.
double winChance(int centipawns);

}  // namespace tavleya::engine

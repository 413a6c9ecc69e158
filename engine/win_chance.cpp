#include "win_chance.h"

#include <cmath>

namespace tavleya::engine {

double winChance(int centipawns) {
    return 2 / (1 + std::exp(-0.00368208 * centipawns)) - 1;
}

}  // namespace tavleya::engine

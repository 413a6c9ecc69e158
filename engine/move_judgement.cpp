#include "move_judgement.h"

#include <cmath>

namespace tavleya::engine {

double winningChance(int centipawns) {
    return 1.0 / (1.0 + std::exp(-0.00368208 * centipawns));
}

std::optional<int> judgementNag(double chanceBefore, double chanceAfter) {
    const double lost = chanceBefore - chanceAfter + 1e-9;  // the limits themselves count
    if (lost >= 0.3) return 4;
    if (lost >= 0.2) return 2;
    if (lost >= 0.1) return 6;
    return std::nullopt;
}

}  // namespace tavleya::engine

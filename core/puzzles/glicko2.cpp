#include "puzzles/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tavleya {
namespace {

constexpr double kScale = 173.7178;  // Glicko-2's step from the familiar scale

double g(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muOpponent, double phiOpponent) {
    return 1 / (1 + std::exp(-g(phiOpponent) * (mu - muOpponent)));
}

// Step 5 of the paper: the new volatility, by the Illinois algorithm.
double newVolatility(double phi, double sigma, double delta, double v, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    constexpr double kEpsilon = 0.000001;
    double lower = a;
    double upper;
    if (delta * delta > phi * phi + v) {
        upper = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        upper = a - k * tau;
    }
    double fLower = f(lower), fUpper = f(upper);
    while (std::abs(upper - lower) > kEpsilon) {
        const double c = lower + (lower - upper) * fLower / (fUpper - fLower);
        const double fc = f(c);
        if (fc * fUpper <= 0) {
            lower = upper;
            fLower = fUpper;
        } else {
            fLower /= 2;
        }
        upper = c;
        fUpper = fc;
    }
    return std::exp(lower / 2);
}

}  // namespace

Glicko2Rating glicko2Update(const Glicko2Rating& player, std::span<const Glicko2Game> games,
                            double tau) {
    const double mu = (player.rating - 1500) / kScale;
    const double phi = player.deviation / kScale;
    if (games.empty()) {
        const double grown = std::sqrt(phi * phi + player.volatility * player.volatility);
        return {player.rating, std::min(350.0, grown * kScale), player.volatility};
    }
    double inverseV = 0, sum = 0;
    for (const Glicko2Game& game : games) {
        const double muJ = (game.opponent.rating - 1500) / kScale;
        const double phiJ = game.opponent.deviation / kScale;
        const double e = expected(mu, muJ, phiJ);
        inverseV += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1 / inverseV;
    const double delta = v * sum;
    const double sigma = newVolatility(phi, player.volatility, delta, v, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {muNew * kScale + 1500, phiNew * kScale, sigma};
}

}  // namespace tavleya

#include "match_score.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace tavleya::match {

namespace {

double eloOf(double fraction) {
    if (fraction <= 0) return -std::numeric_limits<double>::infinity();
    if (fraction >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / fraction - 1.0);
}

}  // namespace

double MatchScore::fraction() const {
    return games() ? (wins + 0.5 * draws) / games() : 0.5;
}

double MatchScore::elo() const {
    return eloOf(fraction());
}

// The standard error of the mean game score, from the games themselves.
static double standardError(const MatchScore& s) {
    const double n = s.games();
    if (n < 2) return 0.5;
    const double m = s.fraction();
    const double variance =
        (s.wins * (1 - m) * (1 - m) + s.draws * (0.5 - m) * (0.5 - m) + s.losses * m * m) / n;
    return std::sqrt(variance / n);
}

double MatchScore::eloLow() const {
    return eloOf(fraction() - 1.96 * standardError(*this));
}

double MatchScore::eloHigh() const {
    return eloOf(fraction() + 1.96 * standardError(*this));
}

std::string MatchScore::summary() const {
    char text[200];
    std::snprintf(text, sizeof text, "%d W / %d D / %d L: %.1f%%, Elo %+.0f (95%%: %+.0f .. %+.0f)",
                  wins, draws, losses, 100 * fraction(), elo(), eloLow(), eloHigh());
    return text;
}

}  // namespace tavleya::match

#include "sequential_test.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace tavleya::match {

namespace {

// The expected score of an Elo advantage on the logistic curve.
double expectedScore(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

constexpr std::array<double, 3> kOutcomeScores{1.0, 0.5, 0.0};  // win, draw, loss

// The chances of a win, a draw and a loss that best explain the games
// among those whose expected score is `expected`: the observed shares
// p_i, each scaled by 1 / (1 + lambda (score_i - expected)), with lambda
// found by bisection so that the scaled chances average `expected`. An
// outcome not seen yet is given a trace of a game, so that a hypothesis
// never needs a chance of zero for an outcome it must have.
std::array<double, 3> likeliestChances(const MatchScore& score, double expected) {
    constexpr double kTrace = 1e-3;
    const std::array<double, 3> counts{score.wins + kTrace, score.draws + kTrace,
                                       score.losses + kTrace};
    const double n = counts[0] + counts[1] + counts[2];
    const auto shifted = [&](double lambda, std::size_t i) {
        return 1 + lambda * (kOutcomeScores[i] - expected);
    };
    // Above the root the scaled chances average less than `expected`.
    const auto excess = [&](double lambda) {
        double sum = 0;
        for (std::size_t i = 0; i < 3; ++i)
            sum += counts[i] / n * (kOutcomeScores[i] - expected) / shifted(lambda, i);
        return sum;
    };
    // Every chance stays positive for lambda strictly inside these.
    double low = -1 / (1 - expected), high = 1 / expected;
    for (int step = 0; step < 200; ++step) {
        const double middle = (low + high) / 2;
        (excess(middle) > 0 ? low : high) = middle;
    }
    const double lambda = (low + high) / 2;
    std::array<double, 3> chances{};
    for (std::size_t i = 0; i < 3; ++i) chances[i] = counts[i] / n / shifted(lambda, i);
    return chances;
}

}  // namespace

std::optional<SequentialTest> SequentialTest::fromText(const std::string& text) {
    std::istringstream in(text);
    SequentialTest test;
    char comma = 0;
    if (!(in >> test.elo0 >> comma >> test.elo1) || comma != ',') return std::nullopt;
    if (in >> comma) {
        if (comma != ',' || !(in >> test.falseH1 >> comma >> test.falseH0) || comma != ',')
            return std::nullopt;
    }
    in >> std::ws;
    if (!in.eof()) return std::nullopt;
    const auto rate = [](double r) { return r > 0 && r < 0.5; };
    if (!(test.elo0 < test.elo1) || !rate(test.falseH1) || !rate(test.falseH0)) return std::nullopt;
    return test;
}

double SequentialTest::lowerBound() const {
    return std::log(falseH0 / (1 - falseH1));
}

double SequentialTest::upperBound() const {
    return std::log((1 - falseH0) / falseH1);
}

double SequentialTest::logLikelihoodRatio(const MatchScore& score) const {
    // The generalised ratio: each hypothesis at the likeliest chances it
    // allows. A normal approximation of the score would call four straight
    // wins a verdict that a coin gives one time in sixteen.
    const auto chances0 = likeliestChances(score, expectedScore(elo0));
    const auto chances1 = likeliestChances(score, expectedScore(elo1));
    const std::array<int, 3> counts{score.wins, score.draws, score.losses};
    double ratio = 0;
    for (std::size_t i = 0; i < 3; ++i)
        if (counts[i] > 0) ratio += counts[i] * std::log(chances1[i] / chances0[i]);
    return ratio;
}

SequentialTest::Verdict SequentialTest::verdict(const MatchScore& score) const {
    const double llr = logLikelihoodRatio(score);
    if (llr >= upperBound()) return Verdict::H1;
    if (llr <= lowerBound()) return Verdict::H0;
    return Verdict::Undecided;
}

std::string SequentialTest::summary(const MatchScore& score) const {
    char text[120];
    std::snprintf(text, sizeof text, "SPRT %g..%g: LLR %.2f (%.2f, %.2f): ", elo0, elo1,
                  logLikelihoodRatio(score), lowerBound(), upperBound());
    char bound[40];
    switch (verdict(score)) {
        case Verdict::H1:
            std::snprintf(bound, sizeof bound, "H1, stronger by %g or more", elo1);
            break;
        case Verdict::H0:
            std::snprintf(bound, sizeof bound, "H0, stronger by %g at most", elo0);
            break;
        case Verdict::Undecided:
            std::snprintf(bound, sizeof bound, "undecided");
            break;
    }
    return std::string(text) + bound;
}

}  // namespace tavleya::match

#pragma once

#include <optional>
#include <string>

#include "match_score.h"

namespace tavleya::match {

// A sequential probability ratio test between two hypotheses about the
// first engine's Elo advantage: no more than `elo0` (H0) or at least `elo1`
// (H1). After each game the log-likelihood ratio of the score so far is set
// against bounds drawn from the error rates; a match may stop once it
// leaves them, often long before a fixed number of games would, and the
// chance of a wrong verdict stays within `falseH1` and `falseH0`.
struct SequentialTest {
    double elo0 = 0;
    double elo1 = 50;
    double falseH1 = 0.05;  // accepting H1 where H0 holds
    double falseH0 = 0.05;  // accepting H0 where H1 holds

    enum class Verdict { Undecided, H0, H1 };

    // "0,50" or "0,50,0.05,0.05"; nullopt unless elo0 < elo1 and the error
    // rates lie strictly between 0 and 0.5.
    static std::optional<SequentialTest> fromText(const std::string& text);

    double lowerBound() const;
    double upperBound() const;
    // The log-likelihood ratio of H1 to H0 over the wins, draws and losses
    // so far; 0 before the first game.
    double logLikelihoodRatio(const MatchScore& score) const;
    Verdict verdict(const MatchScore& score) const;
    // "SPRT 0..50: LLR 2.97 (-2.94, 2.94): H1, stronger by 50 or more".
    std::string summary(const MatchScore& score) const;
};

}  // namespace tavleya::match

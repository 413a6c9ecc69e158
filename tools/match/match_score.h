#pragma once

#include <string>

namespace tavleya::match {

// A match's score from the first engine's side, and what it says about the
// difference in strength.
struct MatchScore {
    int wins = 0, draws = 0, losses = 0;

    int games() const { return wins + draws + losses; }
    double fraction() const;
    // The Elo difference the score suggests, and its 95% interval (the
    // normal approximation over the games' scores); infinite at 0% or 100%.
    double elo() const;
    double eloLow() const;
    double eloHigh() const;
    // "+12 W / 5 D / 3 L: 72.5%, Elo +168 (95%: +84 .. +290)".
    std::string summary() const;
};

}  // namespace tavleya::match

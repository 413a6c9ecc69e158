#pragma once

#include <span>

namespace tavleya {

// A rating as Glicko-2 keeps it (Mark Glickman, "Example of the Glicko-2
// system", 2012), on the familiar scale: 1500 ± 350 for someone new.
struct Glicko2Rating {
    double rating = 1500;
    double deviation = 350;
    double volatility = 0.06;
};

// One game of a rating period: whom against and the score (1 win, 0.5 draw,
// 0 loss). A puzzle is the opponent, with its own rating and deviation.
struct Glicko2Game {
    Glicko2Rating opponent;
    double score = 0;
};

// The rating after a period of `games`; `tau` bounds how fast volatility
// changes (Glickman: 0.3 to 1.2). With no games only the deviation grows.
Glicko2Rating glicko2Update(const Glicko2Rating& player, std::span<const Glicko2Game> games,
                            double tau = 0.5);

}  // namespace tavleya

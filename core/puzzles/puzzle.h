#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace tavleya {

// A puzzle as lichess's puzzle database writes it, with the game it is in:
// `fen` is the position before the opponent's mistake, `moves` the mistake
// and then the solution, the solver's moves and the best defence by turns,
// each in engine form (e2e4, N@f3, Tavreli's d4(1)f5, a Kingchess placing
// turn as one word K@e1,Q@d1).
struct Puzzle {
    std::string id;
    std::string variant = "classical";  // a ruleset key; lichess's file has none
    std::string fen;
    std::vector<std::string> moves;
    int rating = 1500;
    int ratingDeviation = 100;
    int popularity = 0;
    int plays = 0;
    std::vector<std::string> themes;
    std::string gameUrl;
    std::vector<std::string> openingTags;
};

// Whether the solution ends the game, as its themes say (lichess's "mate",
// Tavleya's "win" for a game's other ways to win), rather than gaining the
// upper hand.
inline bool endsTheGame(const Puzzle& puzzle) {
    return std::ranges::any_of(
        puzzle.themes, [](const std::string& theme) { return theme == "mate" || theme == "win"; });
}

// Whether its themes claim a gain of material (lichess's "advantage",
// "crushing"): a line judged by an engine, not a win proven.
inline bool claimsAGain(const Puzzle& puzzle) {
    return std::ranges::any_of(puzzle.themes, [](const std::string& theme) {
        return theme == "advantage" || theme == "crushing";
    });
}

}  // namespace tavleya

#pragma once

#include <array>
#include <optional>
#include <string>

namespace tavleya {

// Two players at one board taking turns at puzzles, a point for each one
// solved without a wrong move, the same number each.
class PuzzleRace {
public:
    PuzzleRace(std::array<std::string, 2> players, int puzzlesEach)
        : players_(std::move(players)), puzzlesEach_(puzzlesEach) {}

    const std::array<std::string, 2>& players() const { return players_; }
    const std::array<int, 2>& scores() const { return scores_; }
    int puzzlesEach() const { return puzzlesEach_; }
    // Puzzles done so far, both players together.
    int played() const { return played_; }
    // Whose puzzle is on the board (0: the first player).
    int turn() const { return played_ % 2; }
    bool over() const { return played_ >= 2 * puzzlesEach_; }
    // The puzzle of the player whose turn it was is done; the turn passes.
    void record(bool solved);
    // Who won, once over: 0 or 1; nullopt for a tie.
    std::optional<int> winner() const;

private:
    std::array<std::string, 2> players_;
    int puzzlesEach_;
    std::array<int, 2> scores_{};
    int played_ = 0;
};

}  // namespace tavleya

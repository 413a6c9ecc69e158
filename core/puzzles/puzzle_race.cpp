#include "puzzles/puzzle_race.h"

namespace tavleya {

void PuzzleRace::record(bool solved) {
    if (over()) return;
    if (solved) ++scores_[std::size_t(turn())];
    ++played_;
}

std::optional<int> PuzzleRace::winner() const {
    if (scores_[0] == scores_[1]) return std::nullopt;
    return scores_[0] > scores_[1] ? 0 : 1;
}

}  // namespace tavleya

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tavleya {

// The themes met in a set of puzzles, each given a bit as first met, so
// that a puzzle's themes fit in one word (PuzzleSummary::themes) however
// many millions are held. Past 64 different themes the rest get no bit and
// cannot be chosen; lichess's database uses about sixty.
class PuzzleThemes {
public:
    static constexpr std::size_t kMost = 64;

    // The bits of `themes`, numbering the ones not met before.
    std::uint64_t bitsOf(const std::vector<std::string>& themes);
    // The theme's bit, 0 if it has none.
    std::uint64_t bitOf(std::string_view theme) const;

    // The themes, by bit: names()[i] is bit i.
    const std::vector<std::string>& names() const { return names_; }

private:
    std::uint64_t bitOfNew(std::string_view theme);

    std::vector<std::string> names_;
};

}  // namespace tavleya

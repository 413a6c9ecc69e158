#include "puzzles/puzzle_themes.h"

#include <algorithm>

namespace tavleya {

std::uint64_t PuzzleThemes::bitOf(std::string_view theme) const {
    const auto at = std::find(names_.begin(), names_.end(), theme);
    return at == names_.end() ? 0 : std::uint64_t{1} << (at - names_.begin());
}

std::uint64_t PuzzleThemes::bitOfNew(std::string_view theme) {
    if (const std::uint64_t known = bitOf(theme)) return known;
    if (names_.size() == kMost) return 0;
    names_.emplace_back(theme);
    return std::uint64_t{1} << (names_.size() - 1);
}

std::uint64_t PuzzleThemes::bitsOf(const std::vector<std::string>& themes) {
    std::uint64_t bits = 0;
    for (const std::string& theme : themes) bits |= bitOfNew(theme);
    return bits;
}

}  // namespace tavleya

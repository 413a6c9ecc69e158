#pragma once

#include <cstddef>
#include <string_view>

namespace tavleya {

// How long the move number in front of a move is ("12." or "12...", glued
// to the move or standing alone); 0 when there is none.
inline std::size_t moveNumberLength(std::string_view word) {
    std::size_t at = 0;
    while (at < word.size() && word[at] >= '0' && word[at] <= '9') ++at;
    if (at == 0 || at == word.size() || word[at] != '.') return 0;
    while (at < word.size() && word[at] == '.') ++at;
    return at;
}

}  // namespace tavleya

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "position.h"
#include "ruleset.h"
#include "search.h"
#include "time_manager.h"

namespace tavleya::engine {

// What a UCI "go" asks for, read from its words for the side to move.
struct GoRequest {
    // The longest time any word may give: a larger number, or one too large
    // to read, is taken as this (a day).
    static constexpr std::int64_t kLongestMillis = 24LL * 60 * 60 * 1000;
    // How long a "go" searches whose words were all unreadable: neither a
    // search until "stop" that nobody meant, nor no search at all.
    static constexpr std::int64_t kUnreadableGoMillis = 1000;

    ClockReading clock;
    int depth = SearchLimits::kMaxDepth;
    std::uint64_t nodes = 0;
    std::vector<Move> rootMoves;  // searchmoves
    bool infinite = false;
    // What could not be used, each an "info string" line's text.
    std::vector<std::string> complaints;
};

// Reads the words after "go". A word it does not know, one without its
// number or with one it cannot read is named among the complaints and left
// out; a "go" of words none of which could be read gets a short movetime.
GoRequest readGo(std::string_view words, const Ruleset& rules, const Position& position);

}  // namespace tavleya::engine

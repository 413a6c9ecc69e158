#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "../zobrist.h"

namespace tavleya {

// What a game's moves come to, small enough to keep for every game of a
// collection: two games played by the same rules through the same positions
// in the same order (the same moves from the same start) have equal
// fingerprints, whatever comments, annotations, variations or move numbers
// their texts hold. Two different games have equal ones only by a chance as
// small as two positions sharing a key.
struct GameFingerprint {
    std::uint64_t positions = 0;  // every position's key, combined in order
    std::uint32_t plies = 0;
    std::string rules;  // the ruleset's key
    bool operator==(const GameFingerprint&) const = default;
};

// `mainLineKeys` are the keys of the start position and of each position of
// the main line after it, as PgnReader::check notes them.
GameFingerprint fingerprintOf(std::string_view rulesKey, std::span<const Key> mainLineKeys);

}  // namespace tavleya

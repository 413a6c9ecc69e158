#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

#include "../pgn/pgn_reader.h"

namespace tavleya {

// For passes over many games that need only the positions of each main line
// and only as far as they can still learn something (naming openings,
// finding positions): the moves are played straight from the text, without
// building a game, and never beyond what the pass asks for. Anything unusual
// is left to the full PgnReader, whose errors the pass then reports.

// The rules a game's tags name and where its moves begin.
struct TaggedStart {
    // Null when the reader must decide: a damaged tag, a FEN tag (even the
    // usual start: the reader knows what such a tag may say) or a [Variant]
    // that names no game.
    const PgnReader::RulesetUse* use = nullptr;
    std::size_t movesAt = 0;
};
// `reader` only supplies the rulesets, built once per variant.
TaggedStart taggedStart(PgnReader& reader, std::string_view text);

enum class WalkEnd {
    Finished,  // the main line was played to its end
    Stopped,   // the follower asked to stop
    Unusual,   // something the reader must decide: a word that is not a move, a broken comment
};

// Told each position of the main line after its move; false stops the walk.
using PositionFollower = std::function<bool(const Position&)>;

// Plays the main line of `text` from `start.movesAt`, stepping over comments,
// annotations and variations as the reader steps over them.
WalkEnd walkMainLine(std::string_view text, const TaggedStart& start,
                     const PositionFollower& follower);

}  // namespace tavleya

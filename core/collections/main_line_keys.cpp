#include "main_line_keys.h"

#include "main_line_walk.h"

namespace tavleya {

std::optional<PgnError> mainLineKeys(PgnReader& reader, const GameText& game,
                                     PgnReader::MainLine& line) {
    if (const TaggedStart start = taggedStart(reader, game.bytes); start.use) {
        line.rules = start.use->rules->info().key;
        line.keys.assign(1, start.use->start.key());
        const auto follow = [&line](const Position& position) {
            line.keys.push_back(position.key());
            return true;
        };
        if (walkMainLine(game.bytes, start, follow) != WalkEnd::Unusual) return std::nullopt;
    }
    // The reader's check plays the main line as the whole reading does,
    // without building the game.
    auto checked = reader.check(game, &line);
    if (!checked.error) return std::nullopt;
    line.rules = {};
    line.keys.clear();
    return std::move(checked.error);
}

}  // namespace tavleya

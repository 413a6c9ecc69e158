#include "pgn_opening_reader.h"

#include "../collections/main_line_walk.h"
#include "opening_classifier.h"

namespace tavleya {

PgnOpeningReader::Outcome PgnOpeningReader::classify(const GameText& game) {
    if (const auto quick = quickPass(game.bytes)) return {*quick, std::nullopt};
    auto whole = reader_.read(game);
    if (!whole.game) return {nullptr, std::move(whole.error)};
    return {openingOf(table_, whole.game->tree), std::nullopt};
}

std::optional<const Opening*> PgnOpeningReader::quickPass(std::string_view text) {
    const TaggedStart start = taggedStart(reader_, text);
    if (!start.use) return std::nullopt;
    if (!table_.covers(*start.use->rules, start.use->start)) return nullptr;
    OpeningTracker tracker(table_);
    const auto follow = [&](const Position& position) {
        tracker.reached(position);
        return tracker.following();
    };
    if (walkMainLine(text, start, follow) == WalkEnd::Unusual) return std::nullopt;
    return tracker.opening();
}

}  // namespace tavleya

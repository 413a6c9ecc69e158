#include "pgn_opening_reader.h"

#include "../notation/move_reader.h"
#include "../pgn/pgn_syntax.h"
#include "move_number.h"
#include "opening_classifier.h"

namespace tavleya {

PgnOpeningReader::Outcome PgnOpeningReader::classify(const GameText& game) {
    if (const auto quick = quickPass(game.bytes)) return {*quick, std::nullopt};
    auto whole = reader_.read(game);
    if (!whole.game) return {nullptr, std::move(whole.error)};
    return {openingOf(table_, whole.game->tree), std::nullopt};
}

const PgnReader::RulesetUse* PgnOpeningReader::rulesOfTags(std::string_view text,
                                                           std::size_t& movesAt) {
    std::string variant;
    std::size_t at = pgn::skipFiller(text, 0);
    while (at < text.size() && text[at] == '[') {
        pgn::TagPairScan tag = pgn::scanTagPair(text, at);
        // A game from a set-up position, even the usual one, is left to the
        // reader, which knows what such a tag may say.
        if (tag.problem || tag.name == "FEN") return nullptr;
        if (tag.name == "Variant") variant = std::move(tag.value);
        at = pgn::skipFiller(text, tag.end);
    }
    movesAt = at;
    const auto use = reader_.rulesetForVariant(variant);
    return use ? *use : nullptr;
}

std::optional<const Opening*> PgnOpeningReader::quickPass(std::string_view text) {
    std::size_t at = 0;
    const PgnReader::RulesetUse* use = rulesOfTags(text, at);
    if (!use) return std::nullopt;
    const Ruleset& rules = *use->rules;
    if (!table_.covers(rules, use->start)) return nullptr;

    // The main line's moves; comments, annotations and variations are
    // stepped over as the reader steps over them.
    Position position = use->start;
    OpeningTracker tracker(table_);
    int variationDepth = 0;
    for (at = pgn::skipFiller(text, at); at < text.size() && tracker.following();
         at = pgn::skipFiller(text, at)) {
        const char c = text[at];
        if (c == '{') {
            at = pgn::commentEnd(text, at);
            if (at == std::string_view::npos) return std::nullopt;
            ++at;
        } else if (c == ';') {
            at = pgn::endOfLine(text, at);
        } else if (c == '(' || c == ')') {
            variationDepth += c == '(' ? 1 : -1;
            if (variationDepth < 0) return std::nullopt;
            ++at;
        } else if (c == '$') {
            ++at;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        } else if (c == '*' && variationDepth == 0) {
            break;
        } else if (c == '*') {
            ++at;
        } else {
            std::size_t end = at;
            while (end < text.size() && !pgn::isMovetextDelimiter(text[end])) ++end;
            if (end == at) return std::nullopt;
            std::string_view token = text.substr(at, end - at);
            at = end;
            if (variationDepth > 0) continue;
            token.remove_prefix(moveNumberLength(token));
            if (token.find_first_not_of('.') == std::string_view::npos) continue;
            if (!pgn::resultToken(token).empty()) break;
            const auto move = readMove(rules, position, token);
            if (!move) return std::nullopt;
            position = rules.play(position, *move);
            tracker.reached(position);
        }
    }
    if (variationDepth > 0 && tracker.following()) return std::nullopt;
    return tracker.opening();
}

}  // namespace tavleya

#include "main_line_walk.h"

#include <optional>

#include "../notation/move_number.h"
#include "../notation/move_reader.h"
#include "../pgn/pgn_syntax.h"

namespace tavleya {

namespace {

// A tag pair as nearly every file writes it, `[Name "value"]` with no
// escape or line break in the value: its name and where it ends. Any other
// is left to the full scan, which knows every way a pair may be written.
// Reading every tag of every game costs a search as much as its moves, so
// the common case is only stepped over.
struct PlainTagPair {
    std::string_view name;
    std::size_t end = 0;
};
std::optional<PlainTagPair> plainTagPair(std::string_view text, std::size_t at) {
    // Byte by byte, by hand: the library's versions of these loops call a
    // function for every byte (the locale's isalnum, memchr over the set).
    const auto isNameChar = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '_';
    };
    std::size_t i = at + 1;
    while (i < text.size() && isNameChar(text[i])) ++i;
    if (i == at + 1 || i + 1 >= text.size() || text[i] != ' ' || text[i + 1] != '"')
        return std::nullopt;
    std::size_t close = i + 2;
    while (close < text.size() && text[close] != '"' && text[close] != '\\' && text[close] != '\n')
        ++close;
    if (close >= text.size() || text[close] != '"' || close + 1 >= text.size() ||
        text[close + 1] != ']')
        return std::nullopt;
    return PlainTagPair{text.substr(at + 1, i - at - 1), close + 2};
}

}  // namespace

TaggedStart taggedStart(PgnReader& reader, std::string_view text) {
    std::string variant;
    std::size_t at = pgn::skipFiller(text, 0);
    while (at < text.size() && text[at] == '[') {
        if (const auto plain = plainTagPair(text, at);
            plain && plain->name != "FEN" && plain->name != "Variant") {
            at = pgn::skipFiller(text, plain->end);
            continue;
        }
        pgn::TagPairScan tag = pgn::scanTagPair(text, at);
        if (tag.problem || tag.name == "FEN") return {};
        if (tag.name == "Variant") variant = std::move(tag.value);
        at = pgn::skipFiller(text, tag.end);
    }
    const auto use = reader.rulesetForVariant(variant);
    // A game whose rules need a given start has none without a FEN tag: the
    // reader says so.
    if (!use || (*use)->rules->needsGivenStart()) return {};
    return {*use, at};
}

WalkEnd walkMainLine(std::string_view text, const TaggedStart& start,
                     const PositionFollower& follower) {
    const Ruleset& rules = *start.use->rules;
    Position position = start.use->start;
    int variationDepth = 0;
    for (std::size_t at = pgn::skipFiller(text, start.movesAt); at < text.size();
         at = pgn::skipFiller(text, at)) {
        const char c = text[at];
        if (c == '{') {
            at = pgn::commentEnd(text, at);
            if (at == std::string_view::npos) return WalkEnd::Unusual;
            ++at;
        } else if (c == ';') {
            at = pgn::endOfLine(text, at);
        } else if (c == '(' || c == ')') {
            variationDepth += c == '(' ? 1 : -1;
            if (variationDepth < 0) return WalkEnd::Unusual;
            ++at;
        } else if (c == '$') {
            ++at;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        } else if (c == '*' && variationDepth == 0) {
            return WalkEnd::Finished;
        } else if (c == '*') {
            ++at;
        } else {
            std::size_t end = at;
            while (end < text.size() && !pgn::isMovetextDelimiter(text[end])) ++end;
            if (end == at) return WalkEnd::Unusual;
            std::string_view token = text.substr(at, end - at);
            at = end;
            if (variationDepth > 0) continue;
            token.remove_prefix(moveNumberLength(token));
            if (token.find_first_not_of('.') == std::string_view::npos) continue;
            // A move begins with a letter and a result never does: most
            // words are moves, so they are spared the comparisons.
            const bool asciiLetter = (token[0] | 0x20) >= 'a' && (token[0] | 0x20) <= 'z';
            if (!asciiLetter && !pgn::resultToken(token).empty()) return WalkEnd::Finished;
            const auto move = readMove(rules, position, token);
            if (!move) return WalkEnd::Unusual;
            position = rules.play(position, *move);
            if (!follower(position)) return WalkEnd::Stopped;
        }
    }
    // A variation left open is a damaged game, which the reader reports.
    return variationDepth > 0 ? WalkEnd::Unusual : WalkEnd::Finished;
}

}  // namespace tavleya

#include "pgn_syntax.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace tavleya::pgn {

std::string_view resultToken(std::string_view token) {
    // Most tokens are moves and move numbers: turn them away by length first.
    switch (token.size()) {
        case 1:
            return token == "*" ? "*" : "";
        case 3:
            return token == "1-0" ? "1-0" : token == "0-1" ? "0-1" : "";
        case 7:
            return token == "1/2-1/2" ? "1/2-1/2" : "";
        default:
            if (std::none_of(token.begin(), token.end(),
                             [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
                return {};
    }
    static constexpr std::pair<std::string_view, std::string_view> kResults[] = {
        {"1-0", "1-0"},
        {"0-1", "0-1"},
        {"1/2-1/2", "1/2-1/2"},
        {"*", "*"},
        {"\u00BD-\u00BD", "1/2-1/2"},
        {"1\u20130", "1-0"},
        {"0\u20131", "0-1"},
        {"1/2\u20131/2", "1/2-1/2"},
        {"\u00BD\u2013\u00BD", "1/2-1/2"},
    };
    for (auto [text, result] : kResults)
        if (token == text) return result;
    return {};
}

std::size_t endOfLine(std::string_view text, std::size_t pos) {
    while (pos < text.size() && !isLineBreak(text[pos])) ++pos;
    if (pos < text.size() && text[pos] == '\r') ++pos;
    if (pos < text.size() && text[pos] == '\n') ++pos;
    return pos;
}

bool atLineStart(std::string_view text, std::size_t pos) {
    while (pos > 0) {
        const char c = text[pos - 1];
        if (isLineBreak(c)) return true;
        if (c != ' ' && c != '\t') return false;
        --pos;
    }
    return true;
}

std::size_t forumWrapperLength(std::string_view text, std::size_t pos) {
    const std::string_view rest = text.substr(pos);
    // Asked at every tag: most are turned away by their second character.
    if (rest.size() < 5 || (rest[1] != 'p' && rest[1] != 'P' && rest[1] != '/')) return 0;
    for (std::string_view wrapper : {"[pgn]", "[/pgn]", "[PGN]", "[/PGN]"})
        if (rest.starts_with(wrapper)) return wrapper.size();
    return 0;
}

std::size_t skipFiller(std::string_view text, std::size_t p) {
    for (;;) {
        // Runs of blanks can be the whole file: one tight loop for them.
        while (p < text.size() && isSpace(text[p])) ++p;
        if (p >= text.size()) return p;
        const char c = text[p];
        if (c == kByteOrderMark[0] && text.substr(p).starts_with(kByteOrderMark)) {
            p += kByteOrderMark.size();
        } else if (c == '%' && atLineStart(text, p)) {
            p = endOfLine(text, p);
        } else if (const std::size_t wrapper = c == '[' ? forumWrapperLength(text, p) : 0) {
            p += wrapper;
        } else {
            return p;
        }
    }
}

namespace {

bool isNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

std::size_t skipBlanks(std::string_view text, std::size_t pos) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
    return pos;
}

// Whether the line starting at `pos` closes an open value and its pair.
bool closesValue(std::string_view text, std::size_t pos) {
    const std::size_t lineEnd = endOfLine(text, pos);
    const std::string_view line = text.substr(pos, lineEnd - pos);
    const std::size_t first = skipBlanks(text, pos) - pos;
    if (first < line.size() && line[first] == '[') return false;
    const auto quote = line.find('"');
    return quote != std::string_view::npos && skipBlanks(text, pos + quote + 1) < lineEnd &&
           text[skipBlanks(text, pos + quote + 1)] == ']';
}

}  // namespace

TagPairScan scanTagPair(std::string_view text, std::size_t pos) {
    TagPairScan scan;
    const auto fail = [&](std::size_t at, std::string_view pattern,
                          std::vector<std::string> args = {}) {
        scan.problem = {at, Error::translatable(pattern, std::move(args))};
        // Resume after the pair's closing bracket if the line has one.
        std::size_t end = at;
        while (end < text.size() && !isLineBreak(text[end]) && text[end] != ']') ++end;
        scan.end = end < text.size() && text[end] == ']' ? end + 1 : end;
        return scan;
    };
    std::size_t p = skipBlanks(text, pos + 1);
    const std::size_t nameStart = p;
    while (p < text.size() && isNameChar(text[p])) ++p;
    scan.name = text.substr(nameStart, p - nameStart);
    if (scan.name.empty())
        return fail(nameStart,
                    p < text.size() && text[p] == '"'
                        ? TAVLEYA_MESSAGE("core", "the tag pair has no name")
                        : TAVLEYA_MESSAGE("core", "a tag name must be letters, digits or '_'"));
    p = skipBlanks(text, p);
    if (p >= text.size() || text[p] != '"')
        return fail(p, TAVLEYA_MESSAGE("core", "the tag %1 has no value in quotes"),
                    {std::string(scan.name)});
    const std::size_t valueStart = p;
    ++p;
    bool brokenLine = false;
    for (;;) {
        if (p >= text.size())
            return fail(valueStart, TAVLEYA_MESSAGE("core", "the value of the tag is not closed"));
        const char c = text[p];
        if (c == '"') break;
        if (c == '\\' && p + 1 < text.size()) {
            const char next = text[p + 1];
            if (next == '"' || next == '\\' || next == '\'') {
                scan.value += next;
                p += 2;
                continue;
            }
        }
        if (isLineBreak(c)) {
            const std::size_t nextLine = endOfLine(text, p);
            if (!closesValue(text, nextLine))
                return fail(
                    valueStart,
                    TAVLEYA_MESSAGE("core", "the value of the tag %1 is not closed on its line"),
                    {std::string(scan.name)});
            brokenLine = true;
            scan.value += ' ';
            p = nextLine;
            continue;
        }
        // The run of plain characters up to the next one that needs a look.
        std::size_t run = p + 1;
        while (run < text.size() && text[run] != '"' && text[run] != '\\' &&
               !isLineBreak(text[run]))
            ++run;
        scan.value.append(text.substr(p, run - p));
        p = run;
    }
    ++p;
    const std::size_t close = skipBlanks(text, p);
    if (close >= text.size() || text[close] != ']')
        return fail(close, TAVLEYA_MESSAGE("core", "the tag pair %1 is not closed by ']'"),
                    {std::string(scan.name)});
    scan.end = close + 1;
    if (brokenLine)
        scan.problem = {
            valueStart,
            Error::translatable(TAVLEYA_MESSAGE("core", "the value of the tag %1 has a line break"),
                                {std::string(scan.name)})};
    return scan;
}

std::size_t commentEnd(std::string_view text, std::size_t pos) {
    for (std::size_t p = pos + 1;;) {
        const void* found = std::memchr(text.data() + p, '}', text.size() - p);
        if (!found) return std::string_view::npos;
        const auto close = static_cast<std::size_t>(static_cast<const char*>(found) - text.data());
        if (text[close - 1] != '\\') return close;
        p = close + 1;
    }
}

}  // namespace tavleya::pgn

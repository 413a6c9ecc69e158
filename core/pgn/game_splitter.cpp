#include "game_splitter.h"

#include <algorithm>
#include <array>

#include "pgn_syntax.h"

namespace tavleya::pgn {

namespace {

using Status = GameCut::Status;

// The start of the next line after `p` whose first mark is '[', or the end.
std::size_t nextTagLine(std::string_view text, std::size_t p) {
    for (p = endOfLine(text, p); p < text.size(); p = endOfLine(text, p)) {
        std::size_t q = p;
        while (q < text.size() && (text[q] == ' ' || text[q] == '\t')) ++q;
        if (q < text.size() && text[q] == '[' && !forumWrapperLength(text, q)) return p;
    }
    return text.size();
}

// As cutNextGame, but a cut may hold nothing but comments (`hasContent` false).
GameCut cutOne(std::string_view text, std::size_t from, bool atEnd, std::vector<RawTag>* tags,
               const CutBudget& budget, bool& hasContent) {
    const auto needMore = [] { return GameCut{Status::NeedMore, 0, 0, 0}; };
    const auto game = [](std::size_t begin, std::size_t end, std::size_t next) {
        return GameCut{Status::Game, begin, end, next};
    };
    // Reported even when it holds nothing but the comment: the file is damaged.
    const auto cutShort = [&hasContent](std::size_t begin, std::size_t end) {
        hasContent = true;
        return GameCut{Status::Game, begin, end, end, true};
    };
    std::size_t p = skipFiller(text, from);
    if (p >= text.size()) return atEnd ? GameCut{Status::NoMore, p, p, p} : needMore();
    const std::size_t begin = p;
    if (tags) tags->clear();
    hasContent = text[p] == '[';

    // The tag section. A tag name seen before in it begins the next game:
    // files of games without moves put tag sections one after another.
    std::array<std::string_view, 32> names;  // left uninitialised past nameCount
    std::size_t nameCount = 0;
    while (p < text.size() && text[p] == '[') {
        TagPairScan scan = scanTagPair(text, p);
        if (!atEnd && scan.end >= text.size()) return needMore();
        if (std::find(names.begin(), names.begin() + nameCount, scan.name) !=
            names.begin() + nameCount)
            return game(begin, p, p);
        if (nameCount < names.size() && !scan.name.empty()) names[nameCount++] = scan.name;
        if (tags && !scan.problem) tags->push_back({scan.name, std::move(scan.value)});
        p = skipFiller(text, scan.end);
    }

    // The movetext.
    bool sawMoves = false;
    bool blankLine = false;  // since the last token
    bool lineHasText = true;
    int depth = 0;
    std::size_t lastEnd = p;  // just past the last thing that belongs to the game
    while (p < text.size()) {
        if (p - begin > budget.maxGameBytes)
            return cutShort(begin, begin + budget.maxGameBytes + 1);
        const char c = text[p];
        switch (c) {
            case '\n':
            case '\r':
                if (!lineHasText) blankLine = true;
                lineHasText = false;
                p = (c == '\r' && p + 1 < text.size() && text[p + 1] == '\n') ? p + 2 : p + 1;
                continue;
            case ' ':
            case '\t':
            case '\v':
            case '\f':
                ++p;
                continue;
            default:
                break;
        }
        lineHasText = true;
        switch (c) {
            case '{': {
                // '{', at most the budget, and '}'.
                const std::size_t window = p + budget.maxCommentBytes + 2;
                const std::size_t close = commentEnd(text.substr(0, window), p);
                if (close == std::string_view::npos) {
                    if (text.size() >= window) return cutShort(begin, window);
                    if (!atEnd) return needMore();
                    // Not closed: let the game end before the next tag line so
                    // that the games after it still load.
                    const std::size_t end = nextTagLine(text, p);
                    return game(begin, end, end);
                }
                p = close + 1;
                lastEnd = p;
                continue;
            }
            case ';': {
                // To the end of the line, within the comment budget.
                const std::size_t window = p + budget.maxCommentBytes + 2;
                const std::size_t end = endOfLine(text.substr(0, window), p);
                if (end == window && !isLineBreak(text[window - 1])) return cutShort(begin, window);
                p = end;
                lastEnd = p;
                continue;
            }
            case '%':
                if (atLineStart(text, p)) {
                    p = endOfLine(text, p);
                    continue;
                }
                break;
            case '[':
                if (const std::size_t wrapper = forumWrapperLength(text, p)) {
                    p += wrapper;
                    continue;
                }
                if (atLineStart(text, p)) return game(begin, lastEnd, p);
                break;
            case '(':
                ++depth;
                break;
            case ')':
                if (depth > 0) --depth;
                break;
            case '*':
                hasContent = true;
                if (depth == 0) return game(begin, p + 1, p + 1);
                break;
            default: {
                std::size_t end = p + 1;  // a lone delimiter ('$', '}', '"') is a token too
                const std::size_t stop = std::min(text.size(), p + budget.maxTokenBytes + 1);
                while (end < stop && !isMovetextDelimiter(text[end])) ++end;
                if (end - p > budget.maxTokenBytes) return cutShort(begin, end);
                if (end == text.size() && !atEnd) return needMore();
                const std::string_view token = text.substr(p, end - p);
                // Every result begins with one of these; most moves do not.
                const bool mayBeResult = c == '1' || c == '0' || c == '*' || (c & 0x80) != 0;
                if (depth == 0 && mayBeResult && !resultToken(token).empty()) {
                    hasContent = true;
                    return game(begin, end, end);
                }
                if (sawMoves && blankLine && depth == 0 && token.starts_with("1.") &&
                    !token.starts_with("1..."))
                    return game(begin, lastEnd, p);
                sawMoves = true;
                hasContent = true;
                blankLine = false;
                p = end;
                lastEnd = end;
                continue;
            }
        }
        ++p;
        lastEnd = p;
    }
    if (!atEnd) return needMore();
    return game(begin, lastEnd, p);
}

}  // namespace

GameCut cutNextGame(std::string_view text, std::size_t from, bool atEnd, std::vector<RawTag>* tags,
                    const CutBudget& budget) {
    for (;;) {
        bool hasContent = false;
        const GameCut cut = cutOne(text, from, atEnd, tags, budget, hasContent);
        // Comments after the last game, or between games, are not a game.
        if (cut.status != GameCut::Status::Game || hasContent) return cut;
        from = cut.next;
    }
}

}  // namespace tavleya::pgn

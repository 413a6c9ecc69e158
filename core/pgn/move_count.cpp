#include "move_count.h"

#include "pgn_syntax.h"

namespace tavleya::pgn {

int lastMoveNumber(std::string_view text) {
    int last = 0;
    int depth = 0;  // of variations
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const char c = text[i];
        if (c == '{') {
            const std::size_t end = commentEnd(text, i);
            if (end == std::string_view::npos) break;
            i = end + 1;
            continue;
        }
        if (c == ';' || (c == '%' && atLineStart(text, i))) {
            i = endOfLine(text, i);
            continue;
        }
        if (c == '[' && depth == 0) {
            // A tag pair: its quoted value may hold anything. Skipped here
            // rather than read with scanTagPair, which builds each value and
            // made the game list's pass half as fast again.
            ++i;
            bool quoted = false;
            for (; i < n && (quoted || text[i] != ']') && !isLineBreak(text[i]); ++i) {
                if (text[i] == '\\' && quoted)
                    ++i;
                else if (text[i] == '"')
                    quoted = !quoted;
            }
            continue;
        }
        if (c == '(') ++depth;
        if (c == ')' && depth > 0) --depth;
        if (c >= '0' && c <= '9' && depth == 0 && (i == 0 || isMovetextDelimiter(text[i - 1]))) {
            int number = 0;
            std::size_t j = i;
            for (; j < n && text[j] >= '0' && text[j] <= '9' && number < 100000; ++j)
                number = number * 10 + (text[j] - '0');
            if (j < n && text[j] == '.') last = number;
            i = j;
            continue;
        }
        ++i;
    }
    return last;
}

}  // namespace tavleya::pgn

#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../result.h"

// The lexical pieces of PGN that both the fast index pass and the full game
// reader must agree on, so that both cut a file into the same games.
namespace tavleya::pgn {

inline bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
inline bool isLineBreak(char c) {
    return c == '\n' || c == '\r';
}
// Bytes that end a movetext token.
inline constexpr std::array<bool, 256> kMovetextDelimiters = [] {
    std::array<bool, 256> table{};
    for (unsigned char c : std::string_view(" \t\n\r\v\f{}();[]$*\"")) table[c] = true;
    return table;
}();
inline bool isMovetextDelimiter(char c) {
    return kMovetextDelimiters[static_cast<unsigned char>(c)];
}

// The UTF-8 byte-order mark, which some programs write before every game.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The game termination marker a token stands for ("1-0", "0-1", "1/2-1/2",
// "*"), read also in the forms "½-½" and with an en dash; empty when the
// token is not one.
std::string_view resultToken(std::string_view token);

// Offset just past the line that `pos` is on (its line break included).
std::size_t endOfLine(std::string_view text, std::size_t pos);
// Whether only spaces and tabs stand between the start of `pos`'s line and `pos`.
bool atLineStart(std::string_view text, std::size_t pos);

// Forum wrappers around a game: "[pgn]" and "[/pgn]", read as blanks.
std::size_t forumWrapperLength(std::string_view text, std::size_t pos);

// Skips blanks, byte-order marks, forum wrappers and "%" escape lines.
std::size_t skipFiller(std::string_view text, std::size_t pos);

// One tag pair, read from the '[' at `pos`.
struct TagPairScan {
    std::size_t end = 0;    // just past the pair, or where reading stopped
    std::string_view name;  // empty when missing
    std::string value;      // escapes resolved
    // What is wrong, and at which offset; the pair is unusable then.
    std::optional<std::pair<std::size_t, Error>> problem;
};
// A value ends at the first unescaped quote on its line. `\"` and `\\` are
// PGN's escapes; `\'` (common in old files) reads as a quote mark too; any
// other backslash is kept as it is. A value left open at the end of its line
// continues on the next line only when that line closes it and the pair
// (this happens when a value was typed with a line break in it); that is
// reported as a problem, as PGN forbids it.
TagPairScan scanTagPair(std::string_view text, std::size_t pos);

// The end of the brace comment opening at `pos`: the offset of its closing
// brace, or npos. "\}" does not close a comment (a common extension).
std::size_t commentEnd(std::string_view text, std::size_t pos);

}  // namespace tavleya::pgn

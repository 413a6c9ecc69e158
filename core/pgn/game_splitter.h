#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tavleya::pgn {

// A tag pair as the index pass sees it.
struct RawTag {
    std::string_view name;
    std::string value;
};

// Where the next game of a PGN text lies, found without reading its moves:
// the cheap cut that the index pass and the full reader share.
//
// A game is an optional tag section and movetext. It ends after its result
// token (outside comments and variations); or where a line starts with a tag
// pair after movetext, since a missing result must not swallow the next game;
// or where a blank line is followed by move number 1 after movetext (games
// pasted one after the other with no tags); or at the end of the text.
struct GameCut {
    enum class Status {
        Game,      // [begin, end) is a game; look for the next one at `next`
        NeedMore,  // the text ends inside a game: call again with more text
        NoMore,    // only blanks remain
    };
    Status status = Status::NoMore;
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t next = 0;
};

// Finds the first game at or after `from`. `atEnd` says whether `text` holds
// the rest of the file. Tag pairs of the game's tag section go into `tags`
// when it is given (those the reader cannot make sense of are left out).
GameCut cutNextGame(std::string_view text, std::size_t from, bool atEnd,
                    std::vector<RawTag>* tags = nullptr);

}  // namespace tavleya::pgn

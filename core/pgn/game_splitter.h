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
// How far the cut looks into one game, comment or token before it gives up
// on it, so that a file with a comment that never closes costs a bounded
// amount of memory and time, whatever its size.
struct CutBudget {
    std::size_t maxGameBytes = 64u << 20;
    std::size_t maxCommentBytes = 1u << 20;
    std::size_t maxTokenBytes = 4u << 10;
};

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
    // The game was cut where it outgrew a budget: the text after `end` up to
    // the next line that starts with '[' still belongs to it, and is skipped.
    bool cutShort = false;
};

// Finds the first game at or after `from`. `atEnd` says whether `text` holds
// the rest of the file. Tag pairs of the game's tag section go into `tags`
// when it is given (those the reader cannot make sense of are left out).
GameCut cutNextGame(std::string_view text, std::size_t from, bool atEnd,
                    std::vector<RawTag>* tags = nullptr, const CutBudget& budget = {});

}  // namespace tavleya::pgn

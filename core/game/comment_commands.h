#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../clock/time_control.h"
#include "../square.h"

namespace tavleya {

// An arrow or a coloured square as lichess and ChessBase draw them; the
// colour is the command's letter: G(reen), R(ed), Y(ellow), B(lue).
struct Arrow {
    Square from, to;
    char colour = 'G';
    bool operator==(const Arrow&) const = default;
};
struct MarkedSquare {
    Square square;
    char colour = 'G';
    bool operator==(const MarkedSquare&) const = default;
};

// The commands written inside PGN comments, as fields: [%clk 1:30:00],
// [%emt 0:00:12], [%eval 0.25] or [%eval #-3], [%csl Ga4,Rb5],
// [%cal Ge2e4,Rd1h5]. Commands Tavleya does not know are kept verbatim.
struct CommentCommands {
    std::optional<Millis> clock;
    std::optional<Millis> elapsed;
    std::optional<std::string> eval;
    std::vector<Arrow> arrows;
    std::vector<MarkedSquare> squares;
    std::vector<std::string> unknown;  // whole commands, "[%...]"

    bool empty() const {
        return !clock && !elapsed && !eval && arrows.empty() && squares.empty() && unknown.empty();
    }
    bool operator==(const CommentCommands&) const = default;
};

struct ParsedComment {
    std::string text;  // the comment with the commands taken out
    CommentCommands commands;
};

// Drawing an arrow or a square again removes it; in another colour, it
// takes that colour (as on lichess).
void toggleArrow(CommentCommands& commands, Arrow arrow);
void toggleSquare(CommentCommands& commands, MarkedSquare square);

// Splits a comment into its text and its commands. A command that is
// malformed (an unreadable time, a bad square) is kept verbatim as unknown,
// so nothing the user wrote is lost.
ParsedComment parseComment(std::string_view comment);

// The comment again: commands first, in a fixed order, then the text.
std::string writeComment(const ParsedComment& comment);

// "1:30:00", "0:00:12.5" (tenths when not whole seconds).
std::string formatClockTime(Millis time);
// The reverse, up to 10,000 hours; nothing for anything else.
std::optional<Millis> parseClockTime(std::string_view text);

}  // namespace tavleya

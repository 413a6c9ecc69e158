#pragma once

#include <string>

#include "../notation_style.h"
#include "pgn_game.h"

namespace tavleya {

struct PgnWriteOptions {
    NotationStyle notation = kSan;  // English SAN is what other programs read
    bool comments = true;           // comments and their [%...] commands
    bool variations = true;
};

// One game in PGN export format (PGN standard 8): the Seven Tag Roster first,
// then the other tags in their order; [Variant], [SetUp] and [FEN] as the
// game needs them; movetext in lines of at most 79 characters; NAGs as $n;
// the result token at the end. Ends with a line break.
std::string writePgnGame(const PgnGame& game, const PgnWriteOptions& options = {});

// A tag value with PGN's escapes.
std::string escapedTagValue(std::string_view value);

}  // namespace tavleya

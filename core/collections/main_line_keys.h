#pragma once

#include <optional>

#include "../pgn/pgn_reader.h"

namespace tavleya {

// The rules of a game and the keys of its start position and of every
// position of its main line, as PgnReader::check notes them, read from its
// text as quickly as can be: straight from the moves (main_line_walk.h),
// leaving what is unusual to the reader. So, as in searching, what the quick
// pass does not check goes unnoticed: a wrong move in a variation, a check
// or mate mark the move does not give, a pawn move written with a P.
// Fills `line` (reusing its memory, game after game) and returns nothing, or
// the error that stops the game being read, `line` then being empty.
std::optional<PgnError> mainLineKeys(PgnReader& reader, const GameText& game,
                                     PgnReader::MainLine& line);

}  // namespace tavleya

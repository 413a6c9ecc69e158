#pragma once

#include <string_view>

namespace tavleya::pgn {

// The number of the last move of a game's main line, read from the move
// numbers in its text without reading the moves: the last "N." outside tag
// pairs, comments and variations. 0 when the text numbers no moves. Fast
// enough for a game list of a large file; a game list shows it as the
// length of the game.
int lastMoveNumber(std::string_view gameText);

}  // namespace tavleya::pgn

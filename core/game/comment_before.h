#pragma once

#include <string_view>

#include "game/game_tree.h"

namespace tavleya {

// Where what is said before `node` is kept: the move's own comment before,
// or for the game's first move, the comment the game opens with ("{...} 1. e4"
// reads it at the start) when that has one and the move none of its own.
NodeId commentBeforeHolder(const GameTree& tree, NodeId node);

// The text said before `node`, wherever it is kept.
std::string_view commentSaidBefore(const GameTree& tree, NodeId node);

}  // namespace tavleya

#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ruleset.h"

namespace tavleya::uci {

// A legal move in the engine protocol's words: e2e4, e7e8q, drops as N@f3;
// castling as the king's two-square step, or as the king onto its own rook
// when `kingTakesRook` (Chess960's form, always unambiguous); a Tavreli
// split with the number of pieces moved after the square they leave, d4(2)f5;
// a Kingchess placement that the same player's turn goes on from, K@e1,.
std::string engineMoveText(const Ruleset& rules, Move move, bool kingTakesRook);

// The legal move of `position` that `text` names, in either castling form.
std::optional<Move> readEngineMove(const Ruleset& rules, const Position& position,
                                   std::string_view text);

// The moves one word names, each read in the position the one before it
// leaves: a move, or a whole placing turn. Nothing if any is not legal.
std::optional<std::vector<Move>> readEngineMoves(const Ruleset& rules, Position position,
                                                 std::string_view word);

}  // namespace tavleya::uci

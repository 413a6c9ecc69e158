#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ruleset.h"

namespace tavleya::engine {

// A legal move in the engine protocol's words: e2e4, e7e8q, drops as N@f3;
// castling as the king's two-square step, or as the king onto its own rook
// when `kingTakesRook` (Chess960's form, always unambiguous); a Tavreli
// split with the number of pieces moved after the squares, d4f5(2).
std::string engineMoveText(const Ruleset& rules, Move move, bool kingTakesRook);

// The legal move of `position` that `text` names, in either castling form.
std::optional<Move> readEngineMove(const Ruleset& rules, const Position& position,
                                   std::string_view text);

}  // namespace tavleya::engine

#pragma once

#include <string_view>

#include "../result.h"
#include "../ruleset.h"

namespace tavleya {

// Reads a move as people write it and finds the one legal move it means.
// Tolerant of real-world text: SAN or long form; English or Russian letters
// or figurines; "x", ":", "-", "–" or nothing between squares; O-O or 0-0;
// =Q, Q, (Q) or /Q for promotion; e.p. / в.п. suffixes; check, mate and
// annotation marks (+ # ++ ! ?) anywhere at the end, as they are recomputed;
// engine form (e2e4, e7e8q). An illegal or ambiguous move gives an error
// naming the move and why.
Result<Move> readSan(const Ruleset& rules, const Position& position, std::string_view text);

// Reads a move as the ruleset reads it (Ruleset::readMoveText; for chess-like
// games readSan).
Result<Move> readMove(const Ruleset& rules, const Position& position, std::string_view text);

}  // namespace tavleya

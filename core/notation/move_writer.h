#pragma once

#include <string>

#include "../notation_style.h"
#include "../ruleset.h"

namespace tavleya {

// A legal move as text in the given style, as the ruleset writes it
// (Ruleset::moveText; for chess-like games writeSan).
std::string writeMove(const Ruleset& rules, const Position& position, Move move,
                      NotationStyle style);

// SAN and long algebraic, with "+" or "#" when the move checks or mates.
// FIDE appendix C: capture "x" (":" in Russian long form), castling O-O (0-0
// in Russian), promotion "=Q" (PGN) or "Ф" (FIDE-Russian).
std::string writeSan(const Ruleset& rules, const Position& position, Move move,
                     NotationStyle style);

// Engine (UCI) form: e2e4, e7e8q, king onto its rook for castling, N@f3 and
// P@e4 for drops (K@e1, when the turn goes on with more placements: a
// Kingchess turn joined reads K@e1,Q@d1,P@d2), d4(1)f5 for a Tavreli split
// (the pieces that leave).
std::string uciText(const Ruleset& rules, Move move);

}  // namespace tavleya

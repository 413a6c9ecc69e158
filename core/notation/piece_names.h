#pragma once

#include <string_view>

#include "../notation_style.h"
#include "../piece.h"

namespace tavleya {

// The usual letter (or figurine) for a kind of piece in move text; empty for
// pawns. Rulesets may name their pieces differently (Ruleset::pieceSymbol).
std::string_view standardPieceSymbol(PieceKind kind, PieceAlphabet alphabet);

// A kind's usual name in English, lower case ("knight"), marked for the
// interface to translate (context "core").
std::string_view standardPieceName(PieceKind kind);

// The name of chess's kinds' pictures in a piece set ("knight").
std::string_view standardPieceImage(PieceKind kind);

}  // namespace tavleya

#pragma once

#include <span>
#include <string_view>

#include "../piece.h"
#include "notation_style.h"

namespace tavleya {

// The letter (or figurine) for a kind of piece in move text; empty for pawns.
std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet);

// A piece symbol at the start of `text` (UTF-8), in any alphabet, with the
// number of bytes it takes; kind None if there is none. The two-letter
// Russian king "Кр" is tried before the knight "К".
struct SymbolMatch {
    PieceKind kind = PieceKind::None;
    std::size_t length = 0;
};
SymbolMatch matchPieceSymbol(std::string_view text);

}  // namespace tavleya

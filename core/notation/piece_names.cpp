#include "piece_names.h"

#include <array>

namespace tavleya {
namespace {

struct SymbolRow {
    PieceKind kind;
    std::string_view english, russian, figurine;
};

constexpr std::array<SymbolRow, 8> kSymbols{{
    {PieceKind::Knight, "N", "К", "♘"},
    {PieceKind::Bishop, "B", "С", "♗"},
    {PieceKind::Rook, "R", "Л", "♖"},
    {PieceKind::Queen, "Q", "Ф", "♕"},
    {PieceKind::King, "K", "Кр", "♔"},
    {PieceKind::Fers, "F", "Ф", "F"},
    {PieceKind::Alfil, "A", "С", "A"},
    {PieceKind::Helgi, "H", "Х", "H"},
}};

// Symbols read but never written: black figurines, the pawn's letter.
struct ExtraSymbol {
    std::string_view text;
    PieceKind kind;
};
constexpr std::array<ExtraSymbol, 8> kExtraSymbols{{
    {"Кр", PieceKind::King},  // must precede the knight's К
    {"♚", PieceKind::King},
    {"♛", PieceKind::Queen},
    {"♜", PieceKind::Rook},
    {"♝", PieceKind::Bishop},
    {"♞", PieceKind::Knight},
    {"♙", PieceKind::Pawn},
    {"♟", PieceKind::Pawn},
}};

}  // namespace

std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet) {
    for (const SymbolRow& row : kSymbols) {
        if (row.kind != kind) continue;
        switch (alphabet) {
            case PieceAlphabet::English:
                return row.english;
            case PieceAlphabet::Russian:
                return row.russian;
            case PieceAlphabet::Figurine:
                return row.figurine;
        }
    }
    return {};
}

SymbolMatch matchPieceSymbol(std::string_view text) {
    for (const ExtraSymbol& e : kExtraSymbols)
        if (text.starts_with(e.text)) return {e.kind, e.text.size()};
    // Only the orthodox pieces are read here; variants read their own symbols.
    for (std::size_t i = 0; i < 5; ++i) {
        const SymbolRow& row = kSymbols[i];
        for (std::string_view s : {row.english, row.russian, row.figurine})
            if (text.starts_with(s)) return {row.kind, s.size()};
    }
    if (text.starts_with("P")) return {PieceKind::Pawn, 1};
    return {};
}

}  // namespace tavleya

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

}  // namespace

std::string_view standardPieceSymbol(PieceKind kind, PieceAlphabet alphabet) {
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

}  // namespace tavleya

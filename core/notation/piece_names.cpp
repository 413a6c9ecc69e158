#include "piece_names.h"

#include <array>

#include "../result.h"

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

std::string_view standardPieceName(PieceKind kind) {
    switch (kind) {
        case PieceKind::Pawn:
            return TAVLEYA_MESSAGE("core", "pawn");
        case PieceKind::Knight:
            return TAVLEYA_MESSAGE("core", "knight");
        case PieceKind::Bishop:
            return TAVLEYA_MESSAGE("core", "bishop");
        case PieceKind::Rook:
            return TAVLEYA_MESSAGE("core", "rook");
        case PieceKind::Queen:
            return TAVLEYA_MESSAGE("core", "queen");
        case PieceKind::King:
            return TAVLEYA_MESSAGE("core", "king");
        case PieceKind::Fers:
            return TAVLEYA_MESSAGE("core", "fers");
        case PieceKind::Alfil:
            return TAVLEYA_MESSAGE("core", "alfil");
        case PieceKind::Helgi:
            return TAVLEYA_MESSAGE("core", "helgi");
        case PieceKind::None:
            break;
    }
    return {};
}

}  // namespace tavleya

#include "piece_names.h"

#include <array>

#include "../result.h"

namespace tavleya {
namespace {

struct SymbolRow {
    PieceKind kind;
    std::string_view english, russian, figurine;
};

constexpr std::array<SymbolRow, 5> kSymbols{{
    {PieceKind::Knight, "N", "К", "♘"},
    {PieceKind::Bishop, "B", "С", "♗"},
    {PieceKind::Rook, "R", "Л", "♖"},
    {PieceKind::Queen, "Q", "Ф", "♕"},
    {PieceKind::King, "K", "Кр", "♔"},
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
        default:
            break;
    }
    return {};
}

std::string_view standardPieceImage(PieceKind kind) {
    switch (kind) {
        case PieceKind::Pawn:
            return "pawn";
        case PieceKind::Knight:
            return "knight";
        case PieceKind::Bishop:
            return "bishop";
        case PieceKind::Rook:
            return "rook";
        case PieceKind::Queen:
            return "queen";
        case PieceKind::King:
            return "king";
        default:
            return {};
    }
}

}  // namespace tavleya

#include "puzzles/material_count.h"

namespace tavleya {

int worth(PieceKind kind) {
    switch (kind) {
        case PieceKind::Pawn:
            return 1;
        case PieceKind::Rook:
            return 5;
        case PieceKind::Queen:
            return 9;
        case PieceKind::King:
            return 100;
        default:
            return 3;
    }
}

int materialLead(const Position& position, Color side) {
    int lead = 0;
    const auto count = [&](Piece piece) {
        lead += piece.color() == side ? worth(piece.kind()) : -worth(piece.kind());
    };
    for (Bitboard b = position.occupied(); b;) {
        const Square square = popLowest(b);
        for (int depth = 0; depth < position.towers().height(square); ++depth)
            if (const Piece beneath = position.towers().beneath(square, depth);
                beneath.color() == position.at(square).color())
                count(beneath);
        if (square != position.royalSquare(Color::White) &&
            square != position.royalSquare(Color::Black))
            count(position.at(square));
    }
    return lead;
}

}  // namespace tavleya

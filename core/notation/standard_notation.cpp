// The notation every ruleset starts with (Ruleset's defaults): SAN with the
// standard pieces' letters and names. Defined here, beside the notation they
// use, so that the ruleset's interface stays below the notation.

#include <algorithm>

#include "../ruleset.h"
#include "move_reader.h"
#include "move_writer.h"
#include "piece_names.h"

namespace tavleya {

std::string Ruleset::moveText(const Position& position, Move move, NotationStyle style) const {
    return writeSan(*this, position, move, style);
}

Result<Move> Ruleset::readMoveText(const Position& position, std::string_view text) const {
    return readSan(*this, position, text);
}

std::span<const PieceKind> Ruleset::pieceKinds() const {
    static constexpr PieceKind kChess[] = {PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                                           PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn};
    return kChess;
}

bool Ruleset::hasPieceKind(PieceKind kind) const {
    const std::span<const PieceKind> kinds = pieceKinds();
    return std::ranges::find(kinds, kind) != kinds.end();
}

std::string_view Ruleset::pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const {
    if (!hasPieceKind(kind)) return {};
    return standardPieceSymbol(kind, alphabet);
}

std::string_view Ruleset::pieceName(PieceKind kind) const {
    return standardPieceName(kind);
}

std::string_view Ruleset::pieceImage(PieceKind kind) const {
    return standardPieceImage(kind);
}

}  // namespace tavleya

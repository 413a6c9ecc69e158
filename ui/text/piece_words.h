#pragma once

#include <QString>
#include <array>

#include "piece.h"

namespace tavleya {

class Ruleset;

// Pieces in words, in the interface's language: by the names the game gives
// its pieces (a ruleset may have its own), with their colour, and for a pawn
// that knows what it will become, that piece too.
class PieceWords {
public:
    // The usual names of chess pieces.
    PieceWords();
    explicit PieceWords(const Ruleset& rules);

    QString name(PieceKind kind) const;
    // "White knight"; "Black soldier (promotes to helgi)".
    QString describe(Piece piece) const;

private:
    std::array<QString, kPieceKindCount> names_;
};

}  // namespace tavleya

#pragma once

#include <QString>
#include <array>

#include "piece.h"

namespace tavleya {

class Ruleset;

// What each kind of piece of a game is drawn with: the name of its picture
// in a piece set ("knight", "helgi"), and its letter, drawn on a disc for a
// kind the set has no picture of. The board is told them with the game.
struct PiecePictures {
    // Chess's pieces.
    PiecePictures();
    explicit PiecePictures(const Ruleset& rules);

    std::array<QString, kPieceKindCount> names;
    std::array<QString, kPieceKindCount> letters;

    bool operator==(const PiecePictures&) const = default;
};

}  // namespace tavleya

#pragma once

#include <QString>

namespace tavleya {

class GameListRows;
struct ListedOpenings;

// What the filter of a game list looks for: a text, in any case, in one
// field of a game (a player is White or Black; an opening is its ECO code or
// its name) or in any of its columns.
// Pure, so that a large list can be searched on another thread.
struct GameQuery {
    enum Field { AnyField, PlayerField, EventField, ResultField, VariantField, OpeningField };

    Field field = AnyField;
    QString text;  // trimmed: empty finds every game

    bool findsAll() const { return text.isEmpty(); }
    bool accepts(const GameListRows& rows, const ListedOpenings& openings, int row) const;
    bool operator==(const GameQuery&) const = default;
};

}  // namespace tavleya

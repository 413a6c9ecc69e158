#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "collections/duplicate_finder.h"

namespace tavleya {

class GameListRows;
class PositionIndex;

// For each game of a listed file, in order, the row of the earlier game it
// repeats, or none: its moves from the file's index of positions, its
// players and date from the list.
std::vector<std::optional<int>> listedDuplicates(const PositionIndex& positions,
                                                 const GameListRows& rows, DuplicateRule rule);

// Writes the games of the PGN file `from` to `to` (atomically: a file that
// was there stays whole if writing fails), leaving out those that
// `duplicates` says repeat an earlier one; the games' text is copied as it
// is. Returns what went wrong, or an empty string.
QString writeWithoutDuplicates(const QString& from, const QString& to,
                               const std::vector<std::optional<int>>& duplicates);

}  // namespace tavleya

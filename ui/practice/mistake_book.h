#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "puzzles/puzzle.h"

namespace tavleya {

// Each player's own puzzles, made from the mistakes a game review found in
// their games: a puzzle CSV per player in the program's data folder, kept
// with the puzzle records' history (a mistake solved is remembered as any
// puzzle is).
class MistakeBook {
    Q_DECLARE_TR_FUNCTIONS(MistakeBook)

public:
    static std::vector<Puzzle> read(const QString& player);
    // Adds `mistakes` to the player's (each once); how many were new, or an
    // error.
    static int add(const QString& player, const std::vector<Puzzle>& mistakes, QString& error);
};

}  // namespace tavleya

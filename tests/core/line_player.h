#pragma once

// Plays a line of moves written in text from a FEN, keeping every position,
// for tests of rules that depend on the history of a game.

#include <QtTest>

#include <sstream>
#include <string>
#include <vector>

#include "notation/move_reader.h"
#include "ruleset.h"

namespace tavleya::test {

struct Line {
    std::vector<Position> positions;  // the start and the position after each move
    std::vector<Key> earlierKeys() const {
        std::vector<Key> keys;
        for (std::size_t i = 0; i + 1 < positions.size(); ++i) keys.push_back(positions[i].key());
        return keys;
    }
    const Position& last() const { return positions.back(); }
};

// Moves separated by spaces; move numbers such as "1." or "2..." are skipped.
inline Line playLine(const Ruleset& rules, const std::string& fen, const std::string& moves) {
    Line line;
    const auto start = rules.readFen(fen);
    if (!start.ok()) qFatal("bad FEN in test: %s", start.error().message.c_str());
    line.positions.push_back(*start);
    std::istringstream in(moves);
    std::string word;
    while (in >> word) {
        if (word.find('.') != std::string::npos &&
            std::isdigit(static_cast<unsigned char>(word[0])))
            continue;
        const auto move = readMove(rules, line.last(), word);
        if (!move.ok()) qFatal("bad move in test: %s", move.error().message.c_str());
        line.positions.push_back(rules.play(line.last(), *move));
    }
    return line;
}

}  // namespace tavleya::test

#pragma once

// Helpers for worked examples: the legal moves of a position as a sorted
// list of SAN, compared with the list the rules give.

#include <QStringList>
#include <QtTest>

#include <algorithm>
#include <sstream>

#include "notation/move_writer.h"
#include "ruleset.h"

namespace tavleya::test {

// SAN without check marks, so lists compare with the rules' tables.
inline QStringList legalSan(const Ruleset& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    QStringList list;
    for (Move m : moves) {
        std::string san = writeMove(rules, pos, m, kSan);
        while (!san.empty() && (san.back() == '+' || san.back() == '#')) san.pop_back();
        list << QString::fromStdString(san);
    }
    list.sort();
    return list;
}

inline QStringList sortedWords(const QString& words) {
    QStringList list = words.split(' ', Qt::SkipEmptyParts);
    list.sort();
    return list;
}

inline Position fenOrFail(const Ruleset& rules, const std::string& fen) {
    const auto pos = rules.readFen(fen);
    if (!pos.ok()) qFatal("bad FEN in test: %s", pos.error().message.c_str());
    return *pos;
}

}  // namespace tavleya::test

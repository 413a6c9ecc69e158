#pragma once

// Helpers for the PGN tests: reading files and texts, comparing game trees.

#include <QString>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pgn/pgn_reader.h"

namespace tavleya::testing {

inline std::string pgnDataPath(const std::string& relative) {
    return std::string(TAVLEYA_TEST_DATA) + "/pgn/" + relative;
}

// Every PGN file of the test data, as paths relative to its folder, sorted:
// for tests that hold a fast pass to a slow one on all of them.
inline std::vector<std::string> pgnDataFiles() {
    const std::filesystem::path root = pgnDataPath("");
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
        if (entry.path().extension() == ".pgn")
            files.push_back(entry.path().lexically_relative(root).generic_string());
    std::sort(files.begin(), files.end());
    return files;
}

inline std::string fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// Every game of a file, read fully.
inline std::vector<PgnReader::Outcome> readPgnFile(const std::string& path) {
    auto stream = PgnGameStream::open(path);
    std::vector<PgnReader::Outcome> games;
    if (!stream) return games;
    PgnReader reader;
    GameText game;
    while (stream.value().next(game)) games.push_back(reader.read(game));
    return games;
}

// Where two game trees first differ, or empty when they are equal: moves,
// comments, commands and NAGs, in the same order in every line.
inline std::string treeDifference(const GameTree& a, NodeId na, const GameTree& b, NodeId nb) {
    const GameNode& x = a.node(na);
    const GameNode& y = b.node(nb);
    const std::string where = "node " + std::to_string(na) + "/" + std::to_string(nb) + ": ";
    if (!(x.move == y.move)) return where + "moves differ";
    if (!(x.position == y.position)) return where + "positions differ";
    if (x.commentBefore != y.commentBefore)
        return where + "comment before: '" + x.commentBefore + "' vs '" + y.commentBefore + "'";
    if (x.commentAfter != y.commentAfter)
        return where + "comment after: '" + x.commentAfter + "' vs '" + y.commentAfter + "'";
    if (!(x.commands == y.commands)) return where + "commands differ";
    if (x.nags != y.nags) return where + "NAGs differ";
    if (x.children.size() != y.children.size()) return where + "number of continuations differs";
    for (std::size_t i = 0; i < x.children.size(); ++i) {
        std::string d = treeDifference(a, x.children[i], b, y.children[i]);
        if (!d.empty()) return d;
    }
    return {};
}

inline std::string treeDifference(const GameTree& a, const GameTree& b) {
    if (a.rules().info().key != b.rules().info().key) return "rulesets differ";
    return treeDifference(a, a.root(), b, b.root());
}

inline QString errorText(const PgnReader::Outcome& outcome) {
    if (!outcome.error) return {};
    return QString("%1:%2: %3")
        .arg(outcome.error->line)
        .arg(outcome.error->column)
        .arg(QString::fromStdString(outcome.error->message));
}

}  // namespace tavleya::testing

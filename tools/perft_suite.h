#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "move.h"
#include "result.h"
#include "ruleset.h"

namespace tavleya {

// One line of a perft suite: "<FEN>;D1 <n>;D2 <n>;...".
struct PerftCase {
    std::string fen;
    std::vector<std::uint64_t> expected;  // expected[d - 1] = leaves at depth d
    int line = 0;
};

// Reads a whole suite; an error names the line and column.
Result<std::vector<PerftCase>> readPerftSuite(std::string_view text);

// A move as `--divide` prints it: the UCI form, which one legal move never
// shares with another in classical chess, marked where a ruleset has moves
// that UCI cannot tell apart: "d4f5(2)" for the top two pieces of a Tavreli
// tower (none for the whole tower), "N@c3..." for a Kingchess placement
// after which the same player places more.
std::string divideText(const Ruleset& rules, Move move);

}  // namespace tavleya

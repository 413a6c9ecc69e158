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

}  // namespace tavleya

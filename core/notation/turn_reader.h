#pragma once

#include <string_view>
#include <vector>

#include "../result.h"
#include "../ruleset.h"

namespace tavleya {

// The parts of a placing turn written as one word, "K@e1,Q@d1,@d2": each
// placement with the comma after it, the last without. Any other move's
// text is a single part.
std::vector<std::string_view> turnParts(std::string_view text);

// Reads every move a text names, a move or a whole placing turn, each part
// as the ruleset reads it (Ruleset::readMoveText) in the position the part
// before leaves.
Result<std::vector<Move>> readMoves(const Ruleset& rules, Position position, std::string_view text);

}  // namespace tavleya

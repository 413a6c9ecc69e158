#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "engines/computer_player.h"
#include "pgn/pgn_game.h"

namespace tavleya {

// Which engine played a side, and at what level, as a game's header says.
struct RecordedSeat {
    QString engine;  // its name, as it told it
    int level = kStrongestLevel;
};
using RecordedSeats = std::array<std::optional<RecordedSeat>, 2>;

// Writes into `tags` which sides programs play: PGN's [WhiteType "program"]
// (or "human"), and the engine and its level in Tavleya's own tags
// [WhiteEngine] and [WhiteLevel], so that a game read back is played on
// against the same engine.
void recordSeats(std::vector<PgnTag>& tags,
                 const std::array<std::optional<ComputerSide>, 2>& sides);
// The sides `tags` say an engine played; a level that cannot be read is
// the strongest, as the engine plays without one.
RecordedSeats recordedSeats(const std::vector<PgnTag>& tags);

}  // namespace tavleya

#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "collections/position_index.h"
#include "openings/opening_table.h"
#include "pgn/pgn_reader.h"

namespace tavleya {

// What the check of one game's moves gives the list: whether it reads, its
// warnings, its opening's name and its main line for the position index.
struct CheckedGame {
    std::optional<PgnError> error;
    std::vector<PgnError> warnings;
    const Opening* opening = nullptr;
    PgnReader::MainLine line;
    std::vector<std::uint8_t> moveCodes;  // encodeMoves
};

// Checks games on every core: each batch of games is shared out among as
// many threads as the machine runs at once (this one among them), and the
// results come back in the games' order. Reading a large file's moves is
// most of the time a list takes to be searchable.
class MovesCheck {
public:
    // The chess games are named by `openings` too, when given.
    MovesCheck(const RulesetRegistry& rulesets, const OpeningTable* openings);
    ~MovesCheck();
    MovesCheck(const MovesCheck&) = delete;
    MovesCheck& operator=(const MovesCheck&) = delete;

    // Checks `games`, then hands each result, in order, to `take`.
    void check(std::span<const GameText> games, const std::function<void(CheckedGame&)>& take);

private:
    // What one thread checks with: a reader keeps caches of its own.
    struct Worker {
        PgnReader reader;
        void check(const GameText& game, CheckedGame& out);
    };
    const OpeningTable* openings_;
    std::vector<std::unique_ptr<Worker>> workers_;
    std::vector<CheckedGame> results_;
};

}  // namespace tavleya

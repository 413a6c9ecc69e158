#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "pgn/pgn_index.h"

namespace tavleya {

// Games indexed together, with the last move number of each.
struct GameBatch {
    PgnIndex index;
    std::vector<std::uint16_t> moves;
};

// The games of a list, in the batches they were indexed in. Batches never
// change once listed and a copy shares them, so work in the background
// (filtering a large list) reads a copy while the list goes on growing.
class GameListRows {
public:
    void append(std::shared_ptr<const GameBatch> batch);
    int count() const { return count_; }
    const PgnIndex::Game& location(int row) const;
    // A tag of a game, empty when it has none.
    std::string_view tag(int row, std::string_view name) const;
    int moves(int row) const;

private:
    // The batch holding a row, and the row's place in it.
    std::pair<const GameBatch*, std::size_t> locate(int row) const;

    std::vector<std::shared_ptr<const GameBatch>> batches_;
    std::vector<int> starts_;  // the first row of each batch
    int count_ = 0;
};

}  // namespace tavleya

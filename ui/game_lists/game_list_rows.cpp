#include "game_lists/game_list_rows.h"

#include <algorithm>

namespace tavleya {

void GameListRows::append(std::shared_ptr<const GameBatch> batch) {
    const int added = static_cast<int>(batch->index.size());
    if (added == 0) return;
    starts_.push_back(count_);
    batches_.push_back(std::move(batch));
    count_ += added;
}

std::pair<const GameBatch*, std::size_t> GameListRows::locate(int row) const {
    const auto after = std::upper_bound(starts_.begin(), starts_.end(), row);
    const auto batch = static_cast<std::size_t>(after - starts_.begin() - 1);
    return {batches_[batch].get(), static_cast<std::size_t>(row - starts_[batch])};
}

const PgnIndex::Game& GameListRows::location(int row) const {
    const auto [batch, at] = locate(row);
    return batch->index.game(at);
}

std::string_view GameListRows::tag(int row, std::string_view name) const {
    const auto [batch, at] = locate(row);
    return batch->index.tag(at, name);
}

int GameListRows::moves(int row) const {
    const auto [batch, at] = locate(row);
    return batch->moves[at];
}

}  // namespace tavleya

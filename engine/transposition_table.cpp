#include "transposition_table.h"

#include <algorithm>
#include <bit>

namespace tavleya::engine {

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Entry);
    // A power of two, so that a slot is the key's low bits.
    const std::size_t count = std::bit_floor(std::max<std::size_t>(wanted, 1024));
    entries_.assign(count, Entry{});
    entries_.shrink_to_fit();
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), Entry{});
}

const TranspositionTable::Entry* TranspositionTable::probe(Key key) const {
    const Entry& e = entries_[slot(key)];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
}

int TranspositionTable::permilleFull() const {
    const std::size_t sample = std::min<std::size_t>(entries_.size(), 1000);
    const auto used = std::count_if(entries_.begin(), entries_.begin() + sample,
                                    [](const Entry& e) { return e.bound != Bound::None; });
    return static_cast<int>(static_cast<std::size_t>(used) * 1000 / sample);
}

void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound) {
    Entry& e = entries_[slot(key)];
    if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
    // A position searched again without finding a move keeps the move it had.
    const Move kept = move.isNull() && e.key == key ? e.move : move;
    e = {key, kept, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound};
}

}  // namespace tavleya::engine

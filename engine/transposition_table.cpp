#include "transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace tavleya::engine {

namespace {

// The size of a large page on the machines the program runs on.
constexpr std::size_t kLargePage = 2 * 1024 * 1024;

}  // namespace

void TranspositionTable::Release::operator()(Entry* entries) const {
    std::free(entries);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Entry);
    // A power of two, so that a slot is the key's low bits.
    const std::size_t count = std::bit_floor(std::max<std::size_t>(wanted, 1024));
    const std::size_t bytes = count * sizeof(Entry);
    // aligned_alloc wants a size that is a multiple of the alignment.
    const std::size_t alignment = bytes % kLargePage == 0 ? kLargePage : alignof(Entry);
    entries_.reset();  // the old table goes before the new one is asked for
    entries_.reset(static_cast<Entry*>(std::aligned_alloc(alignment, bytes)));
    if (!entries_) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    if (alignment == kLargePage) madvise(entries_.get(), bytes, MADV_HUGEPAGE);
#endif
    count_ = count;
    mask_ = count - 1;
    clear();
}

void TranspositionTable::clear() {
    std::uninitialized_fill(entries_.get(), entries_.get() + count_, Entry{});
}

const TranspositionTable::Entry* TranspositionTable::probe(Key key) const {
    const Entry& e = entries_[slot(key)];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
}

int TranspositionTable::permilleFull() const {
    const std::size_t sample = std::min<std::size_t>(count_, 1000);
    const auto used = std::count_if(entries_.get(), entries_.get() + sample,
                                    [](const Entry& e) { return e.bound != Bound::None; });
    return static_cast<int>(static_cast<std::size_t>(used) * 1000 / sample);
}

void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound) {
    Entry& e = entries_[slot(key)];
    if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
    // Quiescence's results (depth 0) are many and cheap to find again: they
    // never push out a searched one, of this position or another.
    if (depth == 0 && e.depth > 0) return;
    // A position searched again without finding a move keeps the move it had.
    const Move kept = move.isNull() && e.key == key ? e.move : move;
    e = {key, kept, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound};
}

}  // namespace tavleya::engine

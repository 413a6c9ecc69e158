#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "move.h"
#include "zobrist.h"

namespace tavleya::engine {

// What a search learnt about a position, kept by its key so that the same
// position reached by another order of moves is not searched again: the
// best move found (tried first next time), and a score with its depth and
// whether it is exact or only a bound.
class TranspositionTable {
public:
    enum class Bound : std::uint8_t { None, Lower, Upper, Exact };
    struct Entry {
        Key key = 0;
        Move move;
        std::int16_t score = 0;
        std::int8_t depth = 0;
        Bound bound = Bound::None;
    };

    explicit TranspositionTable(std::size_t megabytes = 64) { resize(megabytes); }
    void resize(std::size_t megabytes);
    void clear();

    // The entry of `key`, or null.
    const Entry* probe(Key key) const;
    // Starts loading the slot of `key` into the cache, so that a probe of it
    // a little later does not wait for memory: a search asks this as soon as
    // it knows a child's key, and probes it once the child's first checks
    // are done.
    void prefetch(Key key) const { __builtin_prefetch(&entries_[slot(key)]); }
    // Keeps the deeper result for the same position; any other replaces,
    // except that quiescence's (depth 0) never replaces a searched one's.
    void store(Key key, Move move, int score, int depth, Bound bound);
    std::size_t size() const { return count_; }
    // How full the table is, in thousandths, judged by its first thousand
    // entries: keys spread evenly over the slots, so a sample tells as much
    // as a count of millions would, at no cost during a search.
    int permilleFull() const;

private:
    std::size_t slot(Key key) const { return static_cast<std::size_t>(key) & mask_; }
    struct Release {
        void operator()(Entry* entries) const;
    };
    // Aligned to, and where the system allows kept on, large memory pages: a
    // probe lands anywhere in tens of megabytes, and with ordinary pages
    // nearly every one also missed the processor's table of page addresses.
    std::unique_ptr<Entry[], Release> entries_;
    std::size_t count_ = 0;
    std::size_t mask_ = 0;
};

}  // namespace tavleya::engine

#pragma once

#include <cstddef>
#include <limits>
#include <vector>

#include "evaluation.h"

namespace tavleya::engine {

// The evaluations a search made lately, by position key. A search meets
// many positions again (its re-searches, a capture's quiescence after the
// node's own look, the same position by another order of moves), and an
// evaluation is pure: what it said once it says again, so a hit changes
// nothing but the time. 32,768 slots (512 KB): a larger table finds more
// but waits longer for memory, and took more time, not less.
class EvaluationCache {
public:
    explicit EvaluationCache(const Evaluation& evaluation) : evaluation_(evaluation) {}

    int evaluate(const Position& position) {
        Slot& slot = slots_[slotOf(position.key())];
        if (slot.key != position.key() || slot.score == kEmpty)
            slot = {position.key(), evaluation_.evaluate(position)};
        return slot.score;
    }

    // Starts loading the slot of `key`, to be evaluated a little later.
    void prefetch(Key key) const { __builtin_prefetch(&slots_[slotOf(key)]); }

private:
    static std::size_t slotOf(Key key) { return static_cast<std::size_t>(key) & (kSlots - 1); }
    static constexpr std::size_t kSlots = std::size_t{1} << 15;
    static constexpr int kEmpty = std::numeric_limits<int>::min();
    struct Slot {
        Key key = 0;
        int score = kEmpty;
    };

    const Evaluation& evaluation_;
    std::vector<Slot> slots_ = std::vector<Slot>(kSlots);
};

}  // namespace tavleya::engine

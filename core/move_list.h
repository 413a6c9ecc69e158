#pragma once

#include <cassert>
#include <cstddef>
#include <span>

#include "move.h"

namespace tavleya {

// The most moves a generator can put in one list, for any position the
// readers accept (FEN places any number of pieces). Generators may list
// pseudo-legal moves first, so these bound those too. A variant that adds
// moves bounds its own in its folder, against MoveList::kCapacity.
namespace move_bound {

// Orthodox board moves, counted by the square they go to. A move that is not
// a jump reaches its square along one of the 8 rays from it, and only the
// nearest piece on a ray can use that ray; jumps come from at most 8 squares.
// Of the pieces reaching a square at most 3 are pawns (one push, two
// captures), each with up to 4 promotion choices, 3 more than counted. A move
// goes to any square but one of the mover's own (its king is one), and
// castling adds at most 2 (encoded as the king onto its own rook).
inline constexpr std::size_t kTargetSquares = 63;
inline constexpr std::size_t kMovesPerTarget = 8 + 8 + 3 * 3;
inline constexpr std::size_t kCastlings = 2;
inline constexpr std::size_t kOrthodox = kTargetSquares * kMovesPerTarget + kCastlings;

}  // namespace move_bound

// A fixed-capacity list of moves on the stack: move generation must not allocate.
class MoveList {
public:
    static constexpr std::size_t kCapacity = 2048;
    static_assert(kCapacity >= move_bound::kOrthodox);

    MoveList() {}  // leaves the storage uninitialised: lists are made by the million

    void push(Move m) {
        assert(size_ < kCapacity);
        storage_.moves[size_++] = m;
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return storage_.moves[i]; }
    const Move* begin() const { return storage_.moves; }
    const Move* end() const { return storage_.moves + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
    std::span<const Move> view() const { return {storage_.moves, size_}; }
    // Keeps, of the moves from `first` on, those `keep` accepts, in order.
    template <class Keep>
    void keepIf(std::size_t first, Keep keep) {
        std::size_t kept = first;
        for (std::size_t i = first; i < size_; ++i)
            if (keep(storage_.moves[i])) storage_.moves[kept++] = storage_.moves[i];
        size_ = kept;
    }

private:
    union Storage {
        Storage() {}
        Move moves[kCapacity];
    } storage_;
    std::size_t size_ = 0;
};

}  // namespace tavleya

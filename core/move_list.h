#pragma once

#include <cstddef>
#include <span>

#include "move.h"

namespace tavleya {

// A fixed-capacity list of moves on the stack: move generation must not allocate.
class MoveList {
public:
    // The most legal moves known in a chess position is 218; drops in
    // Crazyhouse reach a few hundred more.
    static constexpr std::size_t kCapacity = 512;

    MoveList() {}  // leaves the storage uninitialised: lists are made by the million

    void push(Move m) { storage_.moves[size_++] = m; }
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

private:
    union Storage {
        Storage() {}
        Move moves[kCapacity];
    } storage_;
    std::size_t size_ = 0;
};

}  // namespace tavleya

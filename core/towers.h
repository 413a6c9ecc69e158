#pragma once

#include <array>
#include <cstdint>

#include "bitboard.h"
#include "piece.h"

namespace tavleya {

// The pieces standing *beneath* the top piece of each square (Tavreli towers).
// The top piece itself lives on the Position's board; this keeps only what is
// under it, so that a position without towers pays nothing but an empty mask.
// Depth 0 is the piece directly under the top. Fixed capacity, no allocation:
// the whole value is copied with the position.
class Towers {
public:
    // No game has more than 32 pieces, so at most 31 can be beneath others.
    static constexpr int kCapacity = 32;

    bool empty() const { return squares_ == 0; }
    Bitboard squares() const { return squares_; }
    int height(Square s) const { return count_[s.index()]; }
    Piece beneath(Square s, int depth) const { return pool_[offset(s) + depth]; }

    // Inserts `p` at `depth` beneath the top of `s` (0 = directly under it).
    // Returns false when the capacity is exhausted.
    bool insert(Square s, int depth, Piece p);
    // Removes and returns the piece at `depth` beneath the top of `s`.
    Piece erase(Square s, int depth);

    bool operator==(const Towers&) const = default;

private:
    int offset(Square s) const;

    std::array<Piece, kCapacity> pool_{};  // grouped by square, squares ascending
    std::array<std::uint8_t, 64> count_{};
    Bitboard squares_ = 0;
    std::uint8_t total_ = 0;
};

}  // namespace tavleya

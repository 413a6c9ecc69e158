#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <span>

#include "move.h"

namespace tavleya {

// The most moves a generator can put in one list, for any position the
// readers accept (FEN places any number of pieces; TFEN at most 16 a side).
// Generators may list pseudo-legal moves first, so these bound those too.
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

// Crazyhouse adds drops: 5 kinds (no king) onto at most 62 empty squares
// (two kings stand on the board).
inline constexpr std::size_t kCrazyhouse = kOrthodox + 5 * 62;

// Kingchess adds placements: 6 kinds (the king on the first turn) onto the
// 32 squares of the mover's half, each one ending the turn or continuing it.
inline constexpr std::size_t kKingchess = kOrthodox + 6 * 32 * 2;

// Tavreli: a square topped by the mover gives each of its targets once per
// split size, i.e. height times. The mover's towers hold at most 31 pieces
// (32 in all, the other volkhv tops a square of its own); the helgi (queen +
// knight) has the most targets, 27 + 8 = 35; a ratnik's en-passant capture
// is one more on top of its at most 3 others. Plus 2 castlings.
inline constexpr std::size_t kTavreli = 31 * 35 + kCastlings;

inline constexpr std::size_t kAnyRuleset = std::max({kOrthodox, kCrazyhouse, kKingchess, kTavreli});

}  // namespace move_bound

// A fixed-capacity list of moves on the stack: move generation must not allocate.
class MoveList {
public:
    static constexpr std::size_t kCapacity = 2048;
    static_assert(kCapacity >= move_bound::kAnyRuleset);

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

private:
    union Storage {
        Storage() {}
        Move moves[kCapacity];
    } storage_;
    std::size_t size_ = 0;
};

}  // namespace tavleya

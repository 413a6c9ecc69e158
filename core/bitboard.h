#pragma once

#include <bit>
#include <cstdint>

#include "square.h"

namespace tavleya {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) {
    return Bitboard{1} << s.index();
}
constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard fileMask(int file) {
    return kFileA << file;
}
constexpr Bitboard rankMask(int rank) {
    return kRank1 << (8 * rank);
}
constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;

constexpr int popCount(Bitboard b) {
#ifdef __POPCNT__
    return std::popcount(b);
#else
    // Without the processor's instruction (the x86-64 baseline that Debian
    // builds for) std::popcount is a call into libgcc; this is a few
    // arithmetic steps, inlined.
    b -= (b >> 1) & 0x5555555555555555ULL;
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
#endif
}
constexpr Square lowest(Bitboard b) {
    return Square(std::countr_zero(b));
}
constexpr bool moreThanOne(Bitboard b) {
    return b & (b - 1);
}

// Removes and returns the lowest square of a non-empty set.
constexpr Square popLowest(Bitboard& b) {
    const Square s = lowest(b);
    b &= b - 1;
    return s;
}

// Shift every square one step towards the given direction, dropping what
// falls off the board.
constexpr Bitboard shiftNorth(Bitboard b) {
    return b << 8;
}
constexpr Bitboard shiftSouth(Bitboard b) {
    return b >> 8;
}
constexpr Bitboard shiftEast(Bitboard b) {
    return (b & ~fileMask(7)) << 1;
}
constexpr Bitboard shiftWest(Bitboard b) {
    return (b & ~kFileA) >> 1;
}
constexpr Bitboard shiftForward(Bitboard b, Color side) {
    return side == Color::White ? shiftNorth(b) : shiftSouth(b);
}

}  // namespace tavleya

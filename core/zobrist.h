#pragma once

#include <array>
#include <cstdint>

#include "piece.h"
#include "square.h"

namespace tavleya {

using Key = std::uint64_t;

// Random keys for incremental position hashing, generated at compile time
// from a fixed seed so that keys are the same in every build and run.
struct ZobristKeys {
    std::array<std::array<std::array<Key, 64>, kPieceKindCount>, 2> piece{};
    std::array<Key, 64> promoted{};
    std::array<Key, 64> royal{};  // only for royal pieces other than kings
    std::array<Key, 64> moved{};
    std::array<std::array<Key, 64>, kPieceKindCount> identity{};
    std::array<Key, 16> castling{};  // by the 4-bit mask of rights held
    std::array<Key, 8> enPassantFile{};
    Key blackToMove = 0;
    std::array<Key, 16> variantState{};  // one per bit
    std::array<std::array<std::array<Key, 32>, kPieceKindCount>, 2>
        pocket{};  // [colour][kind][count-1]
};

namespace detail {
constexpr Key splitMix(Key& state) {
    Key z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr ZobristKeys makeZobristKeys() {
    ZobristKeys z;
    Key state = 0x7461766C657961ULL;  // "tavleya"
    for (auto& byKind : z.piece)
        for (auto& bySquare : byKind)
            for (Key& k : bySquare) k = splitMix(state);
    for (Key& k : z.promoted) k = splitMix(state);
    for (Key& k : z.royal) k = splitMix(state);
    for (Key& k : z.moved) k = splitMix(state);
    for (auto& bySquare : z.identity)
        for (Key& k : bySquare) k = splitMix(state);
    for (Key& k : z.castling) k = splitMix(state);
    z.castling[0] = 0;
    for (Key& k : z.enPassantFile) k = splitMix(state);
    z.blackToMove = splitMix(state);
    for (Key& k : z.variantState) k = splitMix(state);
    for (auto& byKind : z.pocket)
        for (auto& byCount : byKind)
            for (Key& k : byCount) k = splitMix(state);
    return z;
}
}  // namespace detail

inline constexpr ZobristKeys kZobrist = detail::makeZobristKeys();

// The key of one piece standing on a square (as the top of its square).
constexpr Key pieceKey(Piece p, Square s) {
    Key k = kZobrist.piece[index(p.color())][index(p.kind())][s.index()];
    if (p.promoted()) k ^= kZobrist.promoted[s.index()];
    if (p.royal() && p.kind() != PieceKind::King) k ^= kZobrist.royal[s.index()];
    if (p.identity() != PieceKind::None) k ^= kZobrist.identity[index(p.identity())][s.index()];
    if (p.moved()) k ^= kZobrist.moved[s.index()];
    return k;
}

}  // namespace tavleya

#pragma once

// Shatranj's own pieces: the fers, one step diagonally (the queen's
// ancestor), and the alfil, a leap of exactly two squares diagonally over
// whatever stands between (the bishop's).

#include <array>

#include "../piece_movement.h"

namespace tavleya::shatranj {

inline constexpr PieceKind kFers = ownKind(0);
inline constexpr PieceKind kAlfil = ownKind(1);

// The squares `steps` away from each square, on the board.
constexpr std::array<Bitboard, 64> leaps(int step) {
    std::array<Bitboard, 64> table{};
    for (int s = 0; s < 64; ++s)
        for (int df : {-step, step})
            for (int dr : {-step, step}) {
                const int file = s % 8 + df, rank = s / 8 + dr;
                if (file >= 0 && file < 8 && rank >= 0 && rank < 8)
                    table[static_cast<std::size_t>(s)] |= Bitboard{1} << (rank * 8 + file);
            }
    return table;
}

inline constexpr std::array<Bitboard, 64> kFersSteps = leaps(1);
inline constexpr std::array<Bitboard, 64> kAlfilLeaps = leaps(2);

inline Bitboard fersAttacks(Square from, Bitboard) {
    return kFersSteps[static_cast<std::size_t>(from.index())];
}
inline Bitboard alfilAttacks(Square from, Bitboard) {
    return kAlfilLeaps[static_cast<std::size_t>(from.index())];
}

inline constexpr std::array<PieceMovement, 2> kOwnPieces{{
    {kFers, fersAttacks},
    {kAlfil, alfilAttacks},
}};

}  // namespace tavleya::shatranj

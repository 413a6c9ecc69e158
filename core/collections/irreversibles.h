#pragma once

#include <array>
#include <cstdint>

#include "../bitboard.h"
#include "../position.h"
#include "../ruleset.h"

namespace tavleya {

// Which of a game's losses are for good under its rules. Read from what the
// ruleset says of itself, and conservatively: pockets (pieces dropped back),
// towers (captured pieces freed again), a capturer that turns into what it
// took (pawns made anew) or a setup phase (pieces and castling rights
// placed) keep a loss from counting, so that a prefilter never drops a game
// that could still get there.
struct LossesForGood {
    // Pieces captured never return, pawns only go forward and are never made,
    // a promoted pawn stays a piece.
    bool material = false;
    bool castling = false;

    static LossesForGood under(const Ruleset& rules);
};

// What a game can never get back once it has lost it, where its rules make
// those losses for good (LossesForGood): pieces, pawns on their first squares
// and castling rights.
struct Irreversibles {
    Bitboard unmovedPawns = 0;  // white on the second rank, black on the seventh
    std::uint8_t castling = 0;  // a bit for each right
    std::array<std::uint8_t, 2> pieces{};
    std::array<std::uint8_t, 2> pawns{};

    static Irreversibles of(const Position& position);
    // Whether a game that has these could still reach a position that has
    // `later`: it must not lack anything `later` has. A part of `later` left
    // empty asks for nothing.
    bool cover(const Irreversibles& later) const;
};

}  // namespace tavleya

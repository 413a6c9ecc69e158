#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "../bitboard.h"
#include "../position.h"

namespace tavleya {

// What a game of standard chess can never get back once it has lost it:
// pieces (captured ones do not return, a promoted pawn stays a piece),
// pawns on their first squares (pawns only go forward) and castling rights.
struct Irreversibles {
    Bitboard unmovedPawns = 0;  // white on the second rank, black on the seventh
    std::uint8_t castling = 0;  // a bit for each right
    std::array<std::uint8_t, 2> pieces{};
    std::array<std::uint8_t, 2> pawns{};

    static Irreversibles of(const Position& position);
    // Whether a game that has these could still reach a position that has
    // `later`: it must not lack anything `later` has.
    bool cover(const Irreversibles& later) const;
};

// The positions a game could still reach some named position from. Games
// leave the opening lists behind after some twenty moves, so a classifier
// can stop following them there instead of at their last move.
class OpeningHorizon {
public:
    // Notes a named position; only the least demanding are kept, as a
    // position one of those cannot be reached from is out of reach of all.
    void add(const Position& named);
    // Whether a game that has `marks` could still reach a named position.
    // `witness` is the one that showed it last time: along a game the same
    // one mostly answers again, so it is asked first and then kept.
    bool allows(const Irreversibles& marks, std::size_t& witness) const;

private:
    std::vector<Irreversibles> leastDemanding_;
};

}  // namespace tavleya

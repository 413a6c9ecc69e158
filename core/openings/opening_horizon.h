#pragma once

#include <cstddef>
#include <vector>

#include "../collections/irreversibles.h"
#include "../position.h"

namespace tavleya {

// The positions a game could still reach some named position from. Games
// leave the opening lists behind after some twenty moves, so a classifier
// can stop following them there instead of at their last move. The lists
// name positions of standard chess, where every loss is for good.
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

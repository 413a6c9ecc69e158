#pragma once

#include <cstdint>

namespace tavleya::engine {

// The side to move's clock as the GUI reports it (UCI "go"), milliseconds.
struct ClockReading {
    std::int64_t time = -1;  // time left; -1 when there is no clock
    std::int64_t increment = 0;
    int movesToGo = 0;          // to the next time control; 0 when none
    std::int64_t moveTime = 0;  // a fixed time for this move; 0 when none
};

// How long to think: no new iteration after `soft`, stop at once at `hard`
// (0: no limit).
struct TimeBudget {
    std::int64_t soft = 0;
    std::int64_t hard = 0;
};

// Spreads the time left over the moves still to come, with the increment
// mostly spent as it comes, and keeps `overhead` (the time the GUI and the
// operating system take) and a reserve that is never touched, so that the
// flag never falls however long the game.
TimeBudget budgetFor(const ClockReading& clock, std::int64_t overhead);

// A turn of several placements (Kingchess) is one move on the clock but a
// search for each placement. Each gets its share of what is left of the
// `turn`'s budget after `spent`: while the turn `mayGoOn`, a search may not
// take more than half of what is left, and a later placement still gets
// an eighth of it to look with, or a first placement that ran long would
// leave the rest of the turn to be placed almost unseen.
TimeBudget budgetForPlacement(const TimeBudget& turn, std::int64_t spent, bool first, bool mayGoOn);

}  // namespace tavleya::engine

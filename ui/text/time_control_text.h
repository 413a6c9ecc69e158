#pragma once

#include <QString>

#include "clock/time_control.h"

namespace tavleya {

// A time control in words, as the New Game dialog reads back what was
// typed: "90 min for 40 moves, then 30 min for the rest of the game; +30 s
// per move", in the interface's language.
QString describeTimeControl(const TimeControl& control);

}  // namespace tavleya

#pragma once

#include <QString>

#include "game_end.h"

namespace tavleya {

// A sentence for how a game ended, as the result banner shows it:
// "1–0  White won on time". Empty while the game goes on.
QString describeGameEnd(const GameEnd& end);

}  // namespace tavleya

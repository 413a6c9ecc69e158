#pragma once

#include "../position.h"

namespace tavleya {

// The position after the side to move passes: the "--" of annotated games,
// used to show a threat. Not a legal move of any game; callers check that
// the side to move is not in check.
Position afterNullMove(const Position& position);

}  // namespace tavleya

#pragma once

#include "position.h"

namespace tavleya::engine {

// White's pawn structure less Black's, in centipawns: doubled and isolated
// pawns are weak, a passed pawn is strong the more so the further it has
// come and the fewer pieces are left (`endgame`, 0..256), and pawns in
// front of a king shelter it while pieces are on.
int pawnStructure(const Position& position, int endgame);

}  // namespace tavleya::engine

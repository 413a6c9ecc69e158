#pragma once

#include "position.h"

namespace tavleya {

// A rough worth of chess's kinds, for a puzzle's themes: to tell a fork
// from an attack on what is defended, and a gain of material from none.
// A variant's own kinds count as minor pieces; the king as more than all.
int worth(PieceKind kind);

// `side`'s pieces on the board less the other side's, in worth(), the
// royal pieces left out. A piece beneath a tower's top counts when the top
// is its own; under an enemy top it is a prisoner, out of play.
int materialLead(const Position& position, Color side);

}  // namespace tavleya

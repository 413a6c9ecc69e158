#pragma once

#include "../game_end.h"
#include "../ruleset.h"

namespace tavleya {

// The result when `flagged`'s time runs out (FIDE 6.9): a loss, unless the
// opponent could not mate by any series of legal moves, then a draw. The
// ruleset decides what "could mate" means (Tavreli: always, by its D12).
GameEnd flagFallEnd(const Ruleset& rules, const Position& position, Color flagged);

}  // namespace tavleya

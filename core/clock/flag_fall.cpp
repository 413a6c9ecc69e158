#include "flag_fall.h"

namespace tavleya {

GameEnd flagFallEnd(const Ruleset& rules, const Position& position, Color flagged) {
    if (rules.canStillMate(position, ~flagged))
        return {Termination::FlagFall, winFor(~flagged), flagged};
    return {Termination::FlagFall, Outcome::Draw, flagged};
}

}  // namespace tavleya

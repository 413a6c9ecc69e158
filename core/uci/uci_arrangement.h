#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"
#include "ruleset.h"
#include "setup_phase.h"

namespace tavleya::uci {

// Tavleya's own words for a game whose players arrange their halves unseen
// (Ruleset::secretArrangement), which UCI has none for. Once the game is
// chosen, the GUI says "arrange white" (or "arrange black"), and the engine
// answers with one line: "arrangement " and the side's pieces as one word,
// each as a drop, R@a1,N@b1,…,P@h4 (pawns as P). An engine that does not
// know the words says nothing, or "info string …"; the GUI gives up after
// its usual deadline.

std::string arrangeCommand(Color side);
// The side an "arrange …" command names; nullopt for any other line.
std::optional<Color> readArrangeCommand(std::string_view line);

std::string arrangementLine(const Ruleset& rules, std::span<const Placement> half);
// Whether `line` is the engine's answer, right or wrong.
bool isArrangementLine(std::string_view line);
// The arrangement of `side` that `line` says, checked against the game's
// rules; an error naming the first thing wrong with it.
Result<std::vector<Placement>> readArrangementLine(const Ruleset& rules, Color side,
                                                   std::string_view line);

}  // namespace tavleya::uci

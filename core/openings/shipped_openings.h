#pragma once

#include <span>

#include "../ruleset_registry.h"
#include "opening_table.h"

namespace tavleya {

// The opening lists Tavleya ships (resources/openings/: lichess's
// chess-openings, CC0), built into the program so that every program of it
// names openings with no data files beside it.
std::span<const OpeningSource> shippedOpeningLists();

// The shipped lists, read for the registry's game that PGN records without
// a [Variant] tag (standard chess), as the PGN reader reads such games.
Result<OpeningTable> readShippedOpenings(const RulesetRegistry& registry);

}  // namespace tavleya

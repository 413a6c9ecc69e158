#pragma once

#include <string>
#include <string_view>

#include "../result.h"
#include "../ruleset_registry.h"

namespace tavleya {

// The ruleset key for a PGN [Variant] value, as the programs that write
// them spell it: "Chess960", "chess 960", "Fischerandom", "Standard",
// "From Position", "Tavreli". Case, spaces, hyphens and
// underscores do not matter. An empty value means the registry's default game.
Result<std::string> rulesetKeyForVariant(const RulesetRegistry& registry, std::string_view value);

}  // namespace tavleya

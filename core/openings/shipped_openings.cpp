#include "shipped_openings.h"

#include "../pgn/variant_tag.h"

namespace tavleya {

Result<OpeningTable> readShippedOpenings(const RulesetRegistry& registry) {
    const auto key = rulesetKeyForVariant(registry, "");
    if (!key) return key.error();
    auto rules = registry.create(*key);
    if (!rules) return rules.error();
    return OpeningTable::read(std::move(rules).value(), shippedOpeningLists());
}

}  // namespace tavleya

#include "../ruleset_registry.h"
#include "classical.h"

namespace tavleya {

// The one list of shipped variants: a new ruleset adds its line here.
RulesetRegistry builtinRulesets() {
    RulesetRegistry registry;
    registerClassical(registry);
    return registry;
}

}  // namespace tavleya

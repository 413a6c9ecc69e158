#include "../ruleset_registry.h"
#include "chess960.h"
#include "classical.h"
#include "crazyhouse.h"
#include "frankfurt.h"
#include "kingchess.h"
#include "secret_setup.h"
#include "shatranj.h"
#include "tavreli.h"

namespace tavleya {

// The one list of shipped variants: a new ruleset adds its line here.
RulesetRegistry builtinRulesets() {
    RulesetRegistry registry;
    registerClassical(registry);
    registerChess960(registry);
    registerCrazyhouse(registry);
    registerShatranj(registry);
    registerSecretSetup(registry);
    registerFrankfurt(registry);
    registerKingchess(registry);
    registerTavreli(registry);
    return registry;
}

}  // namespace tavleya

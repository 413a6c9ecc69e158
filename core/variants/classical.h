#pragma once

#include "../ruleset_registry.h"
#include "orthodox_rules.h"

namespace tavleya {

// Chess by the FIDE Laws.
class ClassicalRuleset : public OrthodoxRules {
public:
    ClassicalRuleset();
    const RulesetInfo& info() const override;
    Position startPosition() const override;
};

void registerClassical(RulesetRegistry& registry);

inline constexpr std::string_view kStartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace tavleya

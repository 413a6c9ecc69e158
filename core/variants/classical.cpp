#include "classical.h"

namespace tavleya {
namespace {

constexpr RulesetInfo kInfo{"classical", "Chess", "Шахматы", ""};

FenDialect classicalDialect() {
    FenDialect d;
    d.letters = standardPieceLetters();
    return d;
}

}  // namespace

ClassicalRuleset::ClassicalRuleset() : OrthodoxRules(classicalDialect(), {}) {}

const RulesetInfo& ClassicalRuleset::info() const {
    return kInfo;
}

Position ClassicalRuleset::startPosition() const {
    return readFen(kStartFen).value();
}

void registerClassical(RulesetRegistry& registry) {
    registry.add(kInfo, {},
                 [](const RulesetOptions&) { return std::make_unique<ClassicalRuleset>(); });
}

}  // namespace tavleya

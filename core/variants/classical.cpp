#include "classical.h"

#include <array>
#include <string_view>

namespace tavleya {
namespace {

// Other programs' [Variant] spellings for this game.
constexpr std::array<std::string_view, 5> kAliases{"standard", "regular", "normal", "chess",
                                                   "fromposition"};
constexpr RulesetInfo kInfo{
    "classical", "Chess", "Шахматы", "", "Chess by the FIDE Laws.", "Шахматы по правилам ФИДЕ.",
    kAliases};

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

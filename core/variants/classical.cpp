#include "classical.h"

#include <array>
#include <string_view>

namespace tavleya {
namespace {

// Other programs' [Variant] spellings for this game.
// The last is the name the game had in Tavleya's Russian interface before.
constexpr std::array<std::string_view, 6> kAliases{"standard", "regular",      "normal",
                                                   "chess",    "fromposition", "Шахматы"};
constexpr RulesetInfo kInfo{"classical",
                            TAVLEYA_MESSAGE("core", "Chess"),
                            "Классические шахматы",
                            "",
                            TAVLEYA_MESSAGE("core", "Chess by the FIDE Laws."),
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

#include "variant_tag.h"

#include <array>
#include <utility>

namespace tavleya {

namespace {

std::string squeezed(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
        out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

// Other programs' names for the same games.
constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kAliases{{
    {"standard", "classical"},
    {"regular", "classical"},
    {"normal", "classical"},
    {"chess", "classical"},
    {"fromposition", "classical"},
    {"fischerandom", "chess960"},
    {"fischerrandom", "chess960"},
    {"frc", "chess960"},
    {"960", "chess960"},
    {"zh", "crazyhouse"},
    {"frankfurtchess", "frankfurt"},
}};

}  // namespace

Result<std::string> rulesetKeyForVariant(const RulesetRegistry& registry, std::string_view value) {
    const std::string name = squeezed(value);
    if (name.empty()) return std::string("classical");
    for (auto [alias, key] : kAliases)
        if (name == alias) return std::string(key);
    for (const RulesetInfo& info : registry.list())
        if (name == squeezed(info.key) || name == squeezed(info.pgnVariant) ||
            name == squeezed(info.nameEnglish) || name == squeezed(info.nameRussian))
            return std::string(info.key);
    return Error{"the variant \"" + std::string(value) + "\" is not one Tavleya plays", 0};
}

}  // namespace tavleya

#include "variant_tag.h"

#include <vector>

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

}  // namespace

Result<std::string> rulesetKeyForVariant(const RulesetRegistry& registry, std::string_view value) {
    const std::string name = squeezed(value);
    if (name.empty()) return std::string(registry.defaultKey());
    const std::vector<RulesetInfo> games = registry.list();
    for (const RulesetInfo& info : games)
        for (std::string_view alias : info.pgnAliases)
            if (name == alias) return std::string(info.key);
    for (const RulesetInfo& info : games)
        if (name == squeezed(info.key) || name == squeezed(info.pgnVariant) ||
            name == squeezed(info.nameEnglish) || name == squeezed(info.nameRussian))
            return std::string(info.key);
    return Error::translatable(
        TAVLEYA_MESSAGE("core", "the variant \"%1\" is not one Tavleya plays"),
        {std::string(value)});
}

}  // namespace tavleya

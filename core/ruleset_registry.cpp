#include "ruleset_registry.h"

#include <algorithm>

namespace tavleya {

void RulesetRegistry::add(const RulesetInfo& info, std::vector<OptionSpec> options,
                          Factory factory) {
    entries_.push_back({info, std::move(options), std::move(factory)});
}

std::string_view RulesetRegistry::defaultKey() const {
    return entries_.empty() ? std::string_view() : entries_.front().info.key;
}

const RulesetRegistry::Entry* RulesetRegistry::find(std::string_view key) const {
    for (const Entry& e : entries_)
        if (e.info.key == key) return &e;
    return nullptr;
}

Result<std::shared_ptr<const Ruleset>> RulesetRegistry::create(
    std::string_view key, const RulesetOptions& options) const {
    const Entry* entry = find(key);
    if (!entry) {
        std::string known;
        for (const Entry& e : entries_)
            known += (known.empty() ? "" : ", ") + std::string(e.info.key);
        return Error::translatable(TAVLEYA_MESSAGE("core", "unknown variant '%1' (known: %2)"),
                                   {std::string(key), known});
    }
    RulesetOptions resolved;
    for (const OptionSpec& spec : entry->options) resolved[spec.name] = spec.defaultValue;
    for (const auto& option : options) {
        const std::string& name = option.first;
        const std::string& value = option.second;
        const auto spec = std::find_if(entry->options.begin(), entry->options.end(),
                                       [&](const OptionSpec& s) { return s.name == name; });
        if (spec == entry->options.end())
            return Error::translatable(TAVLEYA_MESSAGE("core", "variant '%1' has no option '%2'"),
                                       {std::string(key), name});
        if (!spec->allowedValues.empty() &&
            std::find(spec->allowedValues.begin(), spec->allowedValues.end(), value) ==
                spec->allowedValues.end()) {
            std::string allowed;
            for (const auto& v : spec->allowedValues) allowed += (allowed.empty() ? "" : ", ") + v;
            return Error::translatable(
                TAVLEYA_MESSAGE("core", "option '%1' cannot be '%2' (allowed: %3)"),
                {name, value, allowed});
        }
        resolved[name] = value;
    }
    return std::shared_ptr<const Ruleset>(entry->factory(resolved));
}

std::vector<RulesetInfo> RulesetRegistry::list() const {
    std::vector<RulesetInfo> result;
    for (const Entry& e : entries_) result.push_back(e.info);
    return result;
}

const std::vector<OptionSpec>* RulesetRegistry::options(std::string_view key) const {
    const Entry* e = find(key);
    return e ? &e->options : nullptr;
}

}  // namespace tavleya

#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"
#include "ruleset.h"

namespace tavleya {

// An option a ruleset accepts, with its default and the values it allows
// (empty = any text).
struct OptionSpec {
    std::string name;
    std::string defaultValue;
    std::vector<std::string> allowedValues;
};

// Finds rulesets by key and builds them with options. The registry checks
// option names and values, so a ruleset's factory only sees valid ones.
class RulesetRegistry {
public:
    using Factory = std::function<std::unique_ptr<Ruleset>(const RulesetOptions&)>;

    void add(const RulesetInfo& info, std::vector<OptionSpec> options, Factory factory);

    // Options not given take their defaults.
    Result<std::shared_ptr<const Ruleset>> create(std::string_view key,
                                                  const RulesetOptions& options = {}) const;
    std::vector<RulesetInfo> list() const;
    // The game chosen when none is named: the first registered.
    std::string_view defaultKey() const;
    const std::vector<OptionSpec>* options(std::string_view key) const;

private:
    struct Entry {
        RulesetInfo info;
        std::vector<OptionSpec> options;
        Factory factory;
    };
    const Entry* find(std::string_view key) const;

    std::vector<Entry> entries_;
};

// Every ruleset Tavleya ships.
RulesetRegistry builtinRulesets();

}  // namespace tavleya

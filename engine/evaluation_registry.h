#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "evaluation.h"

namespace tavleya::engine {

// The evaluations by the key of the ruleset they judge, as the rulesets
// themselves are registered: a new variant adds its evaluation's line to
// builtinEvaluations() (evaluations/builtin_evaluations.cpp) and nothing
// else in the engine changes.
class EvaluationRegistry {
public:
    using Factory = std::function<std::unique_ptr<Evaluation>()>;
    void add(std::string key, Factory factory);
    // The evaluation of the game `key`; null when none is registered.
    std::unique_ptr<Evaluation> create(std::string_view key) const;

private:
    std::vector<std::pair<std::string, Factory>> entries_;
};

// Every evaluation the engine ships.
EvaluationRegistry builtinEvaluations();

}  // namespace tavleya::engine

#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "evaluation.h"
#include "named_weight.h"

namespace tavleya::engine {

// The evaluations by the key of the ruleset they judge, as the rulesets
// themselves are registered: a new variant adds its evaluation's line to
// builtinEvaluations() (evaluations/builtin_evaluations.cpp) and nothing
// else in the engine changes.
class EvaluationRegistry {
public:
    using Factory = std::function<std::unique_ptr<Evaluation>()>;
    // An evaluation whose weights are data (engine/weights/), for the tuner
    // (tools/tavleya-tune): the weights it ships with, and the same
    // evaluation built with others (the same names, in the same order).
    struct Tunable {
        std::vector<NamedWeight> shipped;
        std::function<std::unique_ptr<Evaluation>(std::span<const NamedWeight>)> build;
    };

    void add(std::string key, Factory factory);
    // An evaluation built from its shipped weights.
    void add(std::string key, Tunable tunable);
    // The evaluation of the game `key`; null when none is registered.
    std::unique_ptr<Evaluation> create(std::string_view key) const;
    // Null when the game's evaluation has no weights as data.
    const Tunable* tunable(std::string_view key) const;

private:
    struct Entry {
        std::string key;
        Factory factory;  // empty for a tunable one: built from its shipped weights
        Tunable tunable;  // empty `build` when it has none
    };
    std::vector<Entry> entries_;
};

// Every evaluation the engine ships.
EvaluationRegistry builtinEvaluations();

}  // namespace tavleya::engine

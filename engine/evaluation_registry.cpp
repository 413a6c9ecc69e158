#include "evaluation_registry.h"

namespace tavleya::engine {

void EvaluationRegistry::add(std::string key, Factory factory) {
    entries_.emplace_back(std::move(key), std::move(factory));
}

std::unique_ptr<Evaluation> EvaluationRegistry::create(std::string_view key) const {
    for (const auto& [name, factory] : entries_)
        if (name == key) return factory();
    return nullptr;
}

}  // namespace tavleya::engine

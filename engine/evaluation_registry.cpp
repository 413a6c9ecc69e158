#include "evaluation_registry.h"

namespace tavleya::engine {

void EvaluationRegistry::add(std::string key, Factory factory) {
    entries_.push_back({std::move(key), std::move(factory), {}});
}

void EvaluationRegistry::add(std::string key, Tunable tunable) {
    entries_.push_back({std::move(key), {}, std::move(tunable)});
}

std::unique_ptr<Evaluation> EvaluationRegistry::create(std::string_view key) const {
    for (const Entry& e : entries_)
        if (e.key == key) return e.factory ? e.factory() : e.tunable.build(e.tunable.shipped);
    return nullptr;
}

const EvaluationRegistry::Tunable* EvaluationRegistry::tunable(std::string_view key) const {
    for (const Entry& e : entries_)
        if (e.key == key) return e.tunable.build ? &e.tunable : nullptr;
    return nullptr;
}

}  // namespace tavleya::engine

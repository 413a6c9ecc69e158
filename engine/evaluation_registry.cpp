#include "evaluation_registry.h"

#include "evaluations/chess_evaluation.h"
#include "evaluations/crazyhouse_evaluation.h"
#include "evaluations/frankfurt_evaluation.h"
#include "evaluations/kingchess_evaluation.h"
#include "evaluations/shatranj_evaluation.h"
#include "evaluations/tavreli_evaluation.h"

namespace tavleya::engine {

void EvaluationRegistry::add(std::string key, Factory factory) {
    entries_.emplace_back(std::move(key), std::move(factory));
}

std::unique_ptr<Evaluation> EvaluationRegistry::create(std::string_view key) const {
    for (const auto& [name, factory] : entries_)
        if (name == key) return factory();
    return nullptr;
}

EvaluationRegistry builtinEvaluations() {
    EvaluationRegistry registry;
    registerChessEvaluations(registry);
    registerCrazyhouseEvaluation(registry);
    registerShatranjEvaluation(registry);
    registerFrankfurtEvaluation(registry);
    registerKingchessEvaluation(registry);
    registerTavreliEvaluation(registry);
    return registry;
}

}  // namespace tavleya::engine

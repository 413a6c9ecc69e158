// The evaluations the engine ships, declared with the registry
// (evaluation_registry.h) so that the search never names one.

#include "../evaluation_registry.h"
#include "chess_evaluation.h"
#include "crazyhouse_evaluation.h"
#include "frankfurt_evaluation.h"
#include "kingchess_evaluation.h"
#include "shatranj_evaluation.h"
#include "tavreli_evaluation.h"

namespace tavleya::engine {

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

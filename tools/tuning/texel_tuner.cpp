#include "texel_tuner.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace tavleya::tuning {

namespace {

double expectancy(int whiteScore, double k) {
    return 1.0 / (1.0 + std::pow(10.0, -k * whiteScore / 400.0));
}

}  // namespace

TexelTuner::TexelTuner(const engine::EvaluationRegistry::Tunable& tunable,
                       std::span<const TrainingPosition> positions, int threads)
    : tunable_(tunable), positions_(positions), threads_(std::max(threads, 1)) {}

double TexelTuner::error(std::span<const engine::NamedWeight> weights, double k) const {
    const auto evaluation = tunable_.build(weights);
    const std::size_t count = positions_.size();
    if (count == 0) return 0;
    std::vector<double> sums(static_cast<std::size_t>(threads_), 0.0);
    const auto part = [&](std::size_t t) {
        double sum = 0;
        for (std::size_t i = t; i < count; i += sums.size()) {
            const TrainingPosition& p = positions_[i];
            const int score = evaluation->evaluate(p.position);
            const int white = p.position.sideToMove() == Color::White ? score : -score;
            const double gap = p.result - expectancy(white, k);
            sum += gap * gap;
        }
        sums[t] = sum;
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < sums.size(); ++t) helpers.emplace_back(part, t);
    part(0);
    for (std::thread& h : helpers) h.join();
    double total = 0;
    for (double s : sums) total += s;
    return total / static_cast<double>(count);
}

double TexelTuner::fitScale() const {
    // The error is smooth and has one minimum in k: golden-section search.
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    double low = 0.1, high = 3.0;
    double a = high - ratio * (high - low), b = low + ratio * (high - low);
    double errorA = error(tunable_.shipped, a), errorB = error(tunable_.shipped, b);
    while (high - low > 0.001) {
        if (errorA < errorB) {
            high = b;
            b = a;
            errorB = errorA;
            a = high - ratio * (high - low);
            errorA = error(tunable_.shipped, a);
        } else {
            low = a;
            a = b;
            errorA = errorB;
            b = low + ratio * (high - low);
            errorB = error(tunable_.shipped, b);
        }
    }
    return (low + high) / 2;
}

std::vector<engine::NamedWeight> TexelTuner::tune(
    double k, int firstStep, int passes, const std::function<void(const Progress&)>& progress) {
    std::vector<engine::NamedWeight> weights = tunable_.shipped;
    double best = error(weights, k);
    // Each weight has its own step: a piece's worth moves by tens, a
    // mobility weight by ones.
    std::vector<int> steps(weights.size(), std::max(firstStep, 1));
    for (int pass = 1; pass <= passes; ++pass) {
        bool changed = false;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            bool better = false;
            for (const int delta : {steps[i], -steps[i]}) {
                weights[i].value += delta;
                const double e = error(weights, k);
                if (e < best) {
                    best = e;
                    better = true;
                    break;
                }
                weights[i].value -= delta;
            }
            changed = changed || better;
            if (!better && steps[i] > 1) {
                steps[i] /= 2;
                changed = true;  // the smaller step is still to be tried
            }
        }
        if (progress) progress({pass, *std::max_element(steps.begin(), steps.end()), best});
        if (!changed) break;
    }
    return weights;
}

}  // namespace tavleya::tuning

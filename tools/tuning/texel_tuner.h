#pragma once

#include <functional>
#include <span>
#include <vector>

#include "evaluation_registry.h"
#include "training_positions.h"

namespace tavleya::tuning {

// Fits an evaluation's weights to the results of games by Texel's method:
// a score s centipawns for White is taken as a win expectancy of
// 1 / (1 + 10^(-k s / 400)), and the weights are moved, one at a time and
// a step at a time, while the mean squared gap between that expectancy and
// the games' results falls. `k` is fitted first, to the shipped weights, and
// kept: the weights then move the scores, not the scale.
class TexelTuner {
public:
    TexelTuner(const engine::EvaluationRegistry::Tunable& tunable,
               std::span<const TrainingPosition> positions, int threads = 1);

    // The mean squared error of `weights` with the scale `k`.
    double error(std::span<const engine::NamedWeight> weights, double k) const;
    // The scale that fits the shipped weights best.
    double fitScale() const;

    struct Progress {
        int pass = 0;
        int step = 0;
        double error = 0;
    };
    // Local search from the shipped weights: each weight up a step, else
    // down, kept when the error falls. Each weight's step starts at
    // `firstStep` and halves (down to 1) when neither way helps; the search
    // ends after `passes` passes, or once a pass with every step at 1
    // changes nothing. `progress` is told after each pass, with the largest
    // step left.
    std::vector<engine::NamedWeight> tune(double k, int firstStep, int passes,
                                          const std::function<void(const Progress&)>& progress);

private:
    const engine::EvaluationRegistry::Tunable& tunable_;
    std::span<const TrainingPosition> positions_;
    int threads_;
};

}  // namespace tavleya::tuning

// tavleya-tune: fits an evaluation's weights to the results of games
// (Texel's method), for the games whose weights are data (engine/weights/).

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "tuning/texel_tuner.h"
#include "tuning/training_positions.h"

using namespace tavleya;

namespace {

constexpr const char* kUsage =
    "Usage: tavleya-tune positions [--variant KEY] [--skip PLIES] [--every N] PGN... > POSITIONS\n"
    "  or:  tavleya-tune fit [--variant KEY] [--step N] [--passes N] [--threads N]\n"
    "                        [--write FILE.weights] POSITIONS\n";

constexpr const char* kHelp =
    "positions: the quiet positions of the games of PGN files (plain or\n"
    "compressed), with each game's result, as FEN;RESULT lines (1, 0.5 or 0\n"
    "for White). Out of the opening (--skip, 16 plies), about one in --every (8).\n"
    "\n"
    "fit: the evaluation's weights that best predict those results: the\n"
    "scale first, then each weight moved a step at a time (--step 8 at\n"
    "first, each weight's halved down to 1 when it stops helping; at most\n"
    "--passes 40 passes). Prints the weights; with --write, rewrites that\n"
    "weight file, keeping its leading comment and noting the fit.\n"
    "\n"
    "--variant KEY chooses the game (the first Tavleya knows by default).\n"
    "Games whose evaluation has weights as data: ";

int fail(const std::string& message) {
    std::cerr << "tavleya-tune: " << message << '\n';
    return 2;
}

int usage() {
    std::cerr << kUsage;
    return 2;
}

struct Arguments {
    std::string variant;  // empty: the registry's first game
    std::vector<std::string> files;
    tuning::PositionFilter filter;
    int step = 8;
    int passes = 40;
    int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::string write;
};

// The options both commands share and their own; false on a bad one.
bool parse(int argc, char** argv, Arguments& a) {
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--variant" && hasValue)
            a.variant = argv[++i];
        else if (arg == "--skip" && hasValue)
            a.filter.skipPlies = std::atoi(argv[++i]);
        else if (arg == "--every" && hasValue)
            a.filter.every = std::atoi(argv[++i]);
        else if (arg == "--step" && hasValue)
            a.step = std::atoi(argv[++i]);
        else if (arg == "--passes" && hasValue)
            a.passes = std::atoi(argv[++i]);
        else if (arg == "--threads" && hasValue)
            a.threads = std::atoi(argv[++i]);
        else if (arg == "--write" && hasValue)
            a.write = argv[++i];
        else if (arg.starts_with("--"))
            return false;
        else
            a.files.push_back(arg);
    }
    return !a.files.empty();
}

int positions(const Arguments& a) {
    const auto rules = builtinRulesets().create(a.variant);
    if (!rules) return fail(rules.error().message);
    const auto evaluation = engine::builtinEvaluations().create(a.variant);
    if (!evaluation) return fail("no evaluation for " + a.variant);
    tuning::PositionCollector collector(*rules.value(), *evaluation, a.filter);
    for (const std::string& file : a.files) {
        std::string error;
        if (!collector.addFile(file, error)) return fail(file + ": " + error);
    }
    collector.write(std::cout);
    std::cerr << collector.positions() << " positions from " << collector.games() << " games\n";
    return 0;
}

// The leading comment of a weight file, up to the notes of an earlier fit
// (from "# Fitted" on).
std::string leadingComment(const std::string& path) {
    std::ifstream in(path);
    std::string line, comment;
    while (std::getline(in, line) && line.starts_with('#') && !line.starts_with("# Fitted"))
        comment += line + '\n';
    return comment;
}

int fit(const Arguments& a, const std::string& command) {
    const auto rules = builtinRulesets().create(a.variant);
    if (!rules) return fail(rules.error().message);
    const engine::EvaluationRegistry registry = engine::builtinEvaluations();
    const auto* tunable = registry.tunable(a.variant);
    if (!tunable) return fail("the evaluation of " + a.variant + " has no weights as data");
    if (a.files.size() != 1) return usage();
    std::ifstream in(a.files.front());
    if (!in) return fail(a.files.front() + ": cannot be read");
    auto read = tuning::readTrainingPositions(in, *rules.value());
    if (!read) return fail(a.files.front() + ": " + read.error().message);
    const std::vector<tuning::TrainingPosition>& data = read.value();

    const auto start = std::chrono::steady_clock::now();
    tuning::TexelTuner tuner(*tunable, data, a.threads);
    const double k = tuner.fitScale();
    const double before = tuner.error(tunable->shipped, k);
    std::fprintf(stderr, "%zu positions; scale k %.3f; error %.6f\n", data.size(), k, before);
    const auto weights = tuner.tune(k, a.step, a.passes, [](const tuning::TexelTuner::Progress& p) {
        std::fprintf(stderr, "pass %d, step %d: error %.6f\n", p.pass, p.step, p.error);
    });
    const double after = tuner.error(weights, k);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::ostringstream out;
    if (!a.write.empty()) out << leadingComment(a.write);
    char note[200];
    std::snprintf(note, sizeof note,
                  "# Fitted by `%s`\n# to %zu positions: scale k %.3f, error %.6f before, %.6f "
                  "after (%.0f s).\n",
                  command.c_str(), data.size(), k, before, after, seconds);
    out << note;
    for (const engine::NamedWeight& w : weights) out << w.name << ' ' << w.value << '\n';
    if (a.write.empty()) {
        std::cout << out.str();
        return 0;
    }
    std::ofstream file(a.write);
    file << out.str();
    if (!file.flush()) return fail(a.write + ": cannot be written");
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string command = argv[1];
    if (command == "-h" || command == "--help") {
        std::cout << kUsage << '\n' << kHelp;
        const auto registry = engine::builtinEvaluations();
        for (const RulesetInfo& info : builtinRulesets().list())
            if (registry.tunable(info.key)) std::cout << info.key << ' ';
        std::cout << '\n';
        return 0;
    }
    Arguments a;
    if (!parse(argc, argv, a)) return usage();
    if (a.variant.empty()) a.variant = std::string(builtinRulesets().list().front().key);
    std::string line = "tavleya-tune";
    for (int i = 1; i < argc; ++i) line += std::string(" ") + argv[i];
    if (command == "positions") return positions(a);
    if (command == "fit") return fit(a, line);
    return usage();
}

// tavleya-engine: Tavleya's engine for every game it plays, over UCI on
// standard input and output, for Tavleya itself or any UCI program.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"
#include "uci_engine.h"

namespace {

constexpr const char* kHelp =
    "Usage: tavleya-engine\n"
    "\n"
    "Tavleya's chess engine for chess and its variants: it speaks the UCI protocol\n"
    "on standard input and output. The game is the UCI_Variant option (the\n"
    "\"uci\" command lists the games), positions are FEN (or the variant's own\n"
    "form of it) or startpos, moves are e2e4, e7e8q, N@f3 for a drop and d4(2)f5\n"
    "for a tower split.\n"
    "\n"
    "  bench [MILLIS]  for each game, reach a middlegame by twenty moves of quick\n"
    "                 self-play, then search it for MILLIS (default 2000) and print\n"
    "                 the nodes per second (a game of placing turns also from its\n"
    "                 start)\n"
    "  -h, --help     this help\n"
    "  --version      the program's version\n";

using namespace tavleya;
using namespace tavleya::engine;

// A middlegame of the game: up to forty plies of quick self-play, stopping
// before the game ends.
Position middlegame(const Ruleset& rules, const Evaluation& evaluation, std::vector<Key>& earlier) {
    TranspositionTable table(16);
    const std::atomic<bool> stop{false};
    Position position = rules.startPosition();
    for (int ply = 0; ply < 40; ++ply) {
        SearchLimits quick;
        quick.nodes = 3000;
        const Move move = Search(rules, evaluation, table).run(position, earlier, quick, stop).best;
        if (move.isNull()) break;
        const Position next = rules.play(position, move);
        earlier.push_back(position.key());
        if (rules.automaticEnd(next, earlier).over()) break;
        position = next;
    }
    return position;
}

int bench(std::int64_t millis) {
    const RulesetRegistry rulesets = builtinRulesets();
    const EvaluationRegistry evaluations = builtinEvaluations();
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    // Searches `position` for the time given and says how fast.
    const auto measure = [&](const std::string& name, const Ruleset& rules,
                             const Evaluation& evaluation, const Position& position,
                             const std::vector<Key>& earlier) {
        TranspositionTable table(64);
        const std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.softMillis = limits.hardMillis = millis;
        const auto start = std::chrono::steady_clock::now();
        const SearchResult result =
            Search(rules, evaluation, table).run(position, earlier, limits, stop);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cout << name << ": depth " << result.depth << ", " << result.nodes << " nodes, "
                  << static_cast<std::uint64_t>(static_cast<double>(result.nodes) / seconds)
                  << " nodes/s\n";
        return std::pair(result.nodes, seconds);
    };
    for (const RulesetInfo& info : rulesets.list()) {
        const auto rules = rulesets.create(info.key).value();
        const auto evaluation = evaluations.create(info.key);
        if (!evaluation) continue;
        std::vector<Key> earlier;
        const Position position = middlegame(*rules, *evaluation, earlier);
        const auto [nodes, seconds] =
            measure(std::string(info.key), *rules, *evaluation, position, earlier);
        totalNodes += nodes;
        totalSeconds += seconds;
        // Placing turns weigh every placement: measured apart, from the start.
        if (rules->placingTurns())
            measure(std::string(info.key) + " placing", *rules, *evaluation, rules->startPosition(),
                    {});
    }
    std::cout << "all: "
              << static_cast<std::uint64_t>(static_cast<double>(totalNodes) / totalSeconds)
              << " nodes/s\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "-h" || first == "--help") {
        std::cout << kHelp;
        return 0;
    }
    if (first == "--version") {
        std::cout << "tavleya-engine " TAVLEYA_VERSION "\n";
        return 0;
    }
    if (first == "bench") return bench(argc > 2 ? std::max(1, std::atoi(argv[2])) : 2000);
    tavleya::engine::UciEngine engine("Tavleya " TAVLEYA_VERSION, [](const std::string& line) {
        std::cout << line << std::endl;  // flushed: the GUI waits for each line
    });
    for (std::string line; std::getline(std::cin, line);)
        if (!engine.handle(line)) return 0;
    engine.endOfInput();
    return 0;
}

// tavleya-match: plays games between two UCI engines in any game both
// play, on Tavleya's clock, every move and every end judged by Tavleya's
// rules core, and prints the score with the Elo difference it suggests.

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "match/match_game.h"
#include "match/match_score.h"
#include "match/sequential_test.h"
#include "notation/turn_reader.h"
#include "pgn/pgn_writer.h"
#include "ruleset_registry.h"
#include "uci/uci_move_text.h"

using namespace tavleya;
using namespace tavleya::match;

namespace {

constexpr const char* kUsage =
    "Usage: tavleya-match --engine NAME=COMMAND [--option NAME=VALUE]... [--engine-tc CONTROL] "
    "--engine NAME=COMMAND [--option NAME=VALUE]... [--engine-tc CONTROL] [--variant KEY] "
    "[--rule NAME=VALUE]... [--tc CONTROL] [--games N] [--openings FILE] [--concurrency 1|2] "
    "[--sprt ELO0,ELO1[,ALPHA,BETA]] [--pgn OUT.pgn]\n";

constexpr const char* kHelp =
    "Plays games between two UCI engines (Tavleya's own, or any other such as\n"
    "Stockfish and Fairy-Stockfish) in any game both play. Every move is checked\n"
    "and every game judged by Tavleya's rules: an illegal move or an engine that\n"
    "does not answer loses, a flag falls as the FIDE Laws say, repetitions and the\n"
    "move-count rules are draws as soon as they could be claimed. Each opening is\n"
    "played twice, each engine with each colour. At the end it prints the first\n"
    "engine's score and the Elo difference with its 95% interval.\n"
    "\n"
    "With --sprt the match is a sequential test of two hypotheses, the first\n"
    "engine stronger by ELO0 at most (H0) or by ELO1 at least (H1): it stops as\n"
    "soon as the games decide between them (the games already started are\n"
    "played out), or after --games games undecided, and says which holds. The\n"
    "chances of a wrong verdict are ALPHA (H1 where H0 holds) and BETA (the\n"
    "other way), 0.05 each unless given.\n"
    "\n"
    "Options:\n"
    "  --engine NAME=COMMAND   an engine: its name and the command that starts it\n"
    "  --option NAME=VALUE     a UCI option for the engine named just before\n"
    "  --engine-tc CONTROL     the clock of the engine named just before (time odds)\n"
    "  --variant KEY           the game (default: the first Tavleya knows)\n"
    "  --rule NAME=VALUE       an option of the game's rules (as tavleya-perft --option),\n"
    "                          also set in each engine that has a UCI option of that name\n"
    "  --tc CONTROL            each side's clock, as Tavleya writes it (default 10s+0.1)\n"
    "  --games N               how many games (default 2)\n"
    "  --openings FILE         one opening a line, its moves in SAN or engine form\n"
    "  --concurrency N         games played at once, 1 or 2 (default 1)\n"
    "  --sprt ELO0,ELO1[,ALPHA,BETA]  stop once the games decide (see above)\n"
    "  --pgn OUT.pgn           where the games are written (appended)\n"
    "  -h, --help              this help\n"
    "  --version               the program's version\n";

struct Arguments {
    std::vector<EngineSpec> engines;
    std::string variant;
    RulesetOptions ruleOptions;
    std::string control = "10s+0.1";
    int games = 2;
    std::string openings;
    int concurrency = 1;
    std::string pgn;
    std::optional<SequentialTest> sequentialTest;
};

int fail(const std::string& message) {
    std::cerr << "tavleya-match: " << message << '\n';
    return 2;
}

std::vector<std::string> splitWords(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Reads the options; an empty message when they are good.
std::string parse(int argc, char** argv, Arguments& args) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc) return "'" + a + "' needs a value";
        const std::string value = argv[++i];
        const auto equals = value.find('=');
        if (a == "--engine" && equals != std::string::npos) {
            args.engines.push_back(
                {value.substr(0, equals), splitWords(value.substr(equals + 1)), {}, {}});
        } else if (a == "--option" && equals != std::string::npos && !args.engines.empty()) {
            args.engines.back().options.emplace_back(value.substr(0, equals),
                                                     value.substr(equals + 1));
        } else if (a == "--engine-tc" && !args.engines.empty()) {
            const auto control = TimeControl::fromText(value);
            if (!control) return "--engine-tc: " + control.error().message;
            args.engines.back().control = *control;
        } else if (a == "--variant") {
            args.variant = value;
        } else if (a == "--rule" && equals != std::string::npos) {
            args.ruleOptions[value.substr(0, equals)] = value.substr(equals + 1);
        } else if (a == "--tc") {
            args.control = value;
        } else if (a == "--games") {
            args.games = std::atoi(value.c_str());
        } else if (a == "--openings") {
            args.openings = value;
        } else if (a == "--concurrency") {
            args.concurrency = std::atoi(value.c_str());
        } else if (a == "--sprt") {
            args.sequentialTest = SequentialTest::fromText(value);
            if (!args.sequentialTest)
                return "--sprt needs ELO0,ELO1 with ELO0 < ELO1, and error rates between 0 and "
                       "0.5 if given";
        } else if (a == "--pgn") {
            args.pgn = value;
        } else {
            return "unknown or incomplete argument '" + a + "'";
        }
    }
    if (args.engines.size() != 2) return "two engines are needed";
    if (args.games < 1) return "--games needs a positive number";
    if (args.concurrency < 1 || args.concurrency > 2) return "--concurrency is 1 or 2";
    return {};
}

// The openings of the file, each a list of moves from the start; one empty
// opening when there is no file. Errors name the line.
std::string readOpenings(const std::string& file, const Ruleset& rules,
                         std::vector<std::vector<Move>>& openings) {
    if (file.empty()) {
        openings.emplace_back();
        return {};
    }
    std::ifstream in(file);
    if (!in) return "cannot read " + file;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        Position position = rules.startPosition();
        std::vector<Move> moves;
        for (const std::string& word : splitWords(line)) {
            if (word.back() == '.' || std::isdigit(static_cast<unsigned char>(word[0]))) continue;
            for (std::string_view token : turnParts(word)) {
                auto move = uci::readEngineMove(rules, position, token);
                if (!move) {
                    auto read = rules.readMoveText(position, token);
                    if (!read)
                        return file + ":" + std::to_string(number) + ": " + read.error().message;
                    move = *read;
                }
                moves.push_back(*move);
                position = rules.play(position, *move);
            }
        }
        openings.push_back(std::move(moves));
    }
    if (openings.empty()) return file + " holds no opening";
    return {};
}

}  // namespace

int main(int argc, char** argv) {
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "-h" || first == "--help") {
        std::cout << kUsage << '\n' << kHelp;
        return 0;
    }
    if (first == "--version") {
        std::cout << "tavleya-match " TAVLEYA_VERSION "\n";
        return 0;
    }
    Arguments args;
    if (const std::string error = parse(argc, argv, args); !error.empty()) {
        std::cerr << kUsage;
        return fail(error);
    }
    const RulesetRegistry registry = builtinRulesets();
    auto rules = registry.create(args.variant.empty() ? registry.defaultKey() : args.variant,
                                 args.ruleOptions);
    if (!rules) return fail(rules.error().message);
    const auto control = TimeControl::fromText(args.control);
    if (!control) return fail("--tc: " + control.error().message);
    std::vector<std::vector<Move>> openings;
    if (const std::string error = readOpenings(args.openings, **rules, openings); !error.empty())
        return fail(error);

    std::mt19937 random(20261125);
    std::vector<Position> starts;  // one per pair of games
    for (int pair = 0; pair < (args.games + 1) / 2; ++pair) {
        const int count = (*rules)->startPositionCount();
        starts.push_back(count > 0 && args.openings.empty()
                             ? (*rules)->numberedStart(static_cast<int>(random() % count))
                             : (*rules)->startPosition());
    }
    std::mutex lock;
    MatchScore score;
    std::string failure;
    std::atomic<int> next{0};
    std::atomic<bool> stopping{false};  // a game failed, or the test is decided
    const auto play = [&] {
        for (int game = next++; game < args.games && !stopping; game = next++) {
            const bool swapped = game % 2 == 1;
            const EngineSpec& white = args.engines[swapped ? 1 : 0];
            const EngineSpec& black = args.engines[swapped ? 0 : 1];
            const GameSetup setup{*rules,
                                  starts[static_cast<std::size_t>(game / 2)],
                                  openings[static_cast<std::size_t>(game / 2) % openings.size()],
                                  *control,
                                  game + 1,
                                  args.ruleOptions};
            std::string error;
            const GameRecord record = playGame(white, black, setup, error);
            const std::lock_guard guard(lock);
            if (!error.empty()) {
                failure = error;
                stopping = true;
                return;
            }
            const bool firstWon =
                record.outcome == (swapped ? Outcome::BlackWins : Outcome::WhiteWins);
            if (record.outcome == Outcome::Draw)
                ++score.draws;
            else if (firstWon)
                ++score.wins;
            else
                ++score.losses;
            std::cout << "game " << game + 1 << ": " << white.name << " - " << black.name << " "
                      << record.pgn.result << " (" << record.reason << ")" << std::endl;
            if (!args.pgn.empty())
                std::ofstream(args.pgn, std::ios::app) << writePgnGame(record.pgn) << '\n';
            if (args.sequentialTest)
                stopping =
                    args.sequentialTest->verdict(score) != SequentialTest::Verdict::Undecided;
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < args.concurrency; ++t) threads.emplace_back(play);
    for (std::thread& t : threads) t.join();
    if (!failure.empty()) return fail(failure);
    std::cout << args.engines[0].name << " against " << args.engines[1].name << ": "
              << score.summary() << '\n';
    if (args.sequentialTest) std::cout << args.sequentialTest->summary(score) << '\n';
    return 0;
}

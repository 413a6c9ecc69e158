// tavleya-perft: counts the leaves of the legal move tree, for one position
// or a whole suite, to check move generation against other programs.

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "notation/move_writer.h"
#include "perft_suite.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

constexpr const char* kUsage =
    "Usage: tavleya-perft [--variant KEY] [--option NAME=VALUE]... [--divide] \"<FEN>\"|startpos "
    "<depth>\n"
    "  or:  tavleya-perft [--variant KEY] [--option NAME=VALUE]... --suite FILE.epd [--max-nodes "
    "N]\n";

// The whole help: what the program does, then every option.
constexpr const char* kHelp =
    "Counts the positions reachable by legal moves from a position, to the\n"
    "given depth (perft), in any variant Tavleya plays; or checks every\n"
    "position of an EPD suite against the counts it gives.\n"
    "\n"
    "Options:\n"
    "  --variant KEY         the game (see the keys below; the first is the default)\n"
    "  --option NAME=VALUE   an option of the variant's rules\n"
    "  --divide              the count under each first move\n"
    "  --suite FILE.epd      check each line's \"D<depth> <count>\" fields\n"
    "  --max-nodes N         in a suite, skip depths whose count exceeds N\n"
    "  -h, --help            this help\n"
    "  --version             the program's version\n"
    "\n"
    "A position is a FEN (or the variant's own form of it) or startpos.\n"
    "\n"
    "Variant keys:\n";

struct Arguments {
    std::string variant;  // empty: the registry's default game
    RulesetOptions options;
    std::string fen, suite;
    int depth = 0;
    std::uint64_t maxNodes = 0;  // 0: no limit
    bool divide = false;
};

int fail(const std::string& message) {
    std::cerr << "tavleya-perft: " << message << '\n';
    return 2;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int runOne(const Ruleset& rules, const Arguments& args) {
    const auto position =
        args.fen == "startpos" ? Result<Position>(rules.startPosition()) : rules.readFen(args.fen);
    if (!position) return fail(position.error().message);
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args.divide && args.depth > 0) {
        MoveList moves;
        rules.legalMoves(*position, moves);
        for (Move m : moves) {
            const std::uint64_t n = rules.perft(rules.play(*position, m), args.depth - 1);
            std::cout << uciText(rules, m) << ": " << n << '\n';
            nodes += n;
        }
    } else {
        nodes = rules.perft(*position, args.depth);
    }
    const double seconds = secondsSince(start);
    std::cout << "nodes " << nodes << " nps "
              << static_cast<std::uint64_t>(nodes / std::max(seconds, 1e-9)) << '\n';
    return 0;
}

int runSuite(const Ruleset& rules, const Arguments& args) {
    std::ifstream in(args.suite, std::ios::binary);
    if (!in) return fail("cannot open " + args.suite);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const auto suite = readPerftSuite(buffer.str());
    if (!suite) return fail(args.suite + ": " + suite.error().message);

    int passed = 0, failed = 0;
    for (const PerftCase& c : *suite) {
        const auto position = rules.readFen(c.fen);
        if (!position) {
            std::cout << args.suite << ':' << c.line << ": " << position.error().message << '\n';
            ++failed;
            continue;
        }
        for (std::size_t d = 1; d <= c.expected.size(); ++d) {
            if (args.maxNodes && c.expected[d - 1] > args.maxNodes) break;
            const std::uint64_t nodes = rules.perft(*position, static_cast<int>(d));
            if (nodes == c.expected[d - 1]) {
                ++passed;
            } else {
                ++failed;
                std::cout << args.suite << ':' << c.line << ": D" << d << " expected "
                          << c.expected[d - 1] << " got " << nodes << "  " << c.fen << '\n';
            }
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    Arguments args;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--variant" && hasValue) {
            args.variant = argv[++i];
        } else if (a == "--option" && hasValue) {
            const std::string o = argv[++i];
            const auto eq = o.find('=');
            if (eq == std::string::npos) return fail("--option needs NAME=VALUE, got '" + o + "'");
            args.options[o.substr(0, eq)] = o.substr(eq + 1);
        } else if (a == "--suite" && hasValue) {
            args.suite = argv[++i];
        } else if (a == "--max-nodes" && hasValue) {
            try {
                args.maxNodes = std::stoull(argv[++i]);
            } catch (...) {
                return fail("--max-nodes needs a number");
            }
        } else if (a == "--divide") {
            args.divide = true;
        } else if (a == "-h" || a == "--help") {
            std::cout << kUsage << '\n' << kHelp;
            for (const RulesetInfo& info : builtinRulesets().list())
                std::cout << "  " << info.key << '\n';
            return 0;
        } else if (a == "--version") {
            std::cout << "tavleya-perft " TAVLEYA_VERSION "\n";
            return 0;
        } else if (!a.empty() && a[0] == '-' && a.size() > 1 &&
                   !std::isdigit(static_cast<unsigned char>(a[1]))) {
            std::cerr << kUsage;
            return fail("unknown or incomplete argument '" + a + "'");
        } else {
            positional.push_back(a);
        }
    }

    const RulesetRegistry registry = builtinRulesets();
    const auto rules =
        registry.create(args.variant.empty() ? registry.defaultKey() : args.variant, args.options);
    if (!rules) return fail(rules.error().message);

    if (!args.suite.empty()) {
        if (!positional.empty()) return fail("--suite takes no FEN or depth");
        return runSuite(**rules, args);
    }
    if (positional.size() != 2) {
        std::cerr << kUsage;
        return 2;
    }
    args.fen = positional[0];
    try {
        args.depth = std::stoi(positional[1]);
    } catch (...) {
        return fail("depth must be a number, got '" + positional[1] + "'");
    }
    if (args.depth < 0 || args.depth > 20) return fail("depth must be between 0 and 20");
    return runOne(**rules, args);
}

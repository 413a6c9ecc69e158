// Makes puzzles from a file of games or from games the engine plays
// against itself, each proven by
// trying every defence, and checks puzzle files: every row read, every
// move legal where it stands, every solution still a forced win.

#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>

#include <map>
#include <memory>
#include <sstream>

#include "pgn/pgn_file.h"
#include "pgn/pgn_reader.h"
#include "puzzle_finder.h"
#include "puzzle_referee.h"
#include "puzzles/puzzle_csv.h"
#include "puzzles/theme_finder.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

int usage() {
    std::cerr << "usage: tavleya-puzzles generate --variant KEY --self-play GAMES [--wanted N] "
                 "[--seed S]\n"
                 "                                [--kind mate|advantage] [--depth D] -o FILE.csv\n"
                 "       tavleya-puzzles generate --from GAMES.pgn [--variant KEY] [--wanted N] "
                 "-o FILE.csv\n"
                 "       tavleya-puzzles check FILE.csv...\n"
                 "       tavleya-puzzles themes FILE.csv...\n"
                 "       tavleya-puzzles agree --engine COMMAND [--option NAME=VALUE]... "
                 "[--depth D] [--keep OUT.csv] FILE.csv\n";
    return 2;
}

std::uint64_t number(const std::string& text) {
    std::uint64_t value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

// The puzzles of the games of a PGN file (of one game's rules, if given),
// each position once; an id names the file's game it comes from.
int generateFromGames(const std::string& file, const std::string& variant, std::size_t wanted,
                      const std::string& output) {
    auto stream = PgnGameStream::open(file);
    if (!stream) {
        std::cerr << "tavleya-puzzles: " << stream.error().message << '\n';
        return 1;
    }
    const std::string stem = std::filesystem::path(file).stem().string();
    PgnReader reader;
    GameText game;
    std::vector<Puzzle> puzzles;
    std::set<std::string> seen;
    long games = 0, unreadable = 0;
    while (puzzles.size() < wanted && stream.value().next(game)) {
        PgnReader::MainLine line;
        if (reader.check(game, &line).error) {
            ++unreadable;
            continue;
        }
        if (!line.ruleset || (!variant.empty() && line.rules != variant)) continue;
        ++games;
        int inGame = 0;
        for (Puzzle& puzzle : engine::puzzlesInGame(*line.ruleset, line.start, line.moves)) {
            if (!seen.insert(puzzle.fen).second || puzzles.size() == wanted) continue;
            puzzle.id = puzzle.variant + "-" + stem + "-" + std::to_string(game.number) + "-" +
                        std::to_string(++inGame);
            puzzles.push_back(std::move(puzzle));
        }
    }
    std::ofstream out(output);
    out << puzzleCsvHeader() << '\n';
    for (const Puzzle& puzzle : puzzles) out << puzzleCsvRow(puzzle) << '\n';
    std::cout << output << ": " << puzzles.size() << " puzzles from " << games << " games of "
              << file << (unreadable ? ", " + std::to_string(unreadable) + " unreadable" : "")
              << '\n';
    return out ? 0 : 1;
}

int generate(int argc, char* argv[]) {
    std::string variant, output, from;
    int games = 0;
    std::size_t wanted = 1000000;
    std::uint64_t seed = 1;
    auto kind = engine::PuzzleKind::Mate;
    int depth = 8;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string option = argv[i], value = argv[i + 1];
        if (option == "--variant")
            variant = value;
        else if (option == "--self-play")
            games = static_cast<int>(number(value));
        else if (option == "--wanted")
            wanted = number(value);
        else if (option == "--seed")
            seed = number(value);
        else if (option == "-o")
            output = value;
        else if (option == "--from")
            from = value;
        else if (option == "--kind" && (value == "mate" || value == "advantage"))
            kind = value == "mate" ? engine::PuzzleKind::Mate : engine::PuzzleKind::Advantage;
        else if (option == "--depth" && number(value) > 1)
            depth = static_cast<int>(number(value));
        else
            return usage();
    }
    if (!from.empty())
        return output.empty() ? usage() : generateFromGames(from, variant, wanted, output);
    const auto rules = builtinRulesets().create(variant);
    if (!rules || games <= 0 || output.empty()) return usage();
    std::ofstream out(output);
    out << puzzleCsvHeader() << '\n';
    // Each puzzle is written as it is found: a long run stopped early keeps
    // what it made, and says how far it is.
    const auto puzzles = engine::puzzlesFromSelfPlay(
        **rules, games, wanted, seed,
        [&](const Puzzle& puzzle, int game) {
            out << puzzleCsvRow(puzzle) << std::endl;
            std::cerr << puzzle.id << " (game " << game << " of " << games << ")\n";
        },
        kind, depth);
    std::cout << output << ": " << puzzles.size() << " puzzles of " << variant << " from " << games
              << " games, seed " << seed << '\n';
    return out ? 0 : 1;
}

int check(int argc, char* argv[]) {
    int failed = 0;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::string line;
        if (!std::getline(in, line)) {
            std::cerr << argv[i] << ": cannot be read\n";
            failed = 1;
            continue;
        }
        const auto reader = PuzzleCsvReader::fromHeader(line);
        if (!reader) {
            std::cerr << argv[i] << ": " << reader.error().message << '\n';
            failed = 1;
            continue;
        }
        int number = 1, sound = 0, wrong = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.empty()) continue;
            const auto puzzle = reader->read(line, number);
            const auto why = puzzle ? engine::whatIsWrong(*puzzle) : puzzle.error().message;
            if (why) {
                std::cerr << argv[i] << ": line " << number << ": " << *why << '\n';
                ++wrong;
            } else {
                ++sound;
            }
        }
        std::cout << argv[i] << ": " << sound << " sound, " << wrong << " wrong\n";
        failed |= wrong > 0;
    }
    return failed;
}

// Writes each file again with the themes its lines show (findThemes), as
// the generator of today would tag them.
int themes(int argc, char* argv[]) {
    int failed = 0;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::string line;
        std::getline(in, line);
        const auto reader = PuzzleCsvReader::fromHeader(line);
        if (!reader) {
            std::cerr << argv[i] << ": " << reader.error().message << '\n';
            failed = 1;
            continue;
        }
        std::vector<Puzzle> puzzles;
        for (int number = 2; std::getline(in, line); ++number) {
            if (line.empty()) continue;
            const auto read = reader->read(line, number);
            if (!read) {
                std::cerr << argv[i] << ": " << read.error().message << '\n';
                failed = 1;
                break;
            }
            Puzzle puzzle = *read;
            const auto rules = builtinRulesets().create(puzzle.variant);
            const auto found = rules ? findThemes(**rules, puzzle) : std::nullopt;
            if (!found) {
                std::cerr << argv[i] << ": line " << number << ": not a line of its game\n";
                failed = 1;
                break;
            }
            puzzle.themes = *found;
            puzzles.push_back(std::move(puzzle));
        }
        if (failed) continue;
        in.close();
        std::ofstream out(argv[i]);
        out << puzzleCsvHeader() << '\n';
        for (const Puzzle& puzzle : puzzles) out << puzzleCsvRow(puzzle) << '\n';
        std::cout << argv[i] << ": " << puzzles.size() << " puzzles tagged\n";
        failed |= !out;
    }
    return failed;
}

// How far an engine agrees with the puzzles of a file (PuzzleReferee);
// with --keep, the puzzles it agrees with are written to OUT.csv.
int agree(int argc, char* argv[]) {
    match::EngineSpec spec{"referee", {}, {}};
    int depth = 16;
    std::string keep, file;
    for (int i = 2; i < argc; ++i) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--engine" && hasValue) {
            std::istringstream words(argv[++i]);
            for (std::string word; words >> word;) spec.command.push_back(word);
        } else if (option == "--option" && hasValue) {
            const std::string pair = argv[++i];
            const auto equals = pair.find('=');
            if (equals == std::string::npos) return usage();
            spec.options.emplace_back(pair.substr(0, equals), pair.substr(equals + 1));
        } else if (option == "--depth" && hasValue) {
            depth = static_cast<int>(number(argv[++i]));
        } else if (option == "--keep" && hasValue) {
            keep = argv[++i];
        } else if (file.empty() && !option.starts_with("--")) {
            file = option;
        } else {
            return usage();
        }
    }
    if (spec.command.empty() || file.empty() || depth <= 0) return usage();
    std::ifstream in(file);
    std::string line;
    if (!std::getline(in, line)) {
        std::cerr << file << ": cannot be read\n";
        return 1;
    }
    const auto reader = PuzzleCsvReader::fromHeader(line);
    if (!reader) {
        std::cerr << file << ": " << reader.error().message << '\n';
        return 1;
    }
    std::ofstream kept;
    if (!keep.empty()) kept.open(keep), kept << line << '\n';
    std::map<std::string, std::unique_ptr<PuzzleReferee>> referees;  // one per game
    const RulesetRegistry registry = builtinRulesets();
    int number = 1, agreed = 0, judged = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        const auto puzzle = reader->read(line, number);
        if (!puzzle) {
            std::cerr << file << ": " << puzzle.error().message << '\n';
            continue;
        }
        auto& referee = referees[puzzle->variant];
        if (!referee) {
            const auto rules = registry.create(puzzle->variant);
            if (!rules) {
                std::cerr << file << ": line " << number << ": no game " << puzzle->variant << '\n';
                continue;
            }
            referee = std::make_unique<PuzzleReferee>(spec, *rules, depth);
        }
        if (!referee->error().empty()) {
            std::cerr << referee->error() << '\n';
            return 1;
        }
        const PuzzleVerdict verdict = referee->judge(*puzzle);
        ++judged;
        if (verdict.agrees) {
            ++agreed;
            if (kept.is_open()) kept << line << '\n';
        } else {
            std::cout << puzzle->id << ": " << verdict.why << '\n';
        }
    }
    std::cout << file << ": the engine agrees with " << agreed << " of " << judged << " puzzles ("
              << (judged ? 100.0 * agreed / judged : 0.0) << "%) at depth " << depth << '\n';
    return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3) return usage();
    const std::string command = argv[1];
    if (command == "generate") return generate(argc, argv);
    if (command == "check") return check(argc, argv);
    if (command == "themes") return themes(argc, argv);
    if (command == "agree") return agree(argc, argv);
    return usage();
}

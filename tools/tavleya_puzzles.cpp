// Makes puzzles from games the engine plays against itself, each proven by
// trying every defence, and checks puzzle files: every row read, every
// move legal where it stands, every solution still a forced win.

#include <charconv>
#include <fstream>
#include <iostream>
#include <string>

#include "puzzle_finder.h"
#include "puzzles/puzzle_csv.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

int usage() {
    std::cerr << "usage: tavleya-puzzles generate --variant KEY --self-play GAMES [--wanted N] "
                 "[--seed S] -o FILE.csv\n"
                 "       tavleya-puzzles check FILE.csv...\n";
    return 2;
}

std::uint64_t number(const std::string& text) {
    std::uint64_t value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

int generate(int argc, char* argv[]) {
    std::string variant, output;
    int games = 0;
    std::size_t wanted = 1000000;
    std::uint64_t seed = 1;
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
        else
            return usage();
    }
    const auto rules = builtinRulesets().create(variant);
    if (!rules || games <= 0 || output.empty()) return usage();
    const auto puzzles = engine::puzzlesFromSelfPlay(**rules, games, wanted, seed);
    std::ofstream out(output);
    out << puzzleCsvHeader() << '\n';
    for (const Puzzle& puzzle : puzzles) out << puzzleCsvRow(puzzle) << '\n';
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

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3) return usage();
    const std::string command = argv[1];
    if (command == "generate") return generate(argc, argv);
    if (command == "check") return check(argc, argv);
    return usage();
}

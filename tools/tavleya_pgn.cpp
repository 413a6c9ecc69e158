// tavleya-pgn: checks, indexes, converts PGN files, names their openings,
// finds the games that reach a position and the games entered twice, from
// the command line; the files may be compressed (.pgn.gz, .bz2, .xz, .zst)
// or UTF-16.

#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "collections/duplicate_finder.h"
#include "collections/main_line_keys.h"
#include "collections/position_searcher.h"
#include "openings/opening_classifier.h"
#include "openings/pgn_opening_reader.h"
#include "openings/shipped_openings.h"
#include "pgn/pgn_file.h"
#include "pgn/pgn_index.h"
#include "pgn/pgn_reader.h"
#include "pgn/pgn_writer.h"
#include "pgn/text_encoding.h"

using namespace tavleya;

namespace {

constexpr const char* kUsage =
    "Usage: tavleya-pgn validate FILE...\n"
    "  or:  tavleya-pgn index FILE\n"
    "  or:  tavleya-pgn convert [--notation en|ru|figurine|long] [--strip-comments] "
    "[--strip-variations] [--set-tags] [--drop-duplicates [--moves-only]] IN OUT\n"
    "  or:  tavleya-pgn classify FILE\n"
    "  or:  tavleya-pgn search --fen FEN [--material|--pawns] FILE\n"
    "  or:  tavleya-pgn duplicates [--moves-only] FILE\n";

// The whole help: what each command does, then the options.
constexpr const char* kHelp =
    "Checks, lists and converts PGN files of every variant Tavleya plays, names\n"
    "the openings of their chess games, finds the games that reach a position and\n"
    "the games entered twice. The files may be compressed (gzip, bzip2, xz, zstd)\n"
    "or in UTF-16.\n"
    "\n"
    "Commands:\n"
    "  validate FILE...   read every game and every move; print each error as\n"
    "                     FILE:LINE:COLUMN: game N: message; exit 1 if any game fails\n"
    "                     (what is read otherwise than written, such as a castling\n"
    "                     right its position cannot have, as ... game N: warning: ...)\n"
    "  index FILE         list the games and print how many there are\n"
    "  convert IN OUT     write the games of IN to OUT in export format\n"
    "  classify FILE      print each game's number, ECO code and opening name,\n"
    "                     separated by tabs (- - for a game without one): the name\n"
    "                     of the last position of the main line that lichess's\n"
    "                     opening list names, matched by position so that\n"
    "                     transpositions are named too. Only standard chess from\n"
    "                     the usual start has names. A game is read only as far\n"
    "                     as a name can come (validate checks whole games)\n"
    "  search FILE        print the number of each game whose main line reaches\n"
    "                     the position of --fen, and the ply where it first does\n"
    "                     (0: the game's start), separated by tabs; the count on\n"
    "                     stderr. The FEN (TFEN in Tavreli) is read by each game's\n"
    "                     own rules; the same position is the same pieces, side\n"
    "                     to move, castling rights and en-passant capture. A game\n"
    "                     is read only as far as it can still get there\n"
    "  duplicates FILE    print the number of each game that repeats an earlier\n"
    "                     one and the number of that game (the first of them,\n"
    "                     which is kept), separated by tabs; the count on stderr.\n"
    "                     A game repeats another when both play the same moves\n"
    "                     from the same start, by the same rules, whatever their\n"
    "                     comments, annotations, variations and move numbers,\n"
    "                     and their White, Black and Date tags are the same\n"
    "                     (spaces at their ends aside). A game that cannot be\n"
    "                     read repeats none. The variations are stepped over\n"
    "                     unread (validate checks whole games)\n"
    "\n"
    "Options of convert:\n"
    "  --notation en|ru|figurine|long   how moves are written (default: en, SAN)\n"
    "  --strip-comments                 leave out comments (and their clock and arrow commands)\n"
    "  --strip-variations               leave out variations\n"
    "  --set-tags                       set the ECO and Opening tags of each game that\n"
    "                                   has an opening name, as classify names it (the\n"
    "                                   others keep their tags)\n"
    "  --drop-duplicates                leave out each game that repeats an earlier one,\n"
    "                                   as duplicates finds them\n"
    "\n"
    "Option of duplicates and convert --drop-duplicates:\n"
    "  --moves-only   the same moves alone make a repeat, whoever played them and\n"
    "                 whenever (so games without moves are all one game). Every\n"
    "                 position of the main line is compared, the start's too,\n"
    "                 in order\n"
    "\n"
    "Options of search:\n"
    "  --fen FEN      the position to look for (required)\n"
    "  --material     any position with as many pieces of each kind for each side\n"
    "                 (on the board and in hand)\n"
    "  --pawns        any position with the pawns of both sides on the same squares\n"
    "\n"
    "  -h, --help     this help\n"
    "  --version      the program's version\n";

int usage() {
    std::cerr << kUsage;
    return 2;
}

void report(const std::string& file, int game, const PgnError& error, std::string_view kind = {},
            std::ostream& out = std::cout) {
    out << file << ':' << error.line << ':' << error.column << ": game " << game << ": " << kind
        << error.message << '\n';
}

int validate(const std::vector<std::string>& files) {
    PgnReader reader;
    long passed = 0, failed = 0;
    bool unreadable = false;
    for (const std::string& file : files) {
        auto stream = PgnGameStream::open(file);
        if (!stream) {
            std::cout << stream.error().message << '\n';
            unreadable = true;
            continue;
        }
        GameText game;
        while (stream.value().next(game)) {
            const auto checked = reader.check(game);
            for (const PgnError& warning : checked.warnings)
                report(file, game.number, warning, "warning: ");
            if (checked.error) {
                report(file, game.number, *checked.error);
                ++failed;
            } else {
                ++passed;
            }
        }
        if (const auto& failed = stream.value().readError()) {
            std::cout << failed->message << '\n';
            unreadable = true;
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed || unreadable ? 1 : 0;
}

int index(const std::string& file) {
    const auto index = indexPgnFile(file);
    if (!index) {
        std::cerr << "tavleya-pgn: " << index.error().message << '\n';
        return 1;
    }
    std::cout << index->size() << " games\n";
    return 0;
}

std::optional<OpeningTable> shippedOpenings() {
    auto openings = readShippedOpenings(builtinRulesets());
    if (!openings) {
        std::cerr << "tavleya-pgn: the opening lists: " << openings.error().message << '\n';
        return std::nullopt;
    }
    return std::move(openings).value();
}

// The main line of a game read whole, as fingerprintOf takes it.
GameFingerprint treeFingerprint(const GameTree& tree) {
    std::vector<Key> keys{tree.node(tree.root()).position.key()};
    for (NodeId id : tree.mainLine()) keys.push_back(tree.node(id).position.key());
    return fingerprintOf(tree.rules().info().key, keys);
}

int convert(const std::vector<std::string>& args) {
    PgnWriteOptions options;
    bool setTags = false;
    std::optional<DuplicateRule> dropDuplicates;
    bool movesOnly = false;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--strip-comments") {
            options.comments = false;
        } else if (a == "--strip-variations") {
            options.variations = false;
        } else if (a == "--set-tags") {
            setTags = true;
        } else if (a == "--drop-duplicates") {
            dropDuplicates = DuplicateRule::SameMovesAndPlayers;
        } else if (a == "--moves-only") {
            movesOnly = true;
        } else if (a == "--notation" && i + 1 < args.size()) {
            const std::string& n = args[++i];
            if (n == "en")
                options.notation = kSan;
            else if (n == "ru")
                options.notation = kSanRussian;
            else if (n == "figurine")
                options.notation = kSanFigurine;
            else if (n == "long")
                options.notation = kLongEnglish;
            else
                return usage();
        } else if (a.starts_with("--")) {
            return usage();
        } else {
            files.push_back(a);
        }
    }
    if (files.size() != 2 || (movesOnly && !dropDuplicates)) return usage();
    if (movesOnly) dropDuplicates = DuplicateRule::SameMoves;
    std::optional<DuplicateFinder> duplicates;
    if (dropDuplicates) duplicates.emplace(*dropDuplicates);
    std::optional<OpeningTable> openings;
    if (setTags && !(openings = shippedOpenings())) return 1;
    auto stream = PgnGameStream::open(files[0]);
    if (!stream) {
        std::cerr << "tavleya-pgn: " << stream.error().message << '\n';
        return 1;
    }
    // Written beside the target and renamed over it, so a failed run never
    // leaves half a file where the old one was.
    const std::string temporary = files[1] + ".part";
    std::FILE* out = std::fopen(temporary.c_str(), "wb");
    if (!out) {
        std::cerr << "tavleya-pgn: cannot write " << temporary << '\n';
        return 1;
    }
    PgnReader reader;
    GameText game;
    long written = 0, skipped = 0, dropped = 0;
    bool first = true;
    while (stream.value().next(game)) {
        auto outcome = reader.read(game);
        for (const PgnError& warning : outcome.warnings)
            report(files[0], game.number, warning, "warning: ");
        if (!outcome.game) {
            report(files[0], game.number, *outcome.error);
            ++skipped;
            continue;
        }
        if (duplicates &&
            duplicates->add({treeFingerprint(outcome.game->tree), outcome.game->tag("White"),
                             outcome.game->tag("Black"), outcome.game->tag("Date")})) {
            ++dropped;
            continue;
        }
        if (openings)
            if (const Opening* opening = openingOf(*openings, outcome.game->tree)) {
                outcome.game->setTag("ECO", opening->eco);
                outcome.game->setTag("Opening", opening->name);
            }
        const std::string text = (first ? "" : "\n") + writePgnGame(*outcome.game, options);
        first = false;
        std::fwrite(text.data(), 1, text.size(), out);
        ++written;
    }
    const bool ok = std::fflush(out) == 0 && !std::ferror(out);
    std::fclose(out);
    // A file that cannot be read to its end is not converted in part.
    if (const auto& failed = stream.value().readError()) {
        std::remove(temporary.c_str());
        std::cerr << "tavleya-pgn: " << failed->message << '\n';
        return 1;
    }
    if (!ok || std::rename(temporary.c_str(), files[1].c_str()) != 0) {
        std::remove(temporary.c_str());
        std::cerr << "tavleya-pgn: cannot write " << files[1] << '\n';
        return 1;
    }
    std::cerr << written << " games written, " << skipped << " skipped";
    if (duplicates) std::cerr << ", " << dropped << " repeating an earlier one left out";
    std::cerr << '\n';
    return skipped ? 1 : 0;
}

int classify(const std::string& file) {
    const std::optional<OpeningTable> openings = shippedOpenings();
    if (!openings) return 1;
    auto stream = PgnGameStream::open(file);
    if (!stream) {
        std::cerr << "tavleya-pgn: " << stream.error().message << '\n';
        return 1;
    }
    PgnOpeningReader namer(*openings);
    GameText game;
    long unreadable = 0;
    while (stream.value().next(game)) {
        const auto named = namer.classify(game);
        if (named.error) {
            report(file, game.number, *named.error, {}, std::cerr);
            ++unreadable;
        }
        std::cout << game.number << '\t';
        if (named.opening)
            std::cout << named.opening->eco << '\t' << named.opening->name << '\n';
        else
            std::cout << "-\t-\n";
    }
    if (const auto& failed = stream.value().readError()) {
        std::cerr << "tavleya-pgn: " << failed->message << '\n';
        return 1;
    }
    return unreadable ? 1 : 0;
}

int search(const std::vector<std::string>& args) {
    PositionQuery query;
    std::optional<std::string> fen, file;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--fen" && i + 1 < args.size())
            fen = args[++i];
        else if (a == "--material")
            query.match = PositionMatch::Material;
        else if (a == "--pawns")
            query.match = PositionMatch::PawnStructure;
        else if (a.starts_with("--") || file)
            return usage();
        else
            file = a;
    }
    if (!fen || !file) return usage();
    query.fen = *fen;
    auto searcher = PositionSearcher::create(std::move(query));
    if (!searcher) {
        // The message names the field and the column.
        std::cerr << "tavleya-pgn: bad FEN '" << *fen << "': " << searcher.error().message << '\n';
        return 2;
    }
    auto stream = PgnGameStream::open(*file);
    if (!stream) {
        std::cerr << "tavleya-pgn: " << stream.error().message << '\n';
        return 1;
    }
    GameText game;
    long found = 0, searched = 0, unreadable = 0;
    while (stream.value().next(game)) {
        ++searched;
        const auto reached = searcher.value().search(game);
        if (reached.error) {
            report(*file, game.number, *reached.error, {}, std::cerr);
            ++unreadable;
        } else if (reached.ply) {
            std::cout << game.number << '\t' << *reached.ply << '\n';
            ++found;
        }
    }
    if (const auto& failed = stream.value().readError()) {
        std::cerr << "tavleya-pgn: " << failed->message << '\n';
        return 1;
    }
    std::cerr << found << " of " << searched << " games reach the position\n";
    return unreadable ? 1 : 0;
}

// A tag's value as the reader reads it: in UTF-8 whatever the game's own
// encoding, so that a game copied from a file of another encoding has the
// same players.
std::string_view tagValue(const std::vector<pgn::RawTag>& tags, std::string_view name,
                          const GameText& game, std::string& decoded) {
    for (const pgn::RawTag& tag : tags)
        if (tag.name == name) {
            if (isValidUtf8(tag.value)) return tag.value;
            decoded = decodeToUtf8(tag.value, detectEncoding(game.bytes));
            return decoded;
        }
    return {};
}

int duplicates(const std::vector<std::string>& args) {
    DuplicateRule rule = DuplicateRule::SameMovesAndPlayers;
    std::optional<std::string> file;
    for (const std::string& a : args) {
        if (a == "--moves-only")
            rule = DuplicateRule::SameMoves;
        else if (a.starts_with("--") || file)
            return usage();
        else
            file = a;
    }
    if (!file) return usage();
    auto stream = PgnGameStream::open(*file);
    if (!stream) {
        std::cerr << "tavleya-pgn: " << stream.error().message << '\n';
        return 1;
    }
    PgnReader reader;
    DuplicateFinder finder(rule);
    PgnReader::MainLine line;
    GameText game;
    std::vector<pgn::RawTag> tags;
    std::string white, black, date;  // decoded values, when they need it
    long repeats = 0, games = 0, unreadable = 0;
    while (stream.value().next(game, &tags)) {
        ++games;
        DuplicateCandidate candidate;
        if (const auto error = mainLineKeys(reader, game, line)) {
            report(*file, game.number, *error, {}, std::cerr);
            ++unreadable;
        } else {
            candidate.fingerprint = fingerprintOf(line.rules, line.keys);
        }
        if (rule == DuplicateRule::SameMovesAndPlayers) {
            candidate.white = tagValue(tags, "White", game, white);
            candidate.black = tagValue(tags, "Black", game, black);
            candidate.date = tagValue(tags, "Date", game, date);
        }
        // The finder counts from 0 in the order of the file, as it numbers
        // games from 1.
        if (const auto original = finder.add(candidate)) {
            std::cout << game.number << '\t' << *original + 1 << '\n';
            ++repeats;
        }
    }
    if (const auto& failed = stream.value().readError()) {
        std::cerr << "tavleya-pgn: " << failed->message << '\n';
        return 1;
    }
    std::cerr << repeats << " of " << games << " games repeat an earlier one\n";
    return unreadable ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "-h" || command == "--help") {
        std::cout << kUsage << '\n' << kHelp;
        return 0;
    }
    if (command == "--version") {
        std::cout << "tavleya-pgn " TAVLEYA_VERSION "\n";
        return 0;
    }
    if (argc < 3) return usage();
    std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "validate") return validate(args);
    if (command == "index" && args.size() == 1) return index(args[0]);
    if (command == "convert") return convert(args);
    if (command == "classify" && args.size() == 1) return classify(args[0]);
    if (command == "search") return search(args);
    if (command == "duplicates") return duplicates(args);
    return usage();
}

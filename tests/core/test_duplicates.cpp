// Duplicate games. Fingerprints, taken by the quick pass over each game's
// text, checked against a slow reference that reads every game of the test
// data whole and compares the moves of their main lines; the finder's rules
// on games made by hand; a collection of real games and copies of them
// (other comments, variations, NAGs, notation and move numbers; other
// players; a transposition; a shorter game; the same moves in another game;
// unreadable games), with the duplicates each rule finds there; and
// tavleya-pgn listing them and leaving them out of a converted file.

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

#include "collections/duplicate_finder.h"
#include "collections/game_fingerprint.h"
#include "collections/main_line_keys.h"
#include "notation/move_writer.h"
#include "pgn/pgn_writer.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestDuplicates : public QObject {
    Q_OBJECT

private slots:
    void fingerprintsAgreeWithTheMovesOfEveryGame();
    void fingerprintFollowsTheOrderOfPositions();
    void finderKeepsTheFirstOfEachGroup();
    void finderComparesTrimmedTags();
    void finderSetsAsideUnreadableGames();
    void finderIsQuickOnManyGames();
    void collectionOfCopiesHasTheKnownDuplicates_data();
    void collectionOfCopiesHasTheKnownDuplicates();
    void theToolListsAndDropsDuplicates();
};

namespace {

// Puts spaces around the value of a tag of a game's text.
void padTagValue(std::string& text, const std::string& name, const char* before,
                 const char* after) {
    const std::string opening = "[" + name + " \"";
    const std::size_t at = text.find(opening);
    if (at == std::string::npos) qFatal("no %s tag", name.c_str());
    const std::size_t value = at + opening.size();
    const std::size_t end = text.find('"', value);
    text.insert(end, after);
    text.insert(value, before);
}

// The rules, the start position (without its move counters, which are no
// part of a position) and the main line's moves in engine form: what two
// games must share to be the same moves, worked out without the keys.
std::string movesOf(const GameTree& tree) {
    const Ruleset& rules = tree.rules();
    Position start = tree.node(tree.root()).position;
    start.setHalfmoveClock(0);
    start.setFullmoveNumber(1);
    std::string text = std::string(rules.info().key) + ' ' + rules.writeFen(start);
    for (NodeId id : tree.mainLine()) text += ' ' + uciText(rules, tree.node(id).move);
    return text;
}

std::vector<Key> treeKeys(const GameTree& tree) {
    std::vector<Key> keys{tree.node(tree.root()).position.key()};
    for (NodeId id : tree.mainLine()) keys.push_back(tree.node(id).position.key());
    return keys;
}

DuplicateCandidate candidate(std::uint64_t positions, std::string_view white,
                             std::string_view black, std::string_view date) {
    return {GameFingerprint{positions, 10, "classical"}, white, black, date};
}

// The first game of a test data file, read whole, and its text as it is.
struct SourceGame {
    PgnGame game;
    std::string text;
};
SourceGame firstGameOf(const std::string& file) {
    const std::string bytes = fileBytes(pgnDataPath(file));
    PgnGameStream stream = PgnGameStream::fromText(bytes);
    GameText text;
    if (!stream.next(text)) qFatal("no game in %s", file.c_str());
    PgnReader reader;
    auto read = reader.read(text);
    if (!read.game) qFatal("%s: %s", file.c_str(), read.error->message.c_str());
    return {std::move(*read.game), std::string(text.bytes)};
}

// The tags of `game` as export writes them, then the first `plies` moves of
// its main line in SAN: `numbers` says how they are numbered.
enum class Numbers { Spaced, Tight, BlackToo, None };
std::string shortText(const PgnGame& game, std::size_t plies, Numbers numbers) {
    const std::string whole = writePgnGame(game, {kSan, false, false});
    std::string text = whole.substr(0, whole.find("\n\n") + 2);
    const GameTree& tree = game.tree;
    const auto line = tree.mainLine();
    for (std::size_t ply = 0; ply < std::min(plies, line.size()); ++ply) {
        const GameNode& node = tree.node(line[ply]);
        const Position& before = tree.node(node.parent).position;
        const int number = before.fullmoveNumber();
        const bool white = ply % 2 == 0;
        if (numbers == Numbers::Spaced && white) text += std::to_string(number) + ". ";
        if (numbers == Numbers::Tight && white) text += std::to_string(number) + '.';
        if (numbers == Numbers::BlackToo) text += std::to_string(number) + (white ? ". " : "... ");
        text += writeMove(tree.rules(), before, node.move, kSan) + ' ';
    }
    return text + "*\n";
}

// A copy of the game with other tags.
PgnGame retagged(PgnGame game, std::initializer_list<std::pair<const char*, const char*>> tags) {
    for (const auto& [name, value] : tags) game.setTag(name, value);
    return game;
}

// A collection made of two real games (an annotated one with comments,
// variations and NAGs, and a plain one) and of copies and near copies of
// them, with the number of the game each repeats under each rule.
struct Collection {
    std::vector<std::string> games;
    std::vector<std::optional<int>> sameMovesAndPlayers, sameMoves;

    void add(std::string text, std::optional<int> byBoth, std::optional<int> byMoves) {
        games.push_back(std::move(text));
        sameMovesAndPlayers.push_back(byBoth);
        sameMoves.push_back(byMoves);
    }
    std::string text() const {
        std::string all;
        for (const std::string& game : games) all += game + "\n";
        return all;
    }
};

Collection collectionOfCopies() {
    const SourceGame annotated = firstGameOf("scalachess/wcc2023-annotated.pgn");
    const SourceGame plain = firstGameOf("pychess/world_matches.pgn");
    const PgnGame& a = annotated.game;
    const std::size_t aPlies = a.tree.mainLine().size();
    Collection c;
    const std::nullopt_t none = std::nullopt;
    c.add(annotated.text, none, none);                        // 0
    c.add(plain.text, none, none);                            // 1
    c.add(writePgnGame(a, {kSan, false, false}), 0, 0);       // 2: no comments, no variations
    c.add(writePgnGame(a, {kSanRussian, true, true}), 0, 0);  // 3: in Russian letters
    c.add(shortText(a, aPlies, Numbers::None), 0, 0);         // 4: no move numbers, no NAGs
    c.add(writePgnGame(retagged(a, {{"White", "Somebody, Else"}})), none, 0);  // 5
    // 6: the same players, written with spaces around the names.
    std::string spaced = writePgnGame(a, {kSan, false, true});
    padTagValue(spaced, "White", "  ", " ");
    padTagValue(spaced, "Black", " ", "");
    c.add(spaced, 0, 0);
    c.add(writePgnGame(retagged(a, {{"Date", "2023.04.10"}})), none, 0);  // 7: another day
    const PgnGame& b = plain.game;
    const std::size_t bHalf = b.tree.mainLine().size() / 2;
    c.add(shortText(b, bHalf, Numbers::Spaced), none, none);  // 8: the plain game cut short
    // 9, 10: the same position after three moves each, by another order.
    const char* tags = "[Event \"Transpositions\"]\n[White \"W\"]\n[Black \"B\"]\n[Date \"?\"]\n\n";
    c.add(std::string(tags) + "1. d4 Nf6 2. c4 e6 3. Nc3 d5 *\n", none, none);
    c.add(std::string(tags) + "1. c4 e6 2. Nc3 Nf6 3. d4 d5 *\n", none, none);
    // 11, 12: a game with an illegal move, twice.
    c.add(std::string(tags) + "1. e4 e5 2. Ke3 *\n", none, none);
    c.add(std::string(tags) + "1. e4 e5 2. Ke3 *\n", none, none);
    // 13: the moves of 8 from the same start in another game.
    c.add(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n" +
            shortText(b, bHalf, Numbers::BlackToo),
        none, none);
    c.add(annotated.text, 0, 0);  // 14: a third copy repeats the first
    c.add(std::string(tags) + "1.d4 Nf6 2.c4 e6 3.Nc3 d5 *\n", 9, 9);  // 15: 9, tight numbers
    c.add(writePgnGame(retagged(b, {{"White", "X"}, {"Black", "Y"}})), none, 1);  // 16
    return c;
}

// The fingerprint of each game of `text` and its tags, as the tool takes them.
struct Read {
    std::vector<std::optional<GameFingerprint>> fingerprints;
    std::vector<std::map<std::string, std::string, std::less<>>> tags;
};
Read readCollection(const std::string& text) {
    PgnGameStream stream = PgnGameStream::fromText(text);
    PgnReader reader;
    PgnReader::MainLine line;
    GameText game;
    std::vector<pgn::RawTag> raw;
    Read read;
    while (stream.next(game, &raw)) {
        if (mainLineKeys(reader, game, line))
            read.fingerprints.emplace_back();
        else
            read.fingerprints.push_back(fingerprintOf(line.rules, line.keys));
        auto& tags = read.tags.emplace_back();
        for (const pgn::RawTag& tag : raw) tags[std::string(tag.name)] = tag.value;
    }
    return read;
}

std::vector<std::optional<int>> duplicatesIn(const Read& read, DuplicateRule rule) {
    std::vector<DuplicateCandidate> candidates;
    for (std::size_t n = 0; n < read.fingerprints.size(); ++n) {
        const auto& tags = read.tags[n];
        const auto tag = [&tags](const char* name) {
            const auto found = tags.find(name);
            return found == tags.end() ? std::string_view() : std::string_view(found->second);
        };
        candidates.push_back({read.fingerprints[n], tag("White"), tag("Black"), tag("Date")});
    }
    return findDuplicates(candidates, rule);
}

// The lines the tool prints for the duplicates: numbers from 1.
QByteArray listed(const std::vector<std::optional<int>>& repeats) {
    QByteArray lines;
    for (std::size_t n = 0; n < repeats.size(); ++n)
        if (repeats[n])
            lines += QByteArray::number(qsizetype(n + 1)) + '\t' +
                     QByteArray::number(*repeats[n] + 1) + '\n';
    return lines;
}

}  // namespace

// Over every game of the test data, as one collection: two games that read
// have the same fingerprint exactly when they have the same rules, start
// and main-line moves; and the quick pass finds the keys the reader finds.
void TestDuplicates::fingerprintsAgreeWithTheMovesOfEveryGame() {
    std::map<std::string, GameFingerprint> byMoves;
    std::map<std::pair<std::uint64_t, std::string>, std::string> byFingerprint;
    PgnReader reader;
    PgnReader::MainLine line;
    int games = 0, unreadable = 0, lenient = 0, alike = 0;
    for (const std::string& file : pgnDataFiles()) {
        const auto whole = readPgnFile(pgnDataPath(file));
        auto stream = PgnGameStream::open(pgnDataPath(file));
        QVERIFY(stream.ok());
        GameText game;
        for (std::size_t n = 0; stream.value().next(game); ++n) {
            QVERIFY(n < whole.size());
            const std::string what = file + " game " + std::to_string(n + 1);
            const auto error = mainLineKeys(reader, game, line);
            if (!whole[n].game) {
                // What the quick pass does not check may be what the reader
                // refuses (main_line_keys.h): such a game gets keys all the same.
                ++unreadable;
                lenient += !error;
                continue;
            }
            QVERIFY2(!error, what.c_str());
            const GameTree& tree = whole[n].game->tree;
            QVERIFY2(line.rules == tree.rules().info().key, what.c_str());
            QVERIFY2(line.keys == treeKeys(tree), what.c_str());
            const GameFingerprint fingerprint = fingerprintOf(line.rules, line.keys);
            QCOMPARE(fingerprint.plies, std::uint32_t(tree.mainLine().size()));
            const std::string moves = movesOf(tree);
            const auto [seen, isNew] = byMoves.try_emplace(moves, fingerprint);
            QVERIFY2(seen->second == fingerprint, what.c_str());
            alike += !isNew;
            const auto [same, first] =
                byFingerprint.try_emplace({fingerprint.positions, fingerprint.rules}, moves);
            QVERIFY2(same->second == moves, (what + ": " + moves + " / " + same->second).c_str());
            ++games;
        }
    }
    qInfo(
        "%d games read, %d of them repeating another's moves; %d unreadable, %d of those "
        "taken by the quick pass",
        games, alike, unreadable, lenient);
    QVERIFY(games > 900);
    QVERIFY(alike > 10);
}

void TestDuplicates::fingerprintFollowsTheOrderOfPositions() {
    const std::vector<Key> keys{11, 22, 33, 44};
    const std::vector<Key> swapped{11, 33, 22, 44};
    const GameFingerprint a = fingerprintOf("classical", keys);
    QCOMPARE(a.plies, std::uint32_t(3));
    QCOMPARE(a.rules, std::string("classical"));
    QVERIFY(a == fingerprintOf("classical", keys));
    QVERIFY(!(a == fingerprintOf("classical", swapped)));
    QVERIFY(a.positions != fingerprintOf("classical", swapped).positions);
    QVERIFY(!(a == fingerprintOf("chess960", keys)));
    QVERIFY(!(a == fingerprintOf("classical", std::span(keys).first(3))));
    QCOMPARE(fingerprintOf("classical", std::span(keys).first(1)).plies, std::uint32_t(0));
}

void TestDuplicates::finderKeepsTheFirstOfEachGroup() {
    const std::vector<DuplicateCandidate> games{
        candidate(1, "A", "B", "2000.01.01"),  // 0
        candidate(2, "A", "B", "2000.01.01"),  // 1: other moves
        candidate(1, "A", "B", "2000.01.01"),  // 2: repeats 0
        candidate(1, "B", "A", "2000.01.01"),  // 3: the colours swapped
        candidate(1, "A", "B", "2000.01.02"),  // 4: another day
        candidate(2, "A", "B", "2000.01.01"),  // 5: repeats 1
        candidate(1, "A", "B", "2000.01.01"),  // 6: repeats 0, not 2
        candidate(1, "AB", "", "2000.01.01"),  // 7: the names run together
    };
    using Repeats = std::vector<std::optional<int>>;
    const auto none = std::nullopt;
    QCOMPARE(findDuplicates(games), (Repeats{none, none, 0, none, none, 1, 0, none}));
    QCOMPARE(findDuplicates(games, DuplicateRule::SameMoves),
             (Repeats{none, none, 0, 0, 0, 1, 0, 0}));
    // The same moves by other rules, or fewer of them, are other games.
    DuplicateFinder finder(DuplicateRule::SameMoves);
    QCOMPARE(finder.add({GameFingerprint{5, 10, "classical"}, {}, {}, {}}), std::optional<int>());
    QCOMPARE(finder.add({GameFingerprint{5, 10, "crazyhouse"}, {}, {}, {}}), std::optional<int>());
    QCOMPARE(finder.add({GameFingerprint{5, 9, "classical"}, {}, {}, {}}), std::optional<int>());
    QCOMPARE(finder.add({GameFingerprint{5, 10, "crazyhouse"}, {}, {}, {}}), std::optional<int>(1));
}

void TestDuplicates::finderComparesTrimmedTags() {
    const std::vector<DuplicateCandidate> games{
        candidate(1, "Kasparov, Garry", "Karpov, Anatoly", "1985.??.??"),
        candidate(1, "  Kasparov, Garry ", "Karpov, Anatoly\t", " 1985.??.??"),
        candidate(1, "Kasparov,  Garry", "Karpov, Anatoly", "1985.??.??"),
        candidate(1, "kasparov, garry", "Karpov, Anatoly", "1985.??.??"),
        candidate(3, "", "", ""),
        candidate(3, " ", "", "  "),
    };
    using Repeats = std::vector<std::optional<int>>;
    const auto none = std::nullopt;
    QCOMPARE(findDuplicates(games), (Repeats{none, 0, none, none, none, 4}));
}

void TestDuplicates::finderSetsAsideUnreadableGames() {
    const std::vector<DuplicateCandidate> games{
        {std::nullopt, "A", "B", "?"}, {std::nullopt, "A", "B", "?"}, candidate(1, "A", "B", "?"),
        {std::nullopt, "A", "B", "?"}, candidate(1, "A", "B", "?"),
    };
    using Repeats = std::vector<std::optional<int>>;
    const auto none = std::nullopt;
    for (const DuplicateRule rule : {DuplicateRule::SameMovesAndPlayers, DuplicateRule::SameMoves})
        QCOMPARE(findDuplicates(games, rule), (Repeats{none, none, none, none, 2}));
}

// 150,000 games, a third of them repeats of earlier ones: one pass through a
// hash map, well within a second in an optimised build.
void TestDuplicates::finderIsQuickOnManyGames() {
    constexpr int kGames = 150'000;
    std::vector<std::string> players;
    players.reserve(kGames);
    std::vector<DuplicateCandidate> games;
    games.reserve(kGames);
    // Every third game from the 1,000th on repeats the game 1,000 before it,
    // which is never a repeat itself.
    const auto originalOf = [](int n) { return n >= 1000 && n % 3 == 2 ? n - 1000 : n; };
    for (int n = 0; n < kGames; ++n) {
        const int original = originalOf(n);
        players.push_back("Player " + std::to_string(original));
        games.push_back(candidate(std::uint64_t(original) * 0x9E3779B97F4A7C15ULL, players.back(),
                                  "Opponent", "2024.01.01"));
    }
    QElapsedTimer timer;
    timer.start();
    const auto repeats = findDuplicates(games);
    qInfo("%d games in %lld ms", kGames, timer.elapsed());
    for (int n = 0; n < kGames; ++n) {
        const int original = originalOf(n);
        const auto expected = original == n ? std::nullopt : std::optional(original);
        if (repeats[std::size_t(n)] != expected) QFAIL(qPrintable(QString::number(n)));
    }
}

void TestDuplicates::collectionOfCopiesHasTheKnownDuplicates_data() {
    QTest::addColumn<bool>("movesOnly");
    QTest::newRow("same moves and players") << false;
    QTest::newRow("same moves") << true;
}

void TestDuplicates::collectionOfCopiesHasTheKnownDuplicates() {
    QFETCH(bool, movesOnly);
    const Collection collection = collectionOfCopies();
    const Read read = readCollection(collection.text());
    QCOMPARE(read.fingerprints.size(), collection.games.size());
    // The copies were written as meant: the unreadable games are unreadable,
    // the other game from the same start is read by its own rules, and the
    // transposition ends in the same position.
    QVERIFY(!read.fingerprints[11] && !read.fingerprints[12]);
    QCOMPARE(read.fingerprints[13]->rules, std::string("chess960"));
    QCOMPARE(read.fingerprints[13]->plies, read.fingerprints[8]->plies);
    const auto outcomes = readPgnText(collection.games[9] + "\n" + collection.games[10]);
    QCOMPARE(outcomes[0].game->tree.node(outcomes[0].game->tree.mainLine().back()).position.key(),
             outcomes[1].game->tree.node(outcomes[1].game->tree.mainLine().back()).position.key());

    const auto rule = movesOnly ? DuplicateRule::SameMoves : DuplicateRule::SameMovesAndPlayers;
    const auto& expected = movesOnly ? collection.sameMoves : collection.sameMovesAndPlayers;
    QCOMPARE(duplicatesIn(read, rule), expected);
}

void TestDuplicates::theToolListsAndDropsDuplicates() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Collection collection = collectionOfCopies();
    const QString in = dir.filePath("copies.pgn");
    {
        QFile file(in);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(collection.text()));
    }
    const int games = int(collection.games.size());
    for (const bool movesOnly : {false, true}) {
        const auto& expected = movesOnly ? collection.sameMoves : collection.sameMovesAndPlayers;
        const int repeats = int(std::count_if(expected.begin(), expected.end(),
                                              [](const auto& r) { return r.has_value(); }));
        QStringList args{"duplicates", in};
        if (movesOnly) args.insert(1, "--moves-only");
        QProcess tool;
        tool.start(TAVLEYA_PGN_TOOL, args);
        QVERIFY(tool.waitForFinished(60000));
        // The two unreadable games are reported, and make the exit status 1.
        QCOMPARE(tool.exitCode(), 1);
        QCOMPARE(tool.readAllStandardOutput(), listed(expected));
        const QByteArray errors = tool.readAllStandardError();
        QVERIFY2(errors.contains("copies.pgn:") && errors.contains(": game 12: "), errors);
        QVERIFY2(errors.endsWith(QByteArray::number(repeats) + " of " + QByteArray::number(games) +
                                 " games repeat an earlier one\n"),
                 errors);

        // The converted file holds the games kept, in order, read whole.
        const QString out = dir.filePath(movesOnly ? "kept-moves.pgn" : "kept.pgn");
        args = QStringList{"convert", "--drop-duplicates", in, out};
        if (movesOnly) args.insert(2, "--moves-only");
        tool.start(TAVLEYA_PGN_TOOL, args);
        QVERIFY(tool.waitForFinished(60000));
        QCOMPARE(tool.exitCode(), 1);  // the unreadable games are skipped
        const int kept = games - repeats - 2;
        const QByteArray summary = QByteArray::number(kept) + " games written, 2 skipped, " +
                                   QByteArray::number(repeats) +
                                   " repeating an earlier one left out\n";
        QVERIFY2(tool.readAllStandardError().endsWith(summary), summary);
        const auto written = readPgnFile(out.toStdString());
        QCOMPARE(int(written.size()), kept);
        const auto originals = readPgnText(collection.text());
        std::size_t next = 0;
        for (int n = 0; n < games; ++n) {
            if (expected[std::size_t(n)] || !originals[std::size_t(n)].game) continue;
            QVERIFY(next < written.size() && written[next].game);
            const PgnGame& copy = *written[next++].game;
            const PgnGame& original = *originals[std::size_t(n)].game;
            QCOMPARE(movesOf(copy.tree), movesOf(original.tree));
            QCOMPARE(copy.tag("White"), original.tag("White"));
            QCOMPARE(copy.tag("Date"), original.tag("Date"));
        }
        QCOMPARE(next, written.size());
    }
    // --moves-only goes with --drop-duplicates.
    QProcess tool;
    tool.start(TAVLEYA_PGN_TOOL, {"convert", "--moves-only", in, dir.filePath("x.pgn")});
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitCode(), 2);
}

QTEST_APPLESS_MAIN(TestDuplicates)
#include "test_duplicates.moc"

// The index of a collection's positions and the opening tree it gives,
// checked against slow references that read every game whole: the games
// found at a position (first ply, every file of the test data, positions of
// many kinds), and each tree move's games, results and years as the games'
// own next moves and tags give them; and the tags the index keeps.

#include <QtTest>
#include <map>
#include <random>

#include "collections/opening_tree.h"
#include "collections/position_index.h"
#include "notation/move_writer.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPositionIndex : public QObject {
    Q_OBJECT

private slots:
    void resultsAndYearsAreReadFromTags();
    void keepsEveryGameInOrder();
    void findsWhatTheSlowSearchFinds_data();
    void findsWhatTheSlowSearchFinds();
    void treeCountsTheMovesTheGamesPlayed_data();
    void treeCountsTheMovesTheGamesPlayed();
    void treeOfAPositionNoGameReachesIsEmpty();
    void growingIndexKeepsGamesWhole();
    void aKeyThatSharesOnlyItsPartIsNotFound();
};

namespace {

// The index of a file, built as the game list builds it.
PositionIndex indexOf(const std::string& path) {
    PositionIndex index;
    auto stream = PgnGameStream::open(path);
    if (!stream) qFatal("cannot open %s", path.c_str());
    PgnReader reader;
    PgnReader::MainLine line;
    GameText game;
    std::vector<pgn::RawTag> tags;
    while (stream.value().next(game, &tags)) {
        IndexedGameFacts facts;
        for (const pgn::RawTag& tag : tags) {
            if (tag.name == "Result") facts.result = recordedResult(tag.value);
            if (tag.name == "Date") facts.year = recordedYear(tag.value);
        }
        if (reader.check(game, &line).error)
            index.addUnread(facts);
        else
            index.add(line, facts);
    }
    return index;
}

// The positions of a game's main line, its start first.
std::vector<const GameNode*> mainLineNodes(const GameTree& tree) {
    std::vector<const GameNode*> nodes{&tree.node(tree.root())};
    for (NodeId id : tree.mainLine()) nodes.push_back(&tree.node(id));
    return nodes;
}

// The first ply of a game's main line at the position, if any.
std::optional<std::size_t> firstPly(const GameTree& tree, const Position& target) {
    const auto nodes = mainLineNodes(tree);
    for (std::size_t ply = 0; ply < nodes.size(); ++ply)
        if (nodes[ply]->position.key() == target.key()) return ply;
    return std::nullopt;
}

// Positions of one game of a file to look for: the start, a few opening
// plies, the middle and the end of its main line.
std::vector<Position> samplePositions(const GameTree& tree) {
    const auto nodes = mainLineNodes(tree);
    std::vector<Position> sample;
    for (std::size_t ply :
         {std::size_t(0), std::size_t(4), std::size_t(9), nodes.size() / 2, nodes.size() - 1})
        if (ply < nodes.size()) sample.push_back(nodes[ply]->position);
    return sample;
}

}  // namespace

void TestPositionIndex::resultsAndYearsAreReadFromTags() {
    QCOMPARE(recordedResult("1-0"), RecordedResult::WhiteWins);
    QCOMPARE(recordedResult("0-1"), RecordedResult::BlackWins);
    QCOMPARE(recordedResult("1/2-1/2"), RecordedResult::Draw);
    QCOMPARE(recordedResult("*"), RecordedResult::Unknown);
    QCOMPARE(recordedResult(""), RecordedResult::Unknown);
    QCOMPARE(recordedYear("1992.11.04"), 1992);
    QCOMPARE(recordedYear("2024.??.??"), 2024);
    QCOMPARE(recordedYear("1851"), 1851);
    QCOMPARE(recordedYear("????.??.??"), 0);
    QCOMPARE(recordedYear("19??.??.??"), 0);
    QCOMPARE(recordedYear("12345.01.01"), 0);
    QCOMPARE(recordedYear(""), 0);
}

void TestPositionIndex::keepsEveryGameInOrder() {
    for (const std::string& file : pgnDataFiles()) {
        const auto games = readPgnFile(pgnDataPath(file));
        const PositionIndex index = indexOf(pgnDataPath(file));
        QVERIFY2(index.games() == std::ssize(games), file.c_str());
        for (std::size_t n = 0; n < games.size(); ++n) {
            const auto keys = index.keysOf(int(n));
            const std::string what = file + " game " + std::to_string(n + 1);
            if (!games[n].game) {
                QVERIFY2(keys.empty() && index.rulesOf(int(n)).empty(), what.c_str());
                continue;
            }
            const GameTree& tree = games[n].game->tree;
            QVERIFY2(index.rulesOf(int(n)) == tree.rules().info().key, what.c_str());
            const auto nodes = mainLineNodes(tree);
            QVERIFY2(keys.size() == nodes.size(), what.c_str());
            for (std::size_t ply = 0; ply < nodes.size(); ++ply)
                QVERIFY2(keys[ply] == nodes[ply]->position.key(), what.c_str());
        }
    }
}

void TestPositionIndex::findsWhatTheSlowSearchFinds_data() {
    QTest::addColumn<QString>("file");
    for (const std::string& file : pgnDataFiles())
        QTest::newRow(file.c_str()) << QString::fromStdString(file);
}

void TestPositionIndex::findsWhatTheSlowSearchFinds() {
    QFETCH(QString, file);
    const std::string path = pgnDataPath(file.toStdString());
    const auto games = readPgnFile(path);
    const PositionIndex index = indexOf(path);
    // Positions from a few games spread over the file, each looked for in all.
    for (std::size_t from = 0; from < games.size();
         from += std::max<std::size_t>(1, games.size() / 4)) {
        if (!games[from].game) continue;
        const GameTree& source = games[from].game->tree;
        for (const Position& target : samplePositions(source)) {
            std::vector<PositionIndex::Reached> slow;
            for (std::size_t n = 0; n < games.size(); ++n) {
                if (!games[n].game) continue;
                const GameTree& tree = games[n].game->tree;
                if (tree.rules().info().key != source.rules().info().key) continue;
                if (const auto ply = firstPly(tree, target)) slow.push_back({int(n), int(*ply)});
            }
            const auto quick = index.find(source.rules().info().key, target.key());
            QCOMPARE(quick.size(), slow.size());
            QVERIFY(!quick.empty());  // the game it came from, at least
            for (std::size_t i = 0; i < slow.size(); ++i) {
                QCOMPARE(quick[i].game, slow[i].game);
                QCOMPARE(quick[i].ply, slow[i].ply);
            }
        }
    }
}

void TestPositionIndex::treeCountsTheMovesTheGamesPlayed_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");  // 1-based: the game whose positions are looked at
    QTest::newRow("chess matches") << "pychess/world_matches.pgn" << 1;
    QTest::newRow("chess, another game") << "pychess/world_matches.pgn" << 30;
    QTest::newRow("crazyhouse") << "pychess/zh.pgn" << 1;
    QTest::newRow("lichess games") << "mliebelt-pgn-parser/lichess_mliebelt_2024-01-03.pgn" << 1;
}

void TestPositionIndex::treeCountsTheMovesTheGamesPlayed() {
    QFETCH(QString, file);
    QFETCH(int, game);
    const std::string path = pgnDataPath(file.toStdString());
    const auto games = readPgnFile(path);
    const PositionIndex index = indexOf(path);
    QVERIFY(std::size_t(game) <= games.size() && games[std::size_t(game - 1)].game);
    const GameTree& source = games[std::size_t(game - 1)].game->tree;
    const Ruleset& rules = source.rules();
    int movesSeen = 0;
    // Every game counted, then only those a list shows: every other one.
    std::vector<char> everyOther(games.size());
    for (std::size_t i = 0; i < everyOther.size(); i += 2) everyOther[i] = 1;
    for (const bool narrowed : {false, true})
        for (std::size_t ply : {0, 1, 2, 3, 4, 6, 8}) {
            const auto nodes = mainLineNodes(source);
            if (ply >= nodes.size()) break;
            const Position& position = nodes[ply]->position;
            // The slow tree: each game's next move after its first time at the
            // position, written in SAN, with its tags' result and year.
            std::map<std::string, TreeMove> slow;
            for (std::size_t number = 0; number < games.size(); ++number) {
                const auto& outcome = games[number];
                if (!outcome.game || outcome.game->tree.rules().info().key != rules.info().key ||
                    (narrowed && !everyOther[number]))
                    continue;
                const GameTree& tree = outcome.game->tree;
                const auto at = firstPly(tree, position);
                const auto line = mainLineNodes(tree);
                if (!at || *at + 1 >= line.size()) continue;
                const Move next = line[*at + 1]->move;
                TreeMove& entry = slow[writeSan(rules, position, next, kSan)];
                entry.move = next;
                ++entry.games;
                const auto result = recordedResult(outcome.game->tag("Result"));
                entry.whiteWins += result == RecordedResult::WhiteWins;
                entry.draws += result == RecordedResult::Draw;
                entry.blackWins += result == RecordedResult::BlackWins;
                if (const int year = recordedYear(outcome.game->tag("Date"))) {
                    ++entry.datedGames;
                    entry.yearSum += year;
                }
            }
            const auto tree =
                narrowed ? openingTree(index, rules, position, std::span<const char>(everyOther))
                         : openingTree(index, rules, position);
            QCOMPARE(tree.size(), slow.size());
            for (std::size_t i = 0; i < tree.size(); ++i) {
                const TreeMove& quick = tree[i];
                if (i > 0) QVERIFY(tree[i - 1].games >= quick.games);  // most played first
                const std::string san = writeSan(rules, position, quick.move, kSan);
                QVERIFY2(slow.contains(san), san.c_str());
                const TreeMove& expected = slow[san];
                QCOMPARE(quick.games, expected.games);
                QCOMPARE(quick.whiteWins, expected.whiteWins);
                QCOMPARE(quick.draws, expected.draws);
                QCOMPARE(quick.blackWins, expected.blackWins);
                QCOMPARE(quick.datedGames, expected.datedGames);
                QCOMPARE(quick.yearSum, expected.yearSum);
                movesSeen += quick.games;
            }
        }
    QVERIFY(movesSeen > 0);
}

void TestPositionIndex::treeOfAPositionNoGameReachesIsEmpty() {
    const PositionIndex index = indexOf(pgnDataPath("pychess/world_matches.pgn"));
    const auto rules = builtinRulesets().create("classical").value();
    // 1. a4 h5 2. h4 a5: no match game opens so.
    const auto position =
        rules->readFen("rnbqkbnr/1pppppp1/8/p6p/P6P/8/1PPPPPP1/RNBQKBNR w KQkq - 0 3").value();
    QVERIFY(index.find("classical", position.key()).empty());
    QVERIFY(openingTree(index, *rules, position).empty());
    // The same position read as another game's is not a chess game's.
    QVERIFY(index.find("chess960", rules->startPosition().key()).empty());
    QVERIFY(!index.find("classical", rules->startPosition().key()).empty());
}

void TestPositionIndex::growingIndexKeepsGamesWhole() {
    // Enough moves to fill several blocks, in games of uneven lengths: the
    // same few random games cut at many lengths.
    const std::shared_ptr<const Ruleset> rules = builtinRulesets().create("classical").value();
    std::mt19937 random(7);
    std::vector<PgnReader::MainLine> played;
    for (int n = 0; n < 40; ++n) {
        PgnReader::MainLine line{.rules = rules->info().key,
                                 .keys = {rules->startPosition().key()},
                                 .ruleset = rules,
                                 .start = rules->startPosition(),
                                 .moves = {}};
        Position position = line.start;
        while (line.moves.size() < 600) {
            MoveList legal;
            rules->legalMoves(position, legal);
            if (legal.empty()) break;
            const Move move = legal[random() % legal.size()];
            position = rules->play(position, move);
            line.moves.push_back(move);
            line.keys.push_back(position.key());
        }
        played.push_back(std::move(line));
    }
    PositionIndex index;
    std::vector<PgnReader::MainLine> games;
    for (int n = 0; n < 8000; ++n) {
        PgnReader::MainLine line = played[std::size_t(n) % played.size()];
        const std::size_t plies = std::size_t(n * 7919) % (line.moves.size() + 1);
        line.moves.resize(plies);
        line.keys.resize(plies + 1);
        index.add(line, {RecordedResult::Draw, 2000 + n % 20});
        games.push_back(std::move(line));
    }
    for (int n = 0; n < 8000; n += 97) {
        const PgnReader::MainLine& line = games[std::size_t(n)];
        QCOMPARE(index.keysOf(n), line.keys);
        Position position = line.start;
        for (std::size_t ply = 0; ply < line.moves.size(); ++ply) {
            if (ply % 13 == 0)
                QCOMPARE(index.moveAfter(n, int(ply), position),
                         std::optional<Move>(line.moves[ply]));
            position = rules->play(position, line.moves[ply]);
        }
        QCOMPARE(index.moveAfter(n, int(line.moves.size()), position), std::optional<Move>());
        const auto found = index.find("classical", line.keys.back());
        QVERIFY(std::any_of(found.begin(), found.end(),
                            [n](const auto& reached) { return reached.game == n; }));
    }
    QVERIFY(index.bytes() >= 8000 * sizeof(std::uint16_t));
}

void TestPositionIndex::aKeyThatSharesOnlyItsPartIsNotFound() {
    const PositionIndex index = indexOf(pgnDataPath("pychess/world_matches.pgn"));
    int game = 0;
    while (game < index.games() && index.keysOf(game).size() <= 20) ++game;
    QVERIFY(game < index.games());
    const auto keys = index.keysOf(game);
    QVERIFY(!index.find("classical", keys[20]).empty());
    // The same 16 bits kept for each position, another key: every game that
    // may reach it is played to the ply, and none does.
    QVERIFY(index.find("classical", keys[20] ^ 1).empty());
    QVERIFY(index.find("classical", keys[20] ^ (Key(1) << 63)).empty());
}

QTEST_APPLESS_MAIN(TestPositionIndex)
#include "test_position_index.moc"

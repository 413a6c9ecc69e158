// Opening names: the shipped lists read whole and built in unchanged, games
// named by the last named position they reach (transpositions too), other
// games and other start positions left without a name, bad list lines
// reported by line; and the fast classifier checked against a slow one that
// compares FENs at every move of real games.

#include <QtTest>
#include <algorithm>
#include <map>
#include <sstream>

#include "notation/move_reader.h"
#include "openings/opening_classifier.h"
#include "openings/pgn_opening_reader.h"
#include "openings/shipped_openings.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestOpenings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listsAreBuiltInUnchanged();
    void everyEntryIsNamedByItself();
    void sharedPositionTakesTheShortestEntry();
    void transpositionIsNamedByPosition();
    void lastNamedPositionWins();
    void gameLeavingTheListsKeepsItsName();
    void positionShownHasTheOpeningOfItsLine();
    void otherGamesHaveNoName();
    void badLineIsReportedWithItsLine_data();
    void badLineIsReportedWithItsLine();
    void listsAreForStandardChessOnly();
    void agreesWithSlowReference_data();
    void agreesWithSlowReference();
    void quickPassReportsEarlyErrors();

private:
    std::optional<OpeningTable> table_;
};

namespace {

const RulesetRegistry& registry() {
    static const RulesetRegistry shipped = builtinRulesets();
    return shipped;
}

std::shared_ptr<const Ruleset> rulesOf(std::string_view key) {
    return registry().create(key).value();
}

// The moves of a list entry or of a test, as words: move numbers dropped.
std::vector<std::string> sanWords(const std::string& moves) {
    std::vector<std::string> words;
    std::istringstream in(moves);
    for (std::string word; in >> word;) {
        const std::size_t dot = word.find_last_of('.');
        if (dot != std::string::npos) word.erase(0, dot + 1);
        if (!word.empty()) words.push_back(word);
    }
    return words;
}

GameTree playGame(std::shared_ptr<const Ruleset> rules, const Position& start,
                  const std::string& moves) {
    GameTree tree(rules, start);
    NodeId at = tree.root();
    for (const std::string& word : sanWords(moves)) {
        const auto move = readMove(*rules, tree.node(at).position, word);
        if (!move) qFatal("bad move in test: %s", move.error().message.c_str());
        at = tree.addMove(at, *move);
    }
    return tree;
}

GameTree playGame(const std::string& moves) {
    const auto rules = rulesOf("classical");
    return playGame(rules, rules->startPosition(), moves);
}

NodeId lastNode(const GameTree& tree) {
    const auto line = tree.mainLine();
    return line.empty() ? tree.root() : line.back();
}

// A position as FEN without the move counters: what makes two positions
// the same one.
std::string placement(const Ruleset& rules, const Position& position) {
    std::string fen = rules.writeFen(position);
    for (int field = 0; field < 2; ++field) fen.erase(fen.find_last_of(' '));
    return fen;
}

// The slow reference: every entry's moves replayed here, positions matched
// by FEN at every move of the main line, to its end, with no horizon.
class SlowNames {
public:
    explicit SlowNames(std::span<const Opening> entries) : rules_(rulesOf("classical")) {
        for (const Opening& entry : entries) {
            const GameTree line = playGame(rules_, rules_->startPosition(), entry.moves);
            const std::string fen = placement(*rules_, line.node(lastNode(line)).position);
            const std::size_t plies = sanWords(entry.moves).size();
            const auto [it, added] = named_.emplace(fen, Named{&entry, plies});
            if (!added && plies < it->second.plies) it->second = Named{&entry, plies};
        }
    }
    const Opening* of(const GameTree& game) const {
        if (game.rules().info().key != "classical" ||
            placement(game.rules(), game.node(game.root()).position) !=
                placement(*rules_, rules_->startPosition()))
            return nullptr;
        const Opening* last = nullptr;
        for (NodeId id : game.mainLine()) {
            const auto it = named_.find(placement(game.rules(), game.node(id).position));
            if (it != named_.end()) last = it->second.entry;
        }
        return last;
    }

private:
    struct Named {
        const Opening* entry;
        std::size_t plies;
    };
    std::shared_ptr<const Ruleset> rules_;
    std::map<std::string, Named> named_;
};

QString nameOf(const Opening* opening) {
    return opening ? QString::fromStdString(opening->eco + " " + opening->name) : "(none)";
}

std::string openingsDir() {
    return std::string(TAVLEYA_TEST_DATA) + "/../../resources/openings";
}

}  // namespace

void TestOpenings::initTestCase() {
    auto table = readShippedOpenings(registry());
    QVERIFY2(table, table ? "" : table.error().message.c_str());
    table_.emplace(std::move(table).value());
}

void TestOpenings::listsAreBuiltInUnchanged() {
    const auto lists = shippedOpeningLists();
    QCOMPARE(lists.size(), std::size_t{5});
    for (const OpeningSource& list : lists) {
        const std::string file = fileBytes(openingsDir() + "/" + std::string(list.name));
        QVERIFY2(!file.empty(), list.name.data());
        QVERIFY2(list.text == file, list.name.data());
    }
    QCOMPARE(table_->entries().size(), std::size_t{3807});
}

void TestOpenings::everyEntryIsNamedByItself() {
    const SlowNames slow(table_->entries());
    for (const Opening& entry : table_->entries()) {
        const GameTree line = playGame(entry.moves);
        const Position& reached = line.node(lastNode(line)).position;
        QCOMPARE(entry.key, reached.key());
        QCOMPARE(entry.plies, static_cast<int>(sanWords(entry.moves).size()));
        const Opening* named = openingOf(*table_, line);
        QVERIFY2(named, entry.moves.c_str());
        QVERIFY2(named->key == reached.key(), entry.moves.c_str());
        QVERIFY2(named == slow.of(line), entry.moves.c_str());
    }
}

void TestOpenings::sharedPositionTakesTheShortestEntry() {
    // lichess's lists name each position once; other lists may not.
    const OpeningSource lists[] = {{"shared.tsv",
                                    "eco\tname\tpgn\n"
                                    "A00\tThe Long Way\t1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 d5 4. d4\n"
                                    "A06\tZukertort First\t1. Nf3 d5 2. d4\n"
                                    "D02\tQueen's Pawn First\t1. d4 d5 2. Nf3\n"}};
    const auto table = OpeningTable::read(rulesOf("classical"), lists);
    QVERIFY(table);
    const Opening* named = openingOf(*table, playGame("1. d4 d5 2. Nf3"));
    QVERIFY(named);
    // The fewest moves; of those, the first listed.
    QCOMPARE(named->name, std::string("Zukertort First"));
    QCOMPARE(openingOf(*table, playGame("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 d5 4. d4")), named);

    std::map<Key, std::vector<const Opening*>> byPosition;
    for (const Opening& entry : table_->entries()) byPosition[entry.key].push_back(&entry);
    const auto fewestMoves = [](const Opening* a, const Opening* b) { return a->plies < b->plies; };
    for (const auto& [key, entries] : byPosition)
        QCOMPARE(table_->find(key), *std::min_element(entries.begin(), entries.end(), fewestMoves));
}

void TestOpenings::transpositionIsNamedByPosition() {
    const Opening* byZukertort = openingOf(*table_, playGame("1. Nf3 d5 2. d4"));
    const Opening* byQueensPawn = openingOf(*table_, playGame("1. d4 d5 2. Nf3"));
    QVERIFY(byZukertort);
    QCOMPARE(byZukertort, byQueensPawn);
    QCOMPARE(byZukertort->eco, std::string("D02"));
    QCOMPARE(byZukertort->name, std::string("Queen's Pawn Game: Zukertort Variation"));
    QCOMPARE(byZukertort->moves, std::string("1. d4 d5 2. Nf3"));
}

void TestOpenings::lastNamedPositionWins() {
    // Every position of this line has a name; the last one counts.
    const Opening* ruy = openingOf(*table_, playGame("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
    QVERIFY(ruy);
    QCOMPARE(ruy->eco, std::string("C60"));
    QCOMPARE(ruy->name, std::string("Ruy Lopez"));
    // The last named position of 1. Nf3 d5 2. d4 is D02 (by the other move
    // order), not A06, the name of 1. Nf3 d5 that the game passed.
    QCOMPARE(openingOf(*table_, playGame("1. Nf3 d5"))->eco, std::string("A06"));
    QCOMPARE(openingOf(*table_, playGame("1. Nf3 d5 2. d4"))->eco, std::string("D02"));
}

void TestOpenings::gameLeavingTheListsKeepsItsName() {
    const GameTree game = playGame(
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. h3 h6 5. a3 a5 6. Nc3 d6 7. d3 Be7 8. Be3 "
        "O-O 9. Qd2 Re8 10. O-O-O Bd7 11. g4 Nh7 12. Rdg1 Bf8 13. g5 hxg5 14. Nxg5 Nxg5");
    const Opening* named = openingOf(*table_, game);
    QVERIFY(named);
    QCOMPARE(named->name, std::string("Ruy Lopez: Berlin Defense"));
    QCOMPARE(named->moves, std::string("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6"));
    // Long before its end the game lost what every named position has.
    const OpeningTracker tracker = follow(*table_, game, game.mainLine());
    QVERIFY(!tracker.following());
    QCOMPARE(tracker.opening(), named);
    // A game of no named position has no name.
    QCOMPARE(openingOf(*table_, playGame("")), nullptr);
}

void TestOpenings::positionShownHasTheOpeningOfItsLine() {
    // 3. Bc4 as a variation of the Ruy Lopez's 3. Bb5.
    GameTree game = playGame("1. e4 e5 2. Nf3 Nc6 3. Bb5");
    const NodeId knight = game.mainLine()[2], defended = game.mainLine()[3];
    const NodeId italian =
        game.addMove(defended, *readMove(game.rules(), game.node(defended).position, "Bc4"));
    QCOMPARE(openingAt(*table_, game, italian)->name, std::string("Italian Game"));
    QCOMPARE(openingAt(*table_, game, knight)->name, std::string("King's Knight Opening"));
    QCOMPARE(openingOf(*table_, game)->name, std::string("Ruy Lopez"));
}

void TestOpenings::otherGamesHaveNoName() {
    const std::string moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5";
    // Chess960 from the usual array (number 518), and Crazyhouse: the same
    // moves, other rules.
    const auto chess960 = rulesOf("chess960");
    QCOMPARE(openingOf(*table_, playGame(chess960, chess960->numberedStart(518), moves)), nullptr);
    const auto crazyhouse = rulesOf("crazyhouse");
    QCOMPARE(openingOf(*table_, playGame(crazyhouse, crazyhouse->startPosition(), moves)), nullptr);
    // Chess set up in a named position is not a game from the usual start.
    const auto chess = rulesOf("classical");
    const auto afterE5 =
        chess->readFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    QVERIFY(afterE5);
    QCOMPARE(openingOf(*table_, playGame(chess, *afterE5, "2. Nf3 Nc6 3. Bb5")), nullptr);

    // The same from PGN text, as tavleya-pgn classify reads it.
    PgnOpeningReader namer(*table_);
    const auto classify = [&](std::string text) {
        auto stream = PgnGameStream::fromText(std::move(text));
        GameText game;
        if (!stream.next(game)) qFatal("no game in test text");
        return namer.classify(game);
    };
    QCOMPARE(classify("[Variant \"Crazyhouse\"]\n\n" + moves + " *\n").opening, nullptr);
    QCOMPARE(classify("[Variant \"Chess960\"]\n[FEN "
                      "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n" +
                      moves + " *\n")
                 .opening,
             nullptr);
    QCOMPARE(classify(moves + " *\n").opening->name, std::string("Ruy Lopez"));
    QCOMPARE(classify("[Variant \"Standard\"]\n\n" + moves + " *\n").opening->name,
             std::string("Ruy Lopez"));
}

void TestOpenings::badLineIsReportedWithItsLine_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("column");
    const QString header = "eco\tname\tpgn\nA00\tAmar Opening\t1. Nh3\n";
    QTest::newRow("illegal move")
        << header + "A00\tBad\t1. e4 e4\n"
        << "bad.tsv, line 3: illegal move 'e4': no black pawn can move to e4 (move 1, Black to "
           "move)"
        << 15;
    QTest::newRow("column counted in characters")
        << header + "A00\tK\u00e1das\t1. h4 h4\n"
        << "bad.tsv, line 3: illegal move 'h4': no black pawn can move to h4 (move 1, Black to "
           "move)"
        << 17;
    QTest::newRow("not an ECO code") << header + "F00\tBad\t1. e4\n"
                                     << "bad.tsv, line 3: 'F00' is not an ECO code (a letter "
                                        "from A to E and two digits)"
                                     << 1;
    QTest::newRow("a column missing") << header + "\nA00\tBad\n"
                                      << "bad.tsv, line 4: 2 columns, where the header has 3" << 0;
    QTest::newRow("no name") << header + "A00\t\t1. e4\n"
                             << "bad.tsv, line 3: the opening has no name" << 0;
    QTest::newRow("no moves") << header + "A00\tBad\t\n"
                              << "bad.tsv, line 3: the opening has no moves" << 9;
    QTest::newRow("no header")
        << "A00\tAmar Opening\t1. Nh3\n"
        << "bad.tsv, line 1: the header must name the columns eco, name and pgn, separated by "
           "tabs"
        << 0;
    QTest::newRow("empty") << ""
                           << "bad.tsv, line 1: the list is empty" << 0;
}

void TestOpenings::badLineIsReportedWithItsLine() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(int, column);
    const std::string bytes = text.toStdString();
    const OpeningSource lists[] = {{"good.tsv", "eco\tname\tpgn\nB00\tKing's Pawn Game\t1. e4\n"},
                                   {"bad.tsv", bytes}};
    const auto table = OpeningTable::read(rulesOf("classical"), lists);
    QVERIFY(!table);
    QCOMPARE(QString::fromStdString(table.error().message), message);
    QCOMPARE(table.error().column, column);
}

void TestOpenings::listsAreForStandardChessOnly() {
    const auto table = OpeningTable::read(rulesOf("chess960"), shippedOpeningLists());
    QVERIFY(!table);
    QCOMPARE(table.error().message,
             std::string("the opening lists name positions of standard chess, not of Chess960"));
    // Columns are found by the header, in any order, CR LF line ends too.
    const OpeningSource reordered[] = {
        {"r.tsv", "pgn\teco\tname\r\n1. e4 e5\tC20\tKing's Pawn Game\r\n"}};
    const auto read = OpeningTable::read(rulesOf("classical"), reordered);
    QVERIFY(read);
    QCOMPARE(openingOf(*read, playGame("1. e4 e5 2. Nf3"))->name, std::string("King's Pawn Game"));
}

void TestOpenings::agreesWithSlowReference_data() {
    QTest::addColumn<QString>("file");
    for (const std::string& file : pgnDataFiles())
        QTest::newRow(file.c_str()) << QString::fromStdString(file);
}

void TestOpenings::agreesWithSlowReference() {
    QFETCH(QString, file);
    static const SlowNames slow(table_->entries());
    auto stream = PgnGameStream::open(pgnDataPath(file.toStdString()));
    QVERIFY(stream);
    PgnReader reader;
    PgnOpeningReader namer(*table_);
    GameText text;
    while (stream.value().next(text)) {
        const auto whole = reader.read(text);
        const auto quick = namer.classify(text);
        if (!whole.game) continue;
        const QString where = file + " game " + QString::number(text.number);
        const Opening* named = openingOf(*table_, whole.game->tree);
        const Opening* expected = slow.of(whole.game->tree);
        QVERIFY2(named == expected,
                 qPrintable(where + ": " + nameOf(named) + " instead of " + nameOf(expected)));
        QVERIFY2(!quick.error, qPrintable(where));
        QVERIFY2(quick.opening == named,
                 qPrintable(where + ": the quick pass found " + nameOf(quick.opening) + ", not " +
                            nameOf(named)));
    }
}

void TestOpenings::quickPassReportsEarlyErrors() {
    const std::string moves =
        "1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O 9. Qe2 "
        "Nbd7 10. e4 Bg6 11. Bd3 h6 12. Bf4 Nh5 13. Be3 Nhf6 14. h3 Bh5 15. g4 Bg6 16. Ne5 Nxe5 "
        "17. dxe5 Nd7 18. f4 Bc5 19. Bxc5 Nxc5 20. f5 exf5";
    const GameTree valid = playGame(moves);
    QVERIFY(!follow(*table_, valid, valid.mainLine()).following());
    const Opening* expected = openingOf(*table_, valid);
    QVERIFY(expected);

    PgnOpeningReader namer(*table_);
    auto stream = PgnGameStream::fromText(
        "[Event \"early\"]\n\n1. e4 e5 2. Ke3 *\n\n"
        "[Event \"late\"]\n\n" +
        moves + " 21. Ke9 *\n");
    GameText game;
    QVERIFY(stream.next(game));
    const auto early = namer.classify(game);
    QVERIFY(early.error);
    QCOMPARE(early.error->line, 3);
    QCOMPARE(early.opening, nullptr);
    // An error after the point where no name can come is not looked for.
    QVERIFY(stream.next(game));
    const auto late = namer.classify(game);
    QVERIFY(!late.error);
    QCOMPARE(late.opening, expected);
}

QTEST_GUILESS_MAIN(TestOpenings)
#include "test_openings.moc"

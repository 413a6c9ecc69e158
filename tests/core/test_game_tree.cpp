// The game tree: adding moves and variations, promoting, demoting and
// removing them with stable node ids, repetition keys along a line; and the
// structured commands inside comments, read and written back.

#include <QtTest>

#include "game/draw_offer.h"
#include "game/game_tree.h"
#include "notation/move_reader.h"
#include "pgn/nag.h"
#include "variants/classical.h"

using namespace tavleya;

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    void mainLineAndVariations();
    void promoteDemoteAndMainLine();
    void removingKeepsIdsStable();
    void undoKeepsOnlyTheListsChanged();
    void repetitionAlongALine();
    void commentCommands_data();
    void commentCommands();
    void malformedCommandsAreKept();
    void clockTimes();
    void mergeBringsVariationsAndComments();
    void drawOfferMark();
    void togglingMarks();
    void togglingNags();

private:
    NodeId play(GameTree& tree, NodeId at, const char* san) {
        return tree.addMove(at, *readMove(tree.rules(), tree.node(at).position, san));
    }
};

namespace {
GameTree newGame() {
    auto rules = std::make_shared<ClassicalRuleset>();
    const Position start = rules->startPosition();
    return GameTree(rules, start);
}
}  // namespace

void TestGameTree::mainLineAndVariations() {
    GameTree tree = newGame();
    const NodeId e4 = play(tree, tree.root(), "e4");
    const NodeId e5 = play(tree, e4, "e5");
    const NodeId c5 = play(tree, e4, "c5");  // a variation: e4 already continues with e5
    QCOMPARE(play(tree, e4, "e5"), e5);      // the same move is the same node
    QCOMPARE(tree.node(e4).children, (std::vector<NodeId>{e5, c5}));
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{e4, e5}));
    QCOMPARE(tree.path(c5), (std::vector<NodeId>{e4, c5}));
    QCOMPARE(tree.node(c5).position.at(*Square::parse("c5")), Piece(Color::Black, PieceKind::Pawn));
    QCOMPARE(tree.size(), std::size_t{4});
}

void TestGameTree::promoteDemoteAndMainLine() {
    GameTree tree = newGame();
    const NodeId e4 = play(tree, tree.root(), "e4");
    const NodeId e5 = play(tree, e4, "e5");
    const NodeId c5 = play(tree, e4, "c5");
    const NodeId e6 = play(tree, e4, "e6");
    QVERIFY(tree.promote(e6));
    QCOMPARE(tree.node(e4).children, (std::vector<NodeId>{e5, e6, c5}));
    QVERIFY(tree.demote(e5));
    QCOMPARE(tree.node(e4).children, (std::vector<NodeId>{e6, e5, c5}));
    QVERIFY(!tree.demote(c5));
    const NodeId nf3 = play(tree, c5, "Nf3");
    tree.makeMainLine(nf3);
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{e4, c5, nf3}));
    QCOMPARE(tree.node(e4).children, (std::vector<NodeId>{c5, e6, e5}));
}

void TestGameTree::removingKeepsIdsStable() {
    GameTree tree = newGame();
    const NodeId e4 = play(tree, tree.root(), "e4");
    const NodeId e5 = play(tree, e4, "e5");
    const NodeId nf3 = play(tree, e5, "Nf3");
    const NodeId c5 = play(tree, e4, "c5");
    tree.remove(e5);
    QVERIFY(!tree.contains(e5) && !tree.contains(nf3));
    QVERIFY(tree.contains(c5));
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{e4, c5}));
    const NodeId again = play(tree, e4, "e5");
    QVERIFY(again != e5);  // ids are never reused
    tree.replaceRest(e4, *readMove(tree.rules(), tree.node(e4).position, "d5"));
    QCOMPARE(tree.node(e4).children.size(), std::size_t{1});
    QVERIFY(!tree.contains(c5) && !tree.contains(again));
    tree.removeAfter(tree.root());
    QCOMPARE(tree.size(), std::size_t{1});
}

void TestGameTree::undoKeepsOnlyTheListsChanged() {
    GameTree tree = newGame();
    NodeId n = tree.root();
    const char* shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int k = 0; k < 40; ++k) n = play(tree, n, shuffle[k % 4]);
    const std::vector<NodeId> line = tree.mainLine();
    const NodeId at = line[10];
    tree.setCommentAfter(line[20], "kept");

    // Deleting the rest: one list, whatever the length of what follows.
    tree.startRecording();
    tree.removeAfter(at);
    const TreeChange cut = tree.stopRecording();
    QCOMPARE(cut.size(), std::size_t{1});
    QCOMPARE(cut[0].parent, at);
    QCOMPARE(cut[0].after, std::vector<NodeId>{});
    QVERIFY(!tree.contains(line[20]));
    tree.revert(cut);
    QCOMPARE(tree.mainLine(), line);
    QCOMPARE(tree.node(line[20]).commentAfter, std::string("kept"));
    tree.reapply(cut);
    QCOMPARE(tree.mainLine().size(), std::size_t{11});
    tree.revert(cut);

    // A variation made the main line: the lists on its way, nothing else.
    const NodeId e4 = play(tree, line[5], "e4");
    const NodeId d5 = play(tree, e4, "d5");
    tree.startRecording();
    tree.makeMainLine(d5);
    const TreeChange promoted = tree.stopRecording();
    QCOMPARE(promoted.size(), std::size_t{1});  // d5 is e4's only move already
    QCOMPARE(tree.mainLine().back(), d5);
    tree.revert(promoted);
    QCOMPARE(tree.mainLine(), line);

    // Replacing the rest, then a move added where there was none.
    tree.startRecording();
    const Position& before = tree.node(line[3]).position;
    const NodeId e3 = tree.replaceRest(line[3], *readMove(tree.rules(), before, "e3"));
    play(tree, e3, "e6");
    const TreeChange replaced = tree.stopRecording();
    QCOMPARE(replaced.size(), std::size_t{2});
    QVERIFY(!tree.contains(line[4]) && !tree.contains(e4));
    tree.revert(replaced);
    QCOMPARE(tree.mainLine(), line);
    QVERIFY(tree.contains(e4) && tree.contains(d5) && !tree.contains(e3));
    tree.reapply(replaced);
    QCOMPARE(tree.mainLine().size(), std::size_t{6});
    QCOMPARE(tree.mainLine()[4], e3);

    // Nothing changed, nothing kept.
    tree.startRecording();
    QCOMPARE(tree.addMove(tree.root(), tree.node(line[0]).move), line[0]);
    QVERIFY(tree.stopRecording().empty());
}

void TestGameTree::repetitionAlongALine() {
    GameTree tree = newGame();
    NodeId n = tree.root();
    for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"})
        n = play(tree, n, san);
    const std::vector<Key> earlier = tree.earlierKeys(n);
    QCOMPARE(earlier.size(), std::size_t{8});
    QCOMPARE(occurrences(tree.node(n).position.key(), earlier), 3);
    QVERIFY(tree.rules().claimableDraws(tree.node(n).position, earlier).threefoldRepetition);
    QVERIFY(tree.earlierKeys(tree.root()).empty());
}

void TestGameTree::commentCommands_data() {
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::newRow("clock") << "[%clk 1:30:00]"
                           << ""
                           << "[%clk 1:30:00]";
    QTest::newRow("clock and text") << "Good move [%clk 0:04:59.5] here"
                                    << "Good move here"
                                    << "[%clk 0:04:59.5] Good move here";
    QTest::newRow("elapsed and eval") << "[%emt 0:00:12] [%eval -1.25]"
                                      << ""
                                      << "[%emt 0:00:12] [%eval -1.25]";
    QTest::newRow("mate eval") << "[%eval #-3]"
                               << ""
                               << "[%eval #-3]";
    QTest::newRow("squares and arrows") << "[%csl Ga4,Rb5][%cal Ge2e4,Rd1h5] see"
                                        << "see"
                                        << "[%csl Ga4,Rb5] [%cal Ge2e4,Rd1h5] see";
    QTest::newRow("unknown kept") << "[%tqu \"En\",\"\",\"\",\"\",\"e2e4\",\"\",10] text"
                                  << "text"
                                  << "[%tqu \"En\",\"\",\"\",\"\",\"e2e4\",\"\",10] text";
    QTest::newRow("plain") << "just words"
                           << "just words"
                           << "just words";
}

void TestGameTree::commentCommands() {
    QFETCH(QString, comment);
    QFETCH(QString, text);
    QFETCH(QString, written);
    const ParsedComment parsed = parseComment(comment.toStdString());
    QCOMPARE(QString::fromStdString(parsed.text), text);
    QCOMPARE(QString::fromStdString(writeComment(parsed)), written);
    const ParsedComment again = parseComment(writeComment(parsed));
    QCOMPARE(again.commands, parsed.commands);
    QCOMPARE(again.text, parsed.text);
}

void TestGameTree::malformedCommandsAreKept() {
    const ParsedComment parsed = parseComment("[%clk 1:99:00] [%csl Xz9] [%cal Ge2] ok");
    QVERIFY(!parsed.commands.clock);
    QCOMPARE(parsed.commands.unknown,
             (std::vector<std::string>{"[%clk 1:99:00]", "[%csl Xz9]", "[%cal Ge2]"}));
    QCOMPARE(parsed.text, std::string("ok"));
    const ParsedComment arrows = parseComment("[%cal Ge2e4,Yg1f3]");
    QCOMPARE(arrows.commands.arrows.size(), std::size_t{2});
    QCOMPARE(arrows.commands.arrows[1], (Arrow{*Square::parse("g1"), *Square::parse("f3"), 'Y'}));
}

void TestGameTree::clockTimes() {
    QCOMPARE(parseClockTime("1:30:00"), std::optional<Millis>(5400000));
    QCOMPARE(parseClockTime("0:00:07.25"), std::optional<Millis>(7250));
    QCOMPARE(parseClockTime("4:05"), std::optional<Millis>(245000));
    QVERIFY(!parseClockTime("12"));
    QVERIFY(!parseClockTime("1:60:00"));
    QVERIFY(!parseClockTime("a:00:00"));
    // Up to 10,000 hours; beyond, and numbers that would overflow, refused.
    QCOMPARE(parseClockTime("10000:00:00"), std::optional<Millis>(Millis{10000} * 3600 * 1000));
    QVERIFY(!parseClockTime("10000:00:01"));
    QVERIFY(!parseClockTime("9999999999999999:00"));
    QVERIFY(!parseClockTime("9223372036854775807:00:00"));
    QVERIFY(!parseClockTime("99999999999999999999:00"));
    QCOMPARE(formatClockTime(5400000), std::string("1:30:00"));
    QCOMPARE(formatClockTime(7250), std::string("0:00:07.25"));
    QCOMPARE(formatClockTime(300), std::string("0:00:00.3"));
}

void TestGameTree::mergeBringsVariationsAndComments() {
    // Played: 1. e4 e5. Read: 1. e4 {best} (1. d4 d5) e5 $1 2. Nf3.
    GameTree played = newGame();
    const NodeId e4 = play(played, played.root(), "e4");
    const NodeId e5 = play(played, e4, "e5");
    GameTree read = newGame();
    const NodeId readE4 = play(read, read.root(), "e4");
    read.setCommentAfter(readE4, "best");
    const NodeId d4 = play(read, read.root(), "d4");
    play(read, d4, "d5");
    const NodeId readE5 = play(read, readE4, "e5");
    read.setNags(readE5, {1});
    play(read, readE5, "Nf3");
    played.merge(read);
    QCOMPARE(played.node(e4).commentAfter, std::string("best"));
    QCOMPARE(played.node(e5).nags, std::vector<int>{1});
    QCOMPARE(played.mainLine().size(), std::size_t{3});
    QCOMPARE(played.mainLine()[1], e5);  // the nodes played keep their ids
    const auto& first = played.node(played.root()).children;
    QCOMPARE(first.size(), std::size_t{2});
    QCOMPARE(played.node(first[1]).children.size(), std::size_t{1});
    // Merging again adds nothing.
    const std::size_t size = played.size();
    played.merge(read);
    QCOMPARE(played.size(), size);
}

void TestGameTree::drawOfferMark() {
    QVERIFY(!recordsDrawOffer(""));
    QCOMPARE(withDrawOffer(""), std::string("(=)"));
    QCOMPARE(withDrawOffer("a fine move"), std::string("(=) a fine move"));
    QVERIFY(recordsDrawOffer(withDrawOffer("a fine move")));
    QCOMPARE(withDrawOffer("(=) again"), std::string("(=) again"));
}

void TestGameTree::togglingMarks() {
    const Square e2 = *Square::parse("e2"), e4 = *Square::parse("e4");
    CommentCommands commands;
    toggleArrow(commands, {e2, e4, 'G'});
    QCOMPARE(commands.arrows.size(), std::size_t{1});
    toggleArrow(commands, {e2, e4, 'R'});  // another colour: recoloured
    QCOMPARE(commands.arrows.size(), std::size_t{1});
    QCOMPARE(commands.arrows.front().colour, 'R');
    toggleArrow(commands, {e4, e2, 'R'});  // the other way: another arrow
    QCOMPARE(commands.arrows.size(), std::size_t{2});
    toggleArrow(commands, {e2, e4, 'R'});  // the same again: gone
    QCOMPARE(commands.arrows, (std::vector<Arrow>{Arrow{e4, e2, 'R'}}));
    toggleSquare(commands, {e4, 'Y'});
    toggleSquare(commands, {e4, 'Y'});
    QVERIFY(commands.squares.empty());
}

void TestGameTree::togglingNags() {
    QCOMPARE(toggleNag({}, 1), std::vector<int>{1});
    QCOMPARE(toggleNag({1}, 1), std::vector<int>{});
    QCOMPARE(toggleNag({1}, 3), std::vector<int>{3});             // !! replaces !
    QCOMPARE(toggleNag({1, 14}, 18), (std::vector<int>{1, 18}));  // +- replaces +=
    QCOMPARE(toggleNag({146}, 16), (std::vector<int>{16, 146}));
    QCOMPARE(toggleNag({16, 146}, 5), (std::vector<int>{5, 16, 146}));
    QCOMPARE(toggleNag({5, 16, 146}, 36), (std::vector<int>{5, 16, 146, 36}));
}

QTEST_GUILESS_MAIN(TestGameTree)
#include "test_game_tree.moc"

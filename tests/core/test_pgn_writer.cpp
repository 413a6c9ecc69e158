// Writing PGN export format: tag order and defaults, escapes, move numbers
// after comments and variations, line length, NAGs, every variant's tags and
// move tokens, notation options and stripping.

#include <QtTest>

#include "pgn/pgn_writer.h"
#include "pgn_helpers.h"
#include "ruleset_registry.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPgnWriter : public QObject {
    Q_OBJECT

private slots:
    void sevenTagRosterFirst();
    void movetext();
    void longLinesWrap();
    void variants_data();
    void variants();
    void notationAndStripping();
    void aGivenStartIsAlwaysWritten();
    void commentsBeforeMovesStayBefore_data();
    void commentsBeforeMovesStayBefore();
    void theStartsNagsAndCommentsRoundTrip();
};

namespace {

PgnGame gameOf(const std::string& text) {
    auto games = readPgnText(text);
    if (games.size() != 1 || !games[0].game) {
        qWarning("%s", qPrintable(games.empty() ? QString("no game") : errorText(games[0])));
        return std::move(*readPgnText("*")[0].game);
    }
    return std::move(*games[0].game);
}

std::string movetextOf(const std::string& written) {
    return written.substr(written.find("\n\n") + 2);
}

}  // namespace

void TestPgnWriter::sevenTagRosterFirst() {
    const std::string written = writePgnGame(gameOf(
        "[ECO \"C20\"]\n[White \"Smith, \\\"Bob\\\" \\\\ Jr\"]\n[Event \"Open\"]\n\n1. e4 1-0"));
    QCOMPARE(written,
             std::string("[Event \"Open\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                         "[White \"Smith, \\\"Bob\\\" \\\\ Jr\"]\n[Black \"?\"]\n[Result \"1-0\"]\n"
                         "[ECO \"C20\"]\n\n1. e4 1-0\n"));
}

void TestPgnWriter::movetext() {
    const std::string written = movetextOf(writePgnGame(
        gameOf("{Start} 1. e4 $1 {best [%clk 0:05:00]} 1... e5 (1... c5 $2 2. Nf3) 2. Nf3 -- *")));
    // Black's move number again after a comment and after a variation;
    // glyphs as $n; commands first in their comment.
    QCOMPARE(written, std::string("{Start} 1. e4 $1 {[%clk 0:05:00] best} 1... e5 (1... c5 $2 2. "
                                  "Nf3) 2. Nf3 -- *\n"));
    // A clock beyond what a clock holds stays in the comment as it was.
    const std::string hugeClock = "1. e4 {[%clk 9999999999999999:00]} *\n";
    QCOMPARE(movetextOf(writePgnGame(gameOf(hugeClock))), hugeClock);
    // A variation that begins with a comment.
    QCOMPARE(movetextOf(writePgnGame(gameOf("1. e4 (1. d4 d5) ({Or} 1. c4) *"))),
             std::string("1. e4 (1. d4 d5) ({Or} 1. c4) *\n"));
    // Braces in a comment are kept with a backslash, which the reader undoes.
    QCOMPARE(movetextOf(writePgnGame(gameOf("1. e4 {a \\} b} *"))),
             std::string("1. e4 {a \\} b} *\n"));
}

void TestPgnWriter::longLinesWrap() {
    const auto games = readPgnFile(pgnDataPath("pychess/world_matches.pgn"));
    int lines = 0;
    for (std::size_t g = 0; g < 50; ++g) {
        const std::string written = writePgnGame(*games[g].game);
        std::istringstream in(written);
        for (std::string line; std::getline(in, line); ++lines)
            QVERIFY2(line.size() <= 79 || line.starts_with("["), line.c_str());
    }
    QVERIFY(lines > 1000);
}

void TestPgnWriter::variants_data() {
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("tags");
    QTest::addColumn<QString>("moves");
    QTest::newRow("chess960: Shredder-FEN from X-FEN")
        << "[Variant \"Chess960\"]\n[FEN \"rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1\"]\n1. O-O-O *"
        << "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1\"]"
        << "1. O-O-O *";
    QTest::newRow("crazyhouse drop")
        << "[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *"
        << "[Variant \"Crazyhouse\"]"
        << "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. @d4 *";
    QTest::newRow("kingchess turn") << "[Variant \"Kingchess\"]\n1. K@e1, Q@d1, @d2 K@e8 *"
                                    << "[Variant \"Kingchess\"]"
                                    << "1. K@e1,Q@d1,@d2 K@e8 *";
    QTest::newRow("tavreli split token")
        << "[Variant \"Tavreli\"]\n1. h1-h2 e7-e5 2. e2-e3 g8-f6 3. d2-d4 b8-c6 4. g1-f3 d7-d6 "
           "5. f1-e2 f8-d6 6. h2(1)-h1 *"
        << "[Variant \"Tavreli\"]"
        << "1. h1-h2 e7-e5 2. e2-e3 g8-f6 3. d2-d4 b8-c6 4. g1-f3 d7-d6 5. f1-e2 f8-d6 6.\nh2_1-h1 "
           "*";
    QTest::newRow("a variant tag added when missing") << "[Variant \"shatranj\"]\n1. e3 *"
                                                      << "[Variant \"shatranj\"]"
                                                      << "1. e3 *";
}

void TestPgnWriter::variants() {
    QFETCH(QString, in);
    QFETCH(QString, tags);
    QFETCH(QString, moves);
    const PgnGame game = gameOf(in.toStdString());
    const std::string written = writePgnGame(game);
    QVERIFY2(written.find(tags.toStdString()) != std::string::npos, written.c_str());
    QCOMPARE(QString::fromStdString(movetextOf(written)), moves + "\n");
    const PgnGame again = gameOf(written);
    QVERIFY(treeDifference(game.tree, again.tree).empty());
}

void TestPgnWriter::notationAndStripping() {
    const PgnGame game = gameOf("1. e4 e5 {main} (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 4. O-O *");
    PgnWriteOptions russian;
    russian.notation = kSanRussian;
    QCOMPARE(movetextOf(writePgnGame(game, russian)),
             std::string("1. e4 e5 {main} (1... c5 2. Кf3) 2. Кf3 Кc6 3. Сb5 a6 4. 0-0 *\n"));
    // Russian letters read back as the same game.
    QVERIFY(treeDifference(game.tree, gameOf(writePgnGame(game, russian)).tree).empty());
    PgnWriteOptions bare;
    bare.comments = false;
    bare.variations = false;
    QCOMPARE(movetextOf(writePgnGame(game, bare)),
             std::string("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n"));
}

void TestPgnWriter::aGivenStartIsAlwaysWritten() {
    // A game with no one start position reads back only with a FEN tag, even
    // when it starts from the position its ruleset names first.
    int checked = 0;
    for (const RulesetInfo& info : builtinRulesets().list()) {
        const auto rules = builtinRulesets().create(info.key).value();
        if (!rules->needsGivenStart()) continue;
        const std::string written = writePgnGame(PgnGame(GameTree(rules, rules->startPosition())));
        auto again = readPgnText(written);
        QVERIFY2(again.size() == 1 && again[0].game, written.c_str());
        QVERIFY(again[0].game->tree.node(again[0].game->tree.root()).position ==
                rules->startPosition());
        ++checked;
    }
    QVERIFY(checked > 0);
}

namespace {

// Where a note goes in "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *".
enum class Spot { Root, E4, E5, C5, VariationNf3, MainNf3 };

NodeId nodeAt(const GameTree& tree, Spot spot) {
    const auto main = tree.mainLine();
    const NodeId c5 = tree.node(main[0]).children[1];
    switch (spot) {
        case Spot::Root:
            return tree.root();
        case Spot::E4:
            return main[0];
        case Spot::E5:
            return main[1];
        case Spot::C5:
            return c5;
        case Spot::VariationNf3:
            return tree.node(c5).children[0];
        case Spot::MainNf3:
            return main[2];
    }
    return tree.root();
}

}  // namespace

void TestPgnWriter::commentsBeforeMovesStayBefore_data() {
    QTest::addColumn<int>("before");  // the move with a comment before it
    QTest::addColumn<int>("after");   // the node with a comment after it (-1: none)
    QTest::addColumn<QString>("written");
    const auto spot = [](Spot s) { return static_cast<int>(s); };
    QTest::newRow("game start") << spot(Spot::E4) << -1
                                << "{} {before} 1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("game start, after the start's comment")
        << spot(Spot::E4) << spot(Spot::Root)
        << "{after} {before} 1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("before a black move")
        << spot(Spot::E5) << -1 << "1. e4 {} {before} 1... e5 (1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("before a black move, after a comment")
        << spot(Spot::E5) << spot(Spot::E4)
        << "1. e4 {after} {before} 1... e5 (1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("start of a variation")
        << spot(Spot::C5) << -1 << "1. e4 e5 ({before} 1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("inside a variation") << spot(Spot::VariationNf3) << spot(Spot::C5)
                                        << "1. e4 e5 (1... c5 {after} {before} 2. Nf3) 2. Nf3 *";
    QTest::newRow("after a variation")
        << spot(Spot::MainNf3) << -1 << "1. e4 e5 (1... c5 2. Nf3) {before} 2. Nf3 *";
    QTest::newRow("after a variation and a comment")
        << spot(Spot::MainNf3) << spot(Spot::E5)
        << "1. e4 e5 {after} (1... c5 2. Nf3) {before} 2. Nf3 *";
}

void TestPgnWriter::commentsBeforeMovesStayBefore() {
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(QString, written);
    PgnGame game = gameOf("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
    game.tree.setCommentBefore(nodeAt(game.tree, static_cast<Spot>(before)), "before");
    if (after >= 0) game.tree.setCommentAfter(nodeAt(game.tree, static_cast<Spot>(after)), "after");
    const std::string text = writePgnGame(game);
    QCOMPARE(QString::fromStdString(movetextOf(text)), written + "\n");
    const PgnGame again = gameOf(text);
    QCOMPARE(QString::fromStdString(treeDifference(game.tree, again.tree)), QString());
}

void TestPgnWriter::theStartsNagsAndCommentsRoundTrip() {
    // A NAG and a comment before the first move judge the start position;
    // clocks and arrows in a comment said before a move mark the position
    // before it, so they stay after the move that reached it.
    PgnGame game = gameOf("1. e4 e5 2. Nf3 *");
    const auto main = game.tree.mainLine();
    game.tree.setNags(game.tree.root(), {10});
    game.tree.setCommentAfter(game.tree.root(), "start");
    game.tree.setCommentBefore(main[0], "first");
    CommentCommands clock;
    clock.clock = Millis{5 * 60 * 1000};
    game.tree.setCommands(main[0], clock);
    game.tree.setNags(main[0], {1});
    game.tree.setCommentBefore(main[1], "reply");
    const std::string text = writePgnGame(game);
    QCOMPARE(movetextOf(text),
             std::string("$10 {start} {first} 1. e4 $1 {[%clk 0:05:00]} {} {reply} 1... e5 2. Nf3 "
                         "*\n"));
    QCOMPARE(QString::fromStdString(treeDifference(game.tree, gameOf(text).tree)), QString());
}

QTEST_GUILESS_MAIN(TestPgnWriter)
#include "test_pgn_writer.moc"

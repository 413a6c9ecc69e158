// Reading PGN: tags and their escapes, comments and the commands in them,
// NAGs and typed marks, variations, null moves, results, Russian move text,
// encodings, every variant, and errors with their positions and budgets.

#include <QtTest>

#include "pgn/move_count.h"
#include "pgn/pgn_index.h"
#include "pgn/pgn_writer.h"
#include "pgn/text_encoding.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPgnReader : public QObject {
    Q_OBJECT

private slots:
    void lastMoveNumber_data();
    void lastMoveNumber();
    void tagsAndEscapes();
    void commentsAndCommands();
    void commentsBeforeAMove();
    void nagsAndCommentsBeforeTheFirstMove_data();
    void nagsAndCommentsBeforeTheFirstMove();
    void nagsAndMarks();
    void variations();
    void nullMoves();
    void results_data();
    void results();
    void russianMoveText();
    void encodings_data();
    void encodings();
    void encodingDetection();
    void variants_data();
    void variants();
    void tavreliBracketAndTokenForms();
    void splittingGames();
    void errorsNameThePlace();
    void castlingRightsTheStartCannotHave();
    void brokenGameDoesNotStopTheNext();
    void whatIsReadBeforeAnError();
    void budgets();
    void budgetsCutTheStream();
    void unclosedCommentInALargeFile();
    void indexProgressAndStop();
};

namespace {

// The one game of a text; on failure an empty classical game, after a
// warning that says why (the comparisons that follow then fail).
PgnGame readOne(const std::string& text) {
    auto games = readPgnText(text);
    if (games.size() != 1 || !games[0].game) {
        qWarning("%s", qPrintable(games.empty() ? QString("no game") : errorText(games[0])));
        return std::move(*readPgnText("*")[0].game);
    }
    return std::move(*games[0].game);
}

PgnError errorOf(const std::string& text, PgnLimits limits = {}) {
    auto stream = PgnGameStream::fromText(text);
    PgnReader reader(limits);
    GameText game;
    if (!stream.next(game)) return {};
    auto outcome = reader.read(game);
    return outcome.error ? *outcome.error : PgnError{};
}

// The SAN of the main line.
std::string mainLine(const PgnGame& game) {
    std::string text;
    const GameTree& tree = game.tree;
    for (NodeId id : tree.mainLine()) {
        const GameNode& node = tree.node(id);
        text += (text.empty() ? "" : " ") +
                (node.move.isNull()
                     ? std::string("--")
                     : tree.rules().moveText(tree.node(node.parent).position, node.move, kSan));
    }
    return text;
}

}  // namespace

void TestPgnReader::tagsAndEscapes() {
    const PgnGame game = readOne(
        "[Event \"Say \\\"hi\\\" \\\\ bye\"]\n"
        "[Site \"It \\'Lloyds Bank\\' London\"]\n"
        "[Round \"WchJM-U20 Adelaide 88\\09\"]\n"
        "[White \"  Padded  \"]\n"
        "[Annotator \"A [bracket] {brace}\"]\n\n1. e4 *\n");
    QCOMPARE(game.tag("Event"), std::string_view("Say \"hi\" \\ bye"));
    // \' is read as the quote mark; other backslashes stay as they are.
    QCOMPARE(game.tag("Site"), std::string_view("It 'Lloyds Bank' London"));
    QCOMPARE(game.tag("Round"), std::string_view("WchJM-U20 Adelaide 88\\09"));
    QCOMPARE(game.tag("White"), std::string_view("  Padded  "));
    QCOMPARE(game.tag("Annotator"), std::string_view("A [bracket] {brace}"));
    QCOMPARE(game.tags.front().name, std::string("Event"));  // file order kept
    QCOMPARE(game.tags.size(), std::size_t{5});
}

void TestPgnReader::commentsAndCommands() {
    const PgnGame game = readOne(
        "{Game comment [%csl Ga4]}\n"
        "1. e4 {[%clk 1:30:00] [%emt 0:00:12] [%eval 0.25] [%cal Ge2e4,Rd1h5] [%csl Rb5]\n"
        "[%ts 123] Good\n   move} {second \\} part} e5 (1... c5 {Sicilian}) {after the\n\n"
        "variation} 2. Nf3 ({before} 2. f4) *\n");
    const GameTree& tree = game.tree;
    const GameNode& root = tree.node(tree.root());
    QCOMPARE(root.commentAfter, std::string("Game comment"));
    QCOMPARE(root.commands.squares.size(), std::size_t{1});
    const auto line = tree.mainLine();
    const GameNode& e4 = tree.node(line[0]);
    // Line breaks inside a comment are spaces; a second comment is said
    // before the next move.
    QCOMPARE(e4.commentAfter, std::string("Good move"));
    QCOMPARE(tree.node(line[1]).commentBefore, std::string("second } part"));
    QCOMPARE(e4.commands.clock, std::optional<Millis>(Millis{90 * 60 * 1000}));
    QCOMPARE(e4.commands.elapsed, std::optional<Millis>(Millis{12 * 1000}));
    QCOMPARE(e4.commands.eval, std::optional<std::string>("0.25"));
    QCOMPARE(e4.commands.arrows.size(), std::size_t{2});
    QCOMPARE(e4.commands.arrows[1], (Arrow{Square::at(3, 0), Square::at(7, 4), 'R'}));
    QCOMPARE(e4.commands.squares, (std::vector<MarkedSquare>{{Square::at(1, 4), 'R'}}));
    QCOMPARE(e4.commands.unknown, (std::vector<std::string>{"[%ts 123]"}));
    // A comment after a variation is said before the next move, where it
    // stands; a blank line inside a comment is a paragraph break.
    QCOMPARE(tree.node(line[1]).commentAfter, std::string());
    QCOMPARE(tree.node(line[2]).commentBefore, std::string("after the\nvariation"));
    QCOMPARE(tree.node(tree.node(line[0]).children[1]).commentAfter, std::string("Sicilian"));
    const GameNode& f4 = tree.node(tree.node(line[1]).children[1]);
    QCOMPARE(f4.commentBefore, std::string("before"));
}

void TestPgnReader::commentsBeforeAMove() {
    // As annotated files write it (pychess/world_matches.pgn): the first
    // comment is said after a move, the one that follows it before the next.
    const PgnGame game = readOne(
        "1. e4 {is praised.} {The aggressive answer} 1... e5 {} {White's move} 2. Nf3 "
        "{[%clk 0:05:00]} {a comment of commands alone leaves the place to the text} "
        "2... Nc6 {a} $1 {NAGs between: all after} 3. Bb5 {a} {b} (3. Bc4) {c} 3... a6 {one} "
        "{two} {three} 4. Ba4 {text} {[%cal Ge2e4]} *");
    const GameTree& tree = game.tree;
    const auto line = tree.mainLine();
    const auto node = [&](std::size_t i) -> const GameNode& { return tree.node(line[i]); };
    QCOMPARE(node(0).commentAfter, std::string("is praised."));
    QCOMPARE(node(1).commentBefore, std::string("The aggressive answer"));
    QCOMPARE(node(1).commentAfter, std::string());
    QCOMPARE(node(2).commentBefore, std::string("White's move"));
    QCOMPARE(node(2).commentAfter,
             std::string("a comment of commands alone leaves the place to the text"));
    QVERIFY(node(2).commands.clock);
    QCOMPARE(node(3).commentAfter, std::string("a NAGs between: all after"));
    QCOMPARE(node(3).nags, std::vector<int>{1});
    // A variation between two comments ends what the first began; what
    // follows it is said before the next move.
    QCOMPARE(node(4).commentAfter, std::string("a b"));
    QCOMPARE(tree.node(node(3).children[1]).commentBefore, std::string());
    QCOMPARE(node(5).commentBefore, std::string("c"));
    QCOMPARE(node(5).commentAfter, std::string("one"));
    QCOMPARE(node(6).commentBefore, std::string("two three"));
    // Arrows in a second comment mark the position reached, and a comment
    // left before no move is said after the last one.
    QCOMPARE(node(6).commentAfter, std::string("text"));
    QCOMPARE(node(6).commands.arrows.size(), std::size_t{1});
    const PgnGame last = readOne("1. e4 {one} {two} *");
    QCOMPARE(last.tree.node(last.tree.mainLine()[0]).commentAfter, std::string("one two"));
}

void TestPgnReader::nagsAndCommentsBeforeTheFirstMove_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("nags");  // of the start position
    QTest::addColumn<QString>("startComment");
    QTest::addColumn<QString>("firstMoveComment");  // before 1. e4
    QTest::newRow("a NAG") << "$10 1. e4 *" << QList<int>{10} << ""
                           << "";
    QTest::newRow("a NAG glued") << "$10 1.e4 *" << QList<int>{10} << ""
                                 << "";
    QTest::newRow("two NAGs") << "$10 $13 1. e4 *" << QList<int>{10, 13} << ""
                              << "";
    QTest::newRow("a comment") << "{Start} 1. e4 *" << QList<int>{} << "Start"
                               << "";
    QTest::newRow("a NAG, then a comment") << "$10 {Start} 1. e4 *" << QList<int>{10} << "Start"
                                           << "";
    QTest::newRow("a comment, then a NAG") << "{Start} $10 1. e4 *" << QList<int>{10} << "Start"
                                           << "";
    QTest::newRow("two comments") << "{Start} {First} 1. e4 *" << QList<int>{} << "Start"
                                  << "First";
    QTest::newRow("a typed mark") << "+/= 1. e4 *" << QList<int>{14} << ""
                                  << "";
}

void TestPgnReader::nagsAndCommentsBeforeTheFirstMove() {
    QFETCH(QString, text);
    QFETCH(QList<int>, nags);
    QFETCH(QString, startComment);
    QFETCH(QString, firstMoveComment);
    const std::string pgn = text.toStdString();
    QCOMPARE(errorText(readPgnText(pgn)[0]), QString());
    QVERIFY(!PgnReader().check(GameText{pgn, 0, 1, 1}).error);
    const PgnGame game = readOne(pgn);
    const GameNode& root = game.tree.node(game.tree.root());
    QCOMPARE(QList<int>(root.nags.begin(), root.nags.end()), nags);
    QCOMPARE(QString::fromStdString(root.commentAfter), startComment);
    QCOMPARE(QString::fromStdString(game.tree.node(game.tree.mainLine()[0]).commentBefore),
             firstMoveComment);
    QCOMPARE(mainLine(game), std::string("e4"));
}

void TestPgnReader::nagsAndMarks() {
    const PgnGame game =
        readOne("1. e4!? $14 +/= e5 ?! 2. Nf3 N 2... Nc6 RR 3. Bb5 \u00B1 3... a6 inf *");
    const auto line = game.tree.mainLine();
    QCOMPARE(game.tree.node(line[0]).nags, (std::vector<int>{5, 14, 14}));
    QCOMPARE(game.tree.node(line[1]).nags, (std::vector<int>{6}));
    QCOMPARE(game.tree.node(line[2]).nags, (std::vector<int>{146}));
    QCOMPARE(game.tree.node(line[3]).nags, (std::vector<int>{145}));
    QCOMPARE(game.tree.node(line[4]).nags, (std::vector<int>{16}));
    QCOMPARE(game.tree.node(line[5]).nags, (std::vector<int>{13}));
    QVERIFY(errorOf("1. e4 $999 *").message.find("NAG") != std::string::npos);
}

void TestPgnReader::variations() {
    const PgnGame game =
        readOne("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 (2. f4) 2... Nc6 *");
    const GameTree& tree = game.tree;
    QCOMPARE(mainLine(game), std::string("e4 e5 Nf3 Nc6"));
    const GameNode& e4 = tree.node(tree.mainLine()[0]);
    QCOMPARE(e4.children.size(), std::size_t{3});  // e5, c5, e6
    const GameNode& c5 = tree.node(e4.children[1]);
    const GameNode& nf3 = tree.node(c5.children[0]);
    QCOMPARE(nf3.children.size(), std::size_t{1});  // d6
    const GameNode& afterC5 = tree.node(c5.children[0]);
    QCOMPARE(tree.node(afterC5.parent).children.size(), std::size_t{2});  // Nf3, c3
    // A variation may repeat the main move to comment on it: kept apart.
    const PgnGame repeated = readOne("1. e4 (1. e4 {also} e6) 1... e5 *");
    QCOMPARE(repeated.tree.node(repeated.tree.root()).children.size(), std::size_t{2});
}

void TestPgnReader::whatIsReadBeforeAnError() {
    // 3... Ke5 is no move: the game fails, and what came before it is kept
    // aside, undecided, with its tags.
    const auto games = readPgnText(
        "[White \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 Ke5 "
        "4. O-O 1-0\n");
    QCOMPARE(games.size(), std::size_t{1});
    QVERIFY(!games[0].game);
    QVERIFY(games[0].error);
    QVERIFY(games[0].readBeforeError);
    const PgnGame& part = *games[0].readBeforeError;
    QCOMPARE(mainLine(part), std::string("e4 e5 Nf3 Nc6 Bb5"));
    QCOMPARE(part.tag("White"), std::string_view("A"));
    QCOMPARE(part.result, std::string("*"));
    QCOMPARE(part.tree.node(part.tree.mainLine()[2]).children.size(), std::size_t{2});
    // Nothing is kept of a game that fails before its moves begin.
    const auto unknown = readPgnText("[Variant \"Nonsense\"]\n\n1. e4 *\n");
    QCOMPARE(unknown.size(), std::size_t{1});
    QVERIFY(unknown[0].error && !unknown[0].readBeforeError);
}

void TestPgnReader::nullMoves() {
    const PgnGame game = readOne("1. e4 -- 2. d4 Z0 3. Nf3 (3. c4 --) 3... e5 *");
    QCOMPARE(mainLine(game), std::string("e4 -- d4 -- Nf3 e5"));
    const Position& after = game.tree.node(game.tree.mainLine()[1]).position;
    QCOMPARE(after.sideToMove(), Color::White);
    QCOMPARE(after.fullmoveNumber(), 2);
}

void TestPgnReader::results_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("result");
    QTest::newRow("white") << "1. e4 1-0"
                           << "1-0";
    QTest::newRow("black") << "1. e4 0-1"
                           << "0-1";
    QTest::newRow("draw") << "1. e4 1/2-1/2"
                          << "1/2-1/2";
    QTest::newRow("unknown") << "1. e4 *"
                             << "*";
    QTest::newRow("half sign") << "1. e4 \u00BD-\u00BD"
                               << "1/2-1/2";
    QTest::newRow("en dash") << "1. e4 1\u20130"
                             << "1-0";
    QTest::newRow("missing: the tag says") << "[Result \"0-1\"]\n1. e4"
                                           << "0-1";
    QTest::newRow("missing, no tag") << "1. e4"
                                     << "*";
}

void TestPgnReader::results() {
    QFETCH(QString, text);
    QFETCH(QString, result);
    QCOMPARE(QString::fromStdString(readOne(text.toStdString()).result), result);
}

void TestPgnReader::russianMoveText() {
    const auto games = readPgnFile(std::string(TAVLEYA_TEST_DATA) + "/pgn-own/russian-utf8.pgn");
    QCOMPARE(games.size(), std::size_t{1});
    QVERIFY2(games[0].game, qPrintable(errorText(games[0])));
    QCOMPARE(mainLine(*games[0].game),
             std::string("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 Bxf2+ Rxf2 Ng4 Rf1 Qh4"));
}

void TestPgnReader::encodings_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("value");
    QTest::newRow("UTF-8") << "pgn-own/russian-utf8.pgn"
                           << "White"
                           << "Иванов, Пётр";
    QTest::newRow("Windows-1251") << "pgn-own/russian-cp1251.pgn"
                                  << "Black"
                                  << "Сидоров, Ёжик";
    QTest::newRow("Latin-1") << "pgn-own/latin1.pgn"
                             << "White"
                             << "Müller, Jürgen";
    QTest::newRow("Latin-1, no line end") << "pgn/scid/res_gameLatin1.pgn"
                                          << "Site"
                                          << "Elista R\u00DCS";
    QTest::newRow("UTF-8 with BOM") << "pgn/python-chess/utf8-bom.pgn"
                                    << "Event"
                                    << "A";
}

void TestPgnReader::encodings() {
    QFETCH(QString, file);
    QFETCH(QString, tag);
    QFETCH(QString, value);
    const auto games = readPgnFile(std::string(TAVLEYA_TEST_DATA) + "/" + file.toStdString());
    QVERIFY(!games.empty());
    QVERIFY2(games[0].game, qPrintable(errorText(games[0])));
    QCOMPARE(QString::fromStdString(std::string(games[0].game->tag(tag.toStdString()))), value);
    if (file.contains("russian")) {
        const GameTree& tree = games[0].game->tree;
        QCOMPARE(QString::fromStdString(tree.node(tree.mainLine()[7]).commentAfter),
                 QString("Русская защита? Нет, итальянская."));
    }
}

void TestPgnReader::encodingDetection() {
    QVERIFY(isValidUtf8("plain ASCII"));
    QVERIFY(isValidUtf8("Пётр"));
    QVERIFY(!isValidUtf8("\xC0\x80"));      // overlong
    QVERIFY(!isValidUtf8("\xED\xA0\x80"));  // surrogate
    QVERIFY(!isValidUtf8("abc\xE2\x82"));   // cut short
    QCOMPARE(detectEncoding("\xC8\xE2\xE0\xED\xEE\xE2"), TextEncoding::Windows1251);
    QCOMPARE(detectEncoding("M\xFCller"), TextEncoding::Latin1);
    QCOMPARE(decodeToUtf8("\xA8\xB8\xB9", TextEncoding::Windows1251), std::string("Ёё№"));
    QCOMPARE(decodeToUtf8("\xEF\xBB\xBFx", TextEncoding::Utf8), std::string("x"));
}

void TestPgnReader::variants_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("plies");
    QTest::newRow("chess960 Shredder-FEN")
        << "[Variant \"Chess960\"]\n[FEN \"rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1\"]\n"
           "1. O-O-O O-O-O 2. Kc2 *"
        << "chess960" << 3;
    QTest::newRow("chess960 X-FEN, other spelling")
        << "[Variant \"fischerandom\"]\n[FEN \"qrkbnrbn/pppppppp/8/8/8/8/PPPPPPPP/QRKBNRBN w KQkq "
           "- 0 1\"]\n"
           "1. e4 e5 *"
        << "chess960" << 2;
    QTest::newRow("crazyhouse drop")
        << "[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *"
        << "crazyhouse" << 7;
    QTest::newRow("shatranj") << "[Variant \"Shatranj\"]\n1. e3 e6 2. Qe2 *"
                              << "shatranj" << 3;
    QTest::newRow("kingchess placing turn")
        << "[Variant \"Kingchess\"]\n1. K@e1,Q@d1,@d2,@e2 K@e8 *"
        << "kingchess" << 5;
    QTest::newRow("tavreli") << "[Variant \"Tavreli\"]\n1. h1-h2 e7-e5 2. e2-e3 *"
                             << "tavreli" << 3;
    QTest::newRow("standard, padded") << "[Variant \" Standard    \"]\n1. e4 *"
                                      << "classical" << 1;
}

void TestPgnReader::variants() {
    QFETCH(QString, text);
    QFETCH(QString, key);
    QFETCH(int, plies);
    const PgnGame game = readOne(text.toStdString());
    QCOMPARE(QString::fromStdString(std::string(game.tree.rules().info().key)), key);
    QCOMPARE(static_cast<int>(game.tree.mainLine().size()), plies);
}

void TestPgnReader::tavreliBracketAndTokenForms() {
    // The first 11 plies of game s1 of the Tavreli records: the split
    // "h2(1)-h1" in the book's brackets, and in the PGN token form.
    const std::string moves =
        "1. h1-h2 e7-e5 2. e2-e3 g8-f6 3. d2-d4 b8-c6 4. g1-f3 d7-d6 5. f1-e2 f8-d6 6. %1 *";
    const auto withSplit = [&](const char* split) {
        std::string text = "[Variant \"Tavreli\"]\n" + moves;
        text.replace(text.find("%1"), 2, split);
        return text;
    };
    const PgnGame bracket = readOne(withSplit("h2(1)-h1"));
    const PgnGame token = readOne(withSplit("h2_1-h1"));
    QCOMPARE(bracket.tree.mainLine().size(), std::size_t{11});
    QVERIFY(treeDifference(bracket.tree, token.tree).empty());
    QCOMPARE(bracket.tree.node(bracket.tree.mainLine().back()).move.split(), 1);
    // Outside Tavreli a bracket after a square opens a variation.
    QVERIFY(!readPgnText("1. e4(1. d4) e5 *")[0].error);
}

void TestPgnReader::splittingGames() {
    // Tags after moves without a result; a blank line and move 1 after
    // moves; a repeated tag; "[pgn]" wrappers (blanks: D's moves follow);
    // "%" lines; comments after the last game (not a game).
    const auto games = readPgnText(
        "% exported by hand\n[Event \"A\"]\n1. e4 e5\n[Event \"B\"]\n1. d4\n\n1. c4 *\n"
        "[Event \"C\"]\n[Event \"D\"]\n\n[pgn]1. Nf3 *[/pgn]\n; trailing remark\n{and a "
        "comment}\n");
    QCOMPARE(games.size(), std::size_t{5});
    for (const auto& g : games) QVERIFY2(g.game, qPrintable(errorText(g)));
    QCOMPARE(mainLine(*games[0].game), std::string("e4 e5"));
    QCOMPARE(mainLine(*games[1].game), std::string("d4"));
    QCOMPARE(mainLine(*games[2].game), std::string("c4"));
    QCOMPARE(games[3].game->tag("Event"), std::string_view("C"));
    QCOMPARE(games[4].game->tag("Event"), std::string_view("D"));
    QCOMPARE(mainLine(*games[4].game), std::string("Nf3"));
}

void TestPgnReader::errorsNameThePlace() {
    const std::string text =
        "[Event \"E\"]\n\n1. e4 e5 2. Nf3 (2. Bc4 Nf6 3. Qh5 Nxe5) 2... Nc6 *\n";
    const PgnError error = errorOf(text);
    QCOMPARE(error.line, 3);
    QCOMPARE(error.column, 36);
    QCOMPARE(
        error.message,
        std::string("illegal move 'Nxe5': no black knight can move to e5 (move 3, Black to move)"));
    // Columns count characters, not bytes.
    QCOMPARE(errorOf("{Пётр} 1. e4 e4 *").column, 14);
    QCOMPARE(
        errorOf("1. e4 e5 2. Ke3 *").message,
        std::string("illegal move 'Ke3': no white king can move to e3 (move 2, White to move)"));
    QCOMPARE(errorOf("1. e4 {open").message,
             std::string("the comment is not closed: '}' is missing"));
    QCOMPARE(errorOf("(1. e4) *").message,
             std::string("a variation must follow the move it replaces"));
    QCOMPARE(errorOf("[Variant \"Atomic\"]\n1. e4 *").message,
             std::string("the variant \"Atomic\" is not one Tavleya plays"));
    QVERIFY(errorOf("[FEN \"8/8/8 w - - 0 1\"]\n*").message.starts_with("FEN field 1"));
    QCOMPARE(
        errorOf("1. f3 e5 2. g4 Qh4+ 3. Kf2 *").message,
        std::string("illegal move 'Kf2': no white king can move to f2 (move 3, White to move)"));
}

void TestPgnReader::castlingRightsTheStartCannotHave() {
    // As lichess exports a game from a position: KQkq whatever the rooks.
    const std::string text =
        "[Event \"From a position\"]\n[SetUp \"1\"]\n"
        "[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O *\n";
    const auto outcomes = readPgnText(text);
    QCOMPARE(errorText(outcomes[0]), QString());
    QCOMPARE(mainLine(*outcomes[0].game), std::string("O-O O-O-O"));
    const auto& warnings = outcomes[0].warnings;
    QCOMPARE(warnings.size(), std::size_t{2});
    QCOMPARE(warnings[0].line, 3);
    QCOMPARE(warnings[0].column, 1);
    QCOMPARE(warnings[0].message, std::string("FEN field 3 (castling), column 26: the castling "
                                              "right 'Q' is dropped: White has no rook to castle "
                                              "with there"));
    QCOMPARE(warnings[1].args, (std::vector<std::string>{"27", "k"}));
    // Checking the moves finds the same; the game is written with the rights it has.
    PgnReader reader;
    auto stream = PgnGameStream::fromText(text);
    GameText game;
    QVERIFY(stream.next(game));
    const auto checked = reader.check(game);
    QVERIFY(!checked.error);
    QCOMPARE(checked.warnings.size(), std::size_t{2});
    const std::string written = writePgnGame(*outcomes[0].game);
    QVERIFY2(written.find("[FEN \"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\"]") != std::string::npos,
             written.c_str());
    QVERIFY(readPgnText(written)[0].warnings.empty());
    // What is really wrong with the start stays an error.
    const auto check = readPgnText("[FEN \"4k3/8/8/8/8/8/4R3/4K2R w KQ - 0 1\"]\n\n*\n");
    QVERIFY(!check[0].game);
    QCOMPARE(check[0].error->message, std::string("FEN: the side not to move (Black) is in check"));
}

void TestPgnReader::brokenGameDoesNotStopTheNext() {
    const auto games = readPgnText("[Event \"bad\"]\n1. e4 e4 *\n\n[Event \"good\"]\n1. d4 *\n");
    QCOMPARE(games.size(), std::size_t{2});
    QVERIFY(games[0].error);
    QVERIFY(games[1].game);
    QCOMPARE(games[1].game->tag("Event"), std::string_view("good"));
}

namespace {

// Every game of `text`, read through a stream that keeps to `limits`: the
// error message of each, or "ok", and the line it starts on.
std::vector<std::pair<std::string, int>> outcomes(PgnGameStream stream, PgnLimits limits,
                                                  std::size_t* longest = nullptr) {
    PgnReader reader(limits);
    std::vector<std::pair<std::string, int>> out;
    GameText game;
    while (stream.next(game)) {
        if (longest) *longest = std::max(*longest, game.bytes.size());
        const auto outcome = reader.read(game);
        out.emplace_back(outcome.error ? std::to_string(outcome.error->line) + ":" +
                                             std::to_string(outcome.error->column) + " " +
                                             outcome.error->message
                                       : "ok",
                         game.firstLine);
    }
    return out;
}

}  // namespace

// A comment, a word or a game beyond its budget is reported as soon as the
// budget is exceeded; the stream hands out no more of it than that and skips
// the rest of it up to the next tag line.
void TestPgnReader::budgetsCutTheStream() {
    PgnLimits limits;
    limits.maxCommentBytes = 16;
    limits.maxTokenBytes = 8;
    limits.maxGameBytes = 300;
    const std::string after = "\n[Event \"next\"]\n\n1. d4 *\n";
    const std::string filler(2000, 'x');
    using Seen = std::vector<std::pair<std::string, int>>;

    std::size_t longest = 0;
    const std::string comment = "[Event \"a\"]\n\n1. e4 {" + filler + "\n" + filler + after;
    QCOMPARE(outcomes(PgnGameStream::fromText(comment, limits.cutBudget()), limits, &longest),
             (Seen{{"3:7 the comment is not closed within 16 bytes", 1}, {"ok", 5}}));
    QVERIFY(longest < 60);

    const std::string lineComment = "1. e4 ;" + filler + after;
    QCOMPARE(outcomes(PgnGameStream::fromText(lineComment, limits.cutBudget()), limits, &longest),
             (Seen{{"1:7 the comment is longer than 16 bytes", 1}, {"ok", 2}}));
    QVERIFY(longest < 60);
    const std::string shortEnough = "1. e4 ;" + std::string(16, 'x') + "\n*" + after;
    QCOMPARE(outcomes(PgnGameStream::fromText(shortEnough, limits.cutBudget()), limits),
             (Seen{{"ok", 1}, {"ok", 3}}));

    const std::string word = "1. e4 " + filler + " e5 *" + after;
    QCOMPARE(outcomes(PgnGameStream::fromText(word, limits.cutBudget()), limits),
             (Seen{{"1:7 a word among the moves is longer than 8 bytes", 1}, {"ok", 2}}));

    std::string moves;
    for (int i = 1; i <= 40; ++i)
        moves += std::to_string(i) + ". Nf3 Nf6 " + std::to_string(i) + "... Ng8\n";
    longest = 0;
    QCOMPARE(outcomes(PgnGameStream::fromText(moves + after, limits.cutBudget()), limits, &longest),
             (Seen{{"1:1 the game is longer than 300 bytes", 1}, {"ok", 42}}));
    QCOMPARE(longest, std::size_t{301});
}

// The same through a file read in blocks: the skipped rest of the comment
// spans several of them.
void TestPgnReader::unclosedCommentInALargeFile() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("open-comment.pgn").toStdString();
    std::string text = "[Event \"a\"]\n\n1. e4 {";
    for (int i = 0; i < 30000; ++i) text += "an unclosed comment, line after line of it\r\n";
    text += "\n[Event \"next\"]\n\n1. d4 *\n";
    {
        std::FILE* f = std::fopen(path.c_str(), "wb");
        QVERIFY(f);
        QCOMPARE(std::fwrite(text.data(), 1, text.size(), f), text.size());
        std::fclose(f);
    }
    PgnLimits limits;
    limits.maxCommentBytes = 1000;
    auto stream = PgnGameStream::open(path, limits.cutBudget());
    QVERIFY(stream.ok());
    using Seen = std::vector<std::pair<std::string, int>>;
    QCOMPARE(outcomes(std::move(stream).value(), limits),
             (Seen{{"3:7 the comment is not closed within 1000 bytes", 1}, {"ok", 30004}}));
}

void TestPgnReader::budgets() {
    PgnLimits limits;
    limits.maxVariationDepth = 3;
    limits.maxCommentBytes = 10;
    limits.maxTagValueBytes = 8;
    QCOMPARE(errorOf("1. e4 (1. d4 (1. c4 (1. Nf3 (1. b3)))) *", limits).message,
             std::string("variations are nested deeper than 3 levels"));
    limits.maxMoves = 3;
    QCOMPARE(errorOf("1. e4 {a comment too long} *", limits).message,
             std::string("the comment is longer than 10 bytes"));
    QCOMPARE(errorOf("[Event \"much too long\"]\n*", limits).message,
             std::string("the value of the tag Event is longer than 8 bytes"));
    QCOMPARE(errorOf("1. e4 e5 2. Nf3 Nc6 *", limits).message,
             std::string("the game has more than 3 moves"));
    // Deep nesting with the default budget: an error, not a stack overflow.
    std::string deep = "1. e4 ";
    for (int i = 0; i < 10000; ++i) deep += "(1. d4 ";
    QVERIFY(errorOf(deep).message.starts_with("variations are nested deeper than"));
}

void TestPgnReader::indexProgressAndStop() {
    const std::string path = QDir::temp().filePath("tavleya-index-test.pgn").toStdString();
    {
        std::ofstream out(path, std::ios::binary);
        for (int i = 1; i <= 5000; ++i)
            out << "[Event \"Game " << i << "\"]\n[White \"W" << i << "\"]\n\n1. e4 e5 *\n\n";
    }
    std::vector<std::size_t> seen;
    auto all = indexPgnFile(
        path,
        [&](const PgnIndex& index, std::uint64_t done, std::uint64_t total) {
            seen.push_back(index.size());
            return done <= total;
        },
        1000);
    QVERIFY(all.ok());
    QCOMPARE(all->size(), std::size_t{5000});
    QCOMPARE(all->tag(4999, "White"), std::string_view("W5000"));
    QCOMPARE(all->game(1).firstLine, 6);
    QCOMPARE(seen, (std::vector<std::size_t>{1000, 2000, 3000, 4000, 5000, 5000}));
    // Made to fit, an index reads the same, and games added later too.
    PgnIndex fitted = std::move(all).value();
    fitted.shrinkToFit();
    QCOMPARE(fitted.tag(4999, "White"), std::string_view("W5000"));
    QCOMPARE(fitted.tag(0, "Event"), std::string_view("Game 1"));
    GameText more;
    more.bytes = "[White \"Later\"]\n\n1. d4 *\n";
    QVERIFY(fitted.add(more, {pgn::RawTag{"White", "Later"}}));
    QCOMPARE(fitted.tag(5000, "White"), std::string_view("Later"));
    QCOMPARE(fitted.tag(4998, "White"), std::string_view("W4999"));
    const auto stopped = indexPgnFile(
        path, [](const PgnIndex&, std::uint64_t, std::uint64_t) { return false; }, 1000);
    QCOMPARE(stopped->size(), std::size_t{1000});
    std::remove(path.c_str());
    QVERIFY(!indexPgnFile("/nonexistent/file.pgn").ok());
}

void TestPgnReader::lastMoveNumber_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("number");
    QTest::newRow("plain") << "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0" << 3;
    QTest::newRow("black last") << "1. e4 e5 2. Nf3 2... Nc6 *" << 2;
    QTest::newRow("variation") << "1. e4 (1. d4 d5 2. c4 3. Nc3) 1... e5 *" << 1;
    QTest::newRow("nested") << "1. e4 (1. d4 (1. c4 9. x) 8. y) e5 *" << 1;
    QTest::newRow("comment") << "1. e4 {see 40. Qh5 in game 2} e5 ; 77. no\n2. Nf3 *" << 2;
    QTest::newRow("tag value") << "[Event \"Round 12. final]\"]\n1. e4 *" << 1;
    QTest::newRow("from a position") << "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 40\"]\n40. Kb1 *" << 40;
    QTest::newRow("no numbers") << "e4 e5 Nf3 *" << 0;
    QTest::newRow("not a number") << "1. e4 e5 2. Nf3 a3. *" << 2;
    QTest::newRow("unclosed comment") << "1. e4 2. d4 { 30. e4" << 2;
}

void TestPgnReader::lastMoveNumber() {
    QFETCH(QString, text);
    QFETCH(int, number);
    QCOMPARE(pgn::lastMoveNumber(text.toStdString()), number);
}

QTEST_GUILESS_MAIN(TestPgnReader)
#include "test_pgn_reader.moc"

// Messages as values: the core gives a pattern and its arguments, so that the
// interface can put them into a translated sentence.
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

#include "clock/time_control.h"
#include "notation/move_reader.h"
#include "pgn/pgn_reader.h"
#include "result.h"
#include "ruleset_registry.h"
#include "variants/kingchess.h"

using namespace tavleya;

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void fillsMarkersInOnePass() {
        const std::vector<std::string> args{"e4", "%2"};
        QCOMPARE(fillPattern("%1 then %2 then %1", args), std::string("e4 then %2 then e4"));
        // Markers without an argument, and a lone percent sign, stay as they are.
        QCOMPARE(fillPattern("100% of %3", args), std::string("100% of %3"));
        QCOMPARE(fillPattern("ends with %", args), std::string("ends with %"));
    }

    void translatableErrorKeepsPatternAndArguments() {
        const Error e = Error::translatable("%1 is not empty", {"d4"}, 7);
        QCOMPARE(e.message, std::string("d4 is not empty"));
        QCOMPARE(e.pattern, std::string_view("%1 is not empty"));
        QCOMPARE(e.args, std::vector<std::string>{"d4"});
        QCOMPARE(e.column, 7);
    }

    void placingRefusalIsTranslatable() {
        const auto rules = builtinRulesets().create("kingchess").value();
        PlacingTurn turn(static_cast<const KingchessRuleset&>(*rules), rules->startPosition());
        const auto refused = turn.add(PieceKind::King, *Square::parse("e5"));
        QVERIFY(refused);
        QCOMPARE(refused->pattern, std::string_view("%1 is not on your half of the board"));
        QCOMPARE(refused->args, std::vector<std::string>{"e5"});
        QCOMPARE(refused->message, std::string("e5 is not on your half of the board"));
    }

    void fenAndMoveErrorsAreTranslatable() {
        const auto rules = builtinRulesets().create("classical").value();
        const auto fen = rules->readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        QVERIFY(!fen.ok());
        QVERIFY(!fen.error().pattern.empty());
        QCOMPARE(fen.error().pattern,
                 std::string_view("FEN field 2 (side to move), column %1: '%2' is neither 'w' "
                                  "nor 'b'"));
        QCOMPARE(fen.error().args, (std::vector<std::string>{"45", "x"}));
        QCOMPARE(fen.error().column, 45);
        QCOMPARE(fen.error().message,
                 std::string("FEN field 2 (side to move), column 45: 'x' is neither 'w' nor 'b'"));

        const auto move = readMove(*rules, rules->startPosition(), "Nf6");
        QVERIFY(!move.ok());
        QVERIFY(!move.error().pattern.empty());
        QCOMPARE(move.error().pattern,
                 std::string_view("illegal move '%1': no white knight can move to %2 (move %3, "
                                  "White to move)"));
        QCOMPARE(move.error().args, (std::vector<std::string>{"Nf6", "f6", "1"}));
        QCOMPARE(move.error().message,
                 std::string(
                     "illegal move 'Nf6': no white knight can move to f6 (move 1, White to move)"));
    }

    void pgnErrorsAreTranslatable() {
        const auto outcomes = readPgnText("[White \"A\"]\n\n1. e4 e5 2. Nf3 $300 *\n");
        QCOMPARE(outcomes.size(), std::size_t{1});
        const PgnError& e = *outcomes[0].error;
        QCOMPARE(e.pattern, std::string_view("'$' must be followed by a NAG number from 0 to 255"));
        QCOMPARE(e.line, 3);
        QCOMPARE(e.column, 17);
        const auto tag = readPgnText("[White A]\n*\n");
        QCOMPARE(tag[0].error->pattern, std::string_view("the tag %1 has no value in quotes"));
        QCOMPARE(tag[0].error->args, std::vector<std::string>{"White"});
        // A move the reader refuses keeps the move reader's own pattern.
        const auto move = readPgnText("1. e4 e5 2. Ke2 Ke7 3. Kf4 *\n");
        QCOMPARE(move[0].error->args, (std::vector<std::string>{"Kf4", "f4", "3"}));
        QCOMPARE(move[0].error->column, 24);
    }

    void pgnWarningsAreTranslatable() {
        const auto outcomes = readPgnText("[FEN \"4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n*\n");
        QCOMPARE(outcomes[0].warnings.size(), std::size_t{1});
        const PgnError& w = outcomes[0].warnings[0];
        QCOMPARE(w.pattern,
                 std::string_view("FEN field 3 (castling), column %1: the castling right '%2' is "
                                  "dropped: White has no rook to castle with there"));
        QCOMPARE(w.args, (std::vector<std::string>{"23", "K"}));
        QCOMPARE(w.line, 1);
    }

    void timeControlAndRegistryErrorsAreTranslatable() {
        const auto typed = TimeControl::fromText("5+x");
        QVERIFY(!typed.ok());
        QCOMPARE(typed.error().pattern,
                 std::string_view(
                     "time control '%1', column %2: '%3' is not a number of seconds of increment"));
        QCOMPARE(typed.error().args, (std::vector<std::string>{"5+x", "3", "x"}));
        const auto unknown = builtinRulesets().create("checkers");
        QCOMPARE(unknown.error().pattern, std::string_view("unknown variant '%1' (known: %2)"));
        QCOMPARE(unknown.error().args.front(), std::string("checkers"));
    }

    void fileErrorsAreTranslatable() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("notes.pgn").toStdString();
        std::FILE* file = std::fopen(path.c_str(), "wb");
        QVERIFY(file);
        std::fputs("%PDF-1.4\n", file);
        std::fclose(file);
        const auto stream = PgnGameStream::open(path);
        QVERIFY(!stream.ok());
        QCOMPARE(stream.error().pattern, std::string_view("%1 is a %2 file, not a PGN file"));
        QCOMPARE(stream.error().args, (std::vector<std::string>{path, "PDF"}));
        QCOMPARE(stream.error().message, path + " is a PDF file, not a PGN file");
    }

    void tavreliMoveErrorsAreTranslatable() {
        const auto rules = builtinRulesets().create("tavreli").value();
        const auto move = readMove(*rules, rules->startPosition(), "e2(3)-e4");
        QVERIFY(!move.ok());
        QCOMPARE(move.error().pattern,
                 std::string_view("move '%1' (move %2, White to move): %3 holds only %4 pieces"));
        QCOMPARE(move.error().args, (std::vector<std::string>{"e2(3)-e4", "1", "e2", "1"}));
    }
};

QTEST_APPLESS_MAIN(TestMessages)
#include "test_messages.moc"

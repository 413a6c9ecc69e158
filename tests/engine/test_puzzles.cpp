// Puzzles: lichess's CSV read and written (a Kingchess turn quoted, bad rows
// named by line), a puzzle found after a mistake and proven, and the
// engine's self-play on a fixed seed giving the same sound puzzles twice,
// a piece left hanging making a puzzle of the gain, the themes a line shows
// found in it.

#include <QDir>
#include <QFile>
#include <QtTest>

#include "advantage_puzzle.h"
#include "evaluation_registry.h"
#include "pgn/pgn_file.h"
#include "pgn/pgn_reader.h"
#include "puzzle_finder.h"
#include "puzzles/puzzle_csv.h"
#include "puzzles/theme_finder.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

Move move(const Ruleset& rules, const Position& position, const char* text) {
    return rules.readMoveText(position, text).value();
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
    return text;
}

}  // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void csvBothWays() {
        Puzzle p;
        p.id = "k1";
        p.variant = "kingchess";
        p.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
        p.moves = {"K@e1,Q@d1", "K@e8"};
        p.themes = {"mateIn1", "short"};
        const std::string row = puzzleCsvRow(p);
        QCOMPARE(row, std::string("k1,8/8/8/8/8/8/8/8 w - - 0 1,\"K@e1,Q@d1 K@e8\",1500,100,0,0,"
                                  "mateIn1 short,,,kingchess"));
        const auto reader = PuzzleCsvReader::fromHeader(puzzleCsvHeader());
        QVERIFY(reader);
        const auto back = reader->read(row, 2);
        QVERIFY(back);
        QCOMPARE(back->moves, p.moves);
        QCOMPARE(back->variant, std::string("kingchess"));
        QCOMPARE(back->themes, p.themes);
    }

    void lichessRows() {
        // lichess's own file: no Variant column; the columns in its order.
        const auto reader = PuzzleCsvReader::fromHeader(
            "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,"
            "OpeningTags");
        QVERIFY(reader);
        const auto puzzle = reader->read(
            "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,"
            "1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/"
            "black#34,Italian_Game Italian_Game_Classical_Variation",
            2);
        QVERIFY(puzzle);
        QCOMPARE(puzzle->variant, std::string("classical"));
        QCOMPARE(puzzle->moves.size(), std::size_t{4});
        QCOMPARE(puzzle->rating, 1760);
        QCOMPARE(puzzle->openingTags.size(), std::size_t{2});
        QVERIFY(!engine::whatIsWrong(*puzzle));
        // Bad rows are named by their line.
        QCOMPARE(reader->read(",fen,e2e4 e7e5", 7).error().message,
                 std::string("line 7: the puzzle has no id"));
        QCOMPARE(reader->read("a,fen,e2e4 e7e5,high", 8).error().message,
                 std::string("line 8: Rating “high” is not a number"));
        QCOMPARE(reader->read("a,\"fen,e2e4", 9).error().message,
                 std::string("line 9: a quote is not closed"));
        QCOMPARE(PuzzleCsvReader::fromHeader("PuzzleId,Moves").error().message,
                 std::string("line 1: the header has no column FEN"));
    }

    void aMistakeAndItsProof() {
        // Black's king steps into the corner; the rook mates on the back rank.
        const auto rules = builtinRulesets().create("classical").value();
        const Position before = rules->readFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1").value();
        const auto puzzle = engine::puzzleAfter(*rules, before, {move(*rules, before, "Kh8")}, 2);
        QVERIFY(puzzle);
        QCOMPARE(puzzle->moves, (std::vector<std::string>{"g8h8", "a1a8"}));
        QVERIFY(std::ranges::find(puzzle->themes, "mateIn1") != puzzle->themes.end());
        QVERIFY(!engine::whatIsWrong(*puzzle));
        // Making luft is no mistake: no puzzle.
        QVERIFY(!engine::puzzleAfter(*rules, before, {move(*rules, before, "h6")}, 2));
        // A solution that does not win is found out.
        Puzzle wrong = *puzzle;
        wrong.moves = {"g8h8", "a1a7"};
        QCOMPARE(*engine::whatIsWrong(wrong), std::string("the solution does not end in a win"));
        wrong.moves = {"g8h8", "a1a9"};
        QCOMPARE(*engine::whatIsWrong(wrong), std::string("move 2 “a1a9” is not legal"));
    }

    void aPieceLeftHangingIsAGainToFind() {
        const auto rules = builtinRulesets().create("classical").value();
        const auto evaluation = engine::builtinEvaluations().create("classical");
        engine::TranspositionTable table(4);
        // Black's queen takes the bishop on g5, which the knight defends:
        // taking the queen back is the only move that wins.
        const Position before =
            rules->readFen("r1bqkbnr/1ppp1p1p/p3p1p1/nP4B1/3P4/2P2N2/P3PPPP/RN1QKB1R b KQkq - 1 6")
                .value();
        const auto puzzle = engine::advantagePuzzleAfter(*rules, *evaluation, table, before,
                                                         {move(*rules, before, "Qxg5")}, 8);
        QVERIFY(puzzle);
        QCOMPARE(puzzle->moves, (std::vector<std::string>{"d8g5", "f3g5"}));
        QCOMPARE(joined(puzzle->themes), std::string("oneMove crushing"));
        QVERIFY(!engine::whatIsWrong(*puzzle));
        // Driving the bishop off loses nothing: no puzzle.
        QVERIFY(!engine::advantagePuzzleAfter(*rules, *evaluation, table, before,
                                              {move(*rules, before, "Be7")}, 8));
        // A line claimed as a gain that ends the game is not one.
        Puzzle mate = *puzzle;
        mate.fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1";
        mate.moves = {"g8h8", "a1a8"};
        QCOMPARE(*engine::whatIsWrong(mate),
                 std::string("the solution ends the game: it is no gain of material"));
    }

    void puzzlesFoundInAGameOfAFile() {
        // The fool's mate: 2. g4 is the mistake, 2... Qh4# the puzzle.
        auto stream = PgnGameStream::fromText(
            "[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
            "[Event \"?\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n");
        PgnReader reader;
        GameText game;
        std::vector<Puzzle> found;
        while (stream.next(game)) {
            PgnReader::MainLine line;
            QVERIFY(!reader.check(game, &line).error);
            for (Puzzle& p : engine::puzzlesInGame(*line.ruleset, line.start, line.moves))
                found.push_back(std::move(p));
        }
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].fen,
                 std::string("rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2"));
        QCOMPARE(found[0].moves, (std::vector<std::string>{"g2g4", "d8h4"}));
        QVERIFY(!engine::whatIsWrong(found[0]));
    }

    void themesFoundInTheLine_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("themes");
        QTest::newRow("back rank") << "classical"
                                   << "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1"
                                   << "g8h8 a1a8"
                                   << "mateIn1 oneMove mate backRankMate";
        QTest::newRow("smothered") << "classical"
                                   << "6rk/p5pp/8/6N1/8/8/8/K7 b - - 0 1"
                                   << "a7a6 g5f7"
                                   << "mateIn1 oneMove mate smotheredMate";
        QTest::newRow("sacrifice") << "classical"
                                   << "k3r3/1pB1p3/pR3np1/6qp/2QP4/2N1P2P/2P2RP1/6K1 b - - 5 38"
                                   << "a6a5 b6a6 b7a6 c4a6"
                                   << "mateIn2 short sacrifice mate";
        QTest::newRow("promotion, double check")
            << "classical"
            << "1r4k1/2R1P3/5N1R/6p1/3r4/P5PP/8/2K5 b - - 12 55"
            << "g8f7 e7e8q"
            << "mateIn1 oneMove promotion doubleCheck discoveredAttack mate";
        QTest::newRow("quiet move") << "classical"
                                    << "7k/8/6K1/8/8/8/8/1R6 b - - 0 1"
                                    << "h8g8 b1b7 g8h8 b7b8"
                                    << "mateIn2 short quietMove mate";
        QTest::newRow("fork") << "classical"
                              << "r3k3/7p/8/1N6/8/8/8/4K3 b - - 0 1"
                              << "h7h6 b5c7 e8d7 c7a8"
                              << "short fork crushing";
        QTest::newRow("pin") << "classical"
                             << "4k3/3n3p/8/8/8/8/8/4KB2 b - - 0 1"
                             << "h7h6 f1b5 h6h5 b5d7"
                             << "short quietMove pin advantage";
        QTest::newRow("drop") << "crazyhouse"
                              << "rn3r2/ppp1k1pn/3pPpp1/1Q1P3p/4PB2/B1P2P2/P1PK2rP/6Nq[BNrb] w - "
                                 "- 1 30"
                              << "g1e2 R@d1 d2e3 B@f2"
                              << "mateIn2 short mate dropMate";
        QTest::newRow("royal piece")
            << "frankfurt"
            << "r4r2/1ppb1p!1p/2n1pNp1/p2p4/3P1Q2/P1N5/1PP2PPP/R3KR2 b Q - 0 19"
            << "g6g5 f6h5 g5f4 h5f4"
            << "mateIn2 short discoveredAttack transformation mate "
               "royalPieceMate";
        // The freed ratoborets checks along the rank, the vsadnik from f5.
        QTest::newRow("tower split") << "tavreli"
                                     << "8/8/8/8/3(NR)4/7k/8/K7 b - - - 0 1"
                                     << "h3h4 d4(1)f5"
                                     << "oneMove towerSplit doubleCheck discoveredAttack advantage";
    }

    void themesFoundInTheLine() {
        QFETCH(QString, game);
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, themes);
        const auto rules = builtinRulesets().create(game.toStdString()).value();
        Puzzle puzzle;
        puzzle.variant = game.toStdString();
        puzzle.fen = fen.toStdString();
        for (const QString& turn : moves.split(' ')) puzzle.moves.push_back(turn.toStdString());
        const auto found = findThemes(*rules, puzzle);
        QVERIFY(found);
        QCOMPARE(QString::fromStdString(joined(*found)), themes);
        // A line that does not play is no puzzle to tag.
        puzzle.moves.back() = "a1a9";
        QVERIFY(!findThemes(*rules, puzzle));
    }

    // Every puzzle shipped reads, replays legally and is proven again.
    void theShippedPuzzlesAreSound() {
        const QDir folder(QStringLiteral(TAVLEYA_PUZZLES_DIR));
        const QStringList files = folder.entryList({QStringLiteral("*.csv")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& name : files) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto reader =
                PuzzleCsvReader::fromHeader(file.readLine().trimmed().toStdString());
            QVERIFY(reader);
            int rows = 0;
            for (int line = 2; !file.atEnd(); ++line) {
                const auto puzzle = reader->read(file.readLine().trimmed().toStdString(), line);
                QVERIFY2(puzzle, qPrintable(name));
                QCOMPARE(QString::fromStdString(puzzle->variant) + ".csv", name);
                const auto wrong = engine::whatIsWrong(*puzzle);
                QVERIFY2(!wrong, qPrintable(name + ": " + QString::fromStdString(puzzle->id) +
                                            ": " + QString::fromStdString(wrong.value_or(""))));
                // Tagged as the generator of today tags (tavleya-puzzles themes).
                const auto rules = builtinRulesets().create(puzzle->variant).value();
                QCOMPARE(findThemes(*rules, *puzzle), std::optional(puzzle->themes));
                ++rows;
            }
            QVERIFY2(rows > 0, qPrintable(name));
        }
    }

    void selfPlayIsSoundAndRepeatable() {
        const auto rules = builtinRulesets().create("classical").value();
        const auto first = engine::puzzlesFromSelfPlay(*rules, 6, 100, 11);
        // Told one by one as they are found, each with its game.
        std::vector<std::string> told;
        int lastGame = 0;
        const auto again =
            engine::puzzlesFromSelfPlay(*rules, 6, 100, 11, [&](const Puzzle& puzzle, int game) {
                told.push_back(puzzle.id);
                QVERIFY(game >= lastGame && game <= 6);
                lastGame = game;
            });
        QVERIFY(!first.empty());
        QCOMPARE(first.size(), again.size());
        QCOMPARE(told.size(), first.size());
        for (std::size_t i = 0; i < first.size(); ++i) QCOMPARE(told[i], first[i].id);
        for (std::size_t i = 0; i < first.size(); ++i) {
            QCOMPARE(first[i].fen, again[i].fen);
            QCOMPARE(first[i].moves, again[i].moves);
            const auto wrong = engine::whatIsWrong(first[i]);
            QVERIFY2(!wrong, wrong ? wrong->c_str() : "");
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzles)
#include "test_puzzles.moc"

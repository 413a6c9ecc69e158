// A player's puzzle record: the Glicko-2 rating against the published
// worked example, failed puzzles coming back on their schedule, the next
// puzzle chosen, and the record written and read back.

#include <QtTest>

#include "puzzles/glicko2.h"
#include "puzzles/puzzle_choice.h"
#include "puzzles/puzzle_file_scan.h"
#include "puzzles/puzzle_race.h"
#include "puzzles/puzzle_record.h"
#include "puzzles/puzzle_themes.h"

using namespace tavleya;

namespace {

constexpr std::int64_t kDay = 24 * 60 * 60;

Puzzle puzzle(const char* id, int rating) {
    Puzzle p;
    p.id = id;
    p.rating = rating;
    p.ratingDeviation = 80;
    return p;
}

}  // namespace

class TestPuzzleRecord : public QObject {
    Q_OBJECT

private slots:
    void glickmansExample() {
        // Glickman, "Example of the Glicko-2 system": a 1500 player (RD 200)
        // beats a 1400 (RD 30), loses to a 1550 (RD 100) and a 1700 (RD 300).
        const Glicko2Game games[] = {
            {{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
        const Glicko2Rating after = glicko2Update({1500, 200, 0.06}, games, 0.5);
        // The paper rounds its steps to four places: 1464.06, 151.52, 0.05999.
        QVERIFY2(std::abs(after.rating - 1464.06) < 0.02,
                 qPrintable(QString::number(after.rating)));
        QVERIFY2(std::abs(after.deviation - 151.52) < 0.02,
                 qPrintable(QString::number(after.deviation)));
        QVERIFY2(std::abs(after.volatility - 0.05999) < 0.00001,
                 qPrintable(QString::number(after.volatility, 'g', 8)));
    }

    void aPeriodWithoutGamesWidensTheDeviation() {
        const Glicko2Rating after = glicko2Update({1700, 50, 0.06}, {});
        QCOMPARE(after.rating, 1700.0);
        QVERIFY(after.deviation > 50 && after.deviation < 52);
        QCOMPARE(glicko2Update({1500, 350, 0.06}, {}).deviation, 350.0);
    }

    void solvingRaisesFailingLowers() {
        PuzzleRecord solved, hinted, failed;
        const Puzzle p = puzzle("a", 1500);
        QVERIFY(solved.record(p, PuzzleOutcome::Solved, 0).rating > 1500);
        QCOMPARE(qRound(hinted.record(p, PuzzleOutcome::SolvedWithHint, 0).rating), 1500);
        QVERIFY(failed.record(p, PuzzleOutcome::Failed, 0).rating < 1500);
        QVERIFY(solved.rating().deviation < 350);
        QCOMPARE(failed.history().size(), std::size_t{1});
        QCOMPARE(failed.history()[0].ratingAfter, qRound(failed.rating().rating));
    }

    void aFailedPuzzleComesBack() {
        PuzzleRecord record;
        std::int64_t now = 1'000'000;
        record.record(puzzle("lost", 1500), PuzzleOutcome::Failed, now);
        // Not at once: after three other puzzles.
        for (int i = 0; i < PuzzleRecord::kReturnsAfter; ++i) {
            QCOMPARE(record.due(now), std::nullopt);
            record.record(puzzle(std::to_string(i).c_str(), 1500), PuzzleOutcome::Solved, now);
        }
        QCOMPARE(record.due(now), std::optional<std::string>("lost"));
        // Solved now: a day later, then three days, then a week, then known.
        for (std::int64_t wait : {kDay, 3 * kDay, 7 * kDay}) {
            record.record(puzzle("lost", 1500), PuzzleOutcome::Solved, now);
            QCOMPARE(record.due(now + wait - 1), std::nullopt);
            QCOMPARE(record.due(now + wait), std::optional<std::string>("lost"));
            now += wait;
        }
        record.record(puzzle("lost", 1500), PuzzleOutcome::Solved, now);
        QVERIFY(record.repeats().empty());
        // A hint is not a solve: the puzzle comes back.
        record.record(puzzle("hinted", 1500), PuzzleOutcome::SolvedWithHint, now);
        QCOMPARE(record.repeats().size(), std::size_t{1});
    }

    void theNextPuzzle() {
        const std::vector<Puzzle> puzzles{puzzle("easy", 900), puzzle("near", 1450),
                                          puzzle("hard", 2200)};
        std::vector<PuzzleSummary> summaries;
        for (const Puzzle& p : puzzles) summaries.push_back({puzzleKey(p.id), p.rating});
        PuzzleRecord record;
        const auto next = [&](const std::set<std::uint64_t>& passedOver = {}) {
            return nextPuzzle(summaries, record, 0, passedOver);
        };
        QCOMPARE(next(), std::optional<std::size_t>(1));
        QCOMPARE(next({puzzleKey("near")}), std::optional<std::size_t>(0));
        record.record(puzzles[1], PuzzleOutcome::Failed, 0);
        // Below 1450 now: the easy one is nearer than the hard one.
        QCOMPARE(next(), std::optional<std::size_t>(0));
        record.record(puzzles[0], PuzzleOutcome::Solved, 0);
        record.record(puzzles[2], PuzzleOutcome::Solved, 0);
        QCOMPARE(next(), std::nullopt);
        record.record(puzzle("other", 1500), PuzzleOutcome::Solved, 0);
        // Three puzzles after the failure it is due, before anything new.
        QCOMPARE(next(), std::optional<std::size_t>(1));
        // Passed over with Next, it waits for the next sitting.
        QCOMPARE(next({puzzleKey("near")}), std::nullopt);
    }

    void aThemeOrDifficultyChosen() {
        PuzzleThemes themes;
        QCOMPARE(themes.bitsOf({"fork", "short"}), std::uint64_t{0b011});
        QCOMPARE(themes.bitsOf({"short", "pin"}), std::uint64_t{0b110});
        QCOMPARE(themes.names(), (std::vector<std::string>{"fork", "short", "pin"}));
        QCOMPARE(themes.bitOf("skewer"), std::uint64_t{0});
        const std::vector<PuzzleSummary> summaries{{puzzleKey("a"), 1500, themes.bitsOf({"pin"})},
                                                   {puzzleKey("b"), 1900, themes.bitsOf({"fork"})},
                                                   {puzzleKey("c"), 2100, themes.bitsOf({"pin"})},
                                                   {puzzleKey("d"), 1200, themes.bitsOf({"fork"})}};
        PuzzleRecord record;  // rated 1500
        const auto next = [&](PuzzleWish wish) {
            return nextPuzzle(summaries, record, 0, {}, wish);
        };
        QCOMPARE(next({}), std::optional<std::size_t>(0));
        QCOMPARE(next({themes.bitOf("fork")}), std::optional<std::size_t>(3));
        QCOMPARE(next({themes.bitOf("fork"), 300}), std::optional<std::size_t>(1));
        QCOMPARE(next({0, 600}), std::optional<std::size_t>(2));
        QCOMPARE(next({themes.bitOf("pin"), -600}), std::optional<std::size_t>(0));
        // A failed puzzle comes back only when it is of the theme asked for.
        record.record(puzzle("b", 1900), PuzzleOutcome::Failed, 0);
        for (const char* id : {"x", "y", "z"})
            record.record(puzzle(id, 1500), PuzzleOutcome::Solved, 0);
        QCOMPARE(next({themes.bitOf("pin")}), std::optional<std::size_t>(0));
        QCOMPARE(next({themes.bitOf("fork")}), std::optional<std::size_t>(1));
        // Past 64 themes the rest have no bit.
        PuzzleThemes many;
        for (int i = 0; i < 70; ++i) many.bitsOf({"t" + std::to_string(i)});
        QCOMPARE(many.names().size(), PuzzleThemes::kMost);
        QCOMPARE(many.bitOf("t63"), std::uint64_t{1} << 63);
        QCOMPARE(many.bitOf("t64"), std::uint64_t{0});
    }

    void writtenAndReadBack() {
        std::map<std::string, PuzzleRecord> records;
        records["classical"].record(puzzle("00sHx", 1760), PuzzleOutcome::Solved, 1'700'000'000);
        records["classical"].record(puzzle("00sJ9", 1830), PuzzleOutcome::Failed, 1'700'000'060);
        records["tavreli"].record(puzzle("tv-12", 1200), PuzzleOutcome::SolvedWithHint, 5);
        const std::string text = writePuzzleRecords(records);
        const auto read = readPuzzleRecords(text);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(writePuzzleRecords(*read), text);
        const PuzzleRecord& classical = read->at("classical");
        QCOMPARE(classical.history().size(), std::size_t{2});
        QVERIFY(classical.played("00sJ9"));
        QCOMPARE(classical.repeats().size(), std::size_t{1});
        QCOMPARE(qRound(classical.rating().rating), qRound(records["classical"].rating().rating));
        QCOMPARE(read->at("tavreli").history()[0].outcome, PuzzleOutcome::SolvedWithHint);
    }

    void aFileScannedInPieces() {
        const std::string text =
            "\xEF\xBB\xBFPuzzleId,FEN,Moves,Rating,Variant,Themes\r\n"
            "p1,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,1200,classical\r\n"
            "p2,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2,1300,classical\n"  // no solution
            "\n"
            "p3,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,high,classical\n"
            "p4,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,1700,shatranj,fork pin\n"
            "p5,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,1800,classical";  // no last line break
        for (std::size_t piece : {std::size_t{1}, std::size_t{7}, text.size()}) {
            PuzzleFileScanner scanner;
            for (std::size_t at = 0; at < text.size(); at += piece)
                scanner.feed(std::string_view(text).substr(at, piece));
            scanner.finish();
            const auto rows = scanner.takeRows();
            QCOMPARE(rows.size(), std::size_t{3});
            const char* ids[] = {"p1", "p4", "p5"};
            const std::uint32_t lines[] = {2, 6, 7};
            for (std::size_t i = 0; i < rows.size(); ++i) {
                QVERIFY(text.compare(rows[i].offset, 3, std::string(ids[i]) + ",") == 0);
                QCOMPARE(rows[i].key, puzzleKey(ids[i]));
                QCOMPARE(rows[i].line, lines[i]);
            }
            QCOMPARE(rows[1].rating, std::int16_t{1700});
            QCOMPARE(rows[1].themes,
                     scanner.themes().bitOf("fork") | scanner.themes().bitOf("pin"));
            QCOMPARE(rows[0].themes, std::uint64_t{0});
            QCOMPARE(scanner.variants()[rows[1].variant], std::string("shatranj"));
            QCOMPARE(scanner.variants()[rows[2].variant], std::string("classical"));
            QCOMPARE(scanner.badRows(), 2);
            QCOMPARE(scanner.problems().size(), std::size_t{2});
            QCOMPARE(scanner.problems()[0].message,
                     std::string("line 3: puzzle p2 has no mistake and solution"));
            QCOMPARE(scanner.problems()[1].message,
                     std::string("line 5: Rating “high” is not a number"));
            QVERIFY(!scanner.headerError());
            // The row read again from where it starts.
            const std::string_view row = std::string_view(text).substr(rows[2].offset);
            QCOMPARE(scanner.reader()->read(row, 7)->rating, 1800);
        }
        PuzzleFileScanner notPuzzles;
        notPuzzles.feed("Event,Site\nx,y\n");
        QVERIFY(notPuzzles.headerError());
        QVERIFY(notPuzzles.takeRows().empty());
    }

    void aRaceAtOneBoard() {
        PuzzleRace race({"Anna", "Boris"}, 2);
        QCOMPARE(race.turn(), 0);
        race.record(true);  // Anna
        QCOMPARE(race.turn(), 1);
        race.record(false);  // Boris
        race.record(false);  // Anna
        QVERIFY(!race.over());
        QCOMPARE(race.winner(), std::optional<int>(0));
        race.record(true);  // Boris
        QVERIFY(race.over());
        QCOMPARE(race.scores(), (std::array<int, 2>{1, 1}));
        QCOMPARE(race.winner(), std::nullopt);
        race.record(true);  // over: nothing more counts
        QCOMPARE(race.played(), 4);
        QCOMPARE(race.scores(), (std::array<int, 2>{1, 1}));
    }

    void aBadLineIsNamed() {
        const auto read =
            readPuzzleRecords("game classical\nrating 1500 350 0.06\nattempt x won 5 1500\n");
        QVERIFY(!read.ok());
        QCOMPARE(QString::fromStdString(read.error().message),
                 QString("line 3 of the puzzle record cannot be read: 'attempt x won 5 1500'"));
        QVERIFY(!readPuzzleRecords("rating 1500 350 0.06\n").ok());
        QVERIFY(!readPuzzleRecords("game classical\nrating 1500 -3 0.06\n").ok());
        QVERIFY(readPuzzleRecords("").ok());
    }
};

QTEST_APPLESS_MAIN(TestPuzzleRecord)
#include "test_puzzle_record.moc"

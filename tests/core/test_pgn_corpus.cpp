// Real-world PGN files (tests/data/pgn, with their README): which must load,
// which must be rejected and how, the variants we must refuse; every
// loadable game survives write → read unchanged; the index pass cuts every
// file into the same games as the full reader.

#include <QtTest>
#include <filesystem>

#include "pgn/pgn_index.h"
#include "pgn/pgn_writer.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPgnCorpus : public QObject {
    Q_OBJECT

private slots:
    void expectations_data();
    void expectations();
    void everyFileIsCovered();
    void roundTrip_data();
    void roundTrip();
    void indexAgreesWithReader_data();
    void indexAgreesWithReader();
    void errorsOfTheRejectedFiles();
};

namespace {

// A file and what must happen to each of its games, in order: 'o' reads,
// 'x' is rejected. Files not listed must read completely.
struct Expectation {
    const char* file;
    const char* games;
};

constexpr Expectation kExpectations[] = {
    // Unsupported variants: refused, never read as standard chess.
    {"chessops/headers-and-moves-on-the-same-line.pgn", "xxx"},
    {"python-chess/antichess-programfox.pgn", "xx"},
    {"pychess/atomic.pgn", "xxxxxxxxxx"},
    {"scalachess/fixtures/invalidVariant.pgn", "x"},
    {"scalachess/fixtures/crazyhouseNoVariantTag.pgn", "x"},
    // Broken files; the valid games in them still load. In
    // syntactic-error-1, "Header after movetext" is read as a game whose
    // result is missing followed by a game of its own (games 16 and 17):
    // a tag line after moves starts a new game, as files with games that lack
    // results need (chessops/leading-whitespace.pgn).
    {"kokopu/pgns-syntactic-error-1.pgn", "xxxxxxxxxxxxxxxooxxxxo"},
    {"kokopu/pgns-syntactic-error-3.pgn", "x"},
    {"kokopu/pgns-syntactic-error-5.pgn", "xo"},
    {"kokopu/pgns-semantic-error.pgn", "xxxxxxx"},
    {"kokopu/pgns-redos-comment.pgn", "x"},
    {"pychess/badpgn.pgn", "x"},
    {"pgn-extract/nested-comment.pgn", "x"},
    {"scalachess/fixtures/unclosedQuote.pgn", "x"},
    {"scalachess/fixtures/castleCheck2.pgn", "x"},
    // Deliberately illegal first moves, to test positions after CR and CR LF.
    {"kokopu/pgns-linebreak-mac.pgn", "x"},
    {"kokopu/pgns-linebreak-windows.pgn", "x"},
    {"kokopu/pgns-empty.pgn", ""},
};

std::vector<std::string> corpusFiles() {
    std::vector<std::string> files;
    const std::filesystem::path root = pgnDataPath("");
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
        if (entry.path().extension() == ".pgn")
            files.push_back(entry.path().lexically_relative(root).generic_string());
    std::sort(files.begin(), files.end());
    return files;
}

const Expectation* expectationFor(const std::string& file) {
    for (const Expectation& e : kExpectations)
        if (file == e.file) return &e;
    return nullptr;
}

}  // namespace

void TestPgnCorpus::expectations_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("games");
    for (const std::string& file : corpusFiles()) {
        const Expectation* e = expectationFor(file);
        // A file with no expectation must read completely: "o" for each game.
        QTest::newRow(file.c_str())
            << QString::fromStdString(file) << (e ? QString(e->games) : QString("all"));
    }
}

void TestPgnCorpus::expectations() {
    QFETCH(QString, file);
    QFETCH(QString, games);
    const auto outcomes = readPgnFile(pgnDataPath(file.toStdString()));
    if (games == "all") {
        QVERIFY2(!outcomes.empty() || file.contains("empty"), "no games read");
        for (std::size_t i = 0; i < outcomes.size(); ++i)
            QVERIFY2(outcomes[i].game,
                     qPrintable(QString("game %1: %2").arg(i + 1).arg(errorText(outcomes[i]))));
        return;
    }
    QCOMPARE(static_cast<qsizetype>(outcomes.size()), games.size());
    for (qsizetype i = 0; i < games.size(); ++i) {
        const bool ok = outcomes[static_cast<std::size_t>(i)].game.has_value();
        QVERIFY2(
            ok == (games[i] == 'o'),
            qPrintable(QString("game %1: expected %2, got %3")
                           .arg(i + 1)
                           .arg(games[i])
                           .arg(ok ? "a game" : errorText(outcomes[static_cast<std::size_t>(i)]))));
        // A rejected game always says where and why.
        if (!ok) {
            QVERIFY(outcomes[static_cast<std::size_t>(i)].error->line >= 1);
            QVERIFY(outcomes[static_cast<std::size_t>(i)].error->column >= 1);
            QVERIFY(!outcomes[static_cast<std::size_t>(i)].error->message.empty());
        }
    }
}

void TestPgnCorpus::everyFileIsCovered() {
    // The README counts 89 files; all of them are here and tested above.
    QCOMPARE(corpusFiles().size(), std::size_t{89});
    for (const Expectation& e : kExpectations)
        QVERIFY2(std::filesystem::exists(pgnDataPath(e.file)), e.file);
}

void TestPgnCorpus::roundTrip_data() {
    QTest::addColumn<QString>("file");
    for (const std::string& file : corpusFiles())
        QTest::newRow(file.c_str()) << QString::fromStdString(file);
}

void TestPgnCorpus::roundTrip() {
    QFETCH(QString, file);
    int games = 0;
    for (const auto& first : readPgnFile(pgnDataPath(file.toStdString()))) {
        if (!first.game) continue;
        ++games;
        const std::string written = writePgnGame(*first.game);
        for (std::size_t start = 0; start < written.size();) {
            const std::size_t end = written.find('\n', start);
            const std::string line = written.substr(start, end - start);
            // Tag lines and a single word too long to break are the exceptions.
            if (!line.starts_with("[") && line.find(' ') != std::string::npos)
                QVERIFY2(line.size() <= 79, line.c_str());
            start = end + 1;
        }
        const auto again = readPgnText(written);
        QCOMPARE(again.size(), std::size_t{1});
        QVERIFY2(again[0].game,
                 qPrintable(errorText(again[0]) + "\n" + QString::fromStdString(written)));
        const std::string difference = treeDifference(first.game->tree, again[0].game->tree);
        QVERIFY2(difference.empty(), difference.c_str());
        QCOMPARE(again[0].game->result, first.game->result);
        for (const PgnTag& tag : first.game->tags)
            if (tag.name != "FEN" && tag.name != "SetUp")
                QCOMPARE(again[0].game->tag(tag.name), std::string_view(tag.value));
        QCOMPARE(writePgnGame(*again[0].game), written);
    }
    if (!file.contains("error") && !file.contains("bad") && !file.contains("empty"))
        QVERIFY(games > 0 || file.contains("atomic") || file.contains("antichess") ||
                file.contains("headers-and-moves") || file.contains("invalidVariant") ||
                file.contains("NoVariantTag") || file.contains("nested-comment") ||
                file.contains("unclosedQuote") || file.contains("castleCheck") ||
                file.contains("linebreak") || file.contains("redos"));
}

void TestPgnCorpus::indexAgreesWithReader_data() {
    roundTrip_data();
}

void TestPgnCorpus::indexAgreesWithReader() {
    QFETCH(QString, file);
    const std::string path = pgnDataPath(file.toStdString());
    const auto index = indexPgnFile(path);
    QVERIFY(index.ok());
    const auto outcomes = readPgnFile(path);
    QCOMPARE(index->size(), outcomes.size());
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].game) continue;
        for (const PgnTag& tag : outcomes[i].game->tags)
            QCOMPARE(index->tag(i, tag.name), outcomes[i].game->tag(tag.name));
    }
}

void TestPgnCorpus::errorsOfTheRejectedFiles() {
    // The messages name what is wrong and where: line and column, the move
    // text, its number and the side to move.
    const auto semantic = readPgnFile(pgnDataPath("kokopu/pgns-semantic-error.pgn"));
    QCOMPARE(
        errorText(semantic[0]),
        QString("3:4: illegal move 'e5': no white pawn can move to e5 (move 1, White to move)"));
    QCOMPARE(errorText(semantic[1]),
             QString("8:7: illegal move 'Nf3': no black knight can move to f3 (move 1, Black to "
                     "move)"));
    QVERIFY(errorText(semantic[3]).contains("\"Something invalid\" is not one Tavleya plays"));
    QCOMPARE(errorText(semantic[4]),
             QString("27:1: a Chess960 game needs its start position in a FEN tag"));
    QCOMPARE(errorText(semantic[6]), QString("42:18: a null move (--) is not allowed in check"));
    const auto syntax = readPgnFile(pgnDataPath("kokopu/pgns-syntactic-error-1.pgn"));
    QCOMPARE(errorText(syntax[1]), QString("8:4: 'Pe4' is not SAN: a pawn move has no letter"));
    QCOMPARE(errorText(syntax[4]), QString("24:7: the value of the tag Site has a line break"));
    QCOMPARE(errorText(syntax[12]),
             QString("76:19: the result stands inside a variation that is not closed"));
    QCOMPARE(errorText(syntax[14]), QString("86:10: ')' closes no variation"));
    const auto redos = readPgnFile(pgnDataPath("kokopu/pgns-redos-comment.pgn"));
    QCOMPARE(errorText(redos[0]), QString("3:7: the comment is not closed: '}' is missing"));
    // Positions after old Mac (CR) and Windows (CR LF) line ends.
    QCOMPARE(readPgnFile(pgnDataPath("kokopu/pgns-linebreak-mac.pgn"))[0].error->line, 3);
    QCOMPARE(readPgnFile(pgnDataPath("kokopu/pgns-linebreak-windows.pgn"))[0].error->line, 3);
    const auto mate = readPgnFile(pgnDataPath("scalachess/fixtures/castleCheck2.pgn"));
    QCOMPARE(errorText(mate[0]), QString("1:26: 'O-O#' is marked as mate, but it does not mate"));
}

QTEST_GUILESS_MAIN(TestPgnCorpus)
#include "test_pgn_corpus.moc"

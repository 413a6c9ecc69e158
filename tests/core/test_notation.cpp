// Move notation: the examples of classical.md CL-8, a round trip of every
// legal move of the perft suite to depth 2 in every style, the reader's
// tolerance of real-world text, and its messages for bad moves.

#include <QFile>
#include <QtTest>

#include "notation/move_reader.h"
#include "notation/move_writer.h"
#include "perft_suite.h"
#include "variants/classical.h"

using namespace tavleya;

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void roundTripOverTheSuite();
    void tolerantReading_data();
    void tolerantReading();
    void errors_data();
    void errors();

private:
    Move find(const Position& pos, const std::string& uci) const;
    ClassicalRuleset rules_;
};

Move TestNotation::find(const Position& pos, const std::string& uci) const {
    MoveList moves;
    rules_.legalMoves(pos, moves);
    for (Move m : moves)
        if (uciText(rules_, m) == uci) return m;
    return Move();
}

void TestNotation::workedExamples_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("russian");
    QTest::addColumn<QString>("figurine");
    QTest::addColumn<QString>("longEnglish");
    QTest::addColumn<QString>("longRussian");
    QTest::newRow("file disambiguation") << "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
                                         << "b1d2"
                                         << "Nbd2"
                                         << "Кbd2"
                                         << "♘bd2"
                                         << "Nb1-d2"
                                         << "Кb1–d2";
    QTest::newRow("rank disambiguation") << "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"
                                         << "g1f3"
                                         << "N1f3"
                                         << "К1f3"
                                         << "♘1f3"
                                         << "Ng1-f3"
                                         << "Кg1–f3";
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "e5d6"
                                << "exd6"
                                << "exd6"
                                << "exd6"
                                << "e5xd6"
                                << "e5:d6 в.п.";
    QTest::newRow("promotion capture") << "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                       << "e7d8n"
                                       << "exd8=N"
                                       << "exd8К"
                                       << "exd8=♘"
                                       << "e7xd8=N"
                                       << "e7:d8К";
    QTest::newRow("long castling") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                   << "e1a1"
                                   << "O-O-O"
                                   << "0-0-0"
                                   << "O-O-O"
                                   << "O-O-O"
                                   << "0-0-0";
    QTest::newRow("king") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                          << "e1d2"
                          << "Kd2"
                          << "Крd2"
                          << "♔d2"
                          << "Ke1-d2"
                          << "Крe1–d2";
    QTest::newRow("both coordinates") << "1k6/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1"
                                      << "c3d2"
                                      << "Qc3d2"
                                      << "Фc3d2"
                                      << "♕c3d2"
                                      << "Qc3-d2"
                                      << "Фc3–d2";
    QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                          << "a1a8"
                          << "Ra8#"
                          << "Лa8#"
                          << "♖a8#"
                          << "Ra1-a8#"
                          << "Лa1–a8#";
    QTest::newRow("check and capture") << "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"
                                       << "e1e2"
                                       << "Kxe2"
                                       << "Крxe2"
                                       << "♔xe2"
                                       << "Ke1xe2"
                                       << "Крe1:e2";
}

void TestNotation::workedExamples() {
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(pos.ok());
    const Move move = find(*pos, uci.toStdString());
    QVERIFY(!move.isNull());
    QFETCH(QString, san);
    QFETCH(QString, russian);
    QFETCH(QString, figurine);
    QFETCH(QString, longEnglish);
    QFETCH(QString, longRussian);
    const QString texts[] = {san, russian, figurine, longEnglish, longRussian};
    for (std::size_t i = 0; i < std::size(kAllNotationStyles); ++i) {
        const QString& expected = texts[i];
        QCOMPARE(QString::fromStdString(writeMove(rules_, *pos, move, kAllNotationStyles[i])),
                 expected);
        const auto read = readMove(rules_, *pos, expected.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(read->raw(), move.raw());
    }
}

void TestNotation::roundTripOverTheSuite() {
    QFile file(TAVLEYA_TEST_DATA "/classical.epd");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto suite = readPerftSuite(file.readAll().toStdString());
    QVERIFY(suite.ok());
    int checked = 0;
    const auto checkAll = [&](const Position& pos) {
        MoveList moves;
        rules_.legalMoves(pos, moves);
        for (Move m : moves) {
            for (NotationStyle style : kAllNotationStyles) {
                const std::string text = writeMove(rules_, pos, m, style);
                const auto read = readMove(rules_, pos, text);
                if (!read.ok() || *read != m)
                    QFAIL(("'" + text + "' in " + rules_.writeFen(pos) + ": " +
                           (read.ok() ? uciText(rules_, *read) : read.error().message))
                              .c_str());
                ++checked;
            }
            const auto uci = readMove(rules_, pos, uciText(rules_, m));
            QVERIFY(uci.ok() && *uci == m);
        }
    };
    for (const PerftCase& c : *suite) {
        const Position root = *rules_.readFen(c.fen);
        checkAll(root);
        MoveList moves;
        rules_.legalMoves(root, moves);
        for (Move m : moves) checkAll(rules_.play(root, m));
    }
    qInfo("%d moves written and read back", checked);
    QVERIFY(checked > 60000);
}

void TestNotation::tolerantReading_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("uci");
    const QString start = QString::fromLatin1(kStartFen.data());
    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const QString ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    const QString promo = "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1";
    const QString knights = "4k3/8/8/8/4p3/5N2/8/1N2K3 w - - 0 1";
    QTest::newRow("plain") << start << "Nf3"
                           << "g1f3";
    QTest::newRow("annotation") << start << "e4!?"
                                << "e2e4";
    QTest::newRow("long with dash") << start << "Ng1-f3"
                                    << "g1f3";
    QTest::newRow("pawn long") << start << "e2-e4"
                               << "e2e4";
    QTest::newRow("engine form") << start << "e2e4"
                                 << "e2e4";
    QTest::newRow("russian en dash") << start << "Кg1–f3"
                                     << "g1f3";
    QTest::newRow("black figurine") << start << "♞f3"
                                    << "g1f3";
    QTest::newRow("O-O") << castling << "O-O"
                         << "e1h1";
    QTest::newRow("0-0-0") << castling << "0-0-0"
                           << "e1a1";
    QTest::newRow("castling with check mark") << castling << "O-O+"
                                              << "e1h1";
    QTest::newRow("king to destination") << castling << "Ke1-g1"
                                         << "e1h1";
    QTest::newRow("engine castling") << castling << "e1g1"
                                     << "e1h1";
    QTest::newRow("king onto rook") << castling << "e1h1"
                                    << "e1h1";
    QTest::newRow("e.p. suffix") << ep << "exd6 e.p."
                                 << "e5d6";
    QTest::newRow("в.п. suffix") << ep << "exd6 В.П."
                                 << "e5d6";
    QTest::newRow("no capture mark") << ep << "ed6"
                                     << "e5d6";
    QTest::newRow("colon capture") << ep << "e5:d6"
                                   << "e5d6";
    QTest::newRow("promotion =Q") << promo << "exd8=Q+"
                                  << "e7d8q";
    QTest::newRow("promotion Q") << promo << "exd8Q"
                                 << "e7d8q";
    QTest::newRow("promotion (N)") << promo << "exd8(N)"
                                   << "e7d8n";
    QTest::newRow("promotion /R") << promo << "exd8/R"
                                  << "e7d8r";
    QTest::newRow("promotion Russian") << promo << "exd8Ф"
                                       << "e7d8q";
    QTest::newRow("engine promotion b") << promo << "e7d8b"
                                        << "e7d8b";
    QTest::newRow("missing x") << knights << "Ne5"
                               << "f3e5";
    QTest::newRow("extra x") << knights << "Nxd4"
                             << "f3d4";
    QTest::newRow("capture missing") << knights << "Nfe5"
                                     << "f3e5";
    QTest::newRow("Cyrillic look-alikes") << knights << "Кхе5"
                                          << "f3e5";
    QTest::newRow("lower-case Russian knight") << start << "кg1-f3"
                                               << "g1f3";
    QTest::newRow("lower-case Russian king") << castling << "крd1"
                                             << "e1d1";
    QTest::newRow("lower-case Russian rook") << castling << "лb1"
                                             << "a1b1";
    // "с" is also the look-alike of the file c: a pawn move wins when there is one.
    QTest::newRow("с as the file c") << "4k3/8/8/8/3p4/2P5/8/4K3 w - - 0 1"
                                     << "сd4"
                                     << "c3d4";
    QTest::newRow("с as a bishop") << "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
                                   << "сd2"
                                   << "c1d2";
    QTest::newRow("long mate mark x") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                      << "Лa1–a8x"
                                      << "a1a8";
    QTest::newRow("double check ++") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                     << "Ra8++"
                                     << "a1a8";
}

void TestNotation::tolerantReading() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, uci);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(pos.ok());
    const auto move = readMove(rules_, *pos, text.toStdString());
    QVERIFY2(move.ok(), move.ok() ? "" : move.error().message.c_str());
    QCOMPARE(QString::fromStdString(uciText(rules_, *move)), uci);
}

void TestNotation::errors_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString start = QString::fromLatin1(kStartFen.data());
    QTest::newRow("illegal")
        << start << "Nf6"
        << "illegal move 'Nf6': no white knight can move to f6 (move 1, White to move)";
    QTest::newRow("blocked")
        << start << "Bc4"
        << "illegal move 'Bc4': no white bishop can move to c4 (move 1, White to move)";
    QTest::newRow("no such piece")
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        << "Qd4"
        << "illegal move 'Qd4': there is no white queen (move 1, White to move)";
    QTest::newRow("empty square")
        << start << "e3e4"
        << "illegal move 'e3e4': no white piece stands on e3 (move 1, White to move)";
    QTest::newRow("wrong way")
        << start << "Ng1-g3"
        << "illegal move 'Ng1-g3': the knight on g1 cannot move to g3 (move 1, White to move)";
    QTest::newRow("ambiguous")
        << "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
        << "Nd2"
        << "ambiguous move 'Nd2': could be Nbd2, Nfd2 (move 1, White to move)";
    QTest::newRow("no promotion piece")
        << "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 5"
        << "exd8"
        << "move 'exd8' does not say what the pawn promotes to (move 5, White to move)";
    QTest::newRow("garbage") << start << "hello"
                             << "cannot read 'hello' as a move";
    QTest::newRow("empty") << start << "  "
                           << "empty move text";
    QTest::newRow("castling not allowed")
        << "4k3/8/8/8/8/8/8/R3K2R b - - 0 9"
        << "O-O"
        << "illegal move 'O-O': castling is not possible now (move 9, Black to move)";
}

void TestNotation::errors() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(pos.ok());
    const auto move = readMove(rules_, *pos, text.toStdString());
    QVERIFY(!move.ok());
    QCOMPARE(QString::fromStdString(move.error().message), message);
}

QTEST_GUILESS_MAIN(TestNotation)
#include "test_notation.moc"

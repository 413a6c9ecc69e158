// Secret setup (secret-setup.md SS-ex1 to SS-ex8): setup validation with
// exact messages, the reveal (the second player's exposed king loses at
// once), pawns on the first rank, and the castling option.

#include <QtTest>

#include "line_player.h"
#include "move_checks.h"
#include "variants/secret_setup.h"

using namespace tavleya;
using namespace tavleya::test;

namespace {

// "Ke1 Ra1 Pa2 ..." (pawns as P) as a setup.
std::vector<Placement> setup(const char* text) {
    std::vector<Placement> result;
    for (const QString& word : QString(text).split(' ', Qt::SkipEmptyParts)) {
        const PieceKind kind = QString("PNBRQK").indexOf(word[0]) + 1 > 0
                                   ? static_cast<PieceKind>(QString("PNBRQK").indexOf(word[0]) + 1)
                                   : PieceKind::None;
        result.push_back({*Square::parse(word.mid(1).toStdString()), kind});
    }
    return result;
}

const char* kStandardWhite = "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2";
const char* kStandardBlack = "Ra8 Nb8 Bc8 Qd8 Ke8 Bf8 Ng8 Rh8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7";

}  // namespace

class TestSecretSetup : public QObject {
    Q_OBJECT

private slots:
    void validation_data();
    void validation();
    void revealWithTheSecondKingExposed();
    void firstPlayerStartsInCheck();
    void kingsSideBySide();
    void pawnsOnTheFirstRank();
    void castlingFromTheSetup();
    void castlingOption();
    void checkmatedAtTheReveal();

private:
    SecretSetupRuleset rules_;
};

void TestSecretSetup::validation_data() {
    // SS-ex1 and the other ways a setup can be wrong.
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("message");
    QTest::newRow("standard") << kStandardWhite << "";
    QTest::newRow("free arrangement")
        << "Ke1 Ra1 Rh1 Qc2 Bc4 Be3 Nc3 Nf3 Pa2 Pb2 Pg2 Ph2 Pa3 Pd4 Pe4 Pf4"
        << "";
    QTest::newRow("pawn on h1") << "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Ph1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Rh2"
                                << "";
    QTest::newRow("15 pieces") << "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2"
                               << "White's setup lacks 1 knight (an army has 2 knights)";
    QTest::newRow("king on e5") << "Ra1 Nb1 Bc1 Qd1 Ke5 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2"
                                << "White's king on e5 is outside White's ranks 1-4";
    QTest::newRow("two on a square")
        << "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Pa2"
        << "White's setup has two pieces on a2";
    QTest::newRow("third rook") << "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Rh2"
                                << "White's setup has 1 rook too many (an army has 2 rooks)";
}

void TestSecretSetup::validation() {
    QFETCH(QString, white);
    QFETCH(QString, message);
    const auto error =
        SecretSetupRuleset::validateSetup(Color::White, setup(white.toLatin1().constData()));
    QCOMPARE(error ? QString::fromStdString(error->message) : QString(), message);
    const auto black = SecretSetupRuleset::validateSetup(Color::Black, setup(kStandardWhite));
    QVERIFY(black);
    QCOMPARE(QString::fromStdString(black->message),
             QString("Black's rook on a1 is outside Black's ranks 5-8"));
}

void TestSecretSetup::revealWithTheSecondKingExposed() {
    // SS-ex2
    const auto pos =
        rules_.reveal(setup("Ra1 Nb1 Bc1 Ke1 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pf2 Pg2 Ph2 Ph4 Qd4"),
                      setup("Ra8 Nb8 Bc8 Kd8 Qe8 Bf8 Ng8 Rh8 Pa7 Pb7 Pc7 Pe7 Pf7 Pg7 Ph7 Pa5"));
    QVERIFY(pos.ok());
    QCOMPARE(rules_.writeFen(*pos),
             std::string("rnbkqbnr/ppp1pppp/8/p7/3Q3P/8/PPPP1PPP/RNB1KBNR w KQ - 0 1"));
    const GameEnd end = rules_.automaticEnd(*pos, {});
    QCOMPARE(end.outcome, Outcome::WhiteWins);
    QCOMPARE(end.termination, Termination::ExposedAtReveal);
}

void TestSecretSetup::firstPlayerStartsInCheck() {
    // SS-ex3
    const Position pos =
        fenOrFail(rules_, "rnbqkbn1/pppppppp/8/4r3/8/P7/PPPP1PPP/RNBQKBNR w KQq - 0 1");
    QVERIFY(!rules_.automaticEnd(pos, {}).over());
    QCOMPARE(legalSan(rules_, pos), sortedWords("Qe2 Be2 Ne2"));
}

void TestSecretSetup::kingsSideBySide() {
    // SS-ex4
    const Position pos =
        fenOrFail(rules_, "rnbq1bnr/pppppppp/8/4k3/4K3/8/PPPPPPPP/RNBQ1BNR w - - 0 1");
    QCOMPARE(rules_.automaticEnd(pos, {}).outcome, Outcome::WhiteWins);
}

void TestSecretSetup::pawnsOnTheFirstRank() {
    // SS-ex5
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/6R1/PPPPPPP1/RNBQKBNP w Q - 0 1";
    QCOMPARE(
        legalSan(rules_, fenOrFail(rules_, fen)),
        sortedWords(
            "a3 a4 Na3 Nc3 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 Nf3 Nh3 Ra3 Rb3 Rc3 Rd3 Re3 Rf3 Rg4 Rg5 "
            "Rg6 Rxg7 Rh3 h2"));
    // Once on the second rank, the pawn from h1 has moved: no double step.
    const auto line = playLine(rules_, fen, "h2 a6");
    QVERIFY(line.last().at(*Square::parse("h2")).moved());
    QVERIFY(!legalSan(rules_, line.last()).contains("h4"));
    QVERIFY(legalSan(rules_, line.last()).contains("h3"));
}

void TestSecretSetup::castlingFromTheSetup() {
    // SS-ex6
    const QStringList moves = legalSan(
        rules_,
        fenOrFail(rules_, "rnbqkbnr/pppppppp/8/8/2BPPP2/P1N1BN2/PPQ3PP/R3K2R w KQkq - 0 1"));
    QCOMPARE(moves.size(), 55);
    QVERIFY(moves.contains("O-O") && moves.contains("O-O-O"));
    const auto standard = rules_.reveal(setup(kStandardWhite), setup(kStandardBlack));
    QCOMPARE(rules_.writeFen(*standard),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestSecretSetup::castlingOption() {
    // SS-ex7
    const char* white = "Ra1 Nb1 Bc1 Qd1 Kf1 Ng3 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 Bf3";
    const auto classical = rules_.reveal(setup(white), setup(kStandardBlack));
    QVERIFY(classical.ok());
    QCOMPARE(rules_.writeFen(*classical),
             std::string("rnbqkbnr/pppppppp/8/8/8/5BN1/PPPPPPPP/RNBQ1K1R w kq - 0 1"));
    const SecretSetupRuleset chess960(true);
    const auto free = chess960.reveal(setup(white), setup(kStandardBlack));
    QCOMPARE(chess960.writeFen(*free),
             std::string("rnbqkbnr/pppppppp/8/8/8/5BN1/PPPPPPPP/RNBQ1K1R w HAha - 0 1"));
    // The rules' own position (bishop on f1, g1 empty).
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQ1K1R w - - 0 1";
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, fen)).size(), 23);
    const QStringList with960 = legalSan(
        chess960, fenOrFail(chess960, "rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQ1K1R w HA - 0 1"));
    QCOMPARE(with960.size(), 24);
    QVERIFY(with960.contains("O-O") && !with960.contains("O-O-O"));
}

void TestSecretSetup::checkmatedAtTheReveal() {
    // SS-ex8
    const Position pos =
        fenOrFail(rules_, "rnbqkbnr/ppppppp1/p7/8/8/P7/PPPPPPP1/RNBQNBRK w kq - 0 1");
    const GameEnd end = rules_.automaticEnd(pos, {});
    QCOMPARE(end.termination, Termination::Checkmate);
    QCOMPARE(end.outcome, Outcome::BlackWins);
}

QTEST_GUILESS_MAIN(TestSecretSetup)
#include "test_secret_setup.moc"

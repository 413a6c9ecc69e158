// Bad input never crashes: randomly damaged FEN/TFEN and move text go
// through every ruleset's readers, which must answer with a value or an
// error, and what they accept must write back and read again. The
// sanitizer build runs this too.

#include <QtTest>

#include <random>

#include "notation/move_reader.h"
#include "notation/move_writer.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

// Characters that FEN, TFEN and move text use, and a few that they do not.
constexpr std::string_view kAlphabet =
    "KQRBNPHkqrbnph0123456789/()[]~!^-wbKQkqa-h x:@=+#.,abcdefgh \xd0\xb0\xd1\x85";

std::string damage(std::string text, std::mt19937& random) {
    const int edits = 1 + static_cast<int>(random() % 4);
    for (int i = 0; i < edits; ++i) {
        const std::size_t at = text.empty() ? 0 : random() % (text.size() + 1);
        const char c = kAlphabet[random() % kAlphabet.size()];
        switch (random() % 3) {
            case 0:
                text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
                break;
            case 1:
                if (at < text.size()) text.erase(at, 1);
                break;
            default:
                if (at < text.size()) text[at] = c;
        }
    }
    return text;
}

}  // namespace

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void damagedPositions_data();
    void damagedPositions();
    void refusedPositions_data();
    void refusedPositions();
    void countersStopAtTheTop();
};

void TestBadInput::damagedPositions_data() {
    QTest::addColumn<QString>("key");
    for (const RulesetInfo& info : builtinRulesets().list())
        QTest::newRow(info.key.data()) << info.key.data();
}

void TestBadInput::damagedPositions() {
    QFETCH(QString, key);
    const auto rules = builtinRulesets().create(key.toStdString());
    QVERIFY(rules.ok());
    const Ruleset& r = **rules;
    std::mt19937 random(99);
    const std::string start = r.writeFen(r.startPosition());
    int accepted = 0, rejected = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string text = damage(start, random);
        const auto pos = r.readFen(text);
        if (!pos.ok()) {
            QVERIFY(!pos.error().message.empty());
            ++rejected;
            continue;
        }
        ++accepted;
        const std::string written = r.writeFen(*pos);
        const auto again = r.readFen(written);
        if (!again.ok())
            QFAIL(("'" + text + "' was read, but its FEN '" + written +
                   "' not: " + again.error().message)
                      .c_str());
        // Moves in the damaged position, and damaged move text.
        MoveList moves;
        r.legalMoves(*pos, moves);
        for (std::size_t m = 0; m < std::min<std::size_t>(moves.size(), 5); ++m) {
            const std::string san = writeMove(r, *pos, moves[m], kSan);
            (void)readMove(r, *pos, damage(san, random));
            const auto read = readMove(r, *pos, san);
            if (!read.ok() || *read != moves[m])
                QFAIL(("'" + san + "' does not read back in " + written).c_str());
        }
    }
    qInfo("%d damaged texts accepted, %d rejected", accepted, rejected);
    QVERIFY(rejected > 0);
}

// Positions whose values the program cannot hold, refused with a message
// naming what is wrong.
void TestBadInput::refusedPositions_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    // 32 pawns on the board and 9 in a pocket: captures could put 41 in one pocket.
    QTest::newRow("pocket overflow")
        << "crazyhouse"
        << "k7/pppppppp/pppppppp/pppppppp/PPPPPPPP/8/8/K7[PPPPPPPPP] w - - 0 1"
        << "41 pieces 'P' on the board and in the pockets";
    // Promoted pieces go into a pocket as pawns.
    QTest::newRow("promoted pieces count as pawns")
        << "crazyhouse"
        << "k7/pppppppp/pppppppp/pppppppp/Q~Q~Q~Q~Q~Q~Q~Q~/8/8/K7[P] w - - 0 1"
        << "33 pieces 'P'";
    // Move counters: Position keeps them in 16 bits.
    QTest::newRow("fullmove number")
        << "classical"
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 70000"
        << "FEN field 6 (fullmove number), column 29: '70000' is larger than 65535";
    QTest::newRow("halfmove clock")
        << "classical"
        << "4k3/8/8/8/8/8/8/4K3 w - - 65536 1"
        << "FEN field 5 (halfmove clock), column 27: '65536' is larger than 65535";
    QTest::newRow("halfmove clock beyond any integer")
        << "crazyhouse"
        << "4k3/8/8/8/8/8/8/4K3[] w - - 99999999999999999999 1"
        << "'99999999999999999999' is not a number";
    QTest::newRow("tavreli fullmove number") << "tavreli"
                                             << "4k3/8/8/8/8/8/8/4K3 w - - - 0 70000"
                                             << "'70000'";
}

// At the top the counters stop rather than wrap, and the position still
// writes out and reads back.
void TestBadInput::countersStopAtTheTop() {
    const auto rules = builtinRulesets().create("classical");
    QVERIFY(rules.ok());
    const Ruleset& r = **rules;
    const auto start = r.readFen("4k3/8/8/8/8/8/8/4K1N1 b - - 65534 65535");
    QVERIFY(start.ok());
    Position pos = *start;
    for (int ply = 0; ply < 3; ++ply) {
        MoveList moves;
        r.legalMoves(pos, moves);
        pos = r.play(pos, moves[0]);
    }
    QCOMPARE(pos.halfmoveClock(), Position::kMaxCounter);
    QCOMPARE(pos.fullmoveNumber(), Position::kMaxCounter);
    const auto again = r.readFen(r.writeFen(pos));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QCOMPARE(*again, pos);
}

void TestBadInput::refusedPositions() {
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto rules = builtinRulesets().create(key.toStdString());
    QVERIFY(rules.ok());
    const auto pos = (*rules)->readFen(text.toStdString());
    QVERIFY2(!pos.ok(), qPrintable(text));
    QVERIFY2(QString::fromStdString(pos.error().message).contains(message),
             pos.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "test_bad_input.moc"

// FEN reading and writing: round trips, X-FEN and Shredder-FEN castling, and
// an exact message for every kind of bad FEN.

#include <QtTest>

#include "ruleset_registry.h"
#include "variants/classical.h"

using namespace tavleya;

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void readsCastlingForms();
    void fourFieldsAreAccepted();
    void keepsEnPassantOnlyWhenACaptureIsLegal();
    void errors_data();
    void errors();
    void recordedGamesDropImpossibleCastling_data();
    void recordedGamesDropImpossibleCastling();
    void recordedGamesKeepRealErrors_data();
    void recordedGamesKeepRealErrors();

private:
    ClassicalRuleset rules_;
};

void TestFen::roundTrip_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(kStartFen.data());
    QTest::newRow("kiwipete")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("black, partial rights") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40";
    QTest::newRow("legal e.p.") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
}

void TestFen::roundTrip() {
    QFETCH(QString, fen);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());
    QCOMPARE(QString::fromStdString(rules_.writeFen(*pos)), fen);
    QCOMPARE(pos->key(), pos->computeKey());
}

void TestFen::readsCastlingForms() {
    // Shredder-FEN letters for the classical rooks mean the same as KQkq.
    const auto shredder = rules_.readFen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    QVERIFY(shredder.ok());
    QCOMPARE(rules_.writeFen(*shredder), std::string("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    QCOMPARE(shredder->castlingRook(Color::White, CastlingSide::King), Square::at(7, 0));
    QCOMPARE(shredder->castlingRook(Color::Black, CastlingSide::Queen), Square::at(0, 7));
    QCOMPARE(shredder->key(), rules_.readFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")->key());
}

void TestFen::fourFieldsAreAccepted() {
    const auto pos = rules_.readFen("4k3/8/8/8/8/8/8/4K3 b - -");
    QVERIFY(pos.ok());
    QCOMPARE(pos->halfmoveClock(), 0);
    QCOMPARE(pos->fullmoveNumber(), 1);
    QCOMPARE(pos->sideToMove(), Color::Black);
}

void TestFen::keepsEnPassantOnlyWhenACaptureIsLegal() {
    // No black pawn can take on e3: the square is dropped (rules A1).
    const auto none = rules_.readFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    QVERIFY(none.ok());
    QVERIFY(!none->enPassant().valid());
    QCOMPARE(none->key(),
             rules_.readFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")->key());
    // The only capturer is pinned along the rank (rules CL-1).
    const auto pinned = rules_.readFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2");
    QVERIFY(pinned.ok());
    QVERIFY(!pinned->enPassant().valid());
    const auto legal = rules_.readFen("8/8/8/K2pP3/8/8/8/7k w - d6 0 2");
    QVERIFY(legal.ok());
    QCOMPARE(legal->enPassant(), Square::at(3, 5));
}

void TestFen::errors_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("column");
    QTest::newRow("field count") << "8/8/8/8/8/8/8/8 w"
                                 << "FEN has 2 fields; expected 6 (or 4 without the move counters)"
                                 << 17;
    QTest::newRow("long rank")
        << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "FEN field 1 (piece placement), column 18: rank 7 has more than 8 squares" << 18;
    QTest::newRow("short rank")
        << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "FEN field 1 (piece placement), column 17: rank 7 has 7 squares, not 8" << 17;
    QTest::newRow("seven ranks") << "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                 << "FEN field 1 (piece placement), column 42: only 7 ranks, not 8"
                                 << 42;
    QTest::newRow("unknown letter")
        << "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "FEN field 1 (piece placement), column 24: unknown piece letter 'X'" << 24;
    QTest::newRow("two white kings")
        << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"
        << "FEN field 1 (piece placement), column 1: White has 2 kings; exactly one is needed" << 1;
    QTest::newRow("no black king")
        << "8/8/8/8/8/8/8/4K3 w - - 0 1"
        << "FEN field 1 (piece placement), column 1: Black has 0 kings; exactly one is needed" << 1;
    QTest::newRow("pawn on last rank")
        << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
        << "FEN field 1 (piece placement), column 1: a pawn stands on h8, on the first or last rank"
        << 1;
    QTest::newRow("side") << "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
                          << "FEN field 2 (side to move), column 21: 'x' is neither 'w' nor 'b'"
                          << 21;
    QTest::newRow("side not to move in check")
        << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"
        << "FEN: the side not to move (Black) is in check" << 1;
    QTest::newRow("castling without rook")
        << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
        << "FEN field 3 (castling), column 23: 'K' but White has no rook to castle with there"
        << 23;
    QTest::newRow("castling king moved")
        << "4k3/8/8/8/8/8/8/3K3R w K - 0 1"
        << "FEN field 3 (castling), column 24: 'K' needs the king on e1 and the rook in the corner"
        << 24;
    QTest::newRow("castling letter")
        << "4k3/8/8/8/8/8/8/4K2R w Kz - 0 1"
        << "FEN field 3 (castling), column 25: unknown castling letter 'z'" << 25;
    QTest::newRow("castling repeated")
        << "4k3/8/8/8/8/8/8/4K2R w KK - 0 1"
        << "FEN field 3 (castling), column 25: 'K' repeats a castling right already given" << 25;
    QTest::newRow("e.p. not a square")
        << "4k3/8/8/8/8/8/8/4K3 w - e9 0 1"
        << "FEN field 4 (en passant), column 25: 'e9' is not a square" << 25;
    QTest::newRow("e.p. wrong rank") << "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1"
                                     << "FEN field 4 (en passant), column 27: e4 is not on rank 3, "
                                        "where a double step by White passes"
                                     << 27;
    QTest::newRow("e.p. without pawn")
        << "4k3/8/8/8/8/8/8/4K3 b - e3 0 1"
        << "FEN field 4 (en passant), column 25: e3 does not follow a double pawn step to e4" << 25;
    QTest::newRow("halfmove") << "4k3/8/8/8/8/8/8/4K3 w - - x 1"
                              << "FEN field 5 (halfmove clock), column 27: 'x' is not a number"
                              << 27;
    QTest::newRow("fullmove") << "4k3/8/8/8/8/8/8/4K3 w - - 0 -3"
                              << "FEN field 6 (fullmove number), column 29: '-3' is not a number"
                              << 29;
    QTest::newRow("empty") << ""
                           << "FEN has 0 fields; expected 6 (or 4 without the move counters)" << 1;
}

void TestFen::errors() {
    QFETCH(QString, fen);
    QFETCH(QString, message);
    QFETCH(int, column);
    const auto pos = rules_.readFen(fen.toStdString());
    QVERIFY(!pos.ok());
    QCOMPARE(QString::fromStdString(pos.error().message), message);
    QCOMPARE(pos.error().column, column);
}

void TestFen::recordedGamesDropImpossibleCastling_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("read");  // as written back
    QTest::addColumn<int>("dropped");
    QTest::addColumn<QString>("first");  // the first right dropped, and why
    QTest::newRow("no rooks") << "classical"
                              << "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"
                              << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << 4
                              << "FEN field 3 (castling), column 23: the castling right 'K' is "
                                 "dropped: White has no rook to castle with there";
    QTest::newRow("the king moved")
        << "classical"
        << "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"
        << "r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1" << 2
        << "FEN field 3 (castling), column 27: the castling right 'K' is dropped: it needs the "
           "king on e1 and the rook in the corner";
    QTest::newRow("the king left the back rank")
        << "classical"
        << "r3k2r/8/8/8/8/8/4K3/R6R b KQkq - 0 1"
        << "r3k2r/8/8/8/8/8/4K3/R6R b kq - 0 1" << 2
        << "FEN field 3 (castling), column 27: the castling right 'K' is dropped: White has no "
           "king on its back rank";
    QTest::newRow("crazyhouse") << "crazyhouse"
                                << "4k3/8/8/8/8/8/8/4K2R[] w KQkq - 0 1"
                                << "4k3/8/8/8/8/8/8/4K2R[] w K - 0 1" << 3
                                << "FEN field 3 (castling), column 27: the castling right 'Q' is "
                                   "dropped: White has no rook to castle with there";
    // Chess960's rooks may stand anywhere: only a right with no rook on its side goes.
    QTest::newRow("chess960") << "chess960"
                              << "rk2r3/8/8/8/8/8/8/RK6 w KQkq - 0 1"
                              << "rk2r3/8/8/8/8/8/8/RK6 w Aea - 0 1" << 1
                              << "FEN field 3 (castling), column 25: the castling right 'K' is "
                                 "dropped: White has no rook to castle with there";
    QTest::newRow("a game without castling")
        << "shatranj"
        << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1"
        << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1" << 1
        << "FEN field 3 (castling), column 47: the castling rights 'KQkq' are dropped: this "
           "variant has no castling";
    QTest::newRow("tavreli") << "tavreli"
                             << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - "
                                "abcdefgh/abcdefgh 0 1"
                             << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - "
                                "abcdefgh/abcdefgh 0 1"
                             << 1
                             << "TFEN field 3 (castling), column 47: the castling right 'K' is "
                                "dropped: it needs the volkhv alone on its square and the "
                                "ratoborets at the bottom of its corner";
}

void TestFen::recordedGamesDropImpossibleCastling() {
    QFETCH(QString, rules);
    QFETCH(QString, fen);
    QFETCH(QString, read);
    QFETCH(int, dropped);
    QFETCH(QString, first);
    const auto ruleset = builtinRulesets().create(rules.toStdString()).value();
    // A position typed or pasted is refused as it is ...
    QVERIFY(!ruleset->readFen(fen.toStdString()).ok());
    // ... a recorded game's start is read without the rights it cannot have.
    std::vector<Error> notes;
    const auto pos = ruleset->readRecordedFen(fen.toStdString(), notes);
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());
    QCOMPARE(QString::fromStdString(ruleset->writeFen(*pos)), read);
    QCOMPARE(static_cast<int>(notes.size()), dropped);
    QCOMPARE(QString::fromStdString(notes.front().message), first);
    QVERIFY(!notes.front().pattern.empty());
    QCOMPARE(pos->key(), pos->computeKey());
}

void TestFen::recordedGamesKeepRealErrors_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("error");
    QTest::newRow("side not to move in check") << "classical"
                                               << "4k3/8/8/8/8/8/4R3/4K2R w KQ - 0 1"
                                               << "FEN: the side not to move (Black) is in check";
    QTest::newRow("pawn on the first rank")
        << "classical"
        << "4k3/8/8/8/8/8/8/P3K2R w KQ - 0 1"
        << "FEN field 1 (piece placement), column 1: a pawn stands on a1, on the first or last "
           "rank";
    QTest::newRow("unknown castling letter")
        << "classical"
        << "4k3/8/8/8/8/8/8/4K3 w Kz - 0 1"
        << "FEN field 3 (castling), column 24: unknown castling letter 'z'";
    QTest::newRow("a right given twice")
        << "classical"
        << "4k3/8/8/8/8/8/8/4K2R w KK - 0 1"
        << "FEN field 3 (castling), column 25: 'K' repeats a castling right already given";
    // Kingchess castles by its virgin squares, a field of its own.
    QTest::newRow("kingchess") << "kingchess"
                               << "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w K - 0 1 - --"
                               << "FEN field 3 (castling), column 53: 'K' but White has no king "
                                  "on its back rank";
}

void TestFen::recordedGamesKeepRealErrors() {
    QFETCH(QString, rules);
    QFETCH(QString, fen);
    QFETCH(QString, error);
    const auto ruleset = builtinRulesets().create(rules.toStdString()).value();
    std::vector<Error> notes;
    const auto pos = ruleset->readRecordedFen(fen.toStdString(), notes);
    QVERIFY(!pos.ok());
    QCOMPARE(QString::fromStdString(pos.error().message), error);
}

QTEST_GUILESS_MAIN(TestFen)
#include "test_fen.moc"

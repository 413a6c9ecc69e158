// The engine form (UCI), which tavleya-perft --divide prints, names each
// legal move by a token of its own, so that a count can be matched to one
// move: in every ruleset's start position
// and the positions one move later, in Tavreli towers and Crazyhouse pockets.

#include <QtTest>

#include <set>
#include <string>

#include "notation/move_writer.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

// The first move whose token is shared with an earlier one, or "".
std::string sharedToken(const Ruleset& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    std::set<std::string> seen;
    for (Move m : moves)
        if (!seen.insert(uciText(rules, m)).second) return uciText(rules, m);
    return {};
}

}  // namespace

class TestDivide : public QObject {
    Q_OBJECT

private slots:
    void tokensAreDistinct_data();
    void tokensAreDistinct();
    void splitsAndPlacementsSayWhatTheyAre();
};

void TestDivide::tokensAreDistinct_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fen");
    for (const RulesetInfo& info : builtinRulesets().list())
        QTest::newRow((std::string(info.key) + " start").c_str()) << info.key.data() << "";
    QTest::newRow("tavreli towers")
        << "tavreli"
        << "k7/8/8/2(Rp)5/3(QRRBBNNPPPPPPPrrbbnnqppppppp)4/8/8/K7 w - - - 0 1";
    QTest::newRow("crazyhouse pockets")
        << "crazyhouse"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R[NPbq] w KQkq - 0 1";
}

void TestDivide::tokensAreDistinct() {
    QFETCH(QString, key);
    QFETCH(QString, fen);
    const auto rules = builtinRulesets().create(key.toStdString());
    QVERIFY(rules.ok());
    const Ruleset& r = **rules;
    const auto read =
        fen.isEmpty() ? Result<Position>(r.startPosition()) : r.readFen(fen.toStdString());
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
    QCOMPARE(sharedToken(r, *read), std::string());
    MoveList moves;
    r.legalMoves(*read, moves);
    QVERIFY(!moves.empty());
    for (Move m : moves) {
        const std::string shared = sharedToken(r, r.play(*read, m));
        QVERIFY2(shared.empty(), (uciText(r, m) + " then " + shared).c_str());
    }
}

void TestDivide::splitsAndPlacementsSayWhatTheyAre() {
    const auto tokens = [](const char* key, const char* fen) {
        const auto rules = builtinRulesets().create(key).value();
        const Position position = *fen ? rules->readFen(fen).value() : rules->startPosition();
        MoveList moves;
        rules->legalMoves(position, moves);
        std::set<std::string> out;
        for (Move m : moves) {
            out.insert(uciText(*rules, m));
            // The token is also what a player may type.
            const auto typed = rules->readMoveText(position, uciText(*rules, m));
            if (!typed || *typed != m) out.insert("unread " + uciText(*rules, m));
        }
        return out;
    };
    // The knyaz alone off the top of the tall tower, the top two, the whole.
    const auto tavreli =
        tokens("tavreli", "k7/8/8/2(Rp)5/3(QRRBBNNPPPPPPPrrbbnnqppppppp)4/8/8/K7 w - - - 0 1");
    for (const char* token : {"d4(1)d5", "d4(2)d5", "d4d5"})
        QVERIFY2(tavreli.contains(token), token);
    // The king placed, the turn ended or going on.
    const auto kingchess = tokens("kingchess", "");
    for (const char* token : {"K@e1", "K@e1,"}) QVERIFY2(kingchess.contains(token), token);
    for (const auto& all : {tavreli, kingchess})
        for (const std::string& token : all) QVERIFY2(!token.starts_with("unread"), token.c_str());
}

QTEST_APPLESS_MAIN(TestDivide)
#include "test_divide.moc"

// Kingchess (kingchess.md KC-ex1 to KC-ex8): placing turns built piece by
// piece and validated as a whole, the bishop-colour memory, castling from
// virgin squares, the reserve in dead positions; placing turns counted
// against an enumeration written from the rules alone; and 10,000 seeded
// random games in which every move reads back from its own text, keys stay
// exact and each side keeps exactly one king.

#include <QtTest>

#include <algorithm>
#include <cctype>
#include <random>

#include "line_player.h"
#include "move_checks.h"
#include "notation/move_reader.h"
#include "notation/turn_reader.h"
#include "variants/kingchess.h"

using namespace tavleya;
using namespace tavleya::test;

class TestKingchess : public QObject {
    Q_OBJECT

private slots:
    void firstTurn_data();
    void firstTurn();
    void turnNotation();
    void blockingACheckByPlacement();
    void bishopColourMemory();
    void castlingAfterPlacement();
    void doubleStepOnlyFromTheSecondRank();
    void noStalemateWhileAPlacementIsPossible();
    void shieldingTheKingInTheSameTurn();
    void aCheckInTheMiddleOfATurnEndsNothing();
    void deadPositionCountsTheReserve();
    void fenRoundTrip();
    void placingTurnsAsTheRulesDefineThem_data();
    void placingTurnsAsTheRulesDefineThem();
    void placingTurnsInRandomPositions();
    void randomGames();

private:
    KingchessRuleset rules_;
};

void TestKingchess::firstTurn_data() {
    // KC-ex1
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("error");
    QTest::newRow("king") << "K@e1"
                          << "";
    QTest::newRow("queen only") << "Q@d1"
                                << "the king must be placed in the first turn";
    QTest::newRow("pawn on the first rank") << "K@e1 P@a1"
                                            << "a pawn may not be placed on your first rank";
    QTest::newRow("king in Black's half") << "K@e5"
                                          << "e5 is not on your half of the board";
    QTest::newRow("bishops on one colour")
        << "K@e1 B@c1 B@e3"
        << "the second bishop must stand on the other colour than the first";
    QTest::newRow("bishops on both colours") << "K@e1 B@c1 B@f1"
                                             << "";
    QTest::newRow("the standard array")
        << "R@a1 N@b1 B@c1 Q@d1 K@e1 B@f1 N@g1 R@h1 P@a2 P@b2 P@c2 P@d2 P@e2 P@f2 P@g2 P@h2"
        << "";
}

void TestKingchess::firstTurn() {
    QFETCH(QString, turn);
    QFETCH(QString, error);
    PlacingTurn builder(rules_, rules_.startPosition());
    QString got;
    for (const QString& word : turn.split(' ')) {
        const auto kind = static_cast<PieceKind>(QString("PNBRQK").indexOf(word[0]) + 1);
        if (const auto e = builder.add(kind, *Square::parse(word.mid(2).toStdString()))) {
            got = QString::fromStdString(e->message);
            break;
        }
    }
    if (got.isEmpty()) {
        const auto moves = builder.confirm();
        if (!moves.ok()) got = QString::fromStdString(moves.error().message);
    }
    QCOMPARE(got, error);
}

void TestKingchess::turnNotation() {
    PlacingTurn builder(rules_, rules_.startPosition());
    for (auto [kind, square] : {std::pair{PieceKind::Pawn, "e2"},
                                {PieceKind::Queen, "d1"},
                                {PieceKind::King, "e1"},
                                {PieceKind::Pawn, "d2"}})
        QVERIFY(!builder.add(kind, *Square::parse(square)));
    QCOMPARE(builder.placements().size(), std::size_t{4});
    QVERIFY(builder.undo());
    QVERIFY(!builder.add(PieceKind::Pawn, *Square::parse("d2")));
    const auto moves = builder.confirm();
    QVERIFY(moves.ok());
    std::string text;
    Position pos = rules_.startPosition();
    for (Move m : *moves) {
        text += writeMove(rules_, pos, m, kSan);
        pos = rules_.play(pos, m);
    }
    QCOMPARE(text, std::string("K@e1,Q@d1,@d2,@e2"));
    QCOMPARE(rules_.writeFen(pos),
             std::string("8/8/8/8/8/8/3PP3/3QK3[RRBBNNPPPPPPkqrrbbnnpppppppp] b - - 1 1 e1 --"));
    // The same turn read back from its text.
    const auto line =
        playLine(rules_, rules_.writeFen(rules_.startPosition()), "K@e1, Q@d1, @d2, @e2");
    QCOMPARE(line.last(), pos);
    // And as one word, the way it is written and typed.
    const auto word = readMoves(rules_, rules_.startPosition(), text);
    QVERIFY(word.ok());
    QCOMPARE(*word, *moves);
    // Out of the turn's order it is refused, naming a placement of it.
    const auto unordered = readMoves(rules_, rules_.startPosition(), "Q@d1,K@e1");
    QVERIFY(!unordered.ok());
    const std::string& why = unordered.error().message;
    QVERIFY2(why.find("Q@d1") != std::string::npos || why.find("K@e1") != std::string::npos,
             why.c_str());
}

void TestKingchess::blockingACheckByPlacement() {
    // KC-ex2
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/4r3/8/8/8/8/4K3[N] w - - 0 20 e1 --")),
             sortedWords("N@e2 N@e3 N@e4 Kd1 Kd2 Kf1 Kf2"));
}

void TestKingchess::bishopColourMemory() {
    // KC-ex3
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[B] w - - 0 20 e1 d-")),
             sortedWords(
                 "B@a2 B@a4 B@b1 B@b3 B@c2 B@c4 B@d1 B@d3 B@e2 B@e4 B@f1 B@f3 B@g2 B@g4 B@h1 B@h3 "
                 "Kd1 Kd2 Ke2 Kf1 Kf2"));
}

void TestKingchess::castlingAfterPlacement() {
    // KC-ex4
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --")),
             sortedWords("Kd1 Kd2 Ke2 Kf1 Kf2 O-O Rf1 Rg1 Rh2 Rh3 Rh4 Rh5 Rh6 Rh7 Rh8"));
    const Position returned = fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K2R[] w - - 0 20 h1 --");
    QCOMPARE(legalSan(rules_, returned).size(), 14);
    // The king that went away and came back has lost the right for good.
    const auto line =
        playLine(rules_, "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --", "Kd1 Kd7 Ke1 Ke8");
    QCOMPARE(line.last().key(),
             playLine(rules_, rules_.writeFen(returned), "Kd1 Kd7 Ke1 Ke8").last().key());
    QVERIFY(!legalSan(rules_, line.last()).contains("O-O"));
    // A rook placed later on h1 brings the right.
    const auto placed = playLine(rules_, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 20 e1 --", "R@h1 Kd8");
    QVERIFY(legalSan(rules_, placed.last()).contains("O-O"));
}

void TestKingchess::doubleStepOnlyFromTheSecondRank() {
    // KC-ex5
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/4P3/8/4K3[] w - - 0 20 e1 --")),
             sortedWords("e4 Kd1 Kd2 Ke2 Kf1 Kf2"));
    QCOMPARE(legalSan(rules_, fenOrFail(rules_, "4k3/8/8/8/8/8/4P3/4K3[] w - - 0 20 e1 --")),
             sortedWords("e3 e4 Kd1 Kd2 Kf1 Kf2"));
}

void TestKingchess::noStalemateWhileAPlacementIsPossible() {
    // KC-ex6
    const Position pos = fenOrFail(rules_, "k7/8/8/8/8/8/2q5/K7[R] w - - 0 30 - --");
    QCOMPARE(legalSan(rules_, pos).size(), 30);
    QVERIFY(!rules_.automaticEnd(pos, {}).over());
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "k7/8/8/8/8/8/2q5/K7[] w - - 0 30 - --"), {})
                 .termination,
             Termination::Stalemate);
}

void TestKingchess::shieldingTheKingInTheSameTurn() {
    // KC-ex7: 21 king-only turns and 504 king-and-pawn turns.
    const Position pos = fenOrFail(rules_, "8/8/8/8/3Q4/8/8/4K3[kp] b - - 0 1 e1 --");
    QCOMPARE(rules_.countTurns(pos), std::uint64_t{525});
    MoveList moves;
    rules_.legalMoves(pos, moves);
    int kingOnly = 0;
    for (Move m : moves) kingOnly += !m.continuesTurn();
    QCOMPARE(kingOnly, 21);
    QVERIFY(!readMove(rules_, pos, "K@d8").ok());
    for (const char* pawn : {"@d7", "@d6", "@d5"}) {
        const auto line = playLine(rules_, rules_.writeFen(pos), std::string("K@d8, ") + pawn);
        QCOMPARE(line.last().sideToMove(), Color::White);
    }
}

void TestKingchess::aCheckInTheMiddleOfATurnEndsNothing() {
    // D2: Black's pawn placed on d5 attacks White's king on e4 and Black
    // places on; the game goes on, and White, in check, answers it.
    const auto line =
        playLine(rules_, rules_.writeFen(rules_.startPosition()), "K@e4, Q@d4 K@d6, @d5, @h5");
    const Position midTurn = line.positions[line.positions.size() - 2];
    QCOMPARE(midTurn.sideToMove(), Color::Black);
    Position whiteToAnswer = midTurn;
    whiteToAnswer.setSideToMove(Color::White);
    QVERIFY(rules_.inCheck(whiteToAnswer));
    QVERIFY(!rules_.automaticEnd(midTurn, {}).over());
    QCOMPARE(line.last().sideToMove(), Color::White);
    QVERIFY(rules_.inCheck(line.last()));
    QVERIFY(!rules_.automaticEnd(line.last(), {}).over());
}

void TestKingchess::deadPositionCountsTheReserve() {
    // KC-ex8
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 40 - --"), {})
                 .termination,
             Termination::DeadPosition);
    QVERIFY(!rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 40 - --"), {})
                 .over());
    QCOMPARE(rules_.automaticEnd(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[] w - - 0 40 - --"), {})
                 .termination,
             Termination::DeadPosition);
    // Two reserve bishops may take both colours; one after a light first must go dark.
    QVERIFY(rules_.canStillMate(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[BB] w - - 0 40 - --"),
                                Color::White));
    QVERIFY(!rules_.canStillMate(fenOrFail(rules_, "4k3/8/8/8/8/8/8/4K3[B] w - - 0 40 - --"),
                                 Color::White));
}

void TestKingchess::fenRoundTrip() {
    for (const char* fen :
         {"8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 - --",
          "4k3/8/8/8/8/8/8/4K2R[] w K - 0 20 e1h1 --", "4k3/8/8/8/8/8/8/4K3[B] w - - 0 20 e1 d-"})
        QCOMPARE(rules_.writeFen(fenOrFail(rules_, fen)), std::string(fen));
    const auto bad = rules_.readFen("4k3/8/8/8/8/8/8/4K3[] w - - 0 20 e2 --");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("FEN field 7 (virgin squares), column 34: 'e2' is not a king or rook square "
                     "holding its king or "
                     "rook"));
}

namespace {

// The placing turns of the side to move, enumerated from the rules without
// the ruleset's move generator: every nonempty set of placements, taken in
// the canonical order (king, queen, rook, bishop, knight, pawn; squares
// a1..h8) so that each set is counted once, each on a free square of the
// player's half, a pawn off the player's first rank, a second bishop on the
// other colour than the first (`bishopColour`: 0 none yet, 1 light, 2 dark),
// the king first while it is in reserve, and the king safe when the turn ends.
class PlacingTurnCounter {
public:
    PlacingTurnCounter(const KingchessRuleset& rules, int bishopColour)
        : rules_(rules), bishopColour_(bishopColour) {}

    std::uint64_t count(Position pos, int after = -1) const {
        const Color us = pos.sideToMove();
        const bool kingFirst = pos.pocketCount(us, PieceKind::King) > 0;
        std::uint64_t turns = 0;
        for (int order = 0; order < 6; ++order) {
            const PieceKind kind = kKinds[static_cast<std::size_t>(order)];
            if (!pos.pocketCount(us, kind) || (kingFirst && kind != PieceKind::King)) continue;
            for (int index = 0; index < 64; ++index) {
                const int canonical = order * 64 + index;
                const Square s(index);
                if (canonical <= after || !allowed(pos, kind, s)) continue;
                Position next = pos;
                next.removeFromPocket(us, kind);
                next.put(s, Piece(us, kind));
                if (!rules_.inCheck(next)) ++turns;
                if (kind != PieceKind::Bishop || bishopColour_ != 0) {
                    turns += count(next, canonical);
                } else {
                    PlacingTurnCounter remembering(rules_, light(s) ? 1 : 2);
                    turns += remembering.count(next, canonical);
                }
            }
        }
        return turns;
    }

private:
    static bool light(Square s) { return (s.file() + s.rank()) % 2 == 1; }

    bool allowed(const Position& pos, PieceKind kind, Square s) const {
        const bool white = pos.sideToMove() == Color::White;
        if (!pos.at(s).empty() || (white ? s.rank() > 3 : s.rank() < 4)) return false;
        if (kind == PieceKind::Pawn && s.rank() == (white ? 0 : 7)) return false;
        if (kind == PieceKind::Bishop && bishopColour_ != 0)
            return light(s) != (bishopColour_ == 1);
        return true;
    }

    static constexpr std::array<PieceKind, 6> kKinds{PieceKind::King,   PieceKind::Queen,
                                                     PieceKind::Rook,   PieceKind::Bishop,
                                                     PieceKind::Knight, PieceKind::Pawn};
    const KingchessRuleset& rules_;
    int bishopColour_;
};

// The ruleset's turns that are placements: all its turns less its board moves.
std::uint64_t placingTurnsOf(const KingchessRuleset& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    std::uint64_t boardMoves = 0;
    for (Move m : moves) boardMoves += m.type() != MoveType::Drop;
    return rules.countTurns(pos) - boardMoves;
}

// Every placement that keeps the turn must leave a way to end it.
bool everyContinuationEnds(const KingchessRuleset& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    for (Move m : moves) {
        if (!m.continuesTurn()) continue;
        MoveList next;
        rules.legalMoves(rules.play(pos, m), next);
        if (next.empty()) return false;
    }
    return true;
}

// The bishop colour remembered for `side` in a Kingchess FEN's last field.
int bishopColour(std::string_view fen, Color side) {
    const char remembered = fen[fen.size() - (side == Color::White ? 2 : 1)];
    return remembered == 'l' ? 1 : remembered == 'd' ? 2 : 0;
}

}  // namespace

void TestKingchess::placingTurnsAsTheRulesDefineThem_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("anyPlacing");
    // White to move in each, with the bishop memory in the last field.
    QTest::newRow("first turn, the king and two more")
        << "8/8/8/8/8/8/8/8[KRNkqrrbbnnpppppppp] w - - 0 1 - --" << true;
    QTest::newRow("out of check, both bishops")
        << "4k3/8/8/8/8/8/8/4K3[BBPq] w - - 0 20 e1 --" << true;
    QTest::newRow("a bishop remembered dark")
        << "4k3/8/8/8/8/8/8/4K3[BNP] w - - 0 20 e1 d-" << true;
    QTest::newRow("a rook's check, blocked or not")
        << "4k3/8/8/8/4r3/8/8/4K3[NBP] w - - 0 20 e1 --" << true;
    QTest::newRow("a bishop's check from afar")
        << "4k3/8/8/b7/8/8/8/4K3[QPP] w - - 0 20 e1 --" << true;
    QTest::newRow("a double check by two sliders")
        << "4k3/8/8/8/4r3/8/8/r3K3[RNP] w - - 0 20 e1 --" << true;
    // The first bishop on e4: the second would need a dark square after it.
    QTest::newRow("no square for the second bishop")
        << "4k3/8/8/8/5P1P/8/8/4K3[BB] w - - 0 20 e1 --" << true;
    // A knight on d3 takes the pawn's last square.
    QTest::newRow("one square for two pieces")
        << "4k3/8/8/8/pppppppp/rnB1qBnr/PPPPPPPN/R2QK2R[NPbb] w - - 0 20 e1 l-" << true;
    QTest::newRow("a knight's check") << "4k3/8/8/8/8/3n4/8/4K3[QRN] w - - 0 20 e1 --" << false;
    QTest::newRow("a pinned line and free squares")
        << "4k3/8/8/8/q7/8/2P5/4K3[RBN] w - - 0 20 e1 --" << true;
}

void TestKingchess::placingTurnsAsTheRulesDefineThem() {
    QFETCH(QString, fen);
    QFETCH(bool, anyPlacing);
    const std::string text = fen.toStdString();
    const Position pos = fenOrFail(rules_, text);
    const PlacingTurnCounter definition(rules_, bishopColour(text, Color::White));
    const std::uint64_t expected = definition.count(pos);
    QCOMPARE(expected > 0, anyPlacing);
    QCOMPARE(placingTurnsOf(rules_, pos), expected);
    QVERIFY(everyContinuationEnds(rules_, pos));
}

void TestKingchess::placingTurnsInRandomPositions() {
    // Positions of seeded random games, the mover's reserve then cut to at
    // most three pieces so that the enumeration stays small.
    std::mt19937 random(5);
    int compared = 0;
    for (int game = 0; game < 100 && compared < 150; ++game) {
        Position pos = rules_.startPosition();
        for (int ply = 0; ply < 60 && compared < 150; ++ply) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            if (moves.empty()) break;
            pos = rules_.play(pos, moves[random() % moves.size()]);
            const Color us = pos.sideToMove();
            if (KingchessRuleset::turnInProgress(pos) || pos.pocketCount(us, PieceKind::King) ||
                random() % 4)
                continue;
            std::string fen = rules_.writeFen(pos);
            const auto open = fen.find('['), close = fen.find(']');
            std::string ours, theirs;
            for (char c : fen.substr(open + 1, close - open - 1))
                ((std::isupper(static_cast<unsigned char>(c)) != 0) == (us == Color::White)
                     ? ours
                     : theirs) += c;
            if (ours.empty()) continue;
            std::shuffle(ours.begin(), ours.end(), random);
            ours.resize(std::min<std::size_t>(ours.size(), 1 + random() % 3));
            fen.replace(open + 1, close - open - 1, ours + theirs);
            const auto cut = rules_.readFen(fen);
            if (!cut.ok()) continue;
            const PlacingTurnCounter definition(rules_, bishopColour(fen, us));
            if (placingTurnsOf(rules_, *cut) != definition.count(*cut) ||
                !everyContinuationEnds(rules_, *cut))
                QFAIL(("placing turns differ from the rules' in " + fen).c_str());
            ++compared;
        }
    }
    QCOMPARE(compared, 150);
}

void TestKingchess::randomGames() {
    const int games = qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES") > 0
                          ? qEnvironmentVariableIntValue("TAVLEYA_RANDOM_GAMES")
                          : 10000;
    std::mt19937 random(2);
    long plies = 0;
    for (int game = 0; game < games; ++game) {
        Position pos = rules_.startPosition();
        for (int ply = 0; ply < 80; ++ply) {
            MoveList moves;
            rules_.legalMoves(pos, moves);
            if (moves.empty()) break;
            const Move m = moves[random() % moves.size()];
            const std::string text = writeMove(rules_, pos, m, kSan);
            const auto read = readMove(rules_, pos, text);
            if (!read.ok() || *read != m)
                QFAIL(("'" + text + "' does not read back in " + rules_.writeFen(pos)).c_str());
            pos = rules_.play(pos, m);
            ++plies;
            if (pos.key() != pos.computeKey())
                QFAIL(("key drift in " + rules_.writeFen(pos)).c_str());
            for (Color c : {Color::White, Color::Black})
                if (popCount(pos.pieces(c, PieceKind::King)) +
                        pos.pocketCount(c, PieceKind::King) !=
                    1)
                    QFAIL(("king count in " + rules_.writeFen(pos)).c_str());
            if (KingchessRuleset::turnInProgress(pos)) continue;
            const auto again = rules_.readFen(rules_.writeFen(pos));
            if (!again.ok() || !(*again == pos) || again->key() != pos.key())
                QFAIL(("FEN round trip of " + rules_.writeFen(pos)).c_str());
        }
    }
    qInfo("%d games, %ld plies", games, plies);
}

QTEST_GUILESS_MAIN(TestKingchess)
#include "test_kingchess.moc"

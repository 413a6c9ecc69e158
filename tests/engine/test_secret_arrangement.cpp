#include <QtTest>
#include <random>
#include <set>

#include "evaluation_registry.h"
#include "game_end.h"
#include "ruleset_registry.h"
#include "secret_arrangement.h"

using namespace tavleya;

class TestSecretArrangement : public QObject {
    Q_OBJECT

private slots:
    void arrangementsAreValidVariedAndKeepTheKingSafe();
    void noArrangementForOtherGames();
};

namespace {

// Any arrangement of the usual sixteen on a side's four ranks, as a person
// might make it: the worst an engine's half has to face at the reveal.
std::vector<Placement> anyHalf(Color side, std::mt19937_64& random) {
    const PieceKind kinds[] = {PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                               PieceKind::Rook,   PieceKind::Bishop, PieceKind::Bishop,
                               PieceKind::Knight, PieceKind::Knight};
    std::vector<Square> squares;
    for (int rank = 0; rank < 4; ++rank)
        for (int file = 0; file < 8; ++file)
            squares.push_back(Square::at(file, side == Color::White ? rank : 7 - rank));
    std::shuffle(squares.begin(), squares.end(), random);
    std::vector<Placement> half;
    std::size_t next = 0;
    for (PieceKind kind : kinds) half.push_back({squares[next++], kind});
    for (int pawn = 0; pawn < 8; ++pawn) half.push_back({squares[next++], PieceKind::Pawn});
    return half;
}

}  // namespace

void TestSecretArrangement::arrangementsAreValidVariedAndKeepTheKingSafe() {
    const auto rules = builtinRulesets().create("secret-setup").value();
    const auto evaluation = engine::builtinEvaluations().create("secret-setup");
    const SecretArrangement* secret = rules->secretArrangement();
    QVERIFY(secret);
    std::mt19937_64 random(7);
    for (Color side : {Color::White, Color::Black}) {
        std::set<std::vector<std::pair<int, int>>> distinct;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const auto half = engine::arrangeHalf(*rules, evaluation.get(), side, seed);
            QCOMPARE(half.size(), std::size_t{16});
            QVERIFY(!secret->checkHalf(side, half));
            std::vector<std::pair<int, int>> key;
            for (const Placement& p : half) key.emplace_back(p.square.index(), index(p.kind));
            std::ranges::sort(key);
            distinct.insert(key);
            // Whatever the other side arranges, this king is not attacked
            // when the halves are revealed.
            for (int other = 0; other < 50; ++other) {
                const auto theirs = anyHalf(~side, random);
                const auto revealed = side == Color::White ? secret->reveal(half, theirs)
                                                           : secret->reveal(theirs, half);
                QVERIFY(revealed);
                if (side == Color::White)
                    QVERIFY(!rules->inCheck(revealed.value()));
                else
                    QVERIFY(rules->automaticEnd(revealed.value(), {}).termination !=
                            Termination::ExposedAtReveal);
            }
        }
        QVERIFY2(distinct.size() >= 10, qPrintable(QString::number(distinct.size())));
    }
}

void TestSecretArrangement::noArrangementForOtherGames() {
    const auto rules = builtinRulesets().create("classical").value();
    QVERIFY(engine::arrangeHalf(*rules, nullptr, Color::White, 1).empty());
}

QTEST_APPLESS_MAIN(TestSecretArrangement)
#include "test_secret_arrangement.moc"

// Rulesets are found by key and take checked options.

#include <QtTest>
#include <random>

#include "ruleset_registry.h"
#include "variants/classical.h"

using namespace tavleya;

namespace {

// A ruleset that exists only to test option handling.
class OptionProbe : public ClassicalRuleset {
public:
    explicit OptionProbe(std::string seen) : seen_(std::move(seen)) {}
    const std::string& seen() const { return seen_; }

private:
    std::string seen_;
};

}  // namespace

class TestRegistry : public QObject {
    Q_OBJECT

private slots:
    void classicalIsBuiltIn();
    void everyVariantWorks_data();
    void everyVariantWorks();
    void movesToSomeSquaresAreTheWholeListsPart_data();
    void movesToSomeSquaresAreTheWholeListsPart();
    void unknownVariantIsNamed();
    void optionsAreChecked();
};

void TestRegistry::classicalIsBuiltIn() {
    const RulesetRegistry registry = builtinRulesets();
    const auto rules = registry.create("classical");
    QVERIFY(rules.ok());
    QCOMPARE((*rules)->info().key, std::string_view("classical"));
    QCOMPARE((*rules)->writeFen((*rules)->startPosition()), std::string(kStartFen));
    QCOMPARE((*rules)->perft((*rules)->startPosition(), 3), std::uint64_t{8902});
    QVERIFY(!registry.list().empty());
}

void TestRegistry::everyVariantWorks_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("option");
    const RulesetRegistry registry = builtinRulesets();
    QCOMPARE(registry.list().size(), std::size_t{8});
    for (const RulesetInfo& info : registry.list()) {
        QTest::addRow("%s", info.key.data()) << QString::fromLatin1(info.key.data()) << QString();
        for (const OptionSpec& spec : *registry.options(info.key))
            for (const std::string& value : spec.allowedValues)
                QTest::addRow("%s %s=%s", info.key.data(), spec.name.c_str(), value.c_str())
                    << QString::fromLatin1(info.key.data())
                    << QString::fromStdString(spec.name + "=" + value);
    }
}

// Each ruleset with each option value: names, a start position that reads
// back from its own FEN, moves to play, and a game that is not over.
void TestRegistry::everyVariantWorks() {
    QFETCH(QString, key);
    QFETCH(QString, option);
    RulesetOptions options;
    if (!option.isEmpty())
        options[option.section('=', 0, 0).toStdString()] = option.section('=', 1).toStdString();
    const auto rules = builtinRulesets().create(key.toStdString(), options);
    QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().message.c_str());
    const Ruleset& r = **rules;
    QVERIFY(!r.info().nameEnglish.empty() && !r.info().nameRussian.empty());
    QCOMPARE(r.info().pgnVariant.empty(), key == "classical");
    const Position start = r.startPosition();
    const auto again = r.readFen(r.writeFen(start));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(*again == start);
    QCOMPARE(start.key(), start.computeKey());
    QVERIFY(r.perft(start, 2) > 0);
    QVERIFY(!r.automaticEnd(start, {}).over());
    QVERIFY(!r.inCheck(start));
    // Its pieces: every kind on the board at the start is one it says it
    // has, each named, each but the pawn with a letter; other kinds have none.
    for (int i = 0; i < 64; ++i)
        if (const Piece p = start.at(Square(i)); !p.empty())
            QVERIFY2(r.hasPieceKind(p.kind()), Square(i).name().c_str());
    for (int k = 1; k < kPieceKindCount; ++k) {
        const auto kind = PieceKind(k);
        const bool letter = !r.pieceSymbol(kind, PieceAlphabet::English).empty();
        QCOMPARE(letter, r.hasPieceKind(kind) && kind != PieceKind::Pawn);
        if (r.hasPieceKind(kind)) QVERIFY(!r.pieceName(kind).empty());
    }
    for (PieceKind kind : r.pocketKinds()) QVERIFY(r.hasPieceKind(kind));
}

void TestRegistry::movesToSomeSquaresAreTheWholeListsPart_data() {
    QTest::addColumn<QString>("key");
    for (const RulesetInfo& info : builtinRulesets().list())
        QTest::addRow("%s", info.key.data()) << QString::fromLatin1(info.key.data());
}

// A search asks for the moves to some squares only, and whether any move
// exists, by rulesets' own shortcuts: in seeded random games of each, they
// give what the whole list does.
void TestRegistry::movesToSomeSquaresAreTheWholeListsPart() {
    QFETCH(QString, key);
    const auto rules = builtinRulesets().create(key.toStdString()).value();
    std::mt19937_64 random(7);
    int positions = 0, withoutMoves = 0;
    for (int game = 0; game < 40; ++game) {
        Position position = rules->startPosition();
        for (int ply = 0; ply < 200; ++ply, ++positions) {
            MoveList all;
            rules->legalMoves(position, all);
            QCOMPARE(rules->hasLegalMove(position), !all.empty());
            const Square passed = position.enPassant();
            const Bitboard tactical = position.pieces(~position.sideToMove()) | rankMask(0) |
                                      rankMask(7) | (passed.valid() ? bit(passed) : 0);
            for (const Bitboard targets :
                 {tactical, bit(Square(int(random() % 64))), Bitboard(random())}) {
                // Castling may be left out (its to() is the rook's square).
                const auto kept = [](Move m) { return m.type() != MoveType::Castling; };
                MoveList some, expected;
                rules->legalMovesTo(position, targets, some);
                some.keepIf(0, kept);
                for (Move m : all)
                    if ((targets & bit(m.to())) && kept(m)) expected.push(m);
                QVERIFY2(std::equal(some.begin(), some.end(), expected.begin(), expected.end()),
                         rules->writeFen(position).c_str());
            }
            if (all.empty()) {
                ++withoutMoves;
                break;
            }
            position = rules->play(position, all[random() % all.size()]);
        }
    }
    QVERIFY(positions > 1000);
    qInfo("%d positions, %d without a move", positions, withoutMoves);
}

void TestRegistry::unknownVariantIsNamed() {
    const auto rules = builtinRulesets().create("checkers");
    QVERIFY(!rules.ok());
    QVERIFY(rules.error().message.starts_with("unknown variant 'checkers' (known: classical"));
    const auto option = builtinRulesets().create("classical", {{"speed", "fast"}});
    QVERIFY(!option.ok());
    QCOMPARE(QString::fromStdString(option.error().message),
             QString("variant 'classical' has no option 'speed'"));
}

void TestRegistry::optionsAreChecked() {
    static constexpr RulesetInfo info{"probe", "Probe", "Проба", "", "", {}};
    RulesetRegistry registry;
    registry.add(info, {{"probe.mode", "a", {"a", "b"}}}, [](const RulesetOptions& o) {
        return std::make_unique<OptionProbe>(o.at("probe.mode"));
    });
    const auto byDefault = registry.create("probe");
    QVERIFY(byDefault.ok());
    QCOMPARE(dynamic_cast<const OptionProbe&>(**byDefault).seen(), std::string("a"));
    const auto chosen = registry.create("probe", {{"probe.mode", "b"}});
    QCOMPARE(dynamic_cast<const OptionProbe&>(**chosen).seen(), std::string("b"));
    const auto bad = registry.create("probe", {{"probe.mode", "c"}});
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("option 'probe.mode' cannot be 'c' (allowed: a, b)"));
}

QTEST_GUILESS_MAIN(TestRegistry)
#include "test_registry.moc"

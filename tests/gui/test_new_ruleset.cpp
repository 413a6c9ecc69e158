// A ruleset the program has never heard of, defined here alone, is played
// in the real window, saved and read back: the window and the PGN code ask
// the ruleset, never a variant's name. One of them has a piece of its own,
// a camel, which nothing outside this file knows.
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "board_driver.h"
#include "dialogs/position_editor.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "variants/classical.h"
#include "variants/orthodox_rules.h"
#include "window_driver.h"

namespace tavleya {

using namespace testing;
namespace {

constexpr RulesetInfo kHillInfo{"king-of-the-hill",
                                "King of the Hill",
                                "Царь горы",
                                "King of the Hill",
                                "A king on a centre square wins.",
                                {}};

// Chess, but a king that reaches d4, d5, e4 or e5 wins at once.
class KingOfTheHill : public ClassicalRuleset {
public:
    const RulesetInfo& info() const override { return kHillInfo; }
    GameEnd automaticEnd(const Position& position,
                         std::span<const Key> earlierKeys) const override {
        const Color mover = ~position.sideToMove();
        for (const char* name : {"d4", "d5", "e4", "e5"})
            if (position.royalSquare(mover) == *Square::parse(name))
                return {Termination::Checkmate, winFor(mover)};
        return ClassicalRuleset::automaticEnd(position, earlierKeys);
    }
};

RulesetRegistry withTheHill() {
    RulesetRegistry registry = builtinRulesets();
    registry.add(kHillInfo, {},
                 [](const RulesetOptions&) { return std::make_unique<KingOfTheHill>(); });
    return registry;
}

// Camel chess: chess with camels for knights. A camel leaps one square one
// way and three the other, over whatever stands between.
constexpr PieceKind kCamel = ownKind(0);

constexpr std::array<Bitboard, 64> camelLeaps() {
    std::array<Bitboard, 64> leaps{};
    constexpr int kSteps[][2] = {{1, 3},   {3, 1},   {3, -1}, {1, -3},
                                 {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}};
    for (int s = 0; s < 64; ++s)
        for (const auto& step : kSteps) {
            const int file = s % 8 + step[0], rank = s / 8 + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8)
                leaps[static_cast<std::size_t>(s)] |= Bitboard{1} << (rank * 8 + file);
        }
    return leaps;
}

constexpr std::array<Bitboard, 64> kCamelLeaps = camelLeaps();

Bitboard camelAttacks(Square from, Bitboard) {
    return kCamelLeaps[static_cast<std::size_t>(from.index())];
}

constexpr PieceMovement kCamelMovement[] = {{kCamel, camelAttacks}};
constexpr std::pair<char, PieceKind> kCamelLetters[] = {
    {'P', PieceKind::Pawn}, {'C', kCamel},           {'B', PieceKind::Bishop},
    {'R', PieceKind::Rook}, {'Q', PieceKind::Queen}, {'K', PieceKind::King}};
constexpr PieceKind kCamelPromotions[] = {PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                                          kCamel};
constexpr RulesetInfo kCamelInfo{"camel-chess",
                                 "Camel Chess",
                                 "Шахматы с верблюдами",
                                 "Camel Chess",
                                 "Camels for knights: a camel leaps one square and three.",
                                 {}};

FenDialect camelDialect() {
    FenDialect dialect;
    dialect.letters = kCamelLetters;
    return dialect;
}

OrthodoxFeatures camelFeatures() {
    OrthodoxFeatures features;
    features.promotions = kCamelPromotions;
    features.ownPieces = kCamelMovement;
    return features;
}

class CamelChess : public OrthodoxRules {
public:
    CamelChess() : OrthodoxRules(camelDialect(), camelFeatures()) {}
    const RulesetInfo& info() const override { return kCamelInfo; }
    Position startPosition() const override {
        return readFen("rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1").value();
    }
    std::span<const PieceKind> pieceKinds() const override {
        static constexpr PieceKind kKinds[] = {PieceKind::King, PieceKind::Queen,
                                               PieceKind::Rook, PieceKind::Bishop,
                                               kCamel,          PieceKind::Pawn};
        return kKinds;
    }
    std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const override {
        if (kind != kCamel) return OrthodoxRules::pieceSymbol(kind, alphabet);
        return alphabet == PieceAlphabet::Russian ? "В" : "C";
    }
    std::string_view pieceName(PieceKind kind) const override {
        return kind == kCamel ? "camel" : OrthodoxRules::pieceName(kind);
    }
};

RulesetRegistry withTheCamel() {
    RulesetRegistry registry = builtinRulesets();
    registry.add(kCamelInfo, {},
                 [](const RulesetOptions&) { return std::make_unique<CamelChess>(); });
    return registry;
}

std::vector<Move> mainLineMoves(const GameTree& tree) {
    std::vector<Move> moves;
    for (NodeId id : tree.mainLine())
        if (id != tree.root()) moves.push_back(tree.node(id).move);
    return moves;
}

}  // namespace

class TestNewRuleset : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
        QSettings().clear();
    }
    void kingOfTheHillIsPlayedSavedAndReopened();
    void aCamelIsPlayedDrawnListedWrittenAndRead();
};

void TestNewRuleset::kingOfTheHillIsPlayedSavedAndReopened() {
    using testing::clickClick;
    MainWindow window(withTheHill());
    window.show();
    QVERIFY(window.startGame("king-of-the-hill").isEmpty());
    QCOMPARE(sessionOf(window)->rules().info().key, std::string_view("king-of-the-hill"));
    const char* const moves[][2] = {{"e2", "e3"}, {"e7", "e6"}, {"e1", "e2"}, {"e8", "e7"},
                                    {"e2", "d3"}, {"e7", "d6"}, {"d3", "d4"}};
    for (const auto& move : moves) {
        QVERIFY(!sessionOf(window)->over());
        clickClick(boardOf(window), move[0], move[1]);
    }
    QVERIFY(sessionOf(window)->over());
    QVERIFY(sessionOf(window)->end().outcome == Outcome::WhiteWins);
    QVERIFY(!resultTextOf(window).isEmpty());
    const std::vector<Move> played = mainLineMoves(sessionOf(window)->tree());
    QCOMPARE(played.size(), std::size(moves));

    QTemporaryDir dir;
    const QString path = dir.filePath("hill.pgn");
    QVERIFY(documentOf(window)->saveGame(path).isEmpty());

    MainWindow reopened(withTheHill());
    QCOMPARE(documentOf(reopened)->openGame(path), QString());
    QCOMPARE(sessionOf(reopened)->rules().info().key, std::string_view("king-of-the-hill"));
    QVERIFY(mainLineMoves(sessionOf(reopened)->tree()) == played);
    QVERIFY(sessionOf(reopened)->over());
    QVERIFY(sessionOf(reopened)->end().outcome == Outcome::WhiteWins);
    QCOMPARE(resultTextOf(reopened), resultTextOf(window));

    // Listed as a file, the game is checked with the window's rulesets too:
    // not marked as one that cannot be read.
    QSignalSpy checked(gameListOf(reopened)->indexer(), &PgnFileIndexer::checked);
    QCOMPARE(documentOf(reopened)->openFile(path), QString());
    QVERIFY(checked.wait(10000));
    QCOMPARE(checked.front().front().toInt(), 0);
}

void TestNewRuleset::aCamelIsPlayedDrawnListedWrittenAndRead() {
    MainWindow window(withTheCamel());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame("camel-chess").isEmpty());
    BoardWidget* board = boardOf(window);
    // Drawn: the camel's square is not an empty one of the same colour (b1
    // and d3 are both light), though no piece set has a picture of it.
    const QImage shown = board->grab().toImage();
    const auto squareImage = [&](const char* name) {
        return shown.copy(board->squareRect(sq(name)).toRect().adjusted(4, 4, -4, -4));
    };
    QVERIFY(squareImage("b1") != squareImage("d3"));
    // Played: it leaps, and takes, as its movement says; a knight's move is refused.
    drag(board, "b1", "c3");
    QVERIFY(mainLineMoves(sessionOf(window)->tree()).empty());
    drag(board, "b1", "c4");
    drag(board, "g8", "f5");
    drag(board, "c4", "f5");
    const GameSession& session = *sessionOf(window);
    QCOMPARE(mainLineMoves(session.tree()).size(), std::size_t{3});
    QCOMPARE(session.position().at(sq("f5")), Piece(Color::White, kCamel));
    // It gives check as it moves: from f5 it reaches e8, a leap nothing can
    // block, and the king hemmed in by its own pieces is mated.
    QVERIFY(session.over());
    QCOMPARE(session.end().termination, Termination::Checkmate);
    // Written and read as PGN, with its letter.
    QTemporaryDir dir;
    const QString path = dir.filePath("camels.pgn");
    QVERIFY(documentOf(window)->saveGame(path).isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("[Variant \"Camel Chess\"]"), text.constData());
    QVERIFY2(text.contains("1. Cc4 Cf5 2. Cxf5#"), text.constData());
    MainWindow reopened(withTheCamel());
    QCOMPARE(documentOf(reopened)->openGame(path), QString());
    QVERIFY(mainLineMoves(sessionOf(reopened)->tree()) == mainLineMoves(session.tree()));
    // Read in Russian letters too.
    const auto typed = session.rules().readMoveText(session.rules().startPosition(), "Вc4");
    QVERIFY(typed.ok());
    QCOMPARE(typed.value().from(), sq("b1"));
    // Listed in the position editor, named as the ruleset names it.
    PositionEditor editor(session.rulesPointer(), session.position());
    QStringList names;
    for (const QToolButton* button : editor.findChildren<QToolButton*>())
        names << button->accessibleName();
    QVERIFY2(names.contains("White camel") && names.contains("Black camel"),
             qPrintable(names.join(", ")));
    QVERIFY(!names.contains("White knight"));
}

}  // namespace tavleya

QTEST_MAIN(tavleya::TestNewRuleset)
#include "test_new_ruleset.moc"

// A ruleset the program has never heard of, defined here alone, is played
// in the real window, saved and read back: the window and the PGN code ask
// the ruleset, never a variant's name.
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "board_driver.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "variants/classical.h"
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
    QVERIFY(window.document()->saveGame(path).isEmpty());

    MainWindow reopened(withTheHill());
    QCOMPARE(reopened.document()->openGame(path), QString());
    QCOMPARE(sessionOf(reopened)->rules().info().key, std::string_view("king-of-the-hill"));
    QVERIFY(mainLineMoves(sessionOf(reopened)->tree()) == played);
    QVERIFY(sessionOf(reopened)->over());
    QVERIFY(sessionOf(reopened)->end().outcome == Outcome::WhiteWins);
    QCOMPARE(resultTextOf(reopened), resultTextOf(window));

    // Listed as a file, the game is checked with the window's rulesets too:
    // not marked as one that cannot be read.
    QSignalSpy checked(gameListOf(reopened)->indexer(), &PgnFileIndexer::checked);
    QCOMPARE(reopened.document()->openFile(path), QString());
    QVERIFY(checked.wait(10000));
    QCOMPARE(checked.front().front().toInt(), 0);
}

}  // namespace tavleya

QTEST_MAIN(tavleya::TestNewRuleset)
#include "test_new_ruleset.moc"

// Finding a position in a listed file: Edit › Find This Position narrows
// the list to the games that reach the position on the board (by another
// order of moves too), a game opened from it shows that position, and Show
// All brings every game back; once the list's positions are indexed, the
// index finds the same games. The same material, or the same pawns, are
// found too. The opening tree beside the board shows the
// moves the listed games played from the position shown, follows the board,
// and plays the move clicked. Duplicate games are shown, and a copy of the
// file is saved without them.

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "board_presenter.h"
#include "game_document.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_tree_model.h"
#include "game_lists/opening_tree_panel.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "pgn/pgn_reader.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "session_moves.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPositionFinding : public QObject {
    Q_OBJECT

private slots:
    void theListShowsTheGamesThatReachThePosition();
    void theIndexFindsTheSameGames();
    void theSameMaterialOrPawnsAreFound();
    void theOpeningTreeFollowsTheBoard();
    void theOpeningTreeCountsTheGamesListed();
    void duplicatesAreShownAndLeftOut();
};

namespace {

constexpr const char* kGames =
    "[White \"Direct\"]\n[Result \"1-0\"]\n[Date \"1990.01.01\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 "
    "1-0\n\n"
    "[White \"Other\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n"
    "[White \"Transposed\"]\n[Result \"0-1\"]\n[Date \"2000.??.??\"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 "
    "0-1\n";

// Opens `games` (those above unless given) in the window and waits until
// their positions are indexed; returns the file's path, or empty.
QString openIndexed(MainWindow& window, const QTemporaryDir& folder, const char* games = kGames) {
    const QString path = folder.filePath("games.pgn");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(games);
    file.close();
    GameListPanel* panel = gameListOf(window);
    if (!documentOf(window)->openFile(path).isEmpty()) return {};
    if (!QTest::qWaitFor([panel] { return panel->positions() != nullptr; }, 10000)) return {};
    return path;
}

// Finds the position after 1. e4 e5 2. Nf3 Nc6, on the board, in the games
// above: the first and the third reach it, at ply 4.
void findTheFourKnightsGames(MainWindow& window) {
    GameListPanel* panel = gameListOf(window);
    QSignalSpy applied(panel->filter(), &GameFilterModel::filterApplied);
    QCOMPARE(collectionsOf(window)->findPosition(), QString());
    QVERIFY(applied.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 2);
    QCOMPARE(panel->plyReaching(0), std::optional<int>(4));
    QCOMPARE(panel->plyReaching(2), std::optional<int>(4));
    QCOMPARE(panel->plyReaching(1), std::nullopt);
}

}  // namespace

void TestPositionFinding::theListShowsTheGamesThatReachThePosition() {
    MainWindow window;
    QVERIFY(!collectionsOf(window)->findPosition().isEmpty());  // no file listed
    QTemporaryDir folder;
    const QString path = folder.filePath("games.pgn");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "[White \"Direct\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
            "[White \"Other\"]\n\n1. d4 d5 *\n\n"
            "[White \"Transposed\"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 *\n");
    }
    GameListPanel* panel = gameListOf(window);
    QSignalSpy listed(panel, &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(listed.wait(10000));
    QCOMPARE(window.startGame({}), QString());
    GameSession& session = *sessionOf(window);
    Position at = session.position();
    for (const char* text : {"e4", "e5", "Nf3", "Nc6"}) {
        const auto move = session.rules().readMoveText(at, text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
        at = session.rules().play(at, *move);
    }
    findTheFourKnightsGames(window);
    if (QTest::currentTestFailed()) return;
    QVERIFY(panel->showAllButton()->isVisibleTo(panel));
    // The game opened from the list shows where it reaches the position
    // (the one played here is let go without asking).
    session.undoStack()->setClean();
    emit panel->gameChosen(2);
    QCOMPARE(documentOf(window)->listedRow(), 2);
    const auto line = session.tree().mainLine();
    QCOMPARE(line.size(), std::size_t{5});
    QCOMPARE(presenterOf(window)->shown(), line[3]);
    QCOMPARE(session.tree().node(line[3]).position.key(), at.key());
    panel->showAllButton()->click();
    QCOMPARE(panel->filter()->rowCount(), 3);
    QCOMPARE(panel->plyReaching(0), std::nullopt);
}

void TestPositionFinding::theIndexFindsTheSameGames() {
    MainWindow window;
    QTemporaryDir folder;
    QVERIFY(!openIndexed(window, folder).isEmpty());
    QCOMPARE(window.startGame({}), QString());
    play(*sessionOf(window), {"e4", "e5", "Nf3", "Nc6"});
    findTheFourKnightsGames(window);
    if (QTest::currentTestFailed()) return;
}

void TestPositionFinding::theSameMaterialOrPawnsAreFound() {
    MainWindow window;
    QTemporaryDir folder;
    QVERIFY(!openIndexed(window, folder).isEmpty());
    QCOMPARE(window.startGame({}), QString());
    play(*sessionOf(window), {"e4", "e5", "Nf3"});
    GameListPanel* panel = gameListOf(window);
    QSignalSpy applied(panel->filter(), &GameFilterModel::filterApplied);
    // The pawns on e4 and e5 and nowhere else of the e- files: the first game
    // after 1. e4 e5, the third after 2. e4 e5; not the d-pawns' game.
    window.findChild<QAction*>(QStringLiteral("findPawns"))->trigger();
    QVERIFY(applied.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 2);
    QCOMPARE(panel->plyReaching(0), std::optional<int>(2));
    QCOMPARE(panel->plyReaching(2), std::optional<int>(4));
    QCOMPARE(panel->plyReaching(1), std::nullopt);
    // Nothing taken yet: every game has that material from its start.
    window.findChild<QAction*>(QStringLiteral("findMaterial"))->trigger();
    QVERIFY(applied.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 3);
    for (int row = 0; row < 3; ++row) QCOMPARE(panel->plyReaching(row), std::optional<int>(0));
}

void TestPositionFinding::theOpeningTreeFollowsTheBoard() {
    MainWindow window;
    window.show();
    OpeningTreePanel* tree = openingTreeOf(window);
    window.findChild<QAction*>(QStringLiteral("showOpeningTree"))->trigger();
    QVERIFY(tree->isVisible());
    QCOMPARE(tree->model()->rowCount(), 0);
    QTemporaryDir folder;
    QVERIFY(!openIndexed(window, folder).isEmpty());
    QCOMPARE(window.startGame({}), QString());
    // From the start: 1. e4 (1-0, 1990), 1. d4 (draw), 1. Nf3 (0-1, 2000).
    OpeningTreeModel* model = tree->model();
    QTRY_COMPARE(model->rowCount(), 3);
    QCOMPARE(model->games(), 3);
    const auto cell = [model](int row, int column) {
        return model->data(model->index(row, column), Qt::DisplayRole).toString();
    };
    QStringList first;
    for (int row = 0; row < 3; ++row) first << cell(row, OpeningTreeModel::MoveColumn);
    first.sort();
    QCOMPARE(first, QStringList({"Nf3", "d4", "e4"}));
    for (int row = 0; row < 3; ++row) {
        const QString move = cell(row, OpeningTreeModel::MoveColumn);
        QCOMPARE(cell(row, OpeningTreeModel::Games), QStringLiteral("1"));
        QCOMPARE(cell(row, OpeningTreeModel::Score), move == "e4"   ? QStringLiteral("100%")
                                                     : move == "d4" ? "50%"
                                                                    : "0%");
        QCOMPARE(cell(row, OpeningTreeModel::Year), move == "e4"   ? QStringLiteral("1990")
                                                    : move == "d4" ? ""
                                                                   : "2000");
    }
    // The arrow keys choose a row of the tree, not another variation.
    tree->view()->setFocus();
    tree->view()->setCurrentIndex(model->index(0, 0));
    QTest::keyClick(tree->view(), Qt::Key_Down);
    QCOMPARE(tree->view()->currentIndex().row(), 1);
    QTest::keyClick(tree->view(), Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    sessionOf(window)->takeBack();
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    QTRY_COMPARE(model->rowCount(), 3);
    // The board's moves are followed: after 1. e4 e5 2. Nf3 Nc6 both games
    // that get there went on, each its own way.
    play(*sessionOf(window), {"e4", "e5", "Nf3", "Nc6"});
    QTRY_COMPARE(model->games(), 2);
    QStringList next;
    for (int row = 0; row < model->rowCount(); ++row)
        next << cell(row, OpeningTreeModel::MoveColumn);
    next.sort();
    QCOMPARE(next, QStringList({"Bb5", "Bc4"}));
    // A click on a move plays it.
    const int bc4 = cell(0, OpeningTreeModel::MoveColumn) == "Bc4" ? 0 : 1;
    QTest::mouseClick(tree->view()->viewport(), Qt::LeftButton, {},
                      tree->view()->visualRect(model->index(bc4, 0)).center());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{5});
    // The second click of a double click plays nothing more.
    QTest::mouseDClick(tree->view()->viewport(), Qt::LeftButton, {},
                       tree->view()->visualRect(model->index(0, 0)).center());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{5});
    QTRY_COMPARE(model->rowCount(), 0);  // the game ended there
    QVERIFY(tree->status()->text().contains("No game"));
}

void TestPositionFinding::theOpeningTreeCountsTheGamesListed() {
    MainWindow window;
    window.show();
    OpeningTreePanel* tree = openingTreeOf(window);
    window.findChild<QAction*>(QStringLiteral("showOpeningTree"))->trigger();
    QTemporaryDir folder;
    QVERIFY(!openIndexed(window, folder).isEmpty());
    QCOMPARE(window.startGame({}), QString());
    OpeningTreeModel* model = tree->model();
    QTRY_COMPARE(model->rowCount(), 3);
    // The list filtered to the games of "Other": its 1. d4 alone.
    GameListPanel* panel = gameListOf(window);
    QSignalSpy applied(panel->filter(), &GameFilterModel::filterApplied);
    panel->filterText()->setText(QStringLiteral("Other"));
    QVERIFY(applied.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 1);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->data(model->index(0, OpeningTreeModel::MoveColumn), Qt::DisplayRole).toString(),
             QStringLiteral("d4"));
    QVERIFY(tree->status()->text().contains(QStringLiteral("listed")));
    // Every game again.
    panel->filterText()->clear();
    QTRY_COMPARE(model->rowCount(), 3);
    QVERIFY(tree->status()->text().contains(QStringLiteral("file")));
}

void TestPositionFinding::duplicatesAreShownAndLeftOut() {
    MainWindow window;
    QVERIFY(!collectionsOf(window)->findDuplicates().isEmpty());  // no file listed
    QTemporaryDir folder;
    const QString path =
        openIndexed(window, folder,
                    "[White \"A\"]\n[Black \"B\"]\n[Date \"2001.01.01\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                    // The same game again, written otherwise: a repeat.
                    "[White \"A\"]\n[Black \"B\"]\n[Date \"2001.01.01\"]\n\n"
                    "1.e4 {a comment} e5 (1...c5) 2.Nf3 *\n\n"
                    // The same moves by other players: not a repeat.
                    "[White \"C\"]\n[Black \"B\"]\n[Date \"2001.01.01\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                    // Another order of moves to the same position: not one.
                    "[White \"A\"]\n[Black \"B\"]\n[Date \"2001.01.01\"]\n\n1. Nf3 e5 2. e4 *\n");
    QVERIFY(!path.isEmpty());
    GameListPanel* panel = gameListOf(window);
    QCOMPARE(collectionsOf(window)->findDuplicates(), QString());
    QCOMPARE(panel->filter()->rowCount(), 1);
    QCOMPARE(panel->filter()->mapToSource(panel->filter()->index(0, 0)).row(), 1);
    QVERIFY(panel->showAllButton()->isVisibleTo(panel));
    // The count says which games are shown.
    QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("gameCount"))->text(),
             QStringLiteral("1 of 4 games (repeats of earlier games)"));
    QVERIFY(
        !collectionsOf(window)->saveWithoutDuplicates(path).isEmpty());  // not over the file read
    const QString out = folder.filePath("without.pgn");
    QCOMPARE(collectionsOf(window)->saveWithoutDuplicates(out), QString());
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto games = readPgnText(written.readAll().toStdString());
    QCOMPARE(games.size(), std::size_t{3});
    QStringList whites;
    for (const auto& game : games) {
        QVERIFY(game.game);
        whites << QString::fromStdString(std::string(game.game->tag("White")));
    }
    QCOMPARE(whites, QStringList({"A", "C", "A"}));
    QVERIFY(!games[0].game->tree.mainLine().empty());
    QVERIFY(games[2].game->tree.node(games[2].game->tree.mainLine()[0]).move !=
            games[0].game->tree.node(games[0].game->tree.mainLine()[0]).move);
}

TAVLEYA_GUI_TEST_MAIN(TestPositionFinding)
#include "test_position_finding.moc"

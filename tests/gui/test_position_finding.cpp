// Finding a position in a listed file: Edit › Find This Position narrows
// the list to the games that reach the position on the board (by another
// order of moves too), a game opened from it shows that position, and Show
// All brings every game back.

#include <QAction>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "board_presenter.h"
#include "game_document.h"
#include "game_filter_model.h"
#include "game_list_model.h"
#include "game_list_panel.h"
#include "game_session.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "ruleset_registry.h"

using namespace tavleya;

class TestPositionFinding : public QObject {
    Q_OBJECT

private slots:
    void theListShowsTheGamesThatReachThePosition();
};

void TestPositionFinding::theListShowsTheGamesThatReachThePosition() {
    MainWindow window;
    QVERIFY(!window.findPosition().isEmpty());  // no file listed
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
    GameListPanel* panel = window.gameList();
    QSignalSpy listed(panel, &GameListPanel::finished);
    QCOMPARE(window.document()->openFile(path), QString());
    QVERIFY(listed.wait(10000));
    QCOMPARE(window.startGame({}), QString());
    GameSession& session = *window.session();
    Position at = session.position();
    for (const char* text : {"e4", "e5", "Nf3", "Nc6"}) {
        const auto move = session.rules().readMoveText(at, text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
        at = session.rules().play(at, *move);
    }
    QSignalSpy applied(panel->filter(), &GameFilterModel::filterApplied);
    QCOMPARE(window.findPosition(), QString());
    QVERIFY(applied.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 2);
    QCOMPARE(panel->plyReaching(0), std::optional<int>(4));
    QCOMPARE(panel->plyReaching(2), std::optional<int>(4));
    QCOMPARE(panel->plyReaching(1), std::nullopt);
    QVERIFY(panel->showAllButton()->isVisibleTo(panel));
    // The game opened from the list shows where it reaches the position
    // (the one played here is let go without asking).
    session.undoStack()->setClean();
    emit panel->gameChosen(2);
    QCOMPARE(window.document()->listedRow(), 2);
    const auto line = session.tree().mainLine();
    QCOMPARE(line.size(), std::size_t{5});
    QCOMPARE(window.presenter()->shown(), line[3]);
    QCOMPARE(session.tree().node(line[3]).position.key(), at.key());
    panel->showAllButton()->click();
    QCOMPARE(panel->filter()->rowCount(), 3);
    QCOMPARE(panel->plyReaching(0), std::nullopt);
}

TAVLEYA_GUI_TEST_MAIN(TestPositionFinding)
#include "test_position_finding.moc"

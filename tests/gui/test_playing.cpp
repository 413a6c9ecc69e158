// Playing at the board with the mouse: drag and click moves, a snapped-back
// illegal drop, Scholar's mate and its result banner, takeback restoring the
// position and both clocks, a flag fall that is a draw because the opponent
// cannot mate, resignation, and the move list model.

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include "board/board_model.h"
#include "board/board_widget.h"
#include "board/pocket_widget.h"
#include "board/tower_layout.h"
#include "board/tower_panel.h"
#include "board_driver.h"
#include "board_presenter.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/position_editor.h"
#include "game/draw_offer.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "notation/move_reader.h"
#include "pgn/pgn_writer.h"
#include "placing_turn_controller.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_entry.h"
#include "play/move_list_model.h"
#include "play/player_clock.h"
#include "ruleset_registry.h"
#include "secret_setup_controller.h"
#include "session_moves.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "text/game_end_text.h"
#include "text/piece_words.h"
#include "translations.h"
#include "variants/tavreli_pieces.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// The board's squares on the screen: what a question must not cover.
QRect squaresOnScreen(const BoardWidget* board) {
    const QRect squares =
        board->squareRect(Square::at(0, 0)).united(board->squareRect(Square::at(7, 7))).toRect();
    return {board->mapToGlobal(squares.topLeft()), squares.size()};
}

void pickNotation(MainWindow& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == text) action->trigger();
}

}  // namespace

class TestPlaying : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void castlingMarksWhereKingAndRookWent_data();
    void castlingMarksWhereKingAndRookWent();
    // The view choices (notation, face to face …) are remembered in the
    // settings: each test starts from the defaults.
    void cleanup() {
        QSettings().remove("view");
        QSettings().remove("window");
    }
    void scholarsMateWithTheMouse();
    void illegalDropSnapsBack();
    void takebackRestoresPositionAndClocks();
    void flagFallAgainstALoneKingIsADraw();
    void flagFallsWithNoClockShown();
    void resignation();
    void nothingToResignBeforeTheFirstMove();
    void takebackAfterTheEndRevivesTheClock();
    void moveListModel();
    void scoreSheetGrowsRowByRow();
    void boardModel();
    void tavreliSplitThroughTheChooser();
    void saveAndOpenKeepsMovesAndClocks();
    void delaysAndFixedTimesSurviveSaving();
    void finishedGamesComeBackFinished();
    void newGameDialog();
    void theMoveBoxSuggestsMovesOfTheGame();
    void newGameDialogReadsBackTheTimeControl();
    void playFromAPastedPositionWithAClock();
    void clocksStandOnTheirPlayersSides();
    void aNewGamesClockStartsAsOverTheBoard();
    void typingMoves();
    void typingMovesOfVariants();
    void crazyhouseDropFromThePocket();
    void goingThroughTheGame();
    void claimingAThreefoldRepetition();
    void notationSwitch();
    void viewChoicesAreRemembered();
    void movesGlide();
    void kingchessPlacingTurn();
    void placingTurnReadWholeOnTheScoreSheet();
    void secretSetupForBothPlayers();
    void secretSetupExposedKing();
    void towerCompositionOnHover();
    void theKeyboardMovesPieces();
    void undoNamesTheMoveInTheNotationChosen();
    void aDrawOfferTypedWithTheMove();
    void aNewGameCancelledLeavesTheClockRunning();
    void clickingTheSheetGivesTheKeysToTheBoard();
    void theBoardIsDescribedToAssistiveTechnology();
    void pawnsShowWhatTheyWillBecome();
    void towersOfAnyHeightFitTheirSquare();
    void everyButtonAndPieceHasAName();
    void chess960CastlingByMouse();
    void chess960KingPutBackDoesNotCastle();
    void tavreliSplitByGrabbingTheStack();
    void tavreliChooserFollowsTheNotation();
    void choicesDoNotSayTheyMate();
    void typingTavreliMovesAsInChess();
    void faceToFaceTurnsTheFarPieces();
    void drawOfferMarkedOnTheScoreSheet();
    void claimWithTheIntendedMove();
    void fiftyMoveClaimWithTheIntendedMove();
    void differentTimeForEachSide();
    void languageSetting();
    void statusBarSaysHowTheGameEnded();
    void newGameDialogKeepsItsRowsSteady();
    void messagesAreSentences();
};

void TestPlaying::initTestCase() {
    // Settings written by the dialogs go to a test location.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    QSettings().clear();
}

void TestPlaying::scholarsMateWithTheMouse() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e4");
    clickClick(board, "e7", "e5");
    drag(board, "f1", "c4");
    clickClick(board, "b8", "c6");
    drag(board, "d1", "h5");
    drag(board, "g8", "f6");
    QVERIFY(resultTextOf(window).isEmpty());
    drag(board, "h5", "f7");
    QCOMPARE(board->position().at(sq("f7")), Piece(Color::White, PieceKind::Queen));
    QCOMPARE(sessionOf(window)->end().termination, Termination::Checkmate);
    QCOMPARE(resultTextOf(window), QString("1–0  White won by checkmate"));
    QVERIFY(window.findChild<QLabel*>("resultBanner")->isVisible());
    // After the end no piece can be picked up.
    QTest::mousePress(board, Qt::LeftButton, {}, at(board, "e8"));
    QVERIFY(!board->selected().valid());
}

void TestPlaying::illegalDropSnapsBack() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e5");  // not a legal destination
    QCOMPARE(board->position().at(sq("e2")), Piece(Color::White, PieceKind::Pawn));
    QVERIFY(board->position().at(sq("e5")).empty());
    QVERIFY(!board->selected().valid());
    // A black piece cannot be picked up on White's move.
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "e7"));
    QVERIFY(!board->selected().valid());
    // A click selects; a click on the same square again keeps the selection.
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "g1"));
    QCOMPARE(board->selected(), sq("g1"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{0});
}

void TestPlaying::takebackRestoresPositionAndClocks() {
    Millis now = 0;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto rules = builtinRulesets().create("classical").value();
    sessionOf(window)->start(rules, TimeControl::fromText("5+3").value(), [&now] { return now; });
    BoardWidget* board = boardOf(window);
    now = 1000;
    drag(board, "e2", "e4");  // the clock starts with White's first move
    now = 8000;
    drag(board, "e7", "e5");  // Black thought 7 s and gains 3
    ChessClock* clock = sessionOf(window)->clock();
    QCOMPARE(clock->timeLeft(Color::White), Millis{303'000});
    QCOMPARE(clock->timeLeft(Color::Black), Millis{296'000});
    auto* panel = window.findChild<ClockPanel*>();
    panel->refresh();
    QCOMPARE(panel->shownTime(Color::Black), QString("4:56"));
    const Position afterE4 =
        sessionOf(window)->tree().node(sessionOf(window)->tree().mainLine()[0]).position;
    now = 20000;
    window.findChild<QAction*>("takeBack")->trigger();
    QCOMPARE(board->position(), afterE4);
    QCOMPARE(clock->running(), Color::Black);
    QCOMPARE(clock->timeLeft(Color::White), Millis{303'000});
    QCOMPARE(clock->timeLeft(Color::Black), Millis{300'000});
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    // Paused, Black's clock stands still and no piece can be moved.
    QAction* pause = window.findChild<QAction*>("pauseClock");
    QVERIFY(pause->isEnabled());
    pause->trigger();
    QVERIFY(sessionOf(window)->paused());
    // The board says so, and offers the way back.
    auto* resume = window.findChild<QPushButton*>("resumeClock");
    QVERIFY(resume->isVisible());
    QVERIFY(board->geometry().contains(board->mapToParent(resume->geometry().center())));
    now = 80000;
    drag(board, "e7", "e5");
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    resume->click();
    QVERIFY(!sessionOf(window)->paused());
    QVERIFY(!resume->isVisible());
    QVERIFY(!pause->isChecked());
    QCOMPARE(clock->timeLeft(Color::Black), Millis{300'000});
    QCOMPARE(ClockPanel::formatTime(9'400), QString("0:09.4"));
    QCOMPARE(ClockPanel::formatTime(3'903'000), QString("1:05:03"));
}

void TestPlaying::flagFallAgainstALoneKingIsADraw() {
    // White's flag falls, but Black has only the king: a draw (FIDE 6.9).
    GameSession session;
    Millis now = 0;
    auto rules = builtinRulesets().create("classical").value();
    session.start(
        rules, TimeControl::fromText("1+0").value(), [&now] { return now; },
        rules->readFen("k7/8/8/8/8/8/8/KQ6 w - - 0 1").value());
    QVERIFY(session.play(*readMove(*rules, session.position(), "Qb3")));
    QVERIFY(session.play(*readMove(*rules, session.position(), "Ka7")));
    now = 30'000;
    QVERIFY(!session.checkFlag());
    now = 61'000;  // White's minute is gone
    QVERIFY(session.checkFlag());
    QCOMPARE(session.end().termination, Termination::FlagFall);
    QCOMPARE(session.end().outcome, Outcome::Draw);
    QCOMPARE(describeGameEnd(session.end()),
             QString("½–½  Draw: time ran out, but Black cannot mate"));
    QVERIFY(!session.play(*readMove(*rules, session.position(), "Qb4")));
    // The same fall with Black's queen on the board loses.
    session.start(
        rules, TimeControl::fromText("1+0").value(), [&now] { return now; },
        rules->readFen("k7/8/8/8/8/8/q7/K7 w - - 0 1").value());
    now = 0;
    QVERIFY(session.play(*readMove(*rules, session.position(), "Kxa2")));
    QVERIFY(session.end().over());  // K vs K: a dead position ends at once
    QCOMPARE(session.end().termination, Termination::DeadPosition);
    QCOMPARE(describeGameEnd(session.end()), QString("½–½  Draw: neither side can mate"));
    // Black's rook can still mate: White's fall loses.
    session.start(
        rules, TimeControl::fromText("1+0").value(), [&now] { return now; },
        rules->readFen("k7/8/8/8/8/8/8/K6r w - - 0 1").value());
    QVERIFY(session.play(*readMove(*rules, session.position(), "Ka2")));
    QVERIFY(session.play(*readMove(*rules, session.position(), "Rh2+")));
    now = 200'000;
    QVERIFY(session.checkFlag());
    QCOMPARE(describeGameEnd(session.end()), QString("0–1  Black won on time"));
    // The move limit is the game's own: Shatranj's historical ends draw after 70.
    auto shatranj =
        builtinRulesets().create("shatranj", {{"shatranj.historicalEnd", "on"}}).value();
    session.start(
        shatranj, TimeControl::fromText("5+0").value(), [&now] { return now; },
        shatranj->readFen("4k3/4p3/8/8/8/8/3R4/4K3 w - - 139 100").value());
    QVERIFY(session.play(*readMove(*shatranj, session.position(), "Rd3")));
    QCOMPARE(describeGameEnd(session.end()),
             QString("½–½  Draw: 70 moves without a capture or pawn move"));
}

void TestPlaying::flagFallsWithNoClockShown() {
    // No clock panel, no window: the session ends the game when time is up.
    GameSession session;
    auto rules = builtinRulesets().create("classical").value();
    session.start(rules, TimeControl::suddenDeath(300));
    QSignalSpy over(&session, &GameSession::gameOver);
    QVERIFY(session.play(*readMove(*rules, session.position(), "e4")));
    QVERIFY(over.wait(3000));
    QCOMPARE(session.end().termination, Termination::FlagFall);
    QCOMPARE(session.end().outcome, Outcome::WhiteWins);
    // A paused clock's flag does not fall: a minute paused costs nothing,
    // and the flag falls when the time left after the pause is up.
    Millis now = 0;
    session.start(rules, TimeControl::suddenDeath(300), [&now] { return now; });
    QVERIFY(session.play(*readMove(*rules, session.position(), "e4")));
    now = 100;
    QVERIFY(session.setPaused(true));
    now = 60'100;
    QVERIFY(session.setPaused(false));
    QVERIFY(!session.end().over());
    QCOMPARE(session.clock()->timeLeft(Color::Black), Millis{200});
    over.clear();
    now = 60'300;
    QVERIFY(over.wait(3000));
    QCOMPARE(session.end().termination, Termination::FlagFall);
}

void TestPlaying::resignation() {
    // Asked who resigns; Escape or Enter (Cancel is the default) resign nobody.
    // Either may resign on the other's turn.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* resign = window.findChild<QAction*>("resign");
    drag(boardOf(window), "e2", "e4");
    const auto answer = [](const char* button, Qt::Key key = Qt::Key_unknown) {
        QTimer::singleShot(0, [button, key] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->objectName(), QString("resignChooser"));
            if (button)
                box->findChild<QAbstractButton*>(button)->click();
            else
                QTest::keyClick(box, key);
        });
    };
    answer(nullptr, Qt::Key_Escape);
    resign->trigger();
    answer(nullptr, Qt::Key_Return);
    resign->trigger();
    QVERIFY(!sessionOf(window)->over());
    answer("blackResigns");
    resign->trigger();
    QCOMPARE(sessionOf(window)->end().outcome, Outcome::WhiteWins);
    QCOMPARE(resultTextOf(window), QString("1–0  White won: Black resigned"));
    QVERIFY(!resign->isEnabled());
}

void TestPlaying::nothingToResignBeforeTheFirstMove() {
    // Before a move there is no game to resign: New Game starts over.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* resign = window.findChild<QAction*>("resign");
    QVERIFY(!resign->isEnabled());
    resign->trigger();
    QVERIFY(!QApplication::activeModalWidget());
    drag(boardOf(window), "e2", "e4");
    QVERIFY(resign->isEnabled());
    // Nor in a game from a position set up, or in Kingchess before the first
    // placing turn is confirmed.
    QCOMPARE(window.startGame("classical", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), QString());
    QVERIFY(!resign->isEnabled());
    QCOMPARE(window.startGame("kingchess"), QString());
    PocketWidget* white = pocketOf(window, Color::White);
    QTest::mouseClick(white, Qt::LeftButton, {}, white->kindRect(PieceKind::King).center());
    QTest::mouseClick(boardOf(window), Qt::LeftButton, {}, at(boardOf(window), "e1"));
    QVERIFY(!resign->isEnabled());
    window.findChild<QPushButton*>("confirmTurn")->click();
    QVERIFY(resign->isEnabled());
}

void TestPlaying::takebackAfterTheEndRevivesTheClock() {
    // Resigned, then taken back: the game goes on with both clocks as they
    // stood at the move taken back, and the next [%clk] is the mover's.
    Millis now = 0;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto rules = builtinRulesets().create("classical").value();
    sessionOf(window)->start(rules, TimeControl::fromText("5+0").value(), [&now] { return now; });
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e4");
    now = 10'000;
    drag(board, "e7", "e5");  // Black: 4:50
    now = 15'000;
    sessionOf(window)->resign(Color::White);
    QVERIFY(sessionOf(window)->over());
    QAction* pause = window.findChild<QAction*>("pauseClock");
    QVERIFY(!pause->isEnabled());
    window.findChild<QAction*>("takeBack")->trigger();
    QVERIFY(!sessionOf(window)->over());
    ChessClock* clock = sessionOf(window)->clock();
    QCOMPARE(clock->state(), ChessClock::State::Running);
    QCOMPARE(clock->running(), Color::Black);
    QVERIFY(pause->isEnabled());
    now = 19'000;
    drag(board, "c7", "c5");
    const GameTree& tree = sessionOf(window)->tree();
    QCOMPARE(tree.node(tree.mainLine()[1]).commands.clock, std::optional<Millis>(296'000));
    QCOMPARE(clock->running(), Color::White);
}

void TestPlaying::scoreSheetGrowsRowByRow() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAbstractItemModelTester tester(moveListOf(window));
    QSignalSpy resets(moveListOf(window), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(moveListOf(window), &QAbstractItemModel::rowsInserted);
    drag(boardOf(window), "e2", "e4");  // a new row
    drag(boardOf(window), "e7", "e5");  // the same row, Black's cell
    drag(boardOf(window), "g1", "f3");  // a new row
    QCOMPARE(resets.count(), 0);
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(moveListOf(window)->rowCount(), 2);
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::BlackColumn).data().toString(),
             QString("e5"));
    // A move in an earlier position makes a variation: laid out afresh.
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Left);
    drag(boardOf(window), "c7", "c5");
    QCOMPARE(resets.count(), 1);
    QCOMPARE(moveListOf(window)->rowCount(moveListOf(window)->index(0, 0)), 1);
}

void TestPlaying::moveListModel() {
    GameSession session;
    auto rules = builtinRulesets().create("classical").value();
    session.start(rules, std::nullopt);
    MoveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(&session.tree());
    for (const char* san : {"e4", "e5", "Nf3"})
        session.play(*readMove(*rules, session.position(), san));
    model.refresh();
    // A score sheet: numbered pairs, White's and Black's moves side by side.
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    const auto text = [&](int row, int column, const QModelIndex& parent = {}) {
        return model.index(row, column, parent).data().toString();
    };
    QCOMPARE(text(0, 0), QString("1."));
    QCOMPARE(text(0, 1), QString("e4"));
    QCOMPARE(text(0, 2), QString("e5"));
    QCOMPARE(text(1, 0), QString("2."));
    QCOMPARE(text(1, 1), QString("Nf3"));
    QCOMPARE(text(1, 2), QString());
    // Variations: 1... c5 2. Nf3 and 1... e6 hang under the first row, each
    // numbered afresh (Black's first: White's cell holds an ellipsis).
    GameTree& tree = const_cast<GameTree&>(session.tree());
    const NodeId e4 = tree.mainLine()[0];
    const NodeId c5 = tree.addMove(e4, *readMove(*rules, tree.node(e4).position, "c5"));
    const NodeId nf3 = tree.addMove(c5, *readMove(*rules, tree.node(c5).position, "Nf3"));
    const NodeId e6 = tree.addMove(e4, *readMove(*rules, tree.node(e4).position, "e6"));
    tree.setNags(e6, {2});
    model.refresh();
    const QModelIndex first = model.index(0, 0);
    QCOMPARE(model.rowCount(first), 3);
    QCOMPARE(model.rowCount(model.index(0, 1)), 0);  // only the first column has children
    QCOMPARE(text(0, 0, first), QString("1."));
    QCOMPARE(text(0, 1, first), QString("…"));
    QCOMPARE(text(0, 2, first), QString("c5"));
    QCOMPARE(text(1, 1, first), QString("Nf3"));
    QCOMPARE(text(2, 2, first), QString("e6?"));
    QCOMPARE(model.nodeAt(model.index(2, 2, first)), e6);
    QCOMPARE(model.nodeAt(model.index(0, 2)), tree.mainLine()[1]);
    QCOMPARE(model.parent(model.index(2, 2, first)), first);
    QCOMPARE(model.indexOf(c5), model.index(0, 2, first));
    QCOMPARE(model.indexOf(nf3), model.index(1, 1, first));
    QCOMPARE(model.indexOf(tree.mainLine()[2]), model.index(1, 1));
    model.setNotation(kSanRussian);
    QCOMPARE(text(1, 1, first), QString("Кf3"));
}

void TestPlaying::boardModel() {
    BoardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), 8);
    QCOMPARE(BoardModel::squareAt(model.index(0, 0)), sq("a8"));
    QCOMPARE(BoardModel::squareAt(model.index(7, 4)), sq("e1"));
    QCOMPARE(model.indexOf(sq("h1")), model.index(7, 7));
    auto rules = builtinRulesets().create("tavreli").value();
    model.setPosition(rules->readFen("4k3/8/8/8/3(NpP)4/8/8/4K3 w - - -/- 0 1").value());
    const QModelIndex d4 = model.indexOf(sq("d4"));
    const auto stack = d4.data(BoardModel::StackRole).value<std::vector<Piece>>();
    QCOMPARE(stack.size(), std::size_t{3});
    QCOMPARE(stack.front(), Piece(Color::White, PieceKind::Knight));
    // Told no names, the usual ones; pawns say what they will become.
    QCOMPARE(d4.data(Qt::ToolTipRole).toString(),
             QString("White knight, Black pawn (promotes to queen), "
                     "White pawn (promotes to queen)"));
    model.setPieceWords(PieceWords(*rules));
    QCOMPARE(model.describe(sq("d4"), 2),
             QString("White horseman, Black soldier (promotes to duke)"));
    QVERIFY(
        model.indexOf(sq("d5")).data(BoardModel::StackRole).value<std::vector<Piece>>().empty());
    // Highlights, destinations and drop targets are what it is told.
    QSignalSpy changed(&model, &BoardModel::dataChanged);
    model.setHighlights(bit(sq("d2")) | bit(sq("d4")), sq("e8"));
    QCOMPARE(changed.size(), 1);
    QVERIFY(d4.data(BoardModel::LastMoveRole).toBool());
    QVERIFY(!model.indexOf(sq("d3")).data(BoardModel::LastMoveRole).toBool());
    QVERIFY(model.indexOf(sq("e8")).data(BoardModel::CheckRole).toBool());
    std::array<Bitboard, 64> destinations{};
    destinations[sq("d4").index()] = bit(sq("f5")) | bit(sq("b5"));
    model.setDestinations(destinations);
    QCOMPARE(d4.data(BoardModel::DestinationsRole).toULongLong(),
             static_cast<quint64>(bit(sq("f5")) | bit(sq("b5"))));
    model.setDropTargets(PieceKind::Knight, bit(sq("c3")));
    QVERIFY(model.indexOf(sq("c3")).data(BoardModel::DropTargetRole).toBool());
    QCOMPARE(model.dropKind(), PieceKind::Knight);
}

void TestPlaying::tavreliSplitThroughTheChooser() {
    // White's tower on d4 (knight on a pawn) can move whole or send its top
    // alone; the chooser asks which. Taking one frees the pawn beneath.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NP)4/8/8/4K3 w - - -/- 0 1"), QString());
    BoardWidget* board = boardOf(window);
    QString offered, described;
    QList<QSize> pictures;
    int shownAt = 0;
    QTimer::singleShot(0, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* action : menu->actions()) {
            offered += action->text() + "|";
            described += action->toolTip() + "|";
            pictures << action->icon().availableSizes().value(0);
        }
        shownAt = menu->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, menu);
        // The first choice, ready for Enter, takes the top piece alone.
        QCOMPARE(menu->activeAction(), menu->actions().first());
        QTest::keyClick(menu, Qt::Key_Return);
    });
    drag(board, "d4", "f5");
    QCOMPARE(offered, QString("d4(1)-f5\t1 piece|d4-f5\t2 pieces|"));
    QCOMPARE(described, QString("White horseman|"
                                "White horseman, White soldier (promotes to duke)|"));
    // Each choice drawn large: the knight alone, then knight and pawn together.
    const int square = static_cast<int>(board->squareRect(sq("f5")).height());
    QCOMPARE(pictures.size(), 2);
    QVERIFY(pictures[0].height() >= square * 3 / 4);
    QCOMPARE(shownAt, pictures[0].height());
    QCOMPARE(pictures[1], pictures[0]);  // the same size, as the menu shows them
    QCOMPARE(board->position().at(sq("f5")), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(board->position().at(sq("d4")).kind(), PieceKind::Pawn);
    QCOMPARE(board->position().towers().height(sq("f5")), 0);
}

void TestPlaying::saveAndOpenKeepsMovesAndClocks() {
    QTemporaryDir dir;
    const QString path = dir.filePath("game.pgn");
    Millis now = 0;
    {
        MainWindow window;
        sessionOf(window)->start(builtinRulesets().create("classical").value(),
                                 TimeControl::fromText("5+3").value(), [&now] { return now; });
        auto rules = sessionOf(window)->rulesPointer();
        for (const char* san : {"e4", "e5", "Nf3"}) {
            now += 4000;
            QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), san)));
        }
        QCOMPARE(documentOf(window)->saveGame(path), QString());
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains("[TimeControl \"300+3\"]"), qPrintable(text));
    QVERIFY2(
        text.contains("1. e4 {[%clk 0:05:03]} 1... e5 {[%clk 0:04:59]} 2. Nf3 {[%clk 0:05:02]}"),
        qPrintable(text));
    MainWindow reopened;
    QCOMPARE(documentOf(reopened)->openGame(path), QString());
    QCOMPARE(sessionOf(reopened)->tree().mainLine().size(), std::size_t{3});
    QCOMPARE(sessionOf(reopened)->clock()->timeLeft(Color::White), Millis{302'000});
    // The game waits for the players, Black's clock at what it had; it runs
    // (in real time) once they go on.
    QVERIFY(sessionOf(reopened)->paused());
    QCOMPARE(sessionOf(reopened)->clock()->timeLeft(Color::Black), Millis{299'000});
    QCOMPARE(sessionOf(reopened)->position().sideToMove(), Color::Black);
    QVERIFY(sessionOf(reopened)->setPaused(false));
    QTRY_VERIFY(sessionOf(reopened)->clock()->timeLeft(Color::Black) < 299'000);
    // A broken file says where.
    QFile broken(dir.filePath("broken.pgn"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("[Event \"x\"]\n\n1. e4 e4 *\n");
    broken.close();
    QVERIFY(documentOf(reopened)
                ->openGame(broken.fileName())
                .endsWith("broken.pgn:3:7: illegal move 'e4': no black pawn can move to e4 (move "
                          "1, Black to move)"));
}

void TestPlaying::delaysAndFixedTimesSurviveSaving() {
    // Controls the PGN tag cannot say come back exactly, not untimed.
    QTemporaryDir dir;
    for (const char* typed : {"5 d5", "25 b10", "30s/move", "hourglass 3"}) {
        const QString path = dir.filePath(QString("game%1.pgn").arg(typed[0]));
        const TimeControl control = TimeControl::fromText(typed).value();
        {
            MainWindow window;
            sessionOf(window)->start(builtinRulesets().create("classical").value(), control);
            QVERIFY(sessionOf(window)->play(
                *readMove(sessionOf(window)->rules(), sessionOf(window)->position(), "e4")));
            QCOMPARE(documentOf(window)->saveGame(path), QString());
        }
        MainWindow reopened;
        QCOMPARE(documentOf(reopened)->openGame(path), QString());
        QVERIFY2(sessionOf(reopened)->clock(), typed);
        QCOMPARE(sessionOf(reopened)->clock()->control(Color::White), control);
        QCOMPARE(sessionOf(reopened)->clock()->control(Color::Black), control);
    }
}

void TestPlaying::finishedGamesComeBackFinished() {
    QTemporaryDir dir;
    const QString path = dir.filePath("ended.pgn");
    Millis now = 0;
    const auto play = [](MainWindow& window, const char* san) {
        return sessionOf(window)->play(
            *readMove(sessionOf(window)->rules(), sessionOf(window)->position(), san));
    };
    for (int ending = 0; ending < 2; ++ending) {
        {
            MainWindow window;
            sessionOf(window)->start(builtinRulesets().create("classical").value(),
                                     TimeControl::fromText("1+0").value(), [&now] { return now; });
            QVERIFY(play(window, "e4"));
            now += 5000;
            QVERIFY(play(window, "e5"));
            if (ending == 0) {
                sessionOf(window)->resign(Color::Black);
            } else {
                now += 70'000;  // White's minute runs out
                QVERIFY(sessionOf(window)->checkFlag());
            }
            QCOMPARE(documentOf(window)->saveGame(path), QString());
        }
        MainWindow reopened;
        QCOMPARE(documentOf(reopened)->openGame(path), QString());
        QVERIFY(sessionOf(reopened)->over());
        QCOMPARE(resultTextOf(reopened), ending == 0 ? QString("1–0  White won: Black resigned")
                                                     : QString("0–1  Black won on time"));
        QVERIFY(!play(reopened, "Nf3"));  // no move is played on: the game is over
        if (ending == 1) QCOMPARE(sessionOf(reopened)->clock()->timeLeft(Color::White), Millis{0});
        QVERIFY(sessionOf(reopened)->clock()->state() != ChessClock::State::Running);
    }
}

// The move box's placeholder shows a move as it may be typed, in the notation
// chosen and the game's own forms, for the side to move: each example is read.
void TestPlaying::theMoveBoxSuggestsMovesOfTheGame() {
    for (const char* key : {"classical", "tavreli", "kingchess", "crazyhouse", "frankfurt"}) {
        for (NotationStyle notation : kAllNotationStyles) {
            const auto rules = builtinRulesets().create(key).value();
            MoveEntry entry;
            Position at = rules->startPosition();
            // White's turn, then Black's after a move of White's.
            for (int turn = 0; turn < 2; ++turn) {
                entry.setPosition(rules, at, notation);
                const QString placeholder = entry.placeholderText();
                const qsizetype open = placeholder.indexOf(QLatin1Char('('));
                QVERIFY2(open > 0 && placeholder.endsWith(QLatin1Char(')')),
                         qPrintable(placeholder));
                const QStringList examples =
                    placeholder.mid(open + 1, placeholder.size() - open - 2)
                        .split(QStringLiteral(", "));
                QVERIFY(examples.size() == 1 || examples.size() == 2);
                for (const QString& example : examples)
                    QVERIFY2(rules->readMoveText(at, example.toStdString()),
                             qPrintable(QStringLiteral("%1: %2").arg(key, placeholder)));
                // Played as typed, until the other side is to move.
                const Color mover = at.sideToMove();
                while (at.sideToMove() == mover) {
                    MoveList legal;
                    rules->legalMoves(at, legal);
                    QVERIFY(legal.size() > 0);
                    at = rules->play(at, legal[legal.size() - 1]);
                }
            }
        }
    }
    // In Russian letters, a piece's move shows its Russian letter.
    const auto classical = builtinRulesets().create("classical").value();
    MoveEntry entry;
    entry.setPosition(classical, classical->startPosition(), kSanRussian);
    QVERIFY2(entry.placeholderText().contains(QStringLiteral("К")),
             qPrintable(entry.placeholderText()));
    // A move typed over the board starts afresh, whatever the box held (a
    // move refused, still selected in it).
    entry.setText(QStringLiteral("Nf6"));
    entry.startTyping(QStringLiteral("N"));
    QCOMPARE(entry.text(), QStringLiteral("N"));
}

void TestPlaying::newGameDialog() {
    NewGameDialog dialog;
    const int tavreli = dialog.variantBox()->findData("tavreli");
    QVERIFY(tavreli >= 0);
    dialog.variantBox()->setCurrentIndex(tavreli);
    dialog.timeEdit()->setText("5 + nonsense");
    QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog.timeEdit()->setText("5+3");
    QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    const NewGameChoice choice = dialog.choice();
    QCOMPARE(choice.rules->info().key, std::string_view("tavreli"));
    QCOMPARE(choice.time->white, TimeControl::fromText("5+3").value());
    QCOMPARE(choice.time->black, TimeControl::fromText("5+3").value());
    // Black may be given another control; a wrong one is named with its side.
    dialog.blackTimeEdit()->setText("3 + x");
    QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog.blackTimeEdit()->setText("3+2");
    QCOMPARE(dialog.choice().time->black, TimeControl::fromText("3+2").value());
    QCOMPARE(dialog.choice().time->white, TimeControl::fromText("5+3").value());
    // A preset fills the field and gives both sides the same.
    QComboBox* presets = dialog.presetBox();
    const int rapid = presets->findData("15+10");
    QVERIFY(rapid > 0);
    presets->setCurrentIndex(rapid);
    emit presets->activated(rapid);
    QCOMPARE(dialog.timeEdit()->text(), QString("15+10"));
    QVERIFY(dialog.blackTimeEdit()->text().isEmpty());
    QCOMPARE(dialog.choice().time->black, TimeControl::fromText("15+10").value());
    // No clock chosen stays "No clock", and no clock is said to start.
    const int none = presets->findText("No clock");
    QVERIFY(none > 0);
    presets->setCurrentIndex(none);
    emit presets->activated(none);
    dialog.timeEdit()->clear();
    QCOMPARE(presets->currentIndex(), none);
    QVERIFY(!dialog.choice().time);
    auto* startNote = dialog.findChild<QLabel*>(QStringLiteral("clockStartNote"));
    QCOMPARE(startNote->text(), QString("Without a clock nobody's time runs."));
    dialog.timeEdit()->setText("15+10");
    QCOMPARE(presets->currentIndex(), rapid);
    QVERIFY(startNote->text().startsWith("The clock starts"));
    QVERIFY(NewGameDialog::summary(builtinRulesets().create("tavreli").value()->info())
                .contains("tower"));
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData("chess960"));
    QVERIFY(dialog.choice().start.has_value());
    // A start's number is shown as the arrangement it stands for.
    auto* arrangement = dialog.findChild<QLabel*>(QStringLiteral("startArrangement"));
    QVERIFY(arrangement && !arrangement->isHidden());
    auto* number = dialog.findChild<QSpinBox*>();
    number->setValue(518);
    QCOMPARE(arrangement->accessibleName(), QString("♖♘♗♕♔♗♘♖"));
    number->setValue(0);  // BBQNNRKR, as the numbering has it
    QCOMPARE(arrangement->accessibleName(), QString("♗♗♕♘♘♖♔♖"));
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData("classical"));
    QVERIFY(arrangement->isHidden());
}

void TestPlaying::newGameDialogReadsBackTheTimeControl() {
    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    // Moves first: 40/90 is 90 minutes for 40 moves, and the dialog says so.
    dialog.blackTimeEdit()->clear();
    dialog.timeEdit()->clear();
    QTest::keyClicks(dialog.timeEdit(), "40/90+30+30");
    QCOMPARE(dialog.timeNote()->text(),
             QString("Each player: 90 min for 40 moves, then 30 min for the rest of the game; "
                     "+30 s per move"));
    QApplication::processEvents();
    QLabel* meaning = dialog.timeNote();
    QVERIFY(meaning->isVisible());
    QVERIFY2(meaning->height() >= meaning->heightForWidth(meaning->width()),
             qPrintable(QString::number(meaning->height())));
    QCOMPARE(dialog.choice().time->white.periods,
             (std::vector<Period>{{40, 5400000}, {0, 1800000}}));
    dialog.timeEdit()->setText("0:30+1");
    QCOMPARE(dialog.timeNote()->text(), QString("Each player: 30 s for the game; +1 s per move"));
    dialog.blackTimeEdit()->setText("45s");
    QCOMPARE(dialog.timeNote()->text(),
             QString("White: 30 s for the game; +1 s per move\nBlack: 45 s for the game"));
    dialog.blackTimeEdit()->clear();
    // Nothing and too much are refused with the reason.
    dialog.timeEdit()->setText("0");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog.timeNote()->text().contains("a clock needs more than 0"),
             qPrintable(dialog.timeNote()->text()));
    dialog.timeEdit()->setText("99999");
    QVERIFY(dialog.timeNote()->text().contains("more than a day"));
    dialog.timeEdit()->setText("5 d5");
    QCOMPARE(dialog.timeNote()->text(),
             QString("Each player: 5 min for the game; 5 s delay on each move"));
    // Every variant's summary fits: the dialog grows, and no row is lost.
    for (int i = 0; i < dialog.variantBox()->count(); ++i) {
        dialog.variantBox()->setCurrentIndex(i);
        QApplication::processEvents();
        QVERIFY(dialog.height() >= dialog.minimumSizeHint().height());
        const QLabel* summary = dialog.summaryLabel();
        QVERIFY2(summary->height() >= summary->heightForWidth(summary->width()),
                 qPrintable(dialog.variantBox()->currentText()));
        for (QWidget* row : {static_cast<QWidget*>(dialog.timeEdit()),
                             static_cast<QWidget*>(dialog.blackTimeEdit())}) {
            QVERIFY(row->isVisible());
            QVERIFY(row->geometry().bottom() <= dialog.contentsRect().bottom());
        }
    }
}

void TestPlaying::playFromAPastedPositionWithAClock() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // An endgame to practise, Black to move, pasted and then played on a
    // clock that starts with the first move.
    settings::clockStartsWithTheGame.write(false);
    const QString fen = "8/8/4k3/8/8/3QK3/8/8 b - - 0 60";
    QCOMPARE(clipboardOf(window)->pastePosition(fen), QString());
    QVERIFY(!sessionOf(window)->clock());
    QString title;
    QTimer::singleShot(0, [&title] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        title = dialog->windowTitle();
        QVERIFY(!dialog->variantBox()->isEnabled());
        dialog->timeEdit()->setText("3+2");
        dialog->blackTimeEdit()->clear();
        dialog->accept();
    });
    window.findChild<QAction*>("playFromHere")->trigger();
    QCOMPARE(title, QString("Play from Here"));
    ChessClock* clock = sessionOf(window)->clock();
    QVERIFY(clock);
    QCOMPARE(QString::fromStdString(sessionOf(window)->rules().writeFen(
                 sessionOf(window)->tree().node(sessionOf(window)->tree().root()).position)),
             fen);
    // Black moves first: Black's clock waits for it, and is the one pressed.
    auto* panel = window.findChild<ClockPanel*>();
    panel->refresh();
    QCOMPARE(panel->clockOf(Color::Black)->face().detail, QString("starts with the first move"));
    QVERIFY(!panel->clockOf(Color::White)->face().lit);
    drag(boardOf(window), "e6", "f6");
    QCOMPARE(clock->state(), ChessClock::State::Running);
    QCOMPARE(clock->running(), Color::White);
    QCOMPARE(clock->moveTimes().size(), std::size_t{1});
    QCOMPARE(clock->moveTimes().front().side, Color::Black);
    QCOMPARE(clock->timeLeft(Color::Black), Millis{182000});  // the first move costs no time
    settings::clockStartsWithTheGame.write(true);
    const QString written = QString::fromStdString(writePgnGame(documentOf(window)->currentGame()));
    QVERIFY2(written.contains("[FEN \"" + fen + "\"]") && written.contains("60... Kf6"),
             qPrintable(written));
}

// FIDE 6.5: White's clock starts with the game; as a setting, with White's
// first move instead, the clock saying so meanwhile.
void TestPlaying::aNewGamesClockStartsAsOverTheBoard() {
    MainWindow window;
    auto* panel = window.findChild<ClockPanel*>();
    NewGameChoice choice;
    choice.rules = builtinRulesets().create("classical").value();
    choice.time = TimeControl::fromText("5+3").value();
    window.startChosenGame(choice);
    const ChessClock* clock = sessionOf(window)->clock();
    QCOMPARE(clock->state(), ChessClock::State::Running);
    QCOMPARE(clock->running(), Color::White);
    panel->refresh();
    QVERIFY(panel->bottom()->face().lit);
    QVERIFY(!panel->top()->face().lit);

    settings::clockStartsWithTheGame.write(false);
    window.startChosenGame(choice);
    clock = sessionOf(window)->clock();
    QCOMPARE(clock->state(), ChessClock::State::NotStarted);
    panel->refresh();
    QVERIFY(!panel->bottom()->face().lit);
    QCOMPARE(panel->bottom()->face().detail, QString("starts with the first move"));
    QCOMPARE(panel->top()->face().detail, QString());
    testing::play(*sessionOf(window), {"e4"});
    QCOMPARE(clock->state(), ChessClock::State::Running);
    QCOMPARE(clock->running(), Color::Black);
    settings::clockStartsWithTheGame.write(true);
}

void TestPlaying::clocksStandOnTheirPlayersSides() {
    Millis now = 0;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    sessionOf(window)->start(
        builtinRulesets().create("classical").value(),
        TimeControls(TimeControl::fromText("2/1").value(), TimeControl::fromText("1 d5").value()),
        [&now] { return now; });
    sessionOf(window)->setTags(GameSession::newGameTags("Anna", "Boris"));
    auto* panel = window.findChild<ClockPanel*>();
    PlayerClock* top = panel->top();
    PlayerClock* bottom = panel->bottom();
    panel->refresh();
    // Black across the board at the top, White below, each with its name.
    QCOMPARE(top->face().side, Color::Black);
    QCOMPARE(top->face().name, QString("Boris"));
    QCOMPARE(bottom->face().name, QString("Anna"));
    QVERIFY(top->isVisible() && bottom->isVisible());
    QVERIFY(top->mapTo(&window, QPoint()).y() < boardOf(window)->mapTo(&window, QPoint(0, 40)).y());
    QVERIFY(bottom->mapTo(&window, QPoint()).y() >
            boardOf(window)->mapTo(&window, QPoint(0, boardOf(window)->height() / 2)).y());
    // White has two moves to make in the minute.
    QCOMPARE(bottom->face().detail, QString("2 moves to the time control"));
    drag(boardOf(window), "e2", "e4");
    now = 2000;
    panel->refresh();
    // Black's delay counts down before the main time moves.
    QCOMPARE(top->face().detail, QString("delay 0:03.0"));
    QCOMPARE(top->face().time, QString("1:00"));
    QVERIFY(top->face().lit && !bottom->face().lit);
    QCOMPARE(bottom->face().detail, QString("1 move to the time control"));
    // Low time turns the clock red.
    QVERIFY(!top->face().low);
    now = 50'000;
    panel->refresh();
    QVERIFY(top->face().low);
    QVERIFY(!bottom->face().low);
    // No milliseconds on the score sheet: whole seconds, as the clock shows them.
    now = 50'123;
    drag(boardOf(window), "e7", "e5");
    const QString black =
        moveListOf(window)->index(0, MoveListModel::BlackColumn).data().toString();
    QVERIFY2(black.endsWith("e5  0:00:14"), qPrintable(black));
    // The clocks follow the board when it turns, and face the far player.
    window.findChild<QAction*>("flipBoard")->trigger();
    QCOMPARE(top->face().side, Color::White);
    QCOMPARE(bottom->face().name, QString("Boris"));
    QVERIFY(!top->turnedOver());
    window.findChild<QAction*>("faceToFace")->trigger();
    QVERIFY(top->turnedOver() && !bottom->turnedOver());
}

void TestPlaying::typingMoves() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    auto* entry = window.findChild<MoveEntry*>("moveEntry");
    QVERIFY(entry);
    board->setFocus();
    // Typing over the board starts a move in the box, with the candidates.
    QTest::keyClick(board, 'N');
    QVERIFY(entry->hasFocus());
    QCOMPARE(entry->text(), QString("N"));
    QCOMPARE(entry->candidates(), (QStringList{"Na3", "Nc3", "Nf3", "Nh3"}));
    QTest::keyClicks(entry, "f3");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QVERIFY(entry->text().isEmpty());
    // Russian letters, and the long form.
    entry->insert(QStringLiteral("Кc6"));  // as typed with a Russian keyboard layout
    QTest::keyClick(entry, Qt::Key_Return);
    QTest::keyClicks(entry, "e2-e4");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{3});
    QCOMPARE(board->position().at(sq("c6")), Piece(Color::Black, PieceKind::Knight));
    // An illegal move is refused with the reason, and stays to be corrected.
    QTest::keyClicks(entry, "Ke7");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{3});
    QCOMPARE(entry->text(), QString("Ke7"));
    QCOMPARE(soundsOf(window)->lastPlayed(), GameSounds::Sound::Illegal);
    QVERIFY2(window.statusBar()->currentMessage().startsWith("Illegal move 'Ke7'"),
             qPrintable(window.statusBar()->currentMessage()));
    // Corrected, it is played.
    entry->clear();
    QTest::keyClicks(entry, "Nd4");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{4});
    // Escape goes back to the board, whose keys go through the game again.
    QTest::keyClick(entry, Qt::Key_Escape);
    QVERIFY(board->hasFocus());
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(presenterOf(window)->shown(), sessionOf(window)->tree().mainLine()[2]);
    // Typed where the game has gone on, the move makes a variation.
    board->setFocus();
    QTest::keyClick(board, 'd');
    QTest::keyClicks(entry, "6");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(
        sessionOf(window)->tree().node(sessionOf(window)->tree().mainLine()[2]).children.size(),
        std::size_t{2});
}

void TestPlaying::typingMovesOfVariants() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* entry = window.findChild<MoveEntry*>("moveEntry");
    // Tavreli's book form with a split count, and its engine form.
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NP)4/8/8/4K3 w - - -/- 0 1"), QString());
    QTest::keyClicks(entry, "d4(1)-f5");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(boardOf(window)->glidingPieces(), 1);  // the knight; the pawn stays
    QCOMPARE(boardOf(window)->position().at(sq("f5")), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(boardOf(window)->position().at(sq("d4")).kind(), PieceKind::Pawn);
    // The whole tower glides together.
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NP)4/8/8/4K3 w - - -/- 0 1"), QString());
    QTest::keyClicks(entry, "d4-f5");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(boardOf(window)->glidingPieces(), 2);
    // A Kingchess placement goes into the turn being built.
    QCOMPARE(window.startGame("kingchess"), QString());
    QTest::keyClicks(entry, "K@e1");
    QTest::keyClick(entry, Qt::Key_Return);
    QVERIFY(placingTurnOf(window)->turn());
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{1});
    QCOMPARE(boardOf(window)->position().at(sq("e1")), Piece(Color::White, PieceKind::King));
    QTest::keyClicks(entry, "Q@e5");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{1});
    QVERIFY(!window.statusBar()->currentMessage().isEmpty());
    // Several placements typed as one word, as the turn is written: all go
    // into the turn, for the player to confirm.
    QCOMPARE(window.startGame("kingchess"), QString());
    QTest::keyClicks(entry, "K@e1,Q@d1,R@a1");
    QTest::keyClick(entry, Qt::Key_Return);
    QVERIFY(placingTurnOf(window)->turn());
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{3});
    QCOMPARE(boardOf(window)->position().at(sq("a1")), Piece(Color::White, PieceKind::Rook));
    QVERIFY(entry->text().isEmpty());
    // A move on the board, typed, once kings stand: played like any move.
    QCOMPARE(window.startGame("kingchess",
                              "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 3 - --"),
             QString());
    QTest::keyClicks(entry, "Ke2");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(boardOf(window)->position().at(sq("e2")), Piece(Color::White, PieceKind::King));
}

void TestPlaying::crazyhouseDropFromThePocket() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("crazyhouse",
                              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPn] w KQkq - 0 1"),
             QString());
    PocketWidget* white = pocketOf(window, Color::White);
    QVERIFY(white->isVisible());
    const QRect knight = white->kindRect(PieceKind::Knight);
    const QRect pawn = white->kindRect(PieceKind::Pawn);
    QVERIFY(!knight.isEmpty());
    // The far player's pocket above the board, the near player's below.
    const auto y = [&window](QWidget* w) { return w->mapTo(&window, QPoint()).y(); };
    PocketWidget* black = pocketOf(window, Color::Black);
    QVERIFY(y(black) < y(boardOf(window)) && y(white) > y(boardOf(window)));
    // Click the pocket piece, then the square.
    QTest::mouseClick(white, Qt::LeftButton, {}, knight.center());
    BoardWidget* board = boardOf(window);
    QCOMPARE(board->heldDrop(), PieceKind::Knight);
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "e4"));
    QCOMPARE(board->position().at(sq("e4")), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(board->position().pocketCount(Color::White, PieceKind::Knight), 0);
    // The knight gone, the pawn keeps its place.
    QVERIFY(white->kindRect(PieceKind::Knight).isEmpty());
    QCOMPARE(white->kindRect(PieceKind::Pawn), pawn);
    // Black's pocket piece dragged onto the board (the drop event as a drag ends).
    QTest::mousePress(black, Qt::LeftButton, {}, black->kindRect(PieceKind::Knight).center());
    QCOMPARE(board->heldDrop(), PieceKind::Knight);
    QMimeData mime;
    mime.setData(kPocketPieceMime, "1 5");
    // The board draws the dragged piece itself (no drag image with a box).
    const QPoint over = at(board, "d6") + QPoint(board->squareRect(sq("d6")).width() / 4, 0);
    QTRY_VERIFY(!board->animating());  // the knight dropped by two clicks
    const QImage before = board->grab().toImage();
    QDragEnterEvent hover(over, Qt::MoveAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(board, &hover);
    QVERIFY(board->grab().toImage() != before);
    QDragLeaveEvent leave;
    QApplication::sendEvent(board, &leave);
    QCOMPARE(board->grab().toImage(), before);
    QDragEnterEvent enter(at(board, "e5"), Qt::MoveAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(board, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(at(board, "e5"), Qt::MoveAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(board, &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(at(board, "e5"), Qt::MoveAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(board, &drop);
    QCOMPARE(board->position().at(sq("e5")), Piece(Color::Black, PieceKind::Knight));
    // An occupied square is no target: nothing happens.
    QTest::mouseClick(white, Qt::LeftButton, {}, white->kindRect(PieceKind::Knight).center());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{2});
    // Turned, the board has White's pocket above it.
    window.findChild<QAction*>("flipBoard")->trigger();
    QApplication::processEvents();
    QVERIFY(y(white) < y(boardOf(window)) && y(black) > y(boardOf(window)));
}

void TestPlaying::goingThroughTheGame() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e4");
    drag(board, "e7", "e5");
    drag(board, "g1", "f3");
    const Position live = board->position();
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Left);
    QVERIFY(board->position().at(sq("f3")).empty());
    QCOMPARE(board->position().at(sq("e4")), Piece(Color::White, PieceKind::Pawn));
    // Looking back, no piece can be moved.
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "b1"));
    QVERIFY(!board->selected().valid());
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(presenterOf(window)->shown(), sessionOf(window)->tree().root());
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(board->position(), live);
    // A click on the score sheet shows that move's position.
    auto* view = window.findChild<QTreeView*>("moveList");
    const QModelIndex first = moveListOf(window)->index(0, 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
    QCOMPARE(presenterOf(window)->shown(), sessionOf(window)->tree().mainLine()[0]);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(presenterOf(window)->shown(), sessionOf(window)->tree().mainLine()[1]);
}

void TestPlaying::claimingAThreefoldRepetition() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    QAction* claim = window.findChild<QAction*>("claimDraw");
    for (int round = 0; round < 2; ++round) {
        QVERIFY(!claim->isEnabled());
        drag(board, "g1", "f3");
        drag(board, "g8", "f6");
        drag(board, "f3", "g1");
        drag(board, "f6", "g8");
    }
    // The start position stands for the third time: White may claim.
    QVERIFY(claim->isEnabled());
    claim->trigger();
    QCOMPARE(resultTextOf(window), QString("½–½  Draw: threefold repetition (claimed by White)"));
}

void TestPlaying::notationSwitch() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    drag(boardOf(window), "g1", "f3");
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("Nf3"));
    pickNotation(window, "&Russian Letters");
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("Кf3"));
    pickNotation(window, "&Long Algebraic");
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("Ng1-f3"));
    QVERIFY(!boardOf(window)->cyrillicFiles());
    // Tavreli in Russian: the book's Cyrillic files on the board.
    pickNotation(window, "&Russian Letters");
    QCOMPARE(window.startGame("tavreli"), QString());
    QVERIFY(boardOf(window)->cyrillicFiles());
    drag(boardOf(window), "e2", "e4");
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("д2 – д4"));
}

void TestPlaying::viewChoicesAreRemembered() {
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pickNotation(window, "&Russian Letters");
        window.findChild<QAction*>("faceToFace")->trigger();
        window.findChild<QAction*>("autoFlip")->trigger();
        window.resize(1010, 730);
        window.close();
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    drag(boardOf(again), "g1", "f3");
    QCOMPARE(moveListOf(again)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("Кf3"));
    QVERIFY(boardOf(again)->faceToFace());
    QVERIFY(again.findChild<QAction*>("autoFlip")->isChecked());
    QVERIFY(boardOf(again)->flipped());  // Black to move: turned for Black
    QCOMPARE(again.size(), QSize(1010, 730));
}

void TestPlaying::movesGlide() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    QAction* animate = window.findChild<QAction*>("animateMoves");
    QVERIFY(animate->isChecked());
    // Two clicks: the piece glides; a drag: the hand put it there already.
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "e2"));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "e4"));
    QVERIFY(board->animating());
    const QImage moving = board->grab().toImage();
    QTRY_VERIFY(!board->animating());
    QVERIFY(board->grab().toImage() != moving);
    drag(board, "e7", "e5");
    QVERIFY(!board->animating());
    // Stepping forward through the game glides, stepping back does not.
    QTest::keyClick(&window, Qt::Key_Left);
    QVERIFY(!board->animating());
    QTest::keyClick(&window, Qt::Key_Right);
    QVERIFY(board->animating());
    QTRY_VERIFY(!board->animating());
    // Taken back while it still glides: the glide stops with the move, and
    // the board paints the position before it (this crashed once).
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "g1"));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "f3"));
    QVERIFY(board->animating());
    QVERIFY(sessionOf(window)->takeBack());
    QVERIFY(!board->animating());
    board->grab();
    QCOMPARE(board->position().at(sq("g1")), Piece(Color::White, PieceKind::Knight));
    // Off, nothing moves by itself.
    animate->trigger();
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "g1"));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "f3"));
    QVERIFY(!board->animating());
    QCOMPARE(board->position().at(sq("f3")), Piece(Color::White, PieceKind::Knight));
}

void TestPlaying::kingchessPlacingTurn() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("kingchess"), QString());
    PocketWidget* white = pocketOf(window, Color::White);
    BoardWidget* board = boardOf(window);
    QVERIFY(white->isVisible());
    const auto place = [&](PieceKind kind, const char* square) {
        QTest::mouseClick(white, Qt::LeftButton, {}, white->kindRect(kind).center());
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, square));
    };
    place(PieceKind::King, "e1");
    place(PieceKind::Queen, "d1");
    place(PieceKind::Rook, "a1");
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{3});
    QCOMPARE(board->position().at(sq("a1")), Piece(Color::White, PieceKind::Rook));
    // Each placement can be taken back until the turn is confirmed.
    window.findChild<QPushButton*>("undoPlacement")->click();
    QVERIFY(board->position().at(sq("a1")).empty());
    // A square on the opponent's half is no target, and the board says why.
    place(PieceKind::Rook, "a5");
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{2});
    auto* note = window.findChild<QLabel*>("boardNote");
    QVERIFY(note->isVisible());
    QCOMPARE(note->text(), QString("Square a5 is not on your half of the board"));
    // The squares marked are exactly those a placement may use.
    for (PieceKind kind : {PieceKind::Pawn, PieceKind::Bishop, PieceKind::Rook}) {
        const Bitboard marked = placingTurnOf(window)->targets(kind);
        for (int i = 0; i < 64; ++i) {
            PlacingTurn trial = *placingTurnOf(window)->turn();
            QCOMPARE(!trial.add(kind, Square(i)), (marked & bit(Square(i))) != 0);
        }
        QVERIFY(!(marked & rankMask(0)) || kind != PieceKind::Pawn);
    }
    QVERIFY(sessionOf(window)->tree().mainLine().empty());
    window.findChild<QPushButton*>("confirmTurn")->click();
    QVERIFY(!placingTurnOf(window)->turn());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{2});
    QCOMPARE(sessionOf(window)->position().sideToMove(), Color::Black);
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("K@e1, Q@d1"));
    QCOMPARE(board->position().at(sq("d1")), Piece(Color::White, PieceKind::Queen));
    // Black's reserve is offered while the game goes on, and no longer after.
    PocketWidget* black = pocketOf(window, Color::Black);
    QVERIFY(black->active());
    sessionOf(window)->resign(Color::Black);
    QVERIFY(!black->active());
}

void TestPlaying::secretSetupForBothPlayers() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // With the board turned for each move, as two players at one screen use it.
    window.findChild<QAction*>("autoFlip")->trigger();
    QCOMPARE(window.startGame("secret-setup"), QString());
    BoardWidget* board = boardOf(window);
    QCOMPARE(secretSetupOf(window)->arranging(), std::optional<Color>(Color::White));
    // Black's half is hidden while White arranges.
    QVERIFY(board->position().pieces(Color::Black) == 0);
    drag(board, "e1", "d1");  // king and queen change places
    drag(board, "g1", "g3");  // a knight forward, onto an empty square
    QCOMPARE(board->position().at(sq("d1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(board->position().at(sq("e1")), Piece(Color::White, PieceKind::Queen));
    drag(board, "a2", "a6");  // not on White's ranks: snaps back
    QCOMPARE(board->position().at(sq("a2")), Piece(Color::White, PieceKind::Pawn));
    QCOMPARE(window.statusBar()->currentMessage(),
             QString("White: arrange your pieces on your four ranks"));
    window.findChild<QPushButton*>("setupDone")->click();
    // The hand-over screen covers everything until Black is at the board,
    // modal: the window's menus and keys do not reach the game meanwhile.
    QWidget* handOver = window.findChild<QWidget*>("handOver");
    QVERIFY(handOver->isVisible());
    QCOMPARE(QApplication::activeModalWidget(), handOver);
    window.findChild<QPushButton*>("handOverContinue")->click();
    QVERIFY(!handOver->isVisible());
    QCOMPARE(secretSetupOf(window)->arranging(), std::optional<Color>(Color::Black));
    QVERIFY(board->position().pieces(Color::White) == 0);  // White's setup stays secret
    QCOMPARE(window.statusBar()->currentMessage(),
             QString("Black: arrange your pieces on your four ranks"));
    QVERIFY(board->flipped());
    drag(board, "b8", "c6");
    window.findChild<QPushButton*>("setupDone")->click();
    // The reveal: both arrangements, White to move.
    QVERIFY(!secretSetupOf(window)->arranging());
    QCOMPARE(board->position().at(sq("d1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(board->position().at(sq("g3")), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(board->position().at(sq("c6")), Piece(Color::Black, PieceKind::Knight));
    QCOMPARE(board->position().sideToMove(), Color::White);
    QVERIFY(!sessionOf(window)->over());
    drag(board, "e2", "e4");
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
}

void TestPlaying::secretSetupExposedKing() {
    // Black puts the king where White's knight attacks it: White has won.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("secret-setup"), QString());
    BoardWidget* board = boardOf(window);
    drag(board, "b1", "c4");
    window.findChild<QPushButton*>("setupDone")->click();
    window.findChild<QPushButton*>("handOverContinue")->click();
    drag(board, "e8", "d6");
    window.findChild<QPushButton*>("setupDone")->click();
    QCOMPARE(sessionOf(window)->end().termination, Termination::ExposedAtReveal);
    QCOMPARE(sessionOf(window)->end().outcome, Outcome::WhiteWins);
    QCOMPARE(resultTextOf(window),
             QString("1–0  White won: Black's king stood in check when the setups were revealed"));
}

void TestPlaying::towerCompositionOnHover() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/2b5/3(NpP)4/8/8/4K3 b - - -/- 0 1"), QString());
    BoardWidget* board = boardOf(window);
    auto* panel = window.findChild<TowerPanel*>("towerPanel");
    QVERIFY(panel->isVisible());
    const int height = panel->height();
    QTest::mouseMove(board, at(board, "d4"));
    QCOMPARE(panel->text(), QString("d4 (top to bottom): White horseman, "
                                    "Black soldier (promotes to duke), "
                                    "White soldier (promotes to duke)"));
    // With Russian letters the panel names the square as the board's edge does.
    pickNotation(window, "&Russian Letters");
    QTest::mouseMove(board, at(board, "e1"));
    QTest::mouseMove(board, at(board, "d4"));
    QVERIFY2(panel->text().startsWith("г4 (top to bottom)"), qPrintable(panel->text()));
    pickNotation(window, "&Algebraic (SAN)");
    QTest::mouseMove(board, at(board, "e1"));  // a single piece: nothing to tell
    QCOMPARE(panel->text(), QString());
    QCOMPARE(panel->height(), height);  // what is below it does not move
    // A capture onto the tower shown is told at once.
    QTest::mouseMove(board, at(board, "d4"));
    auto rules = builtinRulesets().create("tavreli").value();
    QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), "c5-d4")));
    QCOMPARE(panel->text(), QString("d4 (top to bottom): Black archer, White horseman, "
                                    "Black soldier (promotes to duke), "
                                    "White soldier (promotes to duke)"));
    // A tower picked up stays shown while the pointer goes to its destination.
    QTest::mouseMove(board, at(board, "h8"));
    QCOMPARE(panel->text(), QString());
    QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), "e1-f1")));
    QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), "e8-f8")));
    QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), "f1-e1")));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "d4"));
    QCOMPARE(board->selected(), sq("d4"));
    QTest::mouseMove(board, at(board, "a1"));
    QVERIFY(panel->text().startsWith("d4 (top to bottom): Black archer"));
    // A game without towers has no panel.
    QCOMPARE(window.startGame("classical"), QString());
    QVERIFY(!panel->isVisible());
}

void TestPlaying::undoNamesTheMoveInTheNotationChosen() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* undo = window.findChild<QAction*>("undo");
    pickNotation(window, "&Russian Letters");
    drag(boardOf(window), "g1", "f3");
    QCOMPARE(undo->text(), QString("&Undo Кf3"));
    pickNotation(window, "&Algebraic (SAN)");
    drag(boardOf(window), "g8", "f6");
    QCOMPARE(undo->text(), QString("&Undo Nf6"));
}

void TestPlaying::aDrawOfferTypedWithTheMove() {
    // "(=)" or "=" after a typed move offers a draw with it, as on a score
    // sheet: the other player is asked, and the record keeps the offer.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* entry = window.findChild<MoveEntry*>("moveEntry");
    int asked = 0;
    QTimer answering;
    connect(&answering, &QTimer::timeout, [&] {
        QWidget* question = QApplication::activeModalWidget();
        if (!question) return;
        auto* decline = question->findChild<QPushButton*>(QStringLiteral("declineDraw"));
        QVERIFY(decline);
        ++asked;
        decline->click();
    });
    answering.start(10);
    const GameTree& tree = sessionOf(window)->tree();
    for (const char* typed : {"e4 (=)", "e5=", "Nf3"}) {
        entry->setFocus();
        QTest::keyClicks(entry, typed);
        QTest::keyClick(entry, Qt::Key_Return);
    }
    QCOMPARE(tree.mainLine().size(), std::size_t{3});
    QCOMPARE(asked, 2);
    QVERIFY(recordsDrawOffer(tree.node(tree.mainLine()[0]).commentAfter));
    QVERIFY(recordsDrawOffer(tree.node(tree.mainLine()[1]).commentAfter));
    QVERIFY(!recordsDrawOffer(tree.node(tree.mainLine()[2]).commentAfter));
    QVERIFY(!sessionOf(window)->over());
}

void TestPlaying::aNewGameCancelledLeavesTheClockRunning() {
    // The unsaved game is let go, then New Game is cancelled: the game goes
    // on, its clock running again, not left paused.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    session.start(builtinRulesets().create("classical").value(),
                  TimeControl::fromText("5+3").value());
    drag(boardOf(window), "e2", "e4");
    QVERIFY(!session.paused());
    int answered = 0;
    QTimer answering;
    connect(&answering, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            box->button(QMessageBox::Discard)->click();
            ++answered;
        } else if (auto* dialog = qobject_cast<NewGameDialog*>(modal)) {
            dialog->reject();
            ++answered;
        }
    });
    answering.start(10);
    window.findChild<QAction*>("newGame")->trigger();
    QCOMPARE(answered, 2);
    QCOMPARE(session.tree().mainLine().size(), std::size_t{1});
    QVERIFY(!session.paused());
}

void TestPlaying::clickingTheSheetGivesTheKeysToTheBoard() {
    // Typing a comment, then clicking a move: what is typed next is a move.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    drag(boardOf(window), "e2", "e4");
    drag(boardOf(window), "e7", "e5");
    auto* after = window.findChild<QPlainTextEdit*>(QStringLiteral("commentAfter"));
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QTRY_VERIFY(after->hasFocus());
    auto* sheet = window.findChild<QTreeView*>(QStringLiteral("moveList"));
    const QModelIndex first = moveListOf(window)->index(0, MoveListModel::WhiteColumn);
    QTest::mouseClick(sheet->viewport(), Qt::LeftButton, {}, sheet->visualRect(first).center());
    QTRY_VERIFY(boardOf(window)->hasFocus());
}

void TestPlaying::theKeyboardMovesPieces() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    board->setFocus();
    // Shift+arrow shows the cursor (on e1 for White), then moves it.
    QTest::keyClick(board, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(board->cursorSquare(), sq("e1"));
    QTest::keyClick(board, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(board->cursorSquare(), sq("e2"));
    QTest::keyClick(board, Qt::Key_Space);  // picked up
    QCOMPARE(board->selected(), sq("e2"));
    QTest::keyClick(board, Qt::Key_Escape);  // put back
    QVERIFY(!board->selected().valid());
    QTest::keyClick(board, Qt::Key_Space);
    QTest::keyClick(board, Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(board, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(board->cursorSquare(), sq("e4"));
    QTest::keyClick(board, Qt::Key_Return);  // put down: the move
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QCOMPARE(board->position().at(sq("e4")), Piece(Color::White, PieceKind::Pawn));
    // The cursor stops at the board's edge; the plain arrows still step
    // through the game.
    for (int i = 0; i < 9; ++i) QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(board->cursorSquare(), sq("h4"));
    QTest::keyClick(board, Qt::Key_Left);
    QVERIFY(board->position().at(sq("e4")).empty());
}

void TestPlaying::theBoardIsDescribedToAssistiveTechnology() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
    QVERIFY(table);
    QCOMPARE(table->role(), QAccessible::Table);
    QCOMPARE(table->childCount(), 64);
    // The top-left square first: a8 as White sees the board.
    QCOMPARE(table->child(0)->text(QAccessible::Name), QString("a8, Black rook"));
    QAccessibleInterface* e2 = table->child(6 * 8 + 4);
    QCOMPARE(e2->text(QAccessible::Name), QString("e2, White pawn"));
    QCOMPARE(e2->role(), QAccessible::Cell);
    QCOMPARE(table->indexOfChild(e2), 6 * 8 + 4);
    QCOMPARE(table->child(4 * 8 + 4)->text(QAccessible::Name), QString("e4, empty"));
    const QRect rect = board->squareRect(sq("e2")).toAlignedRect();
    QCOMPARE(e2->rect(), QRect(board->mapToGlobal(rect.topLeft()), rect.size()));
    const QPoint centre = board->mapToGlobal(rect.center());
    QCOMPARE(table->childAt(centre.x(), centre.y()), e2);
    // The keyboard's square has the focus.
    board->setCursorSquare(sq("e2"));
    QCOMPARE(table->focusChild(), e2);
    QVERIFY(e2->state().focused);
    // Turned round, the first child is h1.
    board->setFlipped(true);
    QCOMPARE(table->child(0)->text(QAccessible::Name), QString("h1, White rook"));
}

void TestPlaying::pawnsShowWhatTheyWillBecome() {
    // T14's black e-pawn under a bishop will become a helgi: the tower says
    // so, and the pawn is drawn with a mark that differs from a d-pawn's.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/8/8/8/4K1(bp^h)1 b - - -/- 2 26"), QString());
    BoardWidget* board = boardOf(window);
    QCOMPARE(board->describeSquare(sq("g1")),
             QString("Black archer, Black soldier (promotes to helgi)"));
    const auto stack = board->model()->stack(sq("g1"));
    QCOMPARE(stack.at(1).identity(), tavreli::kHelgi);
    const auto picture = [&](const char* fen) {
        QString error = window.startGame("tavreli", fen);
        return error.isEmpty() ? board->grab(board->squareRect(sq("d4")).toAlignedRect()).toImage()
                               : QImage();
    };
    const QImage dPawn = picture("4k3/8/8/8/3P^Q4/8/8/4K3 w - - -/- 0 1");
    const QImage ePawn = picture("4k3/8/8/8/3P^H4/8/8/4K3 w - - -/- 0 1");
    QVERIFY(!dPawn.isNull() && !ePawn.isNull());
    QVERIFY(dPawn != ePawn);
    // Every piece of a tower is drawn: two towers that differ only in the
    // piece beneath differ on the board.
    const QImage overKnight = picture("4k3/8/8/8/3(BN)4/8/8/4K3 w - - -/- 0 1");
    const QImage overRook = picture("4k3/8/8/8/3(BR)4/8/8/4K3 w - - -/- 0 1");
    QVERIFY(overKnight != overRook);
}

void TestPlaying::towersOfAnyHeightFitTheirSquare() {
    // Squares from a small window's to a large screen's, every height a
    // tower can have.
    for (const int side : {40, 50, 60, 75, 100})
        for (int height = 1; height <= 32; ++height) {
            const QRectF square(10, 20, side, side);
            const TowerLayout layout(square, height);
            QVERIFY(square.contains(layout.top()));
            QCOMPARE(layout.shown() + layout.counted(), height - 1);
            QCOMPARE(layout.grabbedAt(layout.top().center() - QPointF(layout.top().width() / 4, 0)),
                     0);
            for (int depth = 0; depth < layout.shown(); ++depth) {
                const QRectF figure = layout.beneath(depth);
                QVERIFY(square.contains(figure));
                // Large enough to read: a fifth of the square, and 14 px, at least.
                QVERIFY(figure.width() >= square.width() / 5);
                QVERIFY2(figure.width() >= 14 - 0.01,
                         qPrintable(QStringLiteral("%1 px at %2, height %3")
                                        .arg(figure.width())
                                        .arg(side)
                                        .arg(height)));
                if (depth > 0) QVERIFY(figure.top() >= layout.beneath(depth - 1).bottom() - 0.01);
                QCOMPARE(layout.grabbedAt(figure.center()), depth + 2);
            }
            if (layout.counted() > 0) {
                QVERIFY(square.contains(layout.countCell()));
                QCOMPARE(layout.grabbedAt(layout.countCell().center()), height);
            }
        }
    // Up to four pieces beneath, every piece is drawn on a 60 px square.
    QCOMPARE(TowerLayout(QRectF(0, 0, 60, 60), 5).counted(), 0);
}

void TestPlaying::everyButtonAndPieceHasAName() {
    // A button without words has a name for a screen reader and a tooltip;
    // the glyph palette's names are meanings, not signs.
    const auto check = [](QWidget* top) {
        for (QAbstractButton* button : top->findChildren<QAbstractButton*>()) {
            const QString what = QString("%1 %2 in %3")
                                     .arg(button->metaObject()->className(), button->text(),
                                          button->parentWidget()->metaObject()->className());
            const bool words =
                std::ranges::any_of(button->text(), [](QChar c) { return c.isLetter(); });
            // Qt's own parts (a text box's clear button, a dock's title
            // buttons, a table's corner, a bar's overflow) are described by
            // Qt with their whole.
            const bool ours =
                QStringList{"QPushButton", "QToolButton", "QCheckBox", "QRadioButton"}.contains(
                    button->metaObject()->className()) &&
                !button->objectName().startsWith("qt_");
            if (!words && ours)
                QVERIFY2(!button->accessibleName().isEmpty() && !button->toolTip().isEmpty(),
                         qPrintable(what));
        }
    };
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("crazyhouse", "4k3/8/8/8/8/8/8/4K3[NNp] w - - 0 1"), QString());
    check(&window);
    QStringList pockets;
    for (PocketWidget* pocket : window.findChildren<PocketWidget*>())
        pockets << pocket->accessibleName();
    pockets.sort();
    QCOMPARE(pockets,
             QStringList({"Black's pieces in hand: pawn 1", "White's pieces in hand: knight 2"}));
    auto rules = builtinRulesets().create("tavreli").value();
    PositionEditor editor(rules, rules->startPosition());
    check(&editor);
}

void TestPlaying::chess960CastlingByMouse() {
    // The king dropped on its own rook castles; c1 would be an ordinary step.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("chess960", "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1"),
             QString());
    BoardWidget* board = boardOf(window);
    drag(board, "b1", "a1");
    QCOMPARE(board->position().at(sq("c1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(board->position().at(sq("d1")), Piece(Color::White, PieceKind::Rook));
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("O-O-O"));
}

void TestPlaying::chess960KingPutBackDoesNotCastle() {
    // BQNNRBKR after 1.g3 g6 2.Bg2 Bg7: the king already stands on g1, its
    // O-O square. Picked up and put back, or clicked once, it stays.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("chess960",
                              "bqnnr1kr/ppppppbp/6p1/8/8/6P1/PPPPPPBP/BQNNR1KR w HEhe - 2 3"),
             QString());
    BoardWidget* board = boardOf(window);
    drag(board, "g1", "g1");
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "g1"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{0});
    QCOMPARE(board->position().at(sq("h1")), Piece(Color::White, PieceKind::Rook));
    // A second click on the rook is the castling the player meant.
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "h1"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QCOMPARE(board->position().at(sq("f1")), Piece(Color::White, PieceKind::Rook));
}

void TestPlaying::tavreliSplitByGrabbingTheStack() {
    // Knight on a black pawn on a white pawn. Grabbing the tower by the first
    // slab beneath the knight takes the knight and the black pawn, with no
    // chooser; the white pawn stays.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NpP)4/8/8/4K3 w - - -/- 0 1"), QString());
    BoardWidget* board = boardOf(window);
    const QRectF d4 = board->squareRect(sq("d4"));
    QCOMPARE(board->piecesGrabbedAt(sq("d4"), d4.center()), 0);  // the top piece: not said
    // The figures beneath stand in a column at the square's right, the one
    // just under the top highest.
    std::optional<QPoint> slab;
    int lowest = 0;
    for (int y = static_cast<int>(d4.bottom()) - 1; y > d4.top(); --y) {
        const int grabbed =
            board->piecesGrabbedAt(sq("d4"), QPointF(d4.right() - d4.width() / 5, y));
        if (grabbed == 3 && !lowest) lowest = y;
        if (grabbed == 2 && !slab) slab = QPoint(static_cast<int>(d4.right() - d4.width() / 5), y);
    }
    QVERIFY(slab);
    QVERIFY(lowest > slab->y());
    bool chooser = false;
    QTimer::singleShot(0, [&] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            chooser = true;
            menu->close();
        }
    });
    QTest::mousePress(board, Qt::LeftButton, {}, *slab);
    QTest::mouseMove(board, at(board, "f5"));
    QTest::mouseRelease(board, Qt::LeftButton, {}, at(board, "f5"));
    QVERIFY(!chooser);
    QCOMPARE(board->describeSquare(sq("f5")),
             QString("White horseman, Black soldier (promotes to duke)"));
    QCOMPARE(board->describeSquare(sq("d4")), QString("White soldier (promotes to duke)"));
}

void TestPlaying::faceToFaceTurnsTheFarPieces() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    const auto square = [&](const char* name) {
        return board->grab(board->squareRect(sq(name)).toAlignedRect()).toImage();
    };
    const QImage blackKing = square("e8");
    const QImage whiteKing = square("e1");
    window.findChild<QAction*>("faceToFace")->trigger();
    QVERIFY(board->faceToFace());
    // The far (Black) pieces are turned upside down; White's are as they were.
    QCOMPARE(square("e1"), whiteKing);
    const QImage turned = square("e8");
    QVERIFY(turned != blackKing);
    // The turned king is the upright one rotated by 180 degrees (a pixel or
    // two of antialiasing apart).
    const QImage rotated = blackKing.transformed(QTransform().rotate(180));
    int differing = 0;
    for (int y = 2; y < turned.height() - 2; ++y)
        for (int x = 2; x < turned.width() - 2; ++x)
            if (std::abs(qGray(turned.pixel(x, y)) - qGray(rotated.pixel(x, y))) > 64) ++differing;
    QVERIFY2(differing < turned.width() * turned.height() / 20,
             qPrintable(QString::number(differing)));
}

void TestPlaying::drawOfferMarkedOnTheScoreSheet() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    QAction* offer = window.findChild<QAction*>("offerDraw");
    QVERIFY(!offer->isEnabled());  // an offer goes with a move
    const auto answer = [](const char* button, QString* asked) {
        QTimer::singleShot(0, [button, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            *asked = box->text();
            if (button)
                box->findChild<QAbstractButton*>(button)->click();
            else  // Enter: the default answer
                QTest::keyClick(box, Qt::Key_Return);
        });
    };
    drag(board, "e2", "e4");
    QString asked;
    answer(nullptr, &asked);  // Enter does not accept a draw
    offer->trigger();
    QVERIFY(!sessionOf(window)->over());
    answer("declineDraw", &asked);
    offer->trigger();
    QCOMPARE(asked, QString("White offers a draw. Black, do you accept?"));
    QVERIFY(!sessionOf(window)->over());
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("e4 (=)"));
    QVERIFY(QString::fromStdString(writePgnGame(documentOf(window)->currentGame()))
                .contains("1. e4 {(=)} *"));
    drag(board, "e7", "e5");
    answer("acceptDraw", &asked);
    offer->trigger();
    QCOMPARE(asked, QString("Black offers a draw. White, do you accept?"));
    QCOMPARE(resultTextOf(window), QString("½–½  Draw agreed"));
    QVERIFY(QString::fromStdString(writePgnGame(documentOf(window)->currentGame()))
                .contains("1. e4 {(=)} 1... e5 {(=)} 1/2-1/2"));
    // The mark survives a file: read back, the score sheet shows it again.
    QTemporaryDir dir;
    QCOMPARE(documentOf(window)->saveGame(dir.filePath("offer.pgn")), QString());
    MainWindow reopened;
    QCOMPARE(documentOf(reopened)->openGame(dir.filePath("offer.pgn")), QString());
    QCOMPARE(moveListOf(reopened)->index(0, MoveListModel::BlackColumn).data().toString(),
             QString("e5 (=)"));
}

void TestPlaying::claimWithTheIntendedMove() {
    // After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, Black's Ng8 would bring
    // the start position a third time: Black claims by naming that move.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    QAction* claim = window.findChild<QAction*>("claimDraw");
    const std::pair<const char*, const char*> moves[] = {{"g1", "f3"}, {"g8", "f6"}, {"f3", "g1"},
                                                         {"f6", "g8"}, {"g1", "f3"}, {"g8", "f6"},
                                                         {"f3", "g1"}};
    for (const auto& [from, to] : moves) {
        QVERIFY(!claim->isEnabled());
        drag(board, from, to);
    }
    QVERIFY(!sessionOf(window)->canClaimDraw());
    QVERIFY(claim->isEnabled());
    QString offered;
    QRect chooser;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto* list = dialog->findChild<QListWidget*>("intendedMoveChooser");
        QVERIFY(list);
        for (int i = 0; i < list->count(); ++i) offered += list->item(i)->text() + "|";
        chooser = dialog->frameGeometry();
        list->setCurrentRow(0);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    claim->trigger();
    QCOMPARE(offered, QString("Ng8|"));
    // It opens beside the board, not over the pieces.
    QVERIFY(!chooser.isEmpty());
    QVERIFY(!chooser.intersects(squaresOnScreen(board)));
    QCOMPARE(resultTextOf(window), QString("½–½  Draw: threefold repetition (claimed by Black)"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{8});
    QCOMPARE(sessionOf(window)->position().key(), sessionOf(window)->tree().node(0).position.key());
}

void TestPlaying::fiftyMoveClaimWithTheIntendedMove() {
    // 99 plies without a capture or a pawn move: every quiet move completes
    // the fifty moves, and a capture does not. At 98, no move does.
    GameSession session;
    auto rules = builtinRulesets().create("classical").value();
    session.start(rules, std::nullopt, {},
                  rules->readFen("k7/8/8/8/8/8/7p/K6R w - - 99 80").value());
    MoveList legal;
    rules->legalMoves(session.position(), legal);
    const auto claims = session.drawClaimMoves();
    QCOMPARE(claims.size(), legal.size() - 1);
    QVERIFY(std::find(claims.begin(), claims.end(),
                      *readMove(*rules, session.position(), "Rxh2")) == claims.end());
    session.start(rules, std::nullopt, {},
                  rules->readFen("k7/8/8/8/8/8/7p/K6R w - - 98 80").value());
    QVERIFY(session.drawClaimMoves().empty());
}

void TestPlaying::differentTimeForEachSide() {
    QTemporaryDir dir;
    const QString path = dir.filePath("odds.pgn");
    Millis now = 0;
    const TimeControl five = TimeControl::fromText("5+3").value();
    const TimeControl three = TimeControl::fromText("3+2").value();
    {
        MainWindow window;
        sessionOf(window)->start(builtinRulesets().create("classical").value(),
                                 TimeControls(five, three), [&now] { return now; });
        QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{180'000});
        auto rules = sessionOf(window)->rulesPointer();
        QVERIFY(sessionOf(window)->play(*readMove(*rules, sessionOf(window)->position(), "e4")));
        QCOMPARE(documentOf(window)->saveGame(path), QString());
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains("[TimeControl \"?\"]") && text.contains("[WhiteTimeControl \"5+3\"]") &&
                 text.contains("[BlackTimeControl \"3+2\"]"),
             qPrintable(text));
    MainWindow reopened;
    QCOMPARE(documentOf(reopened)->openGame(path), QString());
    QCOMPARE(sessionOf(reopened)->clock()->control(Color::White), five);
    QCOMPARE(sessionOf(reopened)->clock()->control(Color::Black), three);
}

void TestPlaying::languageSetting() {
    QCOMPARE(chosenLocale(), QLocale::system());
    MainWindow window;
    QAction* settings = window.findChild<QAction*>("settings");
    QVERIFY(settings);
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->languageBox()->setCurrentIndex(dialog->languageBox()->findData("ru"));
        dialog->accept();
    });
    settings->trigger();
    QCOMPARE(settings::language.read(), QString("ru"));
    QCOMPARE(chosenLocale().language(), QLocale::Russian);
    settings::language.write("xx");  // unknown: the system's again
    QCOMPARE(chosenLocale(), QLocale::system());
    QSettings().remove(settings::language.key);
}

void TestPlaying::placingTurnReadWholeOnTheScoreSheet() {
    // A placing turn of many pieces wraps in its cell: every placement reads.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("kingchess"), QString());
    const std::pair<PieceKind, const char*> turn[] = {
        {PieceKind::King, "e1"},   {PieceKind::Queen, "d1"},  {PieceKind::Rook, "a1"},
        {PieceKind::Rook, "h1"},   {PieceKind::Bishop, "c1"}, {PieceKind::Bishop, "f1"},
        {PieceKind::Knight, "b1"}, {PieceKind::Knight, "g1"}, {PieceKind::Pawn, "e2"}};
    for (const auto& [kind, square] : turn) placingTurnOf(window)->place(kind, sq(square));
    window.findChild<QPushButton*>("confirmTurn")->click();
    auto* view = window.findChild<QTreeView*>("moveList");
    const QModelIndex cell = moveListOf(window)->index(0, MoveListModel::WhiteColumn);
    const QString text = cell.data().toString();
    QCOMPARE(text.count('@'), 9);
    // The text as the cell lays it out, at the cell's width, within the cell.
    const auto fits = [&] {
        const QRect shown = view->visualRect(cell);
        const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
        const QRect needed = view->fontMetrics().boundingRect(
            QRect(0, 0, shown.width() - 2 * margin, 10000), Qt::TextWordWrap, text);
        return needed.height() <= shown.height() && needed.width() <= shown.width();
    };
    QTRY_VERIFY(fits());
    QVERIFY(view->visualRect(cell).height() > view->fontMetrics().height() * 2);
    // Narrower, the cell takes more lines.
    window.resize(window.width() - 120, window.height());
    QTRY_VERIFY(fits());
}

void TestPlaying::tavreliChooserFollowsTheNotation() {
    // In Russian letters Tavreli's files are Cyrillic on the board, the sheet
    // and the split chooser alike.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    pickNotation(window, "&Russian Letters");
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NP)4/8/8/4K3 w - - -/- 0 1"), QString());
    QString offered;
    QTimer::singleShot(0, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* action : menu->actions()) offered += action->text() + "|";
        menu->setActiveAction(menu->actions().first());
        QTest::keyClick(menu, Qt::Key_Return);
    });
    drag(boardOf(window), "d4", "f5");
    QCOMPARE(offered, QString("(1) г4 – е5\t1 piece|г4 – е5\t2 pieces|"));
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("(1) г4 – е5"));
}

void TestPlaying::choicesDoNotSayTheyMate() {
    // The promotion to a queen or a rook mates here; the chooser names the
    // pieces only, so that it gives no puzzle away.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame("classical", "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1"), QString());
    QString offered;
    QTimer::singleShot(0, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* action : menu->actions()) offered += action->text() + "|";
        QTest::keyClick(menu, Qt::Key_Return);
    });
    drag(boardOf(window), "e7", "e8");
    QCOMPARE(offered, QString("e8=Q|e8=R|e8=B|e8=N|"));
    // The move itself is written with its mark.
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("e8=Q#"));
}

void TestPlaying::typingTavreliMovesAsInChess() {
    // A tower named by its top piece and where it goes, as a chess player
    // types a move; the whole tower goes (a split is typed with its count).
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* entry = window.findChild<MoveEntry*>("moveEntry");
    BoardWidget* board = boardOf(window);
    const auto type = [&](const QString& text) {
        entry->clear();
        entry->insert(text);
        QTest::keyClick(entry, Qt::Key_Return);
    };
    QCOMPARE(window.startGame("tavreli"), QString());
    type("e4");
    type("e5");
    type("Nf3");
    type(QStringLiteral("Вс в6"));  // the book's name, Cyrillic files
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{4});
    QCOMPARE(board->position().at(sq("e4")).kind(), PieceKind::Pawn);
    QCOMPARE(board->position().at(sq("f3")), Piece(Color::White, PieceKind::Knight));
    QCOMPARE(board->position().at(sq("c6")), Piece(Color::Black, PieceKind::Knight));
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/3(NP)4/8/8/4K3 w - - -/- 0 1"), QString());
    type("Nf5");
    QCOMPARE(board->position().towers().height(sq("f5")), 1);  // the pawn came along
    // Two knights may go: the one meant is named, as in chess.
    QCOMPARE(window.startGame("tavreli", "4k3/8/8/8/8/8/8/1N2KN2 w - - -/- 0 1"), QString());
    type("Nd2");
    QVERIFY(sessionOf(window)->tree().mainLine().empty());
    QCOMPARE(window.statusBar()->currentMessage(),
             QString("Move 'Nd2' (move 1, White to move): ambiguous, could be b1-d2, f1-d2"));
    type("Nfd2");
    QCOMPARE(board->position().at(sq("d2")), Piece(Color::White, PieceKind::Knight));
    QVERIFY(board->position().at(sq("b1")).kind() == PieceKind::Knight);
    type("Qd8");
    QCOMPARE(window.statusBar()->currentMessage(),
             QString("Move 'Qd8' (move 1, Black to move): no piece or whole tower topped by the "
                     "piece named can go to d8"));
}

void TestPlaying::statusBarSaysHowTheGameEnded() {
    // The status bar's line says who is to move, and once the game is over
    // how it ended, until a new move or game; a menu passed over (its empty
    // tips) does not wipe it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* state = window.statusBar()->findChild<QLabel*>("gameState");
    QVERIFY(state);
    QCOMPARE(state->text(), QString("White to move"));
    drag(boardOf(window), "e2", "e4");
    QCOMPARE(state->text(), QString("Black to move"));
    sessionOf(window)->resign(Color::White);
    QCOMPARE(state->text(), QString("0–1  Black won: White resigned"));
    QStatusTipEvent tip{QString()};
    QApplication::sendEvent(&window, &tip);
    QVERIFY(state->isVisible());
    QCOMPARE(state->text(), QString("0–1  Black won: White resigned"));
    window.findChild<QAction*>("takeBack")->trigger();
    QCOMPARE(state->text(), QString("White to move"));
}

void TestPlaying::newGameDialogKeepsItsRowsSteady() {
    // The reading of the time control appears and goes under its field
    // without moving the rows below; a shorter rules summary gives its room
    // back.
    NewGameDialog dialog;
    const int classical = dialog.variantBox()->findData("classical");
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData("tavreli"));
    dialog.variantBox()->setCurrentIndex(classical);
    dialog.timeEdit()->clear();
    dialog.blackTimeEdit()->clear();
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QWidget* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    const auto okAt = [&] {
        QApplication::processEvents();
        return ok->mapTo(&dialog, QPoint()).y();
    };
    const int rows = okAt();
    const int height = dialog.height();
    QTest::keyClicks(dialog.timeEdit(), "5+3");
    QCOMPARE(okAt(), rows);
    QTest::keyClicks(dialog.blackTimeEdit(), "3+2");  // a line for each side
    QCOMPARE(dialog.timeNote()->text().count('\n'), 1);
    QCOMPARE(okAt(), rows);
    dialog.blackTimeEdit()->clear();
    dialog.timeEdit()->clear();
    QCOMPARE(okAt(), rows);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData("tavreli"));
    QVERIFY(okAt() > rows);
    dialog.variantBox()->setCurrentIndex(classical);
    QCOMPARE(okAt(), rows);
    QCOMPARE(dialog.height(), height);
}

void TestPlaying::messagesAreSentences() {
    // What the window says to the player starts with a capital letter, over
    // the board and in the status bar alike.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* note = window.findChild<QLabel*>("boardNote");
    QCOMPARE(window.startGame("kingchess"), QString());
    placingTurnOf(window)->place(PieceKind::Rook, sq("a5"));
    QCOMPARE(note->text(), QString("Square a5 is not on your half of the board"));
    QCOMPARE(window.statusBar()->currentMessage(), note->text());
    placingTurnOf(window)->place(PieceKind::Rook, sq("a1"));
    placingTurnOf(window)->place(PieceKind::Rook, sq("a1"));
    QCOMPARE(note->text(), QString("Square a1 is not empty"));
    placingTurnOf(window)->place(PieceKind::Pawn, sq("c1"));
    QCOMPARE(note->text(), QString("A pawn may not be placed on your first rank"));
    window.findChild<QPushButton*>("confirmTurn")->click();
    QCOMPARE(note->text(), QString("The king must be placed in the first turn"));
    QCOMPARE(window.startGame("classical"), QString());
    auto* entry = window.findChild<MoveEntry*>("moveEntry");
    QTest::keyClicks(entry, "zz");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(window.statusBar()->currentMessage(), QString("Cannot read 'zz' as a move"));
}

void TestPlaying::castlingMarksWhereKingAndRookWent_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("castling");
    QTest::addColumn<QStringList>("marked");
    QTest::newRow("classical O-O") << "classical"
                                   << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                   << "O-O" << QStringList{"e1", "f1", "g1", "h1"};
    QTest::newRow("classical O-O-O") << "classical"
                                     << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                     << "O-O-O" << QStringList{"a1", "c1", "d1", "e1"};
    // Chess960: the king from g1 to c1 passes the rook, b1 to d1.
    QTest::newRow("Chess960 O-O-O") << "chess960"
                                    << "6k1/8/8/8/8/8/8/1R4K1 w B - 0 1"
                                    << "O-O-O" << QStringList{"b1", "c1", "d1", "g1"};
    // The king already on g1: only the rook moves, but both are marked.
    QTest::newRow("Chess960 O-O, the king stays") << "chess960"
                                                  << "6k1/8/8/8/8/8/8/6KR w H - 0 1"
                                                  << "O-O" << QStringList{"f1", "g1", "h1"};
}

// The last move's marks after castling are the king's and the rook's squares
// before and after, as in every game that castles.
void TestPlaying::castlingMarksWhereKingAndRookWent() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, castling);
    QFETCH(QStringList, marked);
    MainWindow window;
    QCOMPARE(window.startGame(variant, fen), QString());
    testing::play(*sessionOf(window), {qPrintable(castling)});
    QStringList shown;
    for (int i = 0; i < 64; ++i)
        if (boardOf(window)->model()->indexOf(Square(i)).data(BoardModel::LastMoveRole).toBool())
            shown << QString::fromStdString(Square(i).name());
    QCOMPARE(shown, marked);
}

TAVLEYA_GUI_TEST_MAIN(TestPlaying)
#include "test_playing.moc"

// Annotating a game in the main window: a move in an earlier position makes
// a variation, which is promoted, demoted, made the main line and deleted;
// the rest is deleted; comments, glyphs, arrows and squares are added; the
// header is edited. Every step is undone and redone. An annotated game goes
// through a file and back unchanged.

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

#include "annotation/comment_editor.h"
#include "annotation/nag_palette.h"
#include "board/board_widget.h"
#include "board_driver.h"
#include "board_presenter.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "header_dialog.h"
#include "main_window.h"
#include "pgn/pgn_reader.h"
#include "pgn/pgn_writer.h"
#include "placing_turn_controller.h"
#include "play/game_session.h"
#include "play/move_list_model.h"
#include "play/score_sheet_view.h"
#include "session_moves.h"
#include "text/figurine_text.h"
#include "text/glyph_text.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestAnnotating : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void variationsFromTheBoard();
    void variationOperations();
    void commentsGlyphsAndMarks();
    void typingACommentIsOneStep();
    void drawOfferMarkIsNotCommentText();
    void typingGoesOnAfterAPause();
    void theBoxesStayPutFromMoveToMove();
    void commentsReadOnTheSheet();
    void scoreSheetReadsAsWritten();
    void figurinesAsTallAsLetters();
    void typingIsPartOfTheWork();
    void gameKeysReachTheGame();
    void aCommentStaysWithItsMoveAndTheSheetStays();
    void theOpeningCommentIsSaidBeforeTheFirstMove();
    void headerEditing();
    void annotatedGameThroughAFile();

private:
    static QString pgn(const MainWindow& window) {
        return QString::fromStdString(writePgnGame(documentOf(window)->currentGame()));
    }
    static void trigger(MainWindow& window, const char* name) {
        QAction* action = window.findChild<QAction*>(name);
        QVERIFY2(action, name);
        action->trigger();
    }
    // Plays 1. e4 e5 2. Nf3 on the board and shows the position after 1. e4.
    static void openingAndBack(MainWindow& window) {
        BoardWidget* board = boardOf(window);
        drag(board, "e2", "e4");
        drag(board, "e7", "e5");
        drag(board, "g1", "f3");
        QTest::keyClick(&window, Qt::Key_Left);
        QTest::keyClick(&window, Qt::Key_Left);
    }
};

void TestAnnotating::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    QSettings().clear();
}

void TestAnnotating::variationsFromTheBoard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openingAndBack(window);
    BoardWidget* board = boardOf(window);
    QAction* takeBack = window.findChild<QAction*>("takeBack");
    QVERIFY(takeBack->isEnabled());   // the last step was a move played
    drag(board, "c7", "c5");          // after 1. e4: a variation
    QVERIFY(!takeBack->isEnabled());  // an edit: undone in the Edit menu
    QVERIFY2(pgn(window).contains("1. e4 e5 (1... c5) 2. Nf3 *"), qPrintable(pgn(window)));
    QCOMPARE(board->position().at(sq("c5")), Piece(Color::Black, PieceKind::Pawn));
    // It goes on from there, and ↑/↓ step between the moves at the branch.
    drag(board, "g1", "f3");
    QVERIFY(pgn(window).contains("(1... c5 2. Nf3)"));
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Up);
    QCOMPARE(board->position().at(sq("e5")), Piece(Color::Black, PieceKind::Pawn));
    QTest::keyClick(&window, Qt::Key_Down);
    QCOMPARE(board->position().at(sq("c5")), Piece(Color::Black, PieceKind::Pawn));
    // Undo takes the moves back one by one, redo brings them again.
    trigger(window, "undo");
    QVERIFY(pgn(window).contains("(1... c5) 2. Nf3 *"));
    trigger(window, "undo");
    QVERIFY(pgn(window).contains("1. e4 e5 2. Nf3 *"));
    trigger(window, "redo");
    trigger(window, "redo");
    QVERIFY(pgn(window).contains("(1... c5 2. Nf3)"));
    // Asked to, a new move replaces the rest.
    QTest::keyClick(&window, Qt::Key_Home);
    QTest::keyClick(&window, Qt::Key_Right);
    trigger(window, "replaceRest");
    drag(board, "d7", "d5");
    QVERIFY2(pgn(window).contains("1. e4 d5 *"), qPrintable(pgn(window)));
    trigger(window, "undo");
    QVERIFY(pgn(window).contains("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *"));
}

void TestAnnotating::variationOperations() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openingAndBack(window);
    BoardWidget* board = boardOf(window);
    drag(board, "c7", "c5");
    QTest::keyClick(&window, Qt::Key_Left);
    drag(board, "e7", "e6");
    const QString start = pgn(window);
    QVERIFY2(start.contains("1. e4 e5 (1... c5) (1... e6) 2. Nf3 *"), qPrintable(start));
    // The variation shown is 1... e6.
    trigger(window, "promoteVariation");
    QVERIFY(pgn(window).contains("1. e4 e5 (1... e6) (1... c5) 2. Nf3 *"));
    trigger(window, "demoteVariation");
    QCOMPARE(pgn(window), start);
    trigger(window, "makeMainLine");
    QVERIFY2(pgn(window).contains("1. e4 e6 (1... e5 2. Nf3) (1... c5) *"),
             qPrintable(pgn(window)));
    trigger(window, "undo");
    QCOMPARE(pgn(window), start);
    trigger(window, "deleteVariation");
    QVERIFY(pgn(window).contains("1. e4 e5 (1... c5) 2. Nf3 *"));
    // On the main line there is no variation to act on.
    QCOMPARE(presenterOf(window)->shown(), sessionOf(window)->tree().mainLine()[0]);
    QVERIFY(!window.findChild<QAction*>("deleteVariation")->isEnabled());
    trigger(window, "deleteRest");
    QVERIFY2(pgn(window).contains("1. e4 *"), qPrintable(pgn(window)));
    trigger(window, "undo");
    trigger(window, "undo");
    QCOMPARE(pgn(window), start);
    trigger(window, "redo");
    QVERIFY(pgn(window).contains("1. e4 e5 (1... c5) 2. Nf3 *"));
}

void TestAnnotating::typingACommentIsOneStep() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openingAndBack(window);
    QUndoStack* undo = sessionOf(window)->undoStack();
    const int steps = undo->count();
    auto* comments = window.findChild<CommentEditor*>();
    // A comment typed in three goes (each saved on a pause) is one step.
    for (const char* text : {"The", "The king's", "The king's pawn."}) {
        comments->afterEdit()->setPlainText(text);
        comments->commit();
    }
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY(pgn(window).contains("1. e4 {The king's pawn.}"));
    trigger(window, "undo");
    QVERIFY(!pgn(window).contains("king"));
    trigger(window, "redo");
    QVERIFY(pgn(window).contains("1. e4 {The king's pawn.}"));
    // A glyph between two goes of typing ends the first step.
    window.findChild<NagPalette*>()->actionFor(1)->trigger();
    comments->afterEdit()->setPlainText("Best by test.");
    comments->commit();
    QCOMPARE(undo->count(), steps + 3);
    // The stack keeps a bounded number of steps.
    QVERIFY(undo->undoLimit() > 0);
    for (int i = 0; i < undo->undoLimit() + 5; ++i)
        window.findChild<NagPalette*>()->actionFor(1 + i % 2)->trigger();
    QCOMPARE(undo->count(), undo->undoLimit());
}

void TestAnnotating::commentsGlyphsAndMarks() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openingAndBack(window);
    auto* comments = window.findChild<CommentEditor*>();
    comments->afterEdit()->setPlainText("The king's pawn.");
    comments->commit();
    QVERIFY2(pgn(window).contains("1. e4 {The king's pawn.} 1... e5"), qPrintable(pgn(window)));
    comments->beforeEdit()->setPlainText("Opening:");
    comments->commit();
    QVERIFY(pgn(window).contains("{Opening:} 1. e4 {The king's pawn.}"));
    trigger(window, "undo");
    QVERIFY(!pgn(window).contains("Opening:"));
    QCOMPARE(comments->beforeEdit()->toPlainText(), QString());
    // Typing not yet saved belongs to its move even when the next is shown.
    QTest::keyClick(&window, Qt::Key_Right);
    comments->afterEdit()->setPlainText("Symmetry.");
    QTest::keyClick(&window, Qt::Key_Left);
    QVERIFY2(pgn(window).contains("1... e5 {Symmetry.} 2. Nf3"), qPrintable(pgn(window)));
    QCOMPARE(comments->afterEdit()->toPlainText(), QString("The king's pawn."));
    trigger(window, "undo");
    // Glyphs: ! then !! replaces it; an evaluation stands beside it.
    auto* nags = window.findChild<NagPalette*>();
    nags->actionFor(1)->trigger();
    QVERIFY(pgn(window).contains("1. e4 $1 {The king's pawn.}"));
    nags->actionFor(3)->trigger();
    nags->actionFor(14)->trigger();
    QVERIFY2(pgn(window).contains("1. e4 $3 $14 {The king's pawn.}"), qPrintable(pgn(window)));
    QVERIFY(nags->actionFor(3)->isChecked() && !nags->actionFor(1)->isChecked());
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("e4!! ") + glyphText(14) + " {The king's pawn.}");
    // "⩲" where the font has it, else its plain stand-in.
    QVERIFY(glyphText(14) == QString("⩲") || glyphText(14) == QString("+/="));
    QVERIFY(glyphText(15) == QString("⩱") || glyphText(15) == QString("=/+"));
    trigger(window, "undo");
    QVERIFY(pgn(window).contains("1. e4 $3 {The king's pawn.}"));
    // Arrows and squares with the right button; Shift makes them red.
    BoardWidget* board = boardOf(window);
    QTest::mousePress(board, Qt::RightButton, {}, at(board, "g1"));
    QTest::mouseRelease(board, Qt::RightButton, {}, at(board, "f3"));
    QTest::mousePress(board, Qt::RightButton, Qt::ShiftModifier, at(board, "d5"));
    QTest::mouseRelease(board, Qt::RightButton, Qt::ShiftModifier, at(board, "d5"));
    QVERIFY2(pgn(window).contains("1. e4 $3 {[%csl Rd5] [%cal Gg1f3] The king's pawn.}"),
             qPrintable(pgn(window)));
    QCOMPARE(board->model()->arrows().size(), std::size_t{1});
    QVERIFY(board->model()->indexOf(sq("d5")).data(BoardModel::MarkRole).isValid());
    // The sheet says the move has marks.
    QCOMPARE(moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString(),
             QString("e4!! ↗ {The king's pawn.}"));
    // The same arrow again removes it.
    QTest::mousePress(board, Qt::RightButton, {}, at(board, "g1"));
    QTest::mouseRelease(board, Qt::RightButton, {}, at(board, "f3"));
    QVERIFY(board->model()->arrows().empty());
    trigger(window, "undo");
    QCOMPARE(board->model()->arrows().size(), std::size_t{1});
    // Moving on shows the next move's (no) marks.
    QTest::keyClick(&window, Qt::Key_Right);
    QVERIFY(board->model()->arrows().empty());
}

void TestAnnotating::theBoxesStayPutFromMoveToMove() {
    // Annotating (the glyph bar out), the comment boxes keep their place and
    // size whether the move shown has a comment or not: a click aimed at a
    // box lands in it.
    MainWindow window;
    window.findChild<QAction*>(QStringLiteral("showGlyphBar"))->trigger();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    testing::play(session, {"e4", "e5", "Nf3"});
    const auto line = session.tree().mainLine();
    session.editNotes("Comment", line[1], line[1], [](GameSession::MoveNotes& notes) {
        notes.commentBefore =
            "A long comment before the move, long enough for two lines or more "
            "in a box of the side panel's width.";
        notes.commentAfter = "The same after it, so that both boxes would grow.";
    });
    const auto boxes = [&window] {
        QApplication::processEvents();
        QRect both;
        for (const char* name : {"commentBefore", "commentAfter"}) {
            auto* box = window.findChild<QPlainTextEdit*>(QLatin1String(name));
            both |= QRect(box->mapTo(&window, QPoint()), box->size());
        }
        return both;
    };
    presenterOf(window)->show(line[0]);
    const QRect plain = boxes();
    presenterOf(window)->show(line[1]);
    QCOMPARE(boxes(), plain);
    presenterOf(window)->show(line[2]);
    QCOMPARE(boxes(), plain);
}

void TestAnnotating::typingGoesOnAfterAPause() {
    // A comment typed on a game with a clock, saved in a pause, then typed
    // on: the words go on where the cursor was.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    session.start(session.rulesPointer(), TimeControls(TimeControl::fromText("5+3").value(),
                                                       TimeControl::fromText("5+3").value()));
    testing::play(session, {"e4", "e5"});
    auto* after = window.findChild<QPlainTextEdit*>(QStringLiteral("commentAfter"));
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QTest::keyClicks(after, "The bishop retreats");
    QTRY_COMPARE(session.tree().node(session.current()).commentAfter,
                 std::string("The bishop retreats"));
    QTest::keyClicks(after, ", defending c2.");
    QCOMPARE(after->toPlainText(), QString("The bishop retreats, defending c2."));
    // A pause after a space: the comment kept has no space at its end, and
    // the typing goes on after the space, at the end of the box.
    QTest::keyClicks(after, " Black ");
    QTRY_COMPARE(session.tree().node(session.current()).commentAfter,
                 std::string("The bishop retreats, defending c2. Black"));
    QTest::keyClicks(after, "castles.");
    QCOMPARE(after->toPlainText(), QString("The bishop retreats, defending c2. Black castles."));
    QTRY_COMPARE(session.tree().node(session.current()).commentAfter,
                 std::string("The bishop retreats, defending c2. Black castles."));
    // The same on a move before the last, shown from the score sheet.
    testing::play(session, {"Nf3"});
    const NodeId e4 = session.tree().mainLine()[0];
    presenterOf(window)->show(e4);
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QTest::keyClicks(after, "Good ");
    QTRY_COMPARE(session.tree().node(e4).commentAfter, std::string("Good"));
    QTest::keyClicks(after, "central pawn move");
    QCOMPARE(after->toPlainText(), QString("Good central pawn move"));
}

void TestAnnotating::drawOfferMarkIsNotCommentText() {
    // The "(=)" of a draw offer is the game's record, after the move on the
    // score sheet and in the file: the comment box shows only what was
    // written, and whatever is written there, the offer stays recorded.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    drag(boardOf(window), "e2", "e4");
    QTimer::singleShot(0, [] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        box->findChild<QAbstractButton*>("declineDraw")->click();
    });
    trigger(window, "offerDraw");
    const NodeId e4 = sessionOf(window)->current();
    const auto sheet = [&] {
        return moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString();
    };
    QCOMPARE(sheet(), QString("e4 (=)"));
    auto* comments = window.findChild<CommentEditor*>();
    QCOMPARE(comments->afterEdit()->toPlainText(), QString());
    comments->afterEdit()->setFocus();
    QTest::keyClicks(comments->afterEdit(), "Fair.");
    comments->commit();
    QCOMPARE(sessionOf(window)->tree().node(e4).commentAfter, std::string("(=) Fair."));
    QCOMPARE(comments->afterEdit()->toPlainText(), QString("Fair."));
    QVERIFY(pgn(window).contains("1. e4 {(=) Fair.}"));
    // Emptied, the comment goes; the offer stays.
    comments->afterEdit()->selectAll();
    QTest::keyClick(comments->afterEdit(), Qt::Key_Delete);
    comments->commit();
    QCOMPARE(sessionOf(window)->tree().node(e4).commentAfter, std::string("(=)"));
    QCOMPARE(sheet(), QString("e4 (=)"));
    // Typed again and undone: the typing goes, the offer stays.
    QTest::keyClicks(comments->afterEdit(), "Fair.");
    comments->commit();
    trigger(window, "undo");  // the typing, one step
    QCOMPARE(sessionOf(window)->tree().node(e4).commentAfter, std::string("(=)"));
    QCOMPARE(comments->afterEdit()->toPlainText(), QString());
}

void TestAnnotating::commentsReadOnTheSheet() {
    // Comments before and after a move read in the cell, in braces; a long
    // one is cut at a word with an ellipsis, and the tooltip has it whole.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openingAndBack(window);
    const NodeId e4 = presenterOf(window)->shown();
    const QString longText =
        "A move that fights for the centre at once and opens lines for the queen and bishop.";
    sessionOf(window)->editNotes(QStringLiteral("comment"), e4, e4,
                                 [&](GameSession::MoveNotes& notes) {
                                     notes.commentBefore = "Best by test:";
                                     notes.commentAfter = longText.toStdString();
                                 });
    const QModelIndex cell = moveListOf(window)->index(0, MoveListModel::WhiteColumn);
    QCOMPARE(
        cell.data().toString(),
        QString("{Best by test:} e4 {A move that fights for the centre at once and opens lines…}"));
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), "{Best by test:} e4 {" + longText + "}");
    // Black's cell has no comment, and so no tooltip.
    const QModelIndex black = moveListOf(window)->index(0, MoveListModel::BlackColumn);
    QCOMPARE(black.data().toString(), QString("e5"));
    QVERIFY(!black.data(Qt::ToolTipRole).isValid());
}

void TestAnnotating::scoreSheetReadsAsWritten() {
    // A game from a file as the sheet shows it: the NAGs as their signs,
    // never "$11"; the clock in whole seconds; the comments inline, cut
    // short, and whole in the tooltip.
    auto games = readPgnText(
        "1. e4 $1 $11 {[%clk 0:04:59.678] A long comment that goes on well past what a cell "
        "shows, and on a while more after that.} e5 $14 {[%clk 0:04:58]} 2. Nf3 $2 $16 $36 $132 "
        "$146 *");
    QVERIFY(games.size() == 1 && games[0].game);
    MoveListModel model;
    model.setTree(&games[0].game->tree);
    const auto cell = [&](int row, int column) { return model.index(row, column); };
    QCOMPARE(
        cell(0, MoveListModel::WhiteColumn).data().toString(),
        QString("e4! =  0:04:59 {A long comment that goes on well past what a cell shows, and…}"));
    QCOMPARE(cell(0, MoveListModel::WhiteColumn).data(Qt::ToolTipRole).toString(),
             QString("e4! =  0:04:59 {A long comment that goes on well past what a cell shows, and "
                     "on a while more after that.}"));
    QCOMPARE(cell(0, MoveListModel::BlackColumn).data().toString(),
             QString("e5 ") + glyphText(14) + "  0:04:58");
    const QString third = cell(1, MoveListModel::WhiteColumn).data().toString();
    QVERIFY2(third.startsWith("Nf3? ±"), qPrintable(third));
    QVERIFY2(third.endsWith("N"), qPrintable(third));
    // Every NAG of the standard that has a sign shows it.
    for (int nag = 1; nag <= 47; ++nag) {
        if (nag == 9 || nag == 42 || nag == 43) continue;  // no sign in use
        QVERIFY2(!glyphText(nag).startsWith('$'), qPrintable(QString::number(nag)));
    }
    for (int nag = 130; nag <= 148; ++nag)
        QVERIFY2(!glyphText(nag).startsWith('$'), qPrintable(QString::number(nag)));
}

void TestAnnotating::figurinesAsTallAsLetters() {
    // In figurine notation a piece reads as tall as the capital letters
    // around it, on the sheet as elsewhere.
    const QFont font = QApplication::font();
    // How tall the ink of `text` is, drawn as the score sheet draws it.
    const auto inkHeight = [&](const QString& text) {
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setPen(Qt::black);
        const FigurineText laid(text, font, figurineFont(font), 200);
        laid.draw(&painter, QPointF(20, 20));
        painter.end();
        int top = image.height(), bottom = -1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qGray(image.pixel(x, y)) < 160) {
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
        return bottom - top + 1;
    };
    const int capital = inkHeight("N");
    QVERIFY(capital > 4);
    for (const char* figurine : {"♘", "♗", "♖", "♕", "♔"})
        QVERIFY2(inkHeight(QString::fromUtf8(figurine)) >= capital,
                 qPrintable(QString("%1: %2 against %3")
                                .arg(QString::fromUtf8(figurine))
                                .arg(inkHeight(QString::fromUtf8(figurine)))
                                .arg(capital)));
    // The sheet itself draws its cells so, every row alike, whether its
    // moves are a pawn's or a piece's: taller than in letters.
    MoveListModel model;
    model.setNotation(kSanFigurine);
    auto games = readPgnText("1. e4 e5 2. Nf3 Nc6 *");
    model.setTree(&games[0].game->tree);
    ScoreSheetView view(&model);
    view.resize(300, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto rowHeight = [&](int row) {
        return view.visualRect(model.index(row, MoveListModel::WhiteColumn)).height();
    };
    QCOMPARE(rowHeight(0), rowHeight(1));
    const int figurines = rowHeight(1);
    model.setNotation(kSan);
    QTRY_VERIFY(rowHeight(1) > 0 && rowHeight(1) < figurines);
}

void TestAnnotating::typingIsPartOfTheWork() {
    // A comment still being typed belongs to the game: asked whether to keep
    // the work before a new game replaces it, the game has it already.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* comments = window.findChild<CommentEditor*>();
    comments->afterEdit()->setPlainText("Unfinished thought");
    QString asked;
    QTimer::singleShot(0, [&asked] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            dialog->reject();
        }
    });
    trigger(window, "newGame");
    QVERIFY2(asked.contains("not saved"), qPrintable(asked));
    const GameTree& tree = sessionOf(window)->tree();
    QCOMPARE(tree.node(tree.root()).commentAfter, std::string("Unfinished thought"));
    // Typed while a placing turn is built, a comment keeps the placements.
    QCOMPARE(window.startGame("kingchess"), QString());
    placingTurnOf(window)->place(PieceKind::King, sq("e1"));
    comments->afterEdit()->setPlainText("The king first.");
    comments->commit();
    QVERIFY(placingTurnOf(window)->turn());
    QCOMPARE(placingTurnOf(window)->turn()->placements().size(), std::size_t{1});
    // A new game forgets them.
    QCOMPARE(window.startGame("kingchess"), QString());
    QVERIFY(!placingTurnOf(window)->turn());
}

void TestAnnotating::gameKeysReachTheGame() {
    // The board has the keys from the start; a comment box has them only
    // while the user types in it, and a click on the board or Escape gives
    // them back to the game.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    BoardWidget* board = boardOf(window);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(board));
    drag(board, "e2", "e4");
    drag(board, "e7", "e5");
    const GameTree& tree = sessionOf(window)->tree();
    const auto key = [](QKeyCombination k) {
        QTest::keyClick(QApplication::focusWidget(), k.key(), k.keyboardModifiers());
    };
    key(Qt::Key_Left);
    QCOMPARE(presenterOf(window)->shown(), tree.mainLine()[0]);
    auto* after = window.findChild<QPlainTextEdit*>("commentAfter");
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(after));
    QTest::keyClicks(after, "good");
    key(Qt::Key_Left);  // moves the text cursor, not the game
    key(Qt::Key_Home);
    QCOMPARE(presenterOf(window)->shown(), tree.mainLine()[0]);
    key(Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(board));
    QCOMPARE(tree.node(tree.mainLine()[0]).commentAfter, std::string("good"));
    key(Qt::Key_Right);
    QCOMPARE(presenterOf(window)->shown(), tree.mainLine()[1]);
    // Typing again, then a click on the board: the keys are the game's.
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(after));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "d4"));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(board));
    key(Qt::Key_Home);
    QCOMPARE(presenterOf(window)->shown(), tree.root());
    key(QKeyCombination(Qt::ControlModifier, Qt::Key_Z));  // undoes the comment
    QCOMPARE(tree.node(tree.mainLine()[0]).commentAfter, std::string());
}

void TestAnnotating::aCommentStaysWithItsMoveAndTheSheetStays() {
    // A long game in a short sheet: a comment typed on a move in the middle
    // goes on that move when it is saved, the sheet does not move under the
    // pointer, and a click then shows the move clicked.
    MainWindow window;
    window.resize(900, 450);
    // Annotating, with the glyph bar out from the start.
    window.findChild<QAction*>(QStringLiteral("showGlyphBar"))->trigger();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    testing::play(session, {"e4",   "e5",   "Nf3",  "d6",   "d4",    "Bg4",  "dxe5",  "Bxf3",
                            "Qxf3", "dxe5", "Bc4",  "Nf6",  "Qb3",   "Qe7",  "Nc3",   "c6",
                            "Bg5",  "b5",   "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8",
                            "Rxd7", "Rxd7", "Rd1",  "Qe6",  "Bxd7+", "Nxd7", "Qb8+"});
    const auto line = session.tree().mainLine();
    auto* sheet = window.findChild<QTreeView*>(QStringLiteral("moveList"));
    QVERIFY(sheet->verticalScrollBar()->maximum() > 0);
    const NodeId commented = line[16];  // 9. Bg5
    presenterOf(window)->show(commented);
    sheet->scrollTo(moveListOf(window)->indexOf(commented), QAbstractItemView::PositionAtCenter);
    QApplication::processEvents();
    const int scrolled = sheet->verticalScrollBar()->value();
    QVERIFY(scrolled > 0);
    auto* after = window.findChild<QPlainTextEdit*>(QStringLiteral("commentAfter"));
    QTest::mouseClick(after->viewport(), Qt::LeftButton);
    QTest::keyClicks(after, "The bishop pins the knight, and the queen and rook will come.");
    // Saved after a pause in the typing.
    QTRY_COMPARE(session.tree().node(commented).commentAfter,
                 std::string("The bishop pins the knight, and the queen and rook will come."));
    QApplication::processEvents();
    QCOMPARE(sheet->verticalScrollBar()->value(), scrolled);
    // The move two rows down, clicked where it is now.
    const NodeId aimed = line[20];  // 11. Bxb5+
    const QRect cell = sheet->visualRect(moveListOf(window)->indexOf(aimed));
    QVERIFY(sheet->viewport()->rect().contains(cell.center()));
    QTest::mouseClick(sheet->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(presenterOf(window)->shown(), aimed);
    QCOMPARE(sheet->verticalScrollBar()->value(), scrolled);
    QVERIFY(session.tree().node(aimed).commentAfter.empty());
    QCOMPARE(after->toPlainText(), QString());
}

void TestAnnotating::theOpeningCommentIsSaidBeforeTheFirstMove() {
    // "{...} 1. e4": the comment a game opens with shows before its first
    // move, and is edited there; it stays the game's opening comment.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(documentOf(window)->pasteGame("{A quiet opening.} 1. e4 e5 *"), QString());
    const GameTree& tree = sessionOf(window)->tree();
    presenterOf(window)->show(tree.mainLine()[0]);
    auto* before = window.findChild<QPlainTextEdit*>(QStringLiteral("commentBefore"));
    QCOMPARE(before->toPlainText(), QString("A quiet opening."));
    // The sheet says it before the move too.
    const QString first =
        moveListOf(window)->index(0, MoveListModel::WhiteColumn).data().toString();
    QVERIFY2(first.startsWith("{A quiet opening.} e4"), qPrintable(first));
    QTest::mouseClick(before->viewport(), Qt::LeftButton);
    before->selectAll();
    QTest::keyClicks(before, "The king's pawn.");
    QTRY_COMPARE(tree.node(tree.root()).commentAfter, std::string("The king's pawn."));
    QVERIFY(tree.node(tree.mainLine()[0]).commentBefore.empty());
    QVERIFY2(pgn(window).contains("{The king's pawn.} 1. e4 e5"), qPrintable(pgn(window)));
    // The second move has no such comment: its box is its own.
    presenterOf(window)->show(tree.mainLine()[1]);
    QCOMPARE(before->toPlainText(), QString());
}

void TestAnnotating::headerEditing() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<HeaderDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QTableWidget* table = dialog->table();
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, 0)->text() == "White") table->item(row, 1)->setText("Ada");
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem("Bad Name"));
        table->setItem(row, 1, new QTableWidgetItem("x"));
        QCOMPARE(dialog->problem(),
                 QString("'Bad Name' is no tag name: use letters, digits and _"));
        table->item(row, 0)->setText("Annotator");
        QCOMPARE(dialog->problem(), QString());
        dialog->accept();
    });
    trigger(window, "editHeader");
    QVERIFY2(pgn(window).contains("[White \"Ada\"]") && pgn(window).contains("[Annotator \"x\"]"),
             qPrintable(pgn(window)));
    trigger(window, "undo");
    QVERIFY(!pgn(window).contains("Ada"));
}

void TestAnnotating::annotatedGameThroughAFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("annotated.pgn");
    QFile source(path);
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(
        "[Event \"Club\"]\n[Site \"Here\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n"
        "[White \"Ada\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n\n"
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n");
    source.close();
    QString saved;
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(documentOf(window)->openGame(path), QString());
        QTest::keyClick(&window, Qt::Key_Home);
        QTest::keyClick(&window, Qt::Key_Right);
        QTest::keyClick(&window, Qt::Key_Right);  // after 1... e5
        drag(boardOf(window), "f1", "c4");        // 2. Bc4 as a variation
        auto* comments = window.findChild<CommentEditor*>();
        comments->afterEdit()->setPlainText("The Italian.");
        comments->commit();
        window.findChild<NagPalette*>()->actionFor(5)->trigger();
        QTest::mousePress(boardOf(window), Qt::RightButton, {}, at(boardOf(window), "c4"));
        QTest::mouseRelease(boardOf(window), Qt::RightButton, {}, at(boardOf(window), "f7"));
        saved = pgn(window);
        QVERIFY2(saved.contains("2. Nf3 (2. Bc4 $5 {[%cal Gc4f7] The Italian.}) 2... Nc6"),
                 qPrintable(saved));
        QVERIFY(saved.contains("[Result \"1-0\"]") && saved.endsWith("a6 1-0\n"));
        QCOMPARE(documentOf(window)->saveGame(path), QString());
    }
    MainWindow reopened;
    QCOMPARE(documentOf(reopened)->openGame(path), QString());
    QCOMPARE(pgn(reopened), saved);
}

TAVLEYA_GUI_TEST_MAIN(TestAnnotating)
#include "test_annotating.moc"

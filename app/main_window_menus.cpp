// The window's menus, built from the parts' actions. Each action is named
// (objectName) so that tests and scripts can find it.

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QUndoStack>

#include "analysis_desk.h"
#include "annotation_desk.h"
#include "board_presenter.h"
#include "clipboard_actions.h"
#include "collections_desk.h"
#include "computer_opponents.h"
#include "engines/engines_dialog.h"
#include "game_document.h"
#include "game_end_actions.h"
#include "game_reviews.h"
#include "game_starter.h"
#include "go_menu.h"
#include "help_menu.h"
#include "hint_action.h"
#include "lesson_desk.h"
#include "main_window.h"
#include "play/game_session.h"
#include "puzzle_desk.h"
#include "rules_desk.h"
#include "view_menu.h"

namespace tavleya {

void MainWindow::createMenus() {
    createGameMenu();
    createEditMenu();
    createViewMenu();
    addGoMenu(menuBar(), *session_, *presenter_);
    createEngineMenu();
    QMenu* practice = menuBar()->addMenu(tr("&Practice"));
    practice->setObjectName(QStringLiteral("practiceMenu"));
    practice->addAction(lessons_->lessonsAction());
    practice->addAction(puzzles_->puzzlesAction());
    addHelpMenu(this, rules_->rulesMenu(this));
}

void MainWindow::createGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame =
        game->addAction(tr("&New Game..."), this, [this] { starter_->askNewGame(); });
    newGame->setObjectName(QStringLiteral("newGame"));
    newGame->setShortcut(QKeySequence::New);
    game->addAction(
            tr("Play from &Here..."), this,
            [this] { starter_->askNewGame(session_->tree().node(presenter_->shown()).position); })
        ->setObjectName(QStringLiteral("playFromHere"));
    game->addAction(tr("Start &Page"), this, &MainWindow::showStartPage)
        ->setObjectName(QStringLiteral("showStartPage"));
    game->addAction(tr("&Open..."), this, &MainWindow::askOpen)->setShortcut(QKeySequence::Open);
    QMenu* recent = game->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentFiles"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { fillRecentMenu(recent); });
    QAction* save = game->addAction(tr("&Save"), document_, &GameDocument::save);
    save->setObjectName(QStringLiteral("save"));
    save->setShortcut(QKeySequence::Save);
    game->addAction(tr("Save &As..."), document_, &GameDocument::askSave)
        ->setShortcut(QKeySequence::SaveAs);
    game->addSeparator();
    // Takes back the last move played; edits are undone in the Edit menu.
    takeBack_ = game->addAction(tr("&Take Back"), this, [this] { computers_->takeBack(); });
    takeBack_->setObjectName(QStringLiteral("takeBack"));
    game->addAction(gameEnd_->offerDraw());
    game->addAction(gameEnd_->claimDraw());
    game->addSeparator();
    // Away from Take Back, and asked about.
    game->addAction(gameEnd_->resign());
    game->addSeparator();
    pause_ = game->addAction(tr("&Pause Clock"));
    pause_->setObjectName(QStringLiteral("pauseClock"));
    pause_->setCheckable(true);
    pause_->setShortcut(QKeySequence(Qt::Key_Pause));
    connect(pause_, &QAction::triggered, this, [this](bool on) {
        session_->setPaused(on);
        presenter_->refresh();
    });
    game->addSeparator();
    game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows)
        ->setShortcut(QKeySequence::Quit);
}

// Editing the game: every step undoable, moves and edits alike.
void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = computers_->createUndoAction(this);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = session_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    annotation_->addVariationActions(edit);
    edit->addSeparator();
    collections_->addSearchActions(edit);
    edit->addSeparator();
    annotation_->addEditActions(edit);
    edit->addSeparator();
    clipboard_->addActions(edit);
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view_->addBoardChoices(view);
    view->addSeparator();
    // The panels: the window remembers which are open.
    collections_->addPanelToggles(view);
    view->addAction(annotation_->glyphBarToggle());
    view->addSeparator();
    view_->addSettings(view);
}

void MainWindow::createEngineMenu() {
    QMenu* menu = menuBar()->addMenu(tr("E&ngine"));
    // One key starts and stops the analysis, opening the pane if need be.
    menu->addAction(analysis_->analyseAction());
    menu->addAction(hint_->action());
    reviews_->addActions(menu);
    menu->addAction(tr("&Engines..."), this,
                    [this] {
                        EnginesDialog dialog(engines(), this);
                        dialog.exec();
                    })
        ->setObjectName(QStringLiteral("engines"));
    menu->addSeparator();
    analysis_->addViewChoices(menu);
}

}  // namespace tavleya

// The main window's menus and their actions. Each action is named
// (objectName) so that tests and scripts can find it.

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "computer_opponents.h"
#include "engines/analysis_panel.h"
#include "game_document.h"
#include "game_end_actions.h"
#include "game_lists/opening_tree_panel.h"
#include "hint_action.h"
#include "main_window.h"
#include "pgn/pgn_writer.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_list_model.h"
#include "recent_files.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "using_tavleya_page.h"

namespace tavleya {

void MainWindow::createActions() {
    createGameMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
    createEngineMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* using_ = help->addAction(tr("&Using Tavleya"), this, [this] {
        auto* page = new UsingTavleyaPage(this);
        page->setAttribute(Qt::WA_DeleteOnClose);
        page->show();
    });
    using_->setObjectName(QStringLiteral("usingTavleya"));
    using_->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Tavleya"), this, &MainWindow::about);
}

void MainWindow::createGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New Game..."), this, &MainWindow::askNewGame);
    newGame->setObjectName(QStringLiteral("newGame"));
    newGame->setShortcut(QKeySequence::New);
    game->addAction(tr("Play from &Here..."), this, &MainWindow::playFromHere)
        ->setObjectName(QStringLiteral("playFromHere"));
    game->addAction(tr("&Open..."), this, &MainWindow::askOpen)->setShortcut(QKeySequence::Open);
    recentMenu_ = game->addMenu(tr("Open &Recent"));
    recentMenu_->setObjectName(QStringLiteral("recentFiles"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
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
    QAction* undo = session_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = session_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    createVariationActions(edit);
    edit->addSeparator();
    const auto addFind = [&](const QString& text, const char* name, PositionMatch match,
                             const QString& toolTip) {
        QAction* action = edit->addAction(text, this, [this, match] {
            if (const QString error = findPosition(match); !error.isEmpty()) tell(error);
        });
        action->setObjectName(QLatin1String(name));
        action->setToolTip(toolTip);
        return action;
    };
    addFind(tr("&Find This Position in the List"), "findPosition", PositionMatch::Exact,
            tr("Narrows the list of games to those that reach the position shown"))
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    addFind(tr("Find This Ma&terial in the List"), "findMaterial", PositionMatch::Material,
            tr("Narrows the list of games to those that reach as many pieces of each kind for "
               "each side as the position shown has, wherever they stand"));
    addFind(tr("Find These P&awns in the List"), "findPawns", PositionMatch::PawnStructure,
            tr("Narrows the list of games to those that reach the pawns of the position shown, "
               "on the same squares"));
    edit->addAction(tr("Find &Duplicate Games"), this,
                    [this] {
                        if (const QString error = findDuplicates(); !error.isEmpty()) tell(error);
                    })
        ->setObjectName(QStringLiteral("findDuplicates"));
    edit->addAction(tr("Save the List &Without Duplicates..."), this,
                    &MainWindow::askSaveWithoutDuplicates)
        ->setObjectName(QStringLiteral("saveWithoutDuplicates"));
    edit->addSeparator();
    QAction* replaceRest = edit->addAction(tr("New Moves Replace the Re&st"));
    replaceRest->setObjectName(QStringLiteral("replaceRest"));
    replaceRest->setCheckable(true);
    replaceRest->setToolTip(
        tr("A move made where the game goes on replaces what follows, instead of adding a "
           "variation"));
    connect(replaceRest, &QAction::toggled, presenter_, &BoardPresenter::setReplaceRest);
    edit->addAction(tr("Edit &Header..."), this, &MainWindow::editHeader)
        ->setObjectName(QStringLiteral("editHeader"));
    edit->addAction(tr("Set Up &Position..."), this, &MainWindow::setUpPosition)
        ->setObjectName(QStringLiteral("setUpPosition"));
    edit->addSeparator();
    createClipboardActions(edit);
}

void MainWindow::createVariationActions(QMenu* menu) {
    const auto add = [&](const QString& text, const char* name, auto change) {
        QAction* action = menu->addAction(text, this, [this, text, change] {
            editVariation(QString(text).remove(QLatin1Char('&')), change);
        });
        action->setObjectName(QLatin1String(name));
        return action;
    };
    variationActions_ = {
        add(tr("&Promote Variation"), "promoteVariation",
            [](GameTree& tree, NodeId head) {
                tree.promote(head);
                return head;
            }),
        add(tr("&Demote Variation"), "demoteVariation",
            [](GameTree& tree, NodeId head) {
                tree.demote(head);
                return head;
            }),
        add(tr("Make &Main Line"), "makeMainLine",
            [this](GameTree& tree, NodeId) {
                const NodeId shown = presenter_->shown();
                tree.makeMainLine(shown);
                return shown;
            }),
        add(tr("Delete &Variation"), "deleteVariation",
            [](GameTree& tree, NodeId head) {
                const NodeId parent = tree.node(head).parent;
                tree.remove(head);
                return parent;
            }),
    };
    QAction* deleteRest = menu->addAction(tr("Delete the &Rest"), this, [this] {
        const NodeId shown = presenter_->shown();
        if (session_->tree().node(shown).children.empty()) return;
        session_->editTree(tr("Delete the Rest"), shown, [shown](GameTree& tree) {
            tree.removeAfter(shown);
            return shown;
        });
    });
    deleteRest->setObjectName(QStringLiteral("deleteRest"));
    deleteRest->setShortcut(QKeySequence(tr("Ctrl+Del")));
}

void MainWindow::createClipboardActions(QMenu* menu) {
    const auto add = [&](const QString& text, const char* name, auto slot) {
        QAction* action = menu->addAction(text, this, slot);
        action->setObjectName(QLatin1String(name));
        return action;
    };
    // A pasted game or position replaces the game: what is unsaved is asked for first.
    const auto paste = [this](const QString& title, auto read) {
        if (!document_->maybeKeepWork()) return;
        if (const QString error = read(QGuiApplication::clipboard()->text()); !error.isEmpty())
            QMessageBox::warning(this, title, error);
    };
    add(tr("&Copy Position (FEN)"), "copyPosition", [this] {
        copyPosition();
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    add(tr("Paste P&osition"), "pastePosition", [this, paste] {
        paste(tr("Paste Position"), [this](const QString& text) { return pastePosition(text); });
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    add(tr("Copy &Game (PGN)"), "copyGame", [this] {
        QGuiApplication::clipboard()->setText(
            QString::fromStdString(writePgnGame(document_->currentGame())));
    })->setShortcut(QKeySequence::Copy);
    add(tr("Paste G&ame"), "pasteGame", [this, paste] {
        paste(tr("Paste Game"), [this](const QString& text) { return document_->pasteGame(text); });
    })->setShortcut(QKeySequence::Paste);
    add(tr("E&xport Board..."), "exportBoard", [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Board"), QString(),
                                                          tr("Images (*.png *.svg)"));
        if (path.isEmpty()) return;
        if (const QString error = exportBoard(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Board"), error);
    });
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* flip = view->addAction(tr("&Flip Board"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setShortcut(QKeySequence(tr("Ctrl+F")));
    flip->setCheckable(true);
    connect(flip, &QAction::toggled, board_, &BoardWidget::setFlipped);
    // The board may turn by itself (for each move, to face a person playing
    // the computer): the menu says how it stands.
    connect(board_, &BoardWidget::orientationChanged, flip,
            [this, flip] { flip->setChecked(board_->flipped()); });
    createNotationMenu(view);
    addViewToggle(view, tr("&Turn Board for Each Move"), "autoFlip", settings::turnBoardForEachMove,
                  [this](bool on) { presenter_->setTurnForEachMove(on); });
    addViewToggle(view, tr("Face to &Face"), "faceToFace", settings::faceToFace,
                  [this](bool on) { board_->setFaceToFace(on); })
        ->setToolTip(tr("The far player's pieces turned towards them, for a board lying "
                        "flat between the players"));
    addViewToggle(view, tr("&Animate Moves"), "animateMoves", settings::animateMoves,
                  [this](bool on) { board_->setAnimated(on); });
    view->addSeparator();
    // The panels: the window remembers which are open.
    QAction* games = gamesDock_->toggleViewAction();
    games->setText(tr("&Games of the File"));
    games->setObjectName(QStringLiteral("showGames"));
    view->addAction(games);
    QAction* tree = treeDock_->toggleViewAction();
    tree->setText(tr("Opening &Tree"));
    tree->setObjectName(QStringLiteral("showOpeningTree"));
    tree->setShortcut(QKeySequence(tr("Ctrl+T")));
    view->addAction(tree);
    view->addSeparator();
    QAction* settings = view->addAction(tr("&Settings..."), this, [this] {
        SettingsDialog dialog(this);
        if (dialog.exec() != QDialog::Accepted) return;
        clocks_->setLowTime(SettingsDialog::lowTimeSeconds() * Millis{1000});
        sounds_->setEnabled(SettingsDialog::soundsOn());
        sounds_->setVolume(SettingsDialog::soundVolume() / 100.0);
        showBoardLook();
    });
    settings->setObjectName(QStringLiteral("settings"));
    settings->setMenuRole(QAction::PreferencesRole);
}

QAction* MainWindow::addViewToggle(QMenu* menu, const QString& text, const char* name,
                                   const Setting<bool>& setting,
                                   const std::function<void(bool)>& apply) {
    QAction* action = menu->addAction(text);
    action->setObjectName(QLatin1String(name));
    action->setCheckable(true);
    action->setChecked(setting.read());
    apply(action->isChecked());  // before the first game is shown
    connect(action, &QAction::toggled, this, [this, apply, setting](bool on) {
        apply(on);
        presenter_->refresh();
        setting.write(on);
    });
    return action;
}

// How moves are written on the score sheet; the choice is remembered by its
// place in the list.
void MainWindow::createNotationMenu(QMenu* view) {
    QMenu* notation = view->addMenu(tr("&Notation"));
    auto* notations = new QActionGroup(this);
    const std::pair<QString, NotationStyle> styles[] = {
        {tr("&Algebraic (SAN)"), kSan},
        {tr("&Russian Letters"), kSanRussian},
        {tr("&Figurines"), kSanFigurine},
        {tr("&Long Algebraic"), kLongEnglish},
    };
    int remembered = settings::notation.read();
    if (remembered < 0 || remembered >= int(std::size(styles))) remembered = 0;
    for (int i = 0; i < int(std::size(styles)); ++i) {
        QAction* action = notation->addAction(styles[i].first);
        action->setCheckable(true);
        notations->addAction(action);
        const NotationStyle chosen = styles[i].second;
        const auto use = [this, chosen] {
            notation_ = chosen;
            presenter_->setNotation(chosen);
            gameEnd_->setNotation(chosen);
            hint_->setNotation(chosen);
            moves_->setNotation(chosen);
            if (analysis_) analysis_->setNotation(chosen);
            openingTree_->setNotation(chosen);
        };
        connect(action, &QAction::triggered, this, [this, use, i] {
            use();
            presenter_->refresh();
            settings::notation.write(i);
        });
        if (i == remembered) {
            action->setChecked(true);
            use();  // no game is shown yet
        }
    }
}

// Going through the game: the live position is always at the end.
void MainWindow::createGoMenu() {
    QMenu* go = menuBar()->addMenu(tr("G&o"));
    const auto add = [&](const QString& text, QKeySequence key, const char* name, auto slot) {
        QAction* action = go->addAction(text, this, slot);
        action->setShortcut(key);
        action->setObjectName(QLatin1String(name));
    };
    const auto step = [this](int direction) {
        const GameTree& tree = session_->tree();
        const NodeId shown = presenter_->shown();
        if (direction < 0 && shown != tree.root()) showNode(tree.node(shown).parent);
        if (direction > 0 && !tree.node(shown).children.empty())
            showNode(tree.node(shown).children.front());
    };
    // At a branch, the other moves played there instead of the one shown.
    const auto sibling = [this](int direction) {
        const GameTree& tree = session_->tree();
        const NodeId shown = presenter_->shown();
        if (shown == tree.root()) return;
        const auto& choices = tree.node(tree.node(shown).parent).children;
        const auto next =
            std::find(choices.begin(), choices.end(), shown) - choices.begin() + direction;
        if (next >= 0 && next < std::ssize(choices))
            showNode(choices[static_cast<std::size_t>(next)]);
    };
    add(tr("&Back"), QKeySequence(Qt::Key_Left), "back", [step] { step(-1); });
    add(tr("&Forward"), QKeySequence(Qt::Key_Right), "forward", [step] { step(1); });
    add(tr("&Start"), QKeySequence(Qt::Key_Home), "start",
        [this] { showNode(session_->tree().root()); });
    add(tr("&End"), QKeySequence(Qt::Key_End), "end", [this] { showNode(session_->current()); });
    add(tr("&Previous Variation"), QKeySequence(Qt::Key_Up), "previousVariation",
        [sibling] { sibling(-1); });
    add(tr("&Next Variation"), QKeySequence(Qt::Key_Down), "nextVariation",
        [sibling] { sibling(1); });
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (const QString& path : files)
        recentMenu_
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (document_->maybeKeepWork()) openChosenFile(path);
                        })
            ->setToolTip(path);
    if (files.isEmpty()) recentMenu_->addAction(tr("No files yet"))->setEnabled(false);
}

}  // namespace tavleya

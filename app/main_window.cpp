#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>

#include "autosave_slot.h"
#include "autosave_writer.h"
#include "board_widget.h"
#include "clock_panel.h"
#include "comment_editor.h"
#include "game_list_model.h"
#include "game_list_panel.h"
#include "game_session.h"
#include "move_input.h"
#include "move_list_model.h"
#include "nag_palette.h"
#include "new_game_dialog.h"
#include "pgn_file_indexer.h"
#include "pocket_widget.h"
#include "ruleset_registry.h"
#include "settings_dialog.h"
#include "user_message.h"

namespace tavleya {

MainWindow::MainWindow(QWidget* parent) : MainWindow(builtinRulesets(), parent) {}

MainWindow::MainWindow(RulesetRegistry rulesets, QWidget* parent)
    : QMainWindow(parent),
      autosave_(std::make_unique<AutosaveSlot>()),
      autosaveWriter_(std::make_unique<AutosaveWriter>(autosave_->path())),
      rulesets_(std::move(rulesets)) {
    setWindowTitle(tr("Tavleya") + QStringLiteral("[*]"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tavleya.svg")));
    session_ = new GameSession(this);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    board_ = new BoardWidget(central);
    board_->setObjectName(QStringLiteral("board"));
    // Pockets beside the board: Black's on the left by the far side, White's
    // on the right.
    auto* boardRow = new QHBoxLayout;
    for (Color side : {Color::Black, Color::White}) {
        auto* pocket = new PocketWidget(side, board_->model(), central);
        pocket->setObjectName(side == Color::White ? QStringLiteral("whitePocket")
                                                   : QStringLiteral("blackPocket"));
        pockets_[index(side)] = pocket;
        connect(pocket, &PocketWidget::picked, this, &MainWindow::pickFromPocket);
    }
    boardRow->addWidget(pockets_[index(Color::Black)]);
    boardRow->addWidget(board_, 1);
    boardRow->addWidget(pockets_[index(Color::White)]);
    layout->addLayout(boardRow, 3);

    auto* side = new QVBoxLayout;
    clocks_ = new ClockPanel(*session_, central);
    side->addWidget(clocks_);
    banner_ = new QLabel(central);
    banner_->setObjectName(QStringLiteral("resultBanner"));
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setWordWrap(true);
    QFont bold = banner_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    banner_->setFont(bold);
    side->addWidget(banner_);
    stack_ = new QLabel(central);
    stack_->setObjectName(QStringLiteral("towerPanel"));
    stack_->setWordWrap(true);
    side->addWidget(stack_);
    // Towers: the square under the pointer, or the piece picked up, told in full.
    const auto describe = [this](Square s) {
        const bool tower = s.valid() && board_->position().towers().height(s) > 0;
        stack_->setText(tower
                            ? tr("%1 (top to bottom): %2")
                                  .arg(QString::fromStdString(s.name()), board_->describeSquare(s))
                            : QString());
    };
    connect(board_, &BoardWidget::hovered, this, describe);
    moves_ = new MoveListModel(this);
    moveView_ = new QTreeView(central);
    moveView_->setObjectName(QStringLiteral("moveList"));
    moveView_->setModel(moves_);
    // Variations show opened; a move added at the end keeps the view as it is.
    connect(moves_, &QAbstractItemModel::modelReset, moveView_, &QTreeView::expandAll);
    moveView_->setRootIsDecorated(true);
    moveView_->setSelectionBehavior(QAbstractItemView::SelectItems);
    moveView_->header()->setStretchLastSection(false);
    moveView_->header()->setSectionResizeMode(MoveListModel::NumberColumn,
                                              QHeaderView::ResizeToContents);
    moveView_->header()->setSectionResizeMode(MoveListModel::WhiteColumn, QHeaderView::Stretch);
    moveView_->header()->setSectionResizeMode(MoveListModel::BlackColumn, QHeaderView::Stretch);
    moveView_->setFocusPolicy(Qt::NoFocus);  // the arrow keys go through the game
    connect(moveView_, &QTreeView::clicked, this,
            [this](const QModelIndex& index) { showNode(moves_->nodeAt(index)); });
    side->addWidget(moveView_, 1);
    comments_ = new CommentEditor(central);
    connect(comments_, &CommentEditor::commentEdited, this, &MainWindow::editComment);
    side->addWidget(comments_);
    nags_ = new NagPalette(this);
    addToolBar(Qt::TopToolBarArea, nags_);
    connect(nags_, &NagPalette::nagToggled, this, &MainWindow::toggleNagShown);
    placingBar_ = new QWidget(central);
    auto* placingRow = new QHBoxLayout(placingBar_);
    placingRow->setContentsMargins(0, 0, 0, 0);
    auto* undoPlacing = new QPushButton(tr("Take Back Placement"), placingBar_);
    undoPlacing->setObjectName(QStringLiteral("undoPlacement"));
    auto* confirm = new QPushButton(tr("Confirm Turn"), placingBar_);
    confirm->setObjectName(QStringLiteral("confirmTurn"));
    placingRow->addWidget(undoPlacing);
    placingRow->addWidget(confirm);
    connect(undoPlacing, &QPushButton::clicked, this, &MainWindow::undoPlacement);
    connect(confirm, &QPushButton::clicked, this, &MainWindow::confirmPlacing);
    side->addWidget(placingBar_);
    setupDone_ = new QPushButton(tr("Setup Done"), central);
    setupDone_->setObjectName(QStringLiteral("setupDone"));
    connect(setupDone_, &QPushButton::clicked, this, &MainWindow::finishSetup);
    side->addWidget(setupDone_);

    // Between the two secret setups the whole window is covered, so the
    // second player does not see the first one's arrangement.
    handOver_ = new QWidget(this);
    handOver_->setObjectName(QStringLiteral("handOver"));
    handOver_->setAutoFillBackground(true);
    auto* handLayout = new QVBoxLayout(handOver_);
    handOverText_ = new QLabel(handOver_);
    handOverText_->setAlignment(Qt::AlignCenter);
    handOverText_->setWordWrap(true);
    QFont large = handOverText_->font();
    large.setPointSizeF(large.pointSizeF() * 1.8);
    handOverText_->setFont(large);
    auto* handContinue = new QPushButton(tr("Continue"), handOver_);
    handContinue->setObjectName(QStringLiteral("handOverContinue"));
    handLayout->addStretch();
    handLayout->addWidget(handOverText_);
    handLayout->addWidget(handContinue, 0, Qt::AlignCenter);
    handLayout->addStretch();
    connect(handContinue, &QPushButton::clicked, this, [this] {
        handOver_->hide();
        beginSetup(Color::Black);
    });
    handOver_->hide();
    layout->addLayout(side, 1);
    setCentralWidget(central);

    // The games of an opened file, in a panel that can be moved or closed.
    gameList_ = new GameListPanel(this);
    gamesDock_ = new QDockWidget(tr("Games"), this);
    gamesDock_->setObjectName(QStringLiteral("gamesDock"));
    gamesDock_->setWidget(gameList_);
    addDockWidget(Qt::BottomDockWidgetArea, gamesDock_);
    gamesDock_->hide();
    connect(gameList_, &GameListPanel::gameChosen, this, [this](int row) {
        if (!maybeKeepWork()) return;
        if (const QString error = openListedGame(row); !error.isEmpty())
            statusBar()->showMessage(error);
    });
    connect(gameList_->model(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (!std::exchange(openFirstListed_, false)) return;
        if (const QString error = openListedGame(0); !error.isEmpty())
            statusBar()->showMessage(error);
    });
    connect(gameList_, &GameListPanel::finished, this, [this](const QString& error, bool) {
        // A file of one game needs no list.
        if (gameList_->model()->rowCount() == 1 && error.isEmpty()) gamesDock_->hide();
        if (listedRow_ >= 0) gameList_->select(listedRow_);
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Open"), error);
    });
    setAcceptDrops(true);

    connect(board_, &BoardWidget::moveChosen, this, &MainWindow::chooseMove);
    connect(board_, &BoardWidget::dropChosen, this, &MainWindow::chooseDrop);
    connect(board_, &BoardWidget::markDrawn, this, &MainWindow::drawMark);
    connect(session_, &GameSession::showRequested, this, &MainWindow::showNode);
    connect(session_, &GameSession::aboutToStart, this, [this] {
        moves_->setTree(nullptr);
        listedRow_ = -1;
        arranging_.reset();
        handOver_->hide();
    });
    connect(session_, &GameSession::changed, this, &MainWindow::showGame);
    createActions();
    // A game left by a program that did not close properly is kept aside;
    // the autosaves of windows still running are theirs.
    autosave_->claimLeftOver(recoveryPath());
    connect(autosaveWriter_.get(), &AutosaveWriter::failed, this, [this](const QString& error) {
        statusBar()->showMessage(tr("The game could not be saved automatically: %1").arg(error));
    });
    connect(session_, &GameSession::changed, this, &MainWindow::autosave);
    connect(session_->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });
    newGame();
    resize(900, 640);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAction = game->addAction(tr("&New Game..."), this, &MainWindow::askNewGame);
    newAction->setShortcut(QKeySequence::New);
    game->addAction(tr("&Open..."), this, &MainWindow::askOpen)->setShortcut(QKeySequence::Open);
    recentMenu_ = game->addMenu(tr("Open &Recent"));
    recentMenu_->setObjectName(QStringLiteral("recentFiles"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    QAction* save = game->addAction(tr("&Save"), this, [this] {
        if (listedRow_ < 0) {
            askSave();
            return;
        }
        if (const QString error = saveIntoFile(); !error.isEmpty())
            QMessageBox::warning(this, tr("Save Game"), error);
    });
    save->setObjectName(QStringLiteral("save"));
    save->setShortcut(QKeySequence::Save);
    game->addAction(tr("Save &As..."), this, &MainWindow::askSave)
        ->setShortcut(QKeySequence::SaveAs);
    game->addSeparator();
    // Takes back the last move played; edits are undone in the Edit menu.
    takeBack_ = game->addAction(tr("&Take Back"), this, [this] { session_->takeBack(); });
    takeBack_->setObjectName(QStringLiteral("takeBack"));
    QAction* resign = game->addAction(
        tr("&Resign"), this, [this] { session_->resign(session_->position().sideToMove()); });
    resign->setObjectName(QStringLiteral("resign"));
    offerDraw_ = game->addAction(tr("Offer &Draw"), this, &MainWindow::offerDraw);
    offerDraw_->setObjectName(QStringLiteral("offerDraw"));
    offerDraw_->setToolTip(tr("Offer a draw with the move just made"));
    claimDraw_ = game->addAction(tr("&Claim Draw"), this, &MainWindow::claimDraw);
    claimDraw_->setObjectName(QStringLiteral("claimDraw"));
    claimDraw_->setToolTip(
        tr("Threefold repetition or fifty moves without a capture or pawn move, now or "
           "with the move you intend to make"));
    pause_ = game->addAction(tr("&Pause Clock"));
    pause_->setObjectName(QStringLiteral("pauseClock"));
    pause_->setCheckable(true);
    pause_->setShortcut(QKeySequence(Qt::Key_Pause));
    connect(pause_, &QAction::triggered, this, [this](bool on) {
        session_->setPaused(on);
        render();
    });
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    // Editing the game: every step undoable, moves and edits alike.
    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = session_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = session_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    const auto addEdit = [&](const QString& text, const char* name, auto slot) {
        QAction* action = editMenu->addAction(text, this, slot);
        action->setObjectName(QLatin1String(name));
        return action;
    };
    variationActions_ = {
        addEdit(tr("&Promote Variation"), "promoteVariation",
                [this] {
                    editVariation(tr("Promote Variation"), [](GameTree& tree, NodeId head) {
                        tree.promote(head);
                        return head;
                    });
                }),
        addEdit(tr("&Demote Variation"), "demoteVariation",
                [this] {
                    editVariation(tr("Demote Variation"), [](GameTree& tree, NodeId head) {
                        tree.demote(head);
                        return head;
                    });
                }),
        addEdit(tr("Make &Main Line"), "makeMainLine",
                [this] {
                    const NodeId shown = shown_;
                    editVariation(tr("Make Main Line"), [shown](GameTree& tree, NodeId) {
                        tree.makeMainLine(shown);
                        return shown;
                    });
                }),
        addEdit(tr("Delete &Variation"), "deleteVariation",
                [this] {
                    editVariation(tr("Delete Variation"), [](GameTree& tree, NodeId head) {
                        const NodeId parent = tree.node(head).parent;
                        tree.remove(head);
                        return parent;
                    });
                }),
    };
    QAction* deleteRest = addEdit(tr("Delete the &Rest"), "deleteRest", [this] {
        const NodeId shown = shown_;
        if (session_->tree().node(shown).children.empty()) return;
        session_->editTree(tr("Delete the Rest"), shown_, [shown](GameTree& tree) {
            tree.removeAfter(shown);
            return shown;
        });
    });
    deleteRest->setShortcut(QKeySequence(tr("Ctrl+Del")));
    editMenu->addSeparator();
    replaceRest_ = editMenu->addAction(tr("New Moves Replace the Re&st"));
    replaceRest_->setObjectName(QStringLiteral("replaceRest"));
    replaceRest_->setCheckable(true);
    replaceRest_->setToolTip(
        tr("A move made where the game goes on replaces what follows, instead of adding a "
           "variation"));
    addEdit(tr("Edit &Header..."), "editHeader", [this] { editHeader(); });
    addEdit(tr("Set Up &Position..."), "setUpPosition", [this] { setUpPosition(); });
    editMenu->addSeparator();
    addEdit(tr("&Copy Position (FEN)"), "copyPosition", [this] {
        copyPosition();
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    addEdit(tr("Paste P&osition"), "pastePosition", [this] {
        if (!maybeKeepWork()) return;
        if (const QString error = pastePosition(QGuiApplication::clipboard()->text());
            !error.isEmpty())
            QMessageBox::warning(this, tr("Paste Position"), error);
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    addEdit(tr("Copy &Game (PGN)"), "copyGame", [this] {
        copyGame();
    })->setShortcut(QKeySequence::Copy);
    addEdit(tr("Paste G&ame"), "pasteGame", [this] {
        if (!maybeKeepWork()) return;
        if (const QString error = pasteGame(QGuiApplication::clipboard()->text()); !error.isEmpty())
            QMessageBox::warning(this, tr("Paste Game"), error);
    })->setShortcut(QKeySequence::Paste);
    addEdit(tr("E&xport Board..."), "exportBoard", [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Board"), QString(),
                                                          tr("Images (*.png *.svg)"));
        if (path.isEmpty()) return;
        if (const QString error = exportBoard(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Board"), error);
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* flip = view->addAction(tr("&Flip Board"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setShortcut(QKeySequence(tr("Ctrl+F")));
    flip->setCheckable(true);
    connect(flip, &QAction::toggled, board_, &BoardWidget::setFlipped);
    // How moves are written on the score sheet.
    QMenu* notation = view->addMenu(tr("&Notation"));
    auto* notations = new QActionGroup(this);
    const std::pair<QString, NotationStyle> styles[] = {
        {tr("&Algebraic (SAN)"), kSan},
        {tr("&Russian Letters"), kSanRussian},
        {tr("&Figurines"), kSanFigurine},
        {tr("&Long Algebraic"), kLongEnglish},
    };
    for (const auto& [text, style] : styles) {
        QAction* action = notation->addAction(text);
        action->setCheckable(true);
        action->setChecked(style == kSan);
        notations->addAction(action);
        const NotationStyle chosen = style;
        connect(action, &QAction::triggered, this, [this, chosen] {
            notation_ = chosen;
            moves_->setNotation(chosen);
            moveView_->expandAll();
            render();
        });
    }
    autoFlip_ = view->addAction(tr("&Turn Board for Each Move"));
    autoFlip_->setObjectName(QStringLiteral("autoFlip"));
    autoFlip_->setCheckable(true);
    connect(autoFlip_, &QAction::toggled, this, &MainWindow::render);
    QAction* faceToFace = view->addAction(tr("Face to &Face"));
    faceToFace->setObjectName(QStringLiteral("faceToFace"));
    faceToFace->setToolTip(
        tr("The far player's pieces turned towards them, for a board lying "
           "flat between the players"));
    faceToFace->setCheckable(true);
    connect(faceToFace, &QAction::toggled, board_, &BoardWidget::setFaceToFace);

    // Going through the game: the live position is always at the end.
    QMenu* go = menuBar()->addMenu(tr("G&o"));
    const auto step = [this](int direction) {
        const GameTree& tree = session_->tree();
        if (direction < 0 && shown_ != tree.root()) showNode(tree.node(shown_).parent);
        if (direction > 0 && !tree.node(shown_).children.empty())
            showNode(tree.node(shown_).children.front());
    };
    const auto addGo = [&](const QString& text, QKeySequence key, const char* name, auto slot) {
        QAction* action = go->addAction(text, this, slot);
        action->setShortcut(key);
        action->setObjectName(QLatin1String(name));
    };
    addGo(tr("&Back"), QKeySequence(Qt::Key_Left), "back", [step] { step(-1); });
    addGo(tr("&Forward"), QKeySequence(Qt::Key_Right), "forward", [step] { step(1); });
    addGo(tr("&Start"), QKeySequence(Qt::Key_Home), "start",
          [this] { showNode(session_->tree().root()); });
    addGo(tr("&End"), QKeySequence(Qt::Key_End), "end", [this] { showNode(session_->current()); });
    // At a branch, the other moves played there instead of the one shown.
    const auto sibling = [this](int direction) {
        const GameTree& tree = session_->tree();
        if (shown_ == tree.root()) return;
        const auto& choices = tree.node(tree.node(shown_).parent).children;
        const auto at = std::find(choices.begin(), choices.end(), shown_) - choices.begin();
        const auto next = at + direction;
        if (next >= 0 && next < std::ssize(choices))
            showNode(choices[static_cast<std::size_t>(next)]);
    };
    addGo(tr("&Previous Variation"), QKeySequence(Qt::Key_Up), "previousVariation",
          [sibling] { sibling(-1); });
    addGo(tr("&Next Variation"), QKeySequence(Qt::Key_Down), "nextVariation",
          [sibling] { sibling(1); });

    view->addSeparator();
    QAction* settings = view->addAction(tr("&Settings..."), this, [this] {
        SettingsDialog dialog(this);
        dialog.exec();
    });
    settings->setObjectName(QStringLiteral("settings"));
    settings->setMenuRole(QAction::PreferencesRole);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Tavleya"), this, &MainWindow::about);
}

void MainWindow::newGame() {
    session_->start(rulesets_.create(rulesets_.defaultKey()).value(), std::nullopt);
}

void MainWindow::askNewGame() {
    if (!maybeKeepWork()) return;
    NewGameDialog dialog(rulesets_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const NewGameChoice choice = dialog.choice();
    session_->start(choice.rules, choice.time, {}, choice.start);
    session_->setTags(GameSession::newGameTags(choice.white, choice.black));
    if (choice.rules->secretArrangement()) beginSetup(Color::White);
}

QString MainWindow::startGame(const QString& key, const QString& position) {
    auto rules =
        rulesets_.create(key.isEmpty() ? std::string(rulesets_.defaultKey()) : key.toStdString());
    if (!rules) return userMessage(rules.error());
    std::optional<Position> from;
    if (!position.isEmpty()) {
        auto read = rules.value()->readFen(position.toStdString());
        if (!read) return userMessage(read.error());
        from = read.value();
    }
    session_->start(rules.value(), std::nullopt, {}, from);
    if (!from && rules.value()->secretArrangement()) beginSetup(Color::White);
    return {};
}

void MainWindow::beginSetup(Color side) {
    // The side's pieces on their classical squares, to be rearranged.
    arranging_ = side;
    arrangement_ = session_->rules().startPosition();
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty() && arrangement_.at(Square(i)).color() != side)
            arrangement_.remove(Square(i));
    board_->setFlipped(side == Color::Black);
    statusBar()->showMessage(side == Color::White
                                 ? tr("White: arrange your pieces on your four ranks")
                                 : tr("Black: arrange your pieces on your four ranks"));
    render();
}

void MainWindow::finishSetup() {
    if (!arranging_) return;
    const Color side = *arranging_;
    std::vector<Placement> setup;
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty())
            setup.push_back({Square(i), arrangement_.at(Square(i)).kind()});
    const SecretArrangement* arrangement = session_->rules().secretArrangement();
    if (!arrangement) return;
    if (const auto error = arrangement->checkHalf(side, setup)) {
        statusBar()->showMessage(userMessage(*error));
        return;
    }
    if (side == Color::White) {
        whiteSetup_ = setup;
        arranging_.reset();
        handOverText_->setText(
            tr("White has arranged the pieces.\n\nHand the board to Black; "
               "Black, press Continue when White is not looking."));
        handOver_->setGeometry(rect());
        handOver_->show();
        handOver_->raise();
        return;
    }
    const auto revealed = arrangement->reveal(whiteSetup_, setup);
    if (!revealed) {
        statusBar()->showMessage(userMessage(revealed.error()));
        return;
    }
    arranging_.reset();
    board_->setFlipped(false);
    std::optional<TimeControls> controls;
    if (const ChessClock* clock = session_->clock())
        controls.emplace(clock->control(Color::White), clock->control(Color::Black));
    std::vector<PgnTag> tags = session_->tags();  // the players' names stay
    session_->start(session_->rulesPointer(), controls, {}, revealed.value());
    session_->setTags(std::move(tags));
}

void MainWindow::showGame() {
    placing_.reset();
    moves_->setTree(&session_->tree());
    shown_ = session_->current();
    render();
}

void MainWindow::showNode(NodeId node) {
    if (!session_->tree().contains(node)) return;
    shown_ = node;
    render();
}

void MainWindow::render() {
    const GameTree& tree = session_->tree();
    moveView_->setCurrentIndex(moves_->indexOf(shown_));
    // Earlier positions are for looking only: moves are made in the live one.
    const bool live = shown_ == session_->current();
    const Position& position = arranging_ ? arrangement_
                               : placing_ ? placing_->preview()
                                          : tree.node(shown_).position;
    placingBar_->setVisible(placing_.has_value());
    setupDone_->setVisible(arranging_.has_value());
    board_->setPosition(position);
    if (autoFlip_ && autoFlip_->isChecked())
        board_->setFlipped(position.sideToMove() == Color::Black);
    claimDraw_->setEnabled(live &&
                           (session_->canClaimDraw() || !session_->drawClaimMoves().empty()));
    pause_->setEnabled(
        session_->clock() && !session_->over() &&
        (session_->paused() || session_->clock()->state() == ChessClock::State::Running));
    pause_->setChecked(session_->paused());
    takeBack_->setEnabled(session_->canTakeBack());
    offerDraw_->setEnabled(live && !session_->over() && shown_ != tree.root());
    board_->setCyrillicFiles(session_->rules().cyrillicFilesInRussian() &&
                             notation_.alphabet == PieceAlphabet::Russian);
    std::array<Bitboard, 64> destinations{};
    if (arranging_) {
        // Any own piece to any square of the player's four ranks (a swap if taken).
        const Bitboard half =
            *arranging_ == Color::White ? 0x00000000FFFFFFFFull : 0xFFFFFFFF00000000ull;
        for (int i = 0; i < 64; ++i)
            if (!position.at(Square(i)).empty()) destinations[i] = half & ~bit(Square(i));
    } else if (movesAllowed() && !placing_ && !(placingTurns() && !live)) {
        MoveList legal;
        session_->rules().legalMoves(position, legal);
        for (Move m : legal) {
            if (m.type() == MoveType::Drop) continue;  // pockets come with the pocket view
            destinations[m.from().index()] |= bit(m.to());
            if (m.type() == MoveType::Castling) {
                // The king may also be dropped on its destination square.
                const Square target =
                    Square::at(m.to().file() > m.from().file() ? 6 : 2, m.from().rank());
                if (movesBetween(session_->rules(), position, m.from(), target).size() == 1)
                    destinations[m.from().index()] |= bit(target);
            }
        }
    }
    board_->setDestinations(destinations);
    const bool pockets = session_->rules().hasPockets();
    for (Color side : {Color::White, Color::Black}) {
        pockets_[index(side)]->setVisible(pockets);
        pockets_[index(side)]->setActive(movesAllowed() && (live || !placingTurns()) &&
                                         position.sideToMove() == side);
    }
    const GameNode& node = tree.node(shown_);
    const bool moved = shown_ != tree.root() && !node.move.isNull();
    const Square check = session_->rules().inCheck(position)
                             ? position.royalSquare(position.sideToMove())
                             : Square::none();
    // What is said about the move shown.
    nags_->setNags(node.nags, shown_ != tree.root());
    board_->model()->setMarks(node.commands.squares, node.commands.arrows);
    const bool inVariation = variationHead() != 0;
    for (QAction* action : variationActions_) action->setEnabled(inVariation);
    board_->setHighlights(
        moved && node.move.type() != MoveType::Drop ? node.move.from() : Square::none(),
        moved ? node.move.to() : Square::none(), check);
    banner_->setText(session_->over() ? describeEnd(session_->end()) : QString());
    statusBar()->showMessage(session_->over()                        ? QString()
                             : session_->paused()                    ? tr("The clock is paused")
                             : position.sideToMove() == Color::White ? tr("White to move")
                                                                     : tr("Black to move"));
    // Last: typing still pending on the move shown before is saved to it
    // first, which may draw the window again.
    comments_->showComments(shown_, QString::fromStdString(node.commentBefore),
                            QString::fromStdString(node.commentAfter), shown_ == tree.root());
}

void MainWindow::chooseMove(Square from, Square to, int taken) {
    if (arranging_) {
        const Piece moving = arrangement_.remove(from);
        if (!arrangement_.at(to).empty()) arrangement_.put(from, arrangement_.remove(to));
        arrangement_.put(to, moving);
        return render();
    }
    const Position& at = session_->tree().node(shown_).position;
    auto moves = movesBetween(session_->rules(), at, from, to);
    // A tower grabbed by one of its slabs says how many pieces go.
    const int height = at.towers().height(from) + 1;
    if (taken > 0)
        std::erase_if(moves, [&](Move m) { return (m.split() ? m.split() : height) != taken; });
    if (moves.empty()) return showGame();
    Move chosen = moves.front();
    if (moves.size() > 1) {
        // Several moves from one gesture: the promotion piece decides.
        QMenu menu(this);
        menu.setObjectName(QStringLiteral("promotionChooser"));
        for (Move m : moves) {
            QString text = QString::fromStdString(session_->rules().moveText(at, m, kSanFigurine));
            // A tower's choices also say which pieces go.
            if (height > 1)
                text += QLatin1Char('\t') +
                        board_->describeSquare(from, m.split() ? m.split() : height);
            menu.addAction(text)->setData(QVariant::fromValue(m.raw()));
        }
        QAction* picked = menu.exec(board_->mapToGlobal(board_->squareRect(to).center().toPoint()));
        if (!picked) return showGame();
        for (Move m : moves)
            if (m.raw() == picked->data().toUInt()) chosen = m;
    }
    playOrAnnotate(chosen);
}

void MainWindow::playOrAnnotate(Move move) {
    if (playingLive())
        session_->play(move);
    else
        session_->addMoveAt(shown_, move, replaceRest_->isChecked());
}

bool MainWindow::movesAllowed() const {
    if (playingLive()) return !session_->paused();
    // Elsewhere a move makes a variation: not while the clock of a game runs.
    const ChessClock* clock = session_->clock();
    return session_->over() || !clock || clock->state() != ChessClock::State::Running;
}

const PlacingTurns* MainWindow::placingTurns() const {
    return session_->rules().placingTurns();
}

void MainWindow::pickFromPocket(Color side, PieceKind kind) {
    const Position& at = session_->tree().node(shown_).position;
    if (!movesAllowed() || side != at.sideToMove()) return;
    if (const PlacingTurns* rules = placingTurns()) {
        if (!playingLive()) return;  // placing turns are built at the board's end
        const Position preview = placing_ ? placing_->preview() : session_->position();
        Bitboard targets = 0;
        for (int i = 0; i < 64; ++i)
            if (rules->mayPlace(preview, kind, Square(i))) targets |= bit(Square(i));
        board_->setDropTargets(kind, targets);
        return;
    }
    MoveList legal;
    session_->rules().legalMoves(at, legal);
    Bitboard targets = 0;
    for (Move m : legal)
        if (m.type() == MoveType::Drop && m.piece() == kind) targets |= bit(m.to());
    board_->setDropTargets(kind, targets);
}

void MainWindow::chooseDrop(PieceKind kind, Square to) {
    if (placingTurns()) {
        if (!placing_) placing_.emplace(session_->rules(), session_->position());
        if (const auto error = placing_->add(kind, to))
            statusBar()->showMessage(userMessage(*error));
        if (placing_->placements().empty()) placing_.reset();
        render();
        return;
    }
    MoveList legal;
    session_->rules().legalMoves(session_->tree().node(shown_).position, legal);
    for (Move m : legal)
        if (m.type() == MoveType::Drop && m.piece() == kind && m.to() == to) {
            playOrAnnotate(m);
            return;
        }
    showGame();
}

void MainWindow::confirmPlacing() {
    if (!placing_) return;
    const auto moves = placing_->confirm();
    if (!moves) {
        statusBar()->showMessage(userMessage(moves.error()));
        return;
    }
    const std::vector<Move> turn = moves.value();
    placing_.reset();
    for (Move m : turn)
        if (!session_->play(m)) break;
}

void MainWindow::undoPlacement() {
    if (!placing_) return;
    placing_->undo();
    if (placing_->placements().empty()) placing_.reset();
    render();
}

void MainWindow::offerDraw() {
    // The player who has just moved offers; the one to move answers.
    if (!session_->offerDraw()) return;
    const QString question = session_->position().sideToMove() == Color::White
                                 ? tr("Black offers a draw. White, do you accept?")
                                 : tr("White offers a draw. Black, do you accept?");
    if (QMessageBox::question(this, tr("Draw offer"), question) == QMessageBox::Yes)
        session_->agreeDraw();
}

void MainWindow::claimDraw() {
    if (session_->canClaimDraw()) {
        session_->claimDraw();
        return;
    }
    // A claim with the move that would make it valid: the player names it.
    const auto moves = session_->drawClaimMoves();
    if (moves.empty()) return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("intendedMoveChooser"));
    menu.setTitle(tr("Claim a draw with the move"));
    menu.addSection(tr("Claim a draw with the move"));
    for (Move m : moves)
        menu.addAction(QString::fromStdString(
                           session_->rules().moveText(session_->position(), m, notation_)))
            ->setData(QVariant::fromValue(m.raw()));
    const QAction* picked = menu.exec(board_->mapToGlobal(board_->rect().center()));
    if (!picked) return;
    for (Move m : moves)
        if (m.raw() == picked->data().toUInt()) session_->claimDraw(m);
}

QString MainWindow::describeEnd(const GameEnd& end) {
    QString who;
    switch (end.outcome) {
        case Outcome::WhiteWins:
            who = tr("1–0: White wins");
            break;
        case Outcome::BlackWins:
            who = tr("0–1: Black wins");
            break;
        case Outcome::Draw:
            who = tr("½–½: Draw");
            break;
        case Outcome::Undecided:
            return {};
    }
    QString why;
    switch (end.termination) {
        case Termination::Checkmate:
            why = tr("checkmate");
            break;
        case Termination::Stalemate:
            why = tr("stalemate");
            break;
        case Termination::FivefoldRepetition:
            why = tr("fivefold repetition");
            break;
        case Termination::SeventyFiveMoves:
            why = tr("75 moves without a capture or pawn move");
            break;
        case Termination::DeadPosition:
            why = tr("neither side can mate");
            break;
        case Termination::FlagFall:
            why = end.outcome == Outcome::Draw ? tr("time ran out, but the opponent cannot mate")
                                               : tr("time ran out");
            break;
        case Termination::BareKing:
            why = tr("bare king");
            break;
        case Termination::ExposedAtReveal:
            why = tr("king exposed when the setups were revealed");
            break;
        case Termination::Resignation:
            why = tr("resignation");
            break;
        case Termination::DrawAgreed:
            why = tr("agreed");
            break;
        case Termination::DrawClaimed:
            why = tr("claimed");
            break;
        case Termination::None:
            break;
    }
    return who + QStringLiteral(" — ") + why;
}

QString MainWindow::resultText() const {
    return banner_->text();
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Tavleya"),
                       tr("<p><b>Tavleya</b> %1</p><p>Chess and its variants, including Tavreli, "
                          "for two players at one board.</p><p>Licensed under the GNU GPL, "
                          "version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace tavleya

#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>
#include <utility>

#include "annotation/comment_editor.h"
#include "annotation/nag_palette.h"
#include "board/board_column.h"
#include "board/board_widget.h"
#include "board/pocket_widget.h"
#include "board/tower_panel.h"
#include "board_presenter.h"
#include "clock_paused_by_dialogs.h"
#include "computer_opponents.h"
#include "dialogs/new_game_dialog.h"
#include "document_dialogs.h"
#include "engines/analysis_panel.h"
#include "engines/engine_list.h"
#include "engines/evaluation_bar.h"
#include "engines/evaluation_graph.h"
#include "game_document.h"
#include "game_end_actions.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_names.h"
#include "game_lists/opening_tree_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "hint_action.h"
#include "kept_safe_notice.h"
#include "placing_turn_controller.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_entry.h"
#include "play/move_list_model.h"
#include "play/score_sheet_view.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "text/game_end_text.h"
#include "text/user_message.h"

namespace tavleya {

MainWindow::MainWindow(QWidget* parent) : MainWindow(builtinRulesets(), parent) {}

MainWindow::MainWindow(RulesetRegistry rulesets, QWidget* parent)
    : QMainWindow(parent),
      rulesets_(std::move(rulesets)),
      openingNames_(OpeningNames::make(rulesets_, QLocale().language())) {
    setWindowTitle(tr("Tavleya") + QStringLiteral("[*]"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tavleya.svg")));
    session_ = new GameSession(this);
    new ClockPausedByDialogs(this, *session_);
    setup_ = new SecretSetupController(*session_, this);
    auto* central = new QWidget(this);
    placing_ = new PlacingTurnController(*session_, central);
    auto* layout = new QHBoxLayout(central);
    // The board's column as wide as the board is high; the side panel takes
    // whatever room is left.
    QLayout* boardArea = createBoardArea(central);
    boardArea->setContentsMargins(0, 0, 0, 0);
    auto* boardColumn = new BoardColumn(board_, central);
    boardColumn->setLayout(boardArea);
    layout->addWidget(boardColumn);
    layout->addLayout(createSidePanel(central), 1);
    setCentralWidget(central);
    presenter_ =
        new BoardPresenter(*session_, board_, {pockets_[0], pockets_[1]}, *placing_, *setup_, this);
    showBoardLook();
    computers_ = new ComputerOpponents(*session_, this);
    gameEnd_ = new GameEndActions(*session_, *computers_, board_, this);
    hint_ = new HintAction({*session_, *presenter_, *setup_, *computers_, *board_,
                            [this]() -> EngineListModel& { return engines(); },
                            [this] { return analysis_ && analysis_->isRunning(); }},
                           this);
    presenter_->setComputerPlays(
        [this](Color side) { return computers_->player(side) != nullptr; });
    createGameList();
    documentDialogs_ = std::make_unique<DocumentDialogs>(this);
    document_ = new GameDocument(*session_, rulesets_, *gameList_, *documentDialogs_, this);
    connect(document_, &GameDocument::titleChanged, this,
            [this](const QString& title) { setWindowTitle(title + QStringLiteral("[*]")); });
    connect(document_, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);
    document_->setPendingTyping([this] { comments_->commit(); });
    connect(document_, &GameDocument::fileListed, this, [this] {
        gamesDock_->show();
        makeRoomBelowBoard(760);  // for the list
    });
    setAcceptDrops(true);
    connectParts();
    createActions();
    newGame();
    resize(900, 640);
    // The size, place and panels the window had when last closed.
    restoreGeometry(settings::windowGeometry.read());
    restoreState(settings::windowState.read());
    board_->setFocus();
}

MainWindow::~MainWindow() {
    // The document writes what the autosave still waits for, from the
    // session: it goes while the session is still there.
    delete document_;
    // The panes are hidden as the window goes: that is no user's closing.
    if (analysisDock_) analysisDock_->disconnect(this);
    if (analysis_) analysis_->disconnect(this);
}

QLayout* MainWindow::createBoardArea(QWidget* central) {
    board_ = new BoardWidget(central);
    board_->setObjectName(QStringLiteral("board"));
    // Pockets by the board: the far player's above it, the near player's
    // below, swapped when the board turns.
    auto* column = new QVBoxLayout;
    for (Color side : {Color::Black, Color::White}) {
        auto* pocket = new PocketWidget(side, board_->model(), central);
        pocket->setObjectName(side == Color::White ? QStringLiteral("whitePocket")
                                                   : QStringLiteral("blackPocket"));
        pockets_[index(side)] = pocket;
    }
    column->addWidget(pockets_[index(Color::Black)]);
    // The engine's view beside the board, while it analyses.
    auto* besideBar = new QHBoxLayout;
    evaluationBar_ = new EvaluationBar(central);
    evaluationBar_->setObjectName(QStringLiteral("evaluationBar"));
    evaluationBar_->hide();
    besideBar->addWidget(evaluationBar_);
    besideBar->addWidget(board_, 1);
    column->addLayout(besideBar, 1);
    column->addWidget(pockets_[index(Color::White)]);
    connect(board_, &BoardWidget::orientationChanged, this, [this, column] {
        const Color top = board_->flipped() ? Color::White : Color::Black;
        column->removeWidget(pockets_[0]);
        column->removeWidget(pockets_[1]);
        column->insertWidget(0, pockets_[index(top)]);
        column->addWidget(pockets_[index(~top)]);
        evaluationBar_->setFlipped(board_->flipped());
    });
    connect(board_, &BoardWidget::markDrawn, this, &MainWindow::drawMark);
    // A paused game says so where the players look, with the way back.
    resume_ = new QPushButton(tr("The clock is paused: Resume"), board_);
    resume_->setObjectName(QStringLiteral("resumeClock"));
    QFont large = resume_->font();
    large.setPointSizeF(large.pointSizeF() * 1.4);
    resume_->setFont(large);
    resume_->hide();
    auto* overlay = new QGridLayout(board_);
    overlay->addWidget(resume_, 0, 0, Qt::AlignCenter);
    // Why a placement or setup was refused, said over the board for a while.
    boardNote_ = new QLabel(board_);
    boardNote_->setObjectName(QStringLiteral("boardNote"));
    boardNote_->setWordWrap(true);
    boardNote_->setAlignment(Qt::AlignCenter);
    boardNote_->setStyleSheet(QStringLiteral(
        "background: rgba(20, 20, 20, 200); color: white; padding: 8px; border-radius: 6px;"));
    boardNote_->hide();
    overlay->addWidget(boardNote_, 0, 0, Qt::AlignTop | Qt::AlignHCenter);
    noteTimer_.setSingleShot(true);
    noteTimer_.setInterval(4000);
    connect(&noteTimer_, &QTimer::timeout, boardNote_, &QWidget::hide);
    connect(placing_, &PlacingTurnController::message, this, &MainWindow::sayOnBoard);
    connect(setup_, &SecretSetupController::message, this, &MainWindow::sayOnBoard);
    connect(resume_, &QPushButton::clicked, this, [this] {
        session_->setPaused(false);
        board_->setFocus();
    });
    return column;
}

QLayout* MainWindow::createSidePanel(QWidget* central) {
    auto* side = new QVBoxLayout;
    // Each clock on its player's side of the board: the top one at the top,
    // the bottom one at the bottom, swapped when the board turns.
    clocks_ = new ClockPanel(*session_, central);
    clocks_->setLowTime(SettingsDialog::lowTimeSeconds() * Millis{1000});
    connect(board_, &BoardWidget::orientationChanged, clocks_,
            [this] { clocks_->setOrientation(board_->flipped(), board_->faceToFace()); });
    side->addWidget(clocks_->top());
    banner_ = new QLabel(central);
    banner_->setObjectName(QStringLiteral("resultBanner"));
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setWordWrap(true);
    QFont bold = banner_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    banner_->setFont(bold);
    side->addWidget(banner_);
    towerPanel_ = new TowerPanel(board_, central);
    towerPanel_->setObjectName(QStringLiteral("towerPanel"));
    side->addWidget(towerPanel_);
    opening_ = new QLabel(central);
    opening_->setObjectName(QStringLiteral("openingName"));
    opening_->setWordWrap(true);
    opening_->setMinimumHeight(opening_->fontMetrics().height());
    opening_->setToolTip(tr("The opening of the moves shown, named by position"));
    side->addWidget(opening_);
    // Only games that build towers have a panel for them: it comes and goes
    // with a new game, never in the middle of one.
    connect(session_, &GameSession::changed, towerPanel_,
            [this] { towerPanel_->setVisible(session_->rules().buildsTowers()); });
    side->addWidget(createMoveEntry(central));
    moves_ = new MoveListModel(this);
    moveView_ = new ScoreSheetView(moves_, central);
    connect(moveView_, &QTreeView::clicked, this,
            [this](const QModelIndex& index) { showNode(moves_->nodeAt(index)); });
    side->addWidget(moveView_, 1);
    evaluationGraph_ = new EvaluationGraph(central);
    evaluationGraph_->setObjectName(QStringLiteral("evaluationGraph"));
    connect(evaluationGraph_, &EvaluationGraph::moveClicked, this, &MainWindow::showNode);
    side->addWidget(evaluationGraph_);
    comments_ = new CommentEditor(central);
    connect(comments_, &CommentEditor::commentEdited, this, &MainWindow::editComment);
    connect(comments_, &CommentEditor::typingDone, board_, qOverload<>(&QWidget::setFocus));
    side->addWidget(comments_);
    nags_ = new NagPalette(this);
    addToolBar(Qt::TopToolBarArea, nags_);
    connect(nags_, &NagPalette::nagToggled, this, &MainWindow::toggleNagShown);
    side->addWidget(placing_->bar());
    // The panel is as wide as the placing turn's buttons even while they are
    // hidden: showing them does not push the board aside.
    moveView_->setMinimumWidth(placing_->bar()->sizeHint().width());
    side->addWidget(setup_->doneButton());
    side->addWidget(clocks_->bottom());
    return side;
}

void MainWindow::tell(const QString& text) {
    statusBar()->showMessage(text, 15000);
}

void MainWindow::showBoardLook() {
    const QString style = SettingsDialog::pieceStyle();
    const BoardTheme& theme = SettingsDialog::boardTheme();
    board_->setPieceStyle(style);
    board_->setTheme(theme);
    board_->setCoordinatesOutside(SettingsDialog::coordinatesOutside());
    for (PocketWidget* pocket : pockets_) {
        pocket->setPieceStyle(style);
        pocket->setTheme(theme);
    }
}

void MainWindow::sayOnBoard(const QString& text) {
    boardNote_->setText(text);
    boardNote_->setVisible(!text.isEmpty());
    noteTimer_.start();
}

// Moves typed: in the box, or started by typing over the board.
QWidget* MainWindow::createMoveEntry(QWidget* central) {
    entry_ = new MoveEntry(central);
    connect(board_, &BoardWidget::typed, entry_, &MoveEntry::startTyping);
    connect(entry_, &MoveEntry::moveEntered, this, [this](Move move) {
        if (!presenter_->enterMove(move)) tell(tr("No move can be made here now"));
    });
    connect(entry_, &MoveEntry::refused, this, &MainWindow::tell);
    connect(entry_, &MoveEntry::done, board_, qOverload<>(&QWidget::setFocus));
    return entry_;
}

// The games of an opened file, in a panel that can be moved or closed.
void MainWindow::createGameList() {
    gameList_ = new GameListPanel(this);
    gameList_->indexer()->setRulesets(rulesets_);
    gameList_->indexer()->setOpeningNames(openingNames_);
    gameList_->model()->setOpeningNames(openingNames_);
    gamesDock_ = new QDockWidget(tr("Games"), this);
    gamesDock_->setObjectName(QStringLiteral("gamesDock"));
    gamesDock_->setWidget(gameList_);
    addDockWidget(Qt::BottomDockWidgetArea, gamesDock_);
    gamesDock_->hide();
    connect(gameList_, &GameListPanel::finished, this, [this](const QString& error, bool) {
        // A file of one game needs no list.
        if (gameList_->model()->rowCount() == 1 && error.isEmpty()) gamesDock_->hide();
        if (document_->listedRow() >= 0) gameList_->select(document_->listedRow());
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Open"), error);
    });
    createOpeningTree();
}

// The listed file's opening tree at the position shown, beside the board.
void MainWindow::createOpeningTree() {
    openingTree_ = new OpeningTreePanel(this);
    openingTree_->setObjectName(QStringLiteral("openingTree"));
    treeDock_ = new QDockWidget(tr("Opening Tree"), this);
    treeDock_->setObjectName(QStringLiteral("treeDock"));
    treeDock_->setWidget(openingTree_);
    addDockWidget(Qt::RightDockWidgetArea, treeDock_);
    treeDock_->hide();
    connect(gameList_, &GameListPanel::positionsChanged, openingTree_, [this] {
        using State = OpeningTreePanel::IndexState;
        openingTree_->setCounted(gameList_->shownRows());
        openingTree_->setIndex(gameList_->positions(), gameList_->indexing() ? State::Indexing
                                                       : gameList_->path().isEmpty()
                                                           ? State::None
                                                           : State::Stopped);
    });
    // The tree counts the games the list shows: a filter or a search
    // narrows it too.
    connect(gameList_->filter(), &GameFilterModel::filterApplied, openingTree_,
            [this] { openingTree_->setCounted(gameList_->shownRows()); });
    connect(openingTree_, &OpeningTreePanel::moveChosen, this, [this](Move move) {
        if (!presenter_->enterMove(move)) tell(tr("No move can be made here now"));
    });
}

void MainWindow::makeRoomBelowBoard(int height) {
    // A maximized window has all the room there is; a window is never made
    // taller than the screen it is on.
    if (isMaximized() || isFullScreen() || this->height() >= height) return;
    int tallest = 820;
    if (const QScreen* on = screen())
        tallest = on->availableGeometry().height() - (frameGeometry().height() - this->height());
    resize(std::max(width(), 1000), std::min(std::max(height, 820), tallest));
}

void MainWindow::connectParts() {
    connect(session_, &GameSession::showRequested, this, &MainWindow::showNode);
    connect(session_, &GameSession::aboutToStart, this, [this] {
        moves_->setTree(nullptr);
        evaluationGraph_->setGame(nullptr);
        if (analysis_) analysis_->forgetGame();
        setup_->cancel();
        placing_->reset();
    });
    connect(session_, &GameSession::changed, this, &MainWindow::showGame);
    connect(setup_, &SecretSetupController::changed, presenter_, &BoardPresenter::refresh);
    connect(setup_, &SecretSetupController::revealed, this,
            [this] { seatComputers(std::exchange(computersAfterReveal_, {})); });
    // A game read back against the computer is played on against it.
    connect(document_, &GameDocument::gameRead, this, [this] {
        const auto sides = computers_->recordedPlayers(engines());
        if (sides[0] || sides[1]) seatComputers(sides);
    });
    connect(placing_, &PlacingTurnController::changed, presenter_, &BoardPresenter::refresh);
    // What the parts have to say goes to the status bar, over its lasting
    // line, until the game changes or for a while.
    state_ = new QLabel(this);
    state_->setObjectName(QStringLiteral("gameState"));
    statusBar()->addWidget(state_, 1);
    statusBar()->addPermanentWidget(new KeptSafeNotice(*document_, this), 1);
    connect(document_, &GameDocument::message, this, &MainWindow::tell);
    connect(gameEnd_, &GameEndActions::message, this, &MainWindow::tell);
    connect(hint_, &HintAction::message, this, &MainWindow::tell);
    connect(setup_, &SecretSetupController::message, this, &MainWindow::tell);
    connect(placing_, &PlacingTurnController::message, this, &MainWindow::tell);
    // What happens at the board is heard: each move by what it did, the end
    // of the game, a clock going under the low-time threshold, a move refused.
    sounds_ = new GameSounds(this);
    sounds_->setEnabled(SettingsDialog::soundsOn());
    sounds_->setVolume(SettingsDialog::soundVolume() / 100.0);
    connect(session_, &GameSession::movePlayed, sounds_, [this](NodeId node) {
        // A move that ends the game is heard as the end, already played.
        if (node == session_->current() && session_->over()) return;
        const GameNode& played = session_->tree().node(node);
        const Position& before = session_->tree().node(played.parent).position;
        sounds_->play(
            GameSounds::soundForMove(session_->rules(), before, played.move, played.position));
    });
    connect(session_, &GameSession::gameOver, sounds_, [this](const GameEnd& end) {
        sounds_->play(end.termination == Termination::FlagFall ? GameSounds::Sound::Flag
                                                               : GameSounds::Sound::GameEnd);
    });
    connect(clocks_, &ClockPanel::lowTimeReached, sounds_,
            [this] { sounds_->play(GameSounds::Sound::LowTime); });
    connect(presenter_, &BoardPresenter::moveRefused, sounds_,
            [this] { sounds_->play(GameSounds::Sound::Illegal); });
    connect(entry_, &MoveEntry::refused, sounds_,
            [this] { sounds_->play(GameSounds::Sound::Illegal); });
    followTheMoveShown();
}

void MainWindow::newGame() {
    session_->start(rulesets_.create(rulesets_.defaultKey()).value(), std::nullopt);
}

void MainWindow::askNewGame() {
    if (!document_->maybeKeepWork()) return;
    NewGameDialog dialog(rulesets_, this, &engines());
    const bool accepted = dialog.exec() == QDialog::Accepted;
    backToTheBoard();
    if (!accepted) return;
    startChosenGame(dialog.choice());
}

void MainWindow::startChosenGame(const NewGameChoice& choice) {
    session_->start(choice.rules, choice.time, {}, choice.start);
    session_->setTags(GameSession::newGameTags(choice.white, choice.black));
    if (choice.rules->secretArrangement()) {
        // The engines join when both arrangements are revealed.
        setup_->setArrangedByComputer(
            {choice.computers[0].has_value(), choice.computers[1].has_value()});
        computersAfterReveal_ = choice.computers;
        setup_->begin(Color::White);
        return;
    }
    computersAfterReveal_ = {};
    seatComputers(choice.computers);
    if (settings::clockStartsWithTheGame.read()) session_->startClock();
}

void MainWindow::seatComputers(const std::array<std::optional<ComputerSide>, 2>& sides) {
    computers_->setPlayers(sides);
    // A person playing the computer sits at their own side of the board.
    const bool computerWhite = sides[index(Color::White)].has_value();
    if (computerWhite != sides[index(Color::Black)].has_value()) board_->setFlipped(computerWhite);
}

EngineListModel& MainWindow::engines() {
    if (!engines_) engines_ = new EngineListModel({}, this);
    return *engines_;
}

void MainWindow::playFromHere() {
    const Position here = session_->tree().node(presenter_->shown()).position;
    if (!document_->maybeKeepWork()) return;
    NewGameDialog dialog(rulesets_, this, &engines());
    dialog.startFrom(session_->rulesPointer(), here);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    backToTheBoard();
    if (!accepted) return;
    startChosenGame(dialog.choice());
}

void MainWindow::backToTheBoard() {
    // Not every window manager gives the window back its keys when a dialog
    // closes, and the part that had them may be a comment box: the players
    // are at the board, and typing over it starts their move.
    activateWindow();
    board_->setFocus();
}

QString MainWindow::startGame(const QString& key, const QString& position) {
    computersAfterReveal_ = {};
    auto rules =
        rulesets_.create(key.isEmpty() ? std::string(rulesets_.defaultKey()) : key.toStdString());
    if (!rules) return userSentence(rules.error());
    std::optional<Position> from;
    if (!position.isEmpty()) {
        auto read = rules.value()->readFen(position.toStdString());
        if (!read) return userSentence(read.error());
        from = read.value();
    }
    session_->start(rules.value(), std::nullopt, {}, from);
    if (!from && rules.value()->secretArrangement()) setup_->begin(Color::White);
    return {};
}

void MainWindow::showGame() {
    statusBar()->clearMessage();  // what was said is about the game as it was
    placing_->followGame();
    moves_->setTree(&session_->tree());
    evaluationGraph_->setGame(&session_->tree());
    showNode(session_->current());
}

void MainWindow::showNode(NodeId node) {
    if (!session_->tree().contains(node)) return;
    presenter_->show(node);
}

// Each part that shows something of the move shown follows the board. The
// reactions read the move shown as it is when they run: one of them may show
// another move before the rest have run.
void MainWindow::followTheMoveShown() {
    const auto follow = [this](QObject* part, auto&& react) {
        connect(presenter_, &BoardPresenter::shownChanged, part, react);
    };
    follow(moveView_, [this] { moveView_->showMove(moves_->indexOf(presenter_->shown())); });
    follow(evaluationGraph_, [this] { evaluationGraph_->setShown(presenter_->shown()); });
    follow(entry_, [this] {
        entry_->setPosition(session_->rulesPointer(), board_->position(), notation_);
    });
    follow(gameEnd_, [this] { gameEnd_->setShown(presenter_->shown()); });
    follow(this, [this] { updateActions(); });
    follow(nags_, [this] {
        const NodeId shown = presenter_->shown();
        nags_->setNags(session_->tree().node(shown).nags, shown != session_->tree().root());
    });
    follow(banner_, [this] {
        const std::string* termination = findTag(session_->tags(), "Termination");
        banner_->setText(session_->over()
                             ? describeGameEnd(session_->end())
                             : describeRecordedResult(session_->recordedOutcome(),
                                                      termination ? *termination : ""));
    });
    follow(opening_, [this] {
        // Only for the games the lists name; in those, a line of its own that
        // stays while the moves are played, so that the sheet does not jump.
        const GameTree& tree = session_->tree();
        opening_->setVisible(
            openingNames_ &&
            openingNames_->table().covers(session_->rules(), tree.node(tree.root()).position));
        opening_->setText(openingText());
    });
    follow(resume_, [this] { resume_->setVisible(session_->paused()); });
    // Kept in a widget of the status bar, not as its message, which a menu
    // passed over wipes.
    follow(state_, [this] {
        const Color toMove = board_->position().sideToMove();
        state_->setText(setup_->arranging()      ? setup_->instruction()
                        : session_->over()       ? describeGameEnd(session_->end())
                        : session_->paused()     ? tr("The clock is paused")
                        : toMove == Color::White ? tr("White to move")
                                                 : tr("Black to move"));
    });
    follow(openingTree_, [this] {
        openingTree_->setPosition(session_->rulesPointer(),
                                  session_->tree().node(presenter_->shown()).position);
    });
    // Last: typing still pending on the move shown before is saved to it
    // first, which may show the move again.
    follow(comments_, [this] {
        const NodeId shown = presenter_->shown();
        const GameNode& node = session_->tree().node(shown);
        comments_->showComments(shown, QString::fromStdString(node.commentBefore),
                                writtenComment(node.commentAfter),
                                shown == session_->tree().root());
    });
}

void MainWindow::updateActions() {
    pause_->setEnabled(
        session_->clock() && !session_->over() &&
        (session_->paused() || session_->clock()->state() == ChessClock::State::Running));
    pause_->setChecked(session_->paused());
    takeBack_->setEnabled(session_->canTakeBack());
    const bool inVariation = variationHead() != 0;
    for (QAction* action : variationActions_) action->setEnabled(inVariation);
}

QString MainWindow::openingText() const {
    if (!openingNames_) return {};
    const Opening* opening = openingNames_->at(session_->tree(), presenter_->shown());
    if (!opening) return {};
    return QString::fromStdString(opening->eco) + QLatin1Char(' ') +
           openingNames_->nameOf(*opening);
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

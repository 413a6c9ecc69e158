#include "main_window.h"

#include <QHBoxLayout>
#include <QStackedWidget>
#include <QStatusBar>

#include "analysis_desk.h"
#include "annotation/comment_editor.h"
#include "annotation_desk.h"
#include "board/board_widget.h"
#include "board_area.h"
#include "board_presenter.h"
#include "clipboard_actions.h"
#include "clock_paused_by_dialogs.h"
#include "collections_desk.h"
#include "computer_opponents.h"
#include "document_dialogs.h"
#include "engines/engine_list.h"
#include "game_document.h"
#include "game_end_actions.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_names.h"
#include "game_reviews.h"
#include "game_starter.h"
#include "hint_action.h"
#include "kept_safe_notice.h"
#include "lesson_desk.h"
#include "placing_turn_controller.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_entry.h"
#include "puzzle_desk.h"
#include "rules_desk.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "side_panel.h"
#include "sound_cues.h"
#include "status_line.h"
#include "view_menu.h"

namespace tavleya {

MainWindow::MainWindow(QWidget* parent) : MainWindow(builtinRulesets(), parent) {}

MainWindow::MainWindow(RulesetRegistry rulesets, QWidget* parent)
    : QMainWindow(parent),
      rulesets_(std::move(rulesets)),
      openingNames_(OpeningNames::make(rulesets_, QLocale().language())) {
    setWindowTitle(tr("Tavleya") + QStringLiteral("[*]"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tavleya.svg")));
    createParts();
    createDesks();
    connectParts();
    createStatusLine();
    createMenus();
    session_->start(rulesets_.create(rulesets_.defaultKey()).value(), std::nullopt);
    resize(900, 640);
    // The size, place and panels the window had when last closed.
    restoreGeometry(settings::windowGeometry.read());
    restoreState(settings::windowState.read());
    boardArea_->board()->setFocus();
}

MainWindow::~MainWindow() {
    // Typing not yet saved goes into the game now, while every part is there
    // (not as the comment box loses the focus to the window going away); the
    // document writes what the autosave still waits for, from the session.
    side_->comments()->commit();
    delete document_;
}

// The game, the board beside the panel, and the parts that play on them.
void MainWindow::createParts() {
    session_ = new GameSession(this);
    new ClockPausedByDialogs(this, *session_);
    setup_ = new SecretSetupController(*session_, this);
    auto* central = new QWidget(this);
    placing_ = new PlacingTurnController(*session_, central);
    boardArea_ = new BoardArea(*session_, central);
    BoardWidget& board = *boardArea_->board();
    presenter_ =
        new BoardPresenter(*session_, &board, boardArea_->pockets(), *placing_, *setup_, this);
    side_ =
        new SidePanel({*session_, *presenter_, board, *placing_, *setup_, openingNames_}, central);
    // The board's column as wide as the board is high; the side panel takes
    // whatever room is left.
    auto* layout = new QHBoxLayout(central);
    layout->addWidget(boardArea_->column());
    // The start page, when shown, stands over the side panel.
    sideStack_ = new QStackedWidget(central);
    auto* sideWidget = new QWidget(sideStack_);
    side_->layout()->setContentsMargins({});
    sideWidget->setLayout(side_->layout());
    sideStack_->addWidget(sideWidget);
    layout->addWidget(sideStack_, 1);
    setCentralWidget(central);
    computers_ = new ComputerOpponents(*session_, this);
    gameEnd_ = new GameEndActions(*session_, *computers_, &board, this);
    // The computer's pieces, and an exercise's replies, are not the person's to move.
    presenter_->setComputerPlays([this](Color side) {
        return computers_->player(side) != nullptr || (lessons_ && lessons_->programPlays(side)) ||
               (puzzles_ && puzzles_->programPlays(side));
    });
    auto* list = new GameListPanel(this);
    list->readWith(rulesets_, openingNames_);
    documentDialogs_ = std::make_unique<DocumentDialogs>(this);
    document_ = new GameDocument(*session_, rulesets_, *list, *documentDialogs_, this);
    document_->setPendingTyping([this] { side_->comments()->commit(); });
    collections_ = new CollectionsDesk(*this, *list, *document_, *session_, *presenter_, rulesets_);
}

// The engines, the annotating, the clipboard and the view.
void MainWindow::createDesks() {
    BoardWidget& board = *boardArea_->board();
    const auto engines = [this]() -> EngineListModel& { return this->engines(); };
    analysis_ = new AnalysisDesk(
        {*this, *session_, *presenter_, board, *boardArea_->evaluationBar(), engines});
    hint_ = new HintAction({*session_, *presenter_, *setup_, *computers_, board, engines,
                            [this] { return analysis_->running(); }},
                           this);
    reviews_ = new GameReviews({*this, *session_, *document_, collections_->list(), engines}, this);
    starter_ = new GameStarter(
        {*this, *session_, *setup_, *computers_, board, *document_, rulesets_, engines,
         [this](const std::string& key, QWidget* over) { rules_->showRules(key, over); }});
    const auto keep = [this] { return document_->maybeKeepWork(); };
    const auto from = [this](auto rules, const Position& at) { starter_->startFrom(rules, at); };
    const auto drill = [this](auto rules, const Position& at) { starter_->startDrill(rules, at); };
    lessons_ = new LessonDesk({*this, *session_, *presenter_, board, rulesets_, keep, drill});
    puzzles_ = new PuzzleDesk({*this, *session_, *presenter_, board, rulesets_, keep, drill});
    rules_ = new RulesDesk({*this, board, rulesets_, keep, from});
    clipboard_ = new ClipboardActions({*this, *session_, *presenter_, board, *document_}, this);
    view_ = new ViewMenu(board, *presenter_, this);
    const auto useNotation = [this](NotationStyle notation) {
        presenter_->setNotation(notation);
        session_->setNotation(notation);
        gameEnd_->setNotation(notation);
        hint_->setNotation(notation);
        side_->setNotation(notation);
        analysis_->setNotation(notation);
        collections_->setNotation(notation);
        lessons_->setNotation(notation);
        puzzles_->setNotation(notation);
    };
    useNotation(view_->notation());
    connect(view_, &ViewMenu::notationChosen, this, useNotation);
    auto* sounds = new GameSounds(this);
    connectSoundCues(*sounds, *session_, *side_->clocks(), *presenter_, *side_->moveEntry());
    connect(view_, &ViewMenu::settingsChanged, sounds, &GameSounds::followSettings);
    connect(view_, &ViewMenu::settingsChanged, this, [this] {
        side_->clocks()->setLowTime(SettingsDialog::lowTimeSeconds() * Millis{1000});
        boardArea_->showLook();
    });
}

void MainWindow::connectParts() {
    connect(document_, &GameDocument::titleChanged, this,
            [this](const QString& title) { setWindowTitle(title + QStringLiteral("[*]")); });
    connect(document_, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);
    setAcceptDrops(true);
    connect(session_, &GameSession::showRequested, presenter_, &BoardPresenter::show);
    connect(session_, &GameSession::aboutToStart, this, [this] {
        sideStack_->setCurrentIndex(0);
        analysis_->forgetGame();
        setup_->cancel();
        placing_->reset();
    });
    connect(session_, &GameSession::changed, this, [this] {
        status_->forget();
        placing_->followGame();
        presenter_->show(session_->nodeToShow());
    });
    connect(setup_, &SecretSetupController::changed, presenter_, &BoardPresenter::refresh);
    connect(side_->moveEntry(), &MoveEntry::drawOfferTyped, gameEnd_,
            &GameEndActions::offerWithTheNextMove);
    connect(placing_, &PlacingTurnController::changed, presenter_, &BoardPresenter::refresh);
    connect(placing_, &PlacingTurnController::message, boardArea_, &BoardArea::sayOnBoard);
    connect(setup_, &SecretSetupController::message, boardArea_, &BoardArea::sayOnBoard);
    // Each part that shows something of the move shown follows the board;
    // the annotating goes last, as typing pending on the move shown before
    // is saved to it first, which may show the move again.
    connect(presenter_, &BoardPresenter::shownChanged, gameEnd_,
            [this] { gameEnd_->setShown(presenter_->shown()); });
    connect(presenter_, &BoardPresenter::shownChanged, this, [this] {
        updateActions();
        boardArea_->followPause();
        status_->showState();
    });
    annotation_ = new AnnotationDesk(
        {*this, *session_, *presenter_, *boardArea_->board(), *document_, *side_->comments()});
}

void MainWindow::createStatusLine() {
    status_ = new StatusLine(*statusBar(), *session_, *setup_, *boardArea_->board());
    statusBar()->addPermanentWidget(new KeptSafeNotice(*document_, this), 1);
    const auto toStatusBar = [this](auto*... parts) {
        (connect(parts, &std::remove_pointer_t<decltype(parts)>::message, status_,
                 &StatusLine::tell),
         ...);
    };
    toStatusBar(document_, gameEnd_, hint_, setup_, placing_, side_, collections_, analysis_,
                reviews_, lessons_, puzzles_);
}

void MainWindow::updateActions() {
    pause_->setEnabled(
        session_->clock() && !session_->over() &&
        (session_->paused() || session_->clock()->state() == ChessClock::State::Running));
    pause_->setChecked(session_->paused());
    takeBack_->setEnabled(session_->canTakeBack());
}

EngineListModel& MainWindow::engines() {
    if (!engines_) engines_ = new EngineListModel({}, this);
    return *engines_;
}

QString MainWindow::startGame(const QString& key, const QString& position) {
    return starter_->startGame(key, position);
}

void MainWindow::startChosenGame(const NewGameChoice& choice) {
    starter_->startChosenGame(choice);
}

}  // namespace tavleya

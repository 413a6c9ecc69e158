#include "analysis_desk.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "engines/analysis_panel.h"
#include "engines/evaluation_bar.h"
#include "play/game_session.h"
#include "settings/settings.h"
#include "view_toggle.h"
#include "window_room.h"

namespace tavleya {

AnalysisDesk::AnalysisDesk(Parts parts) : QObject(&parts.window), parts_(std::move(parts)) {
    analyse_ = new QAction(tr("&Analyse"), this);
    analyse_->setObjectName(QStringLiteral("analyse"));
    analyse_->setCheckable(true);
    analyse_->setShortcut(QKeySequence(Qt::Key_F2));
    analyse_->setToolTip(tr("An engine thinks about the position on the board"));
    connect(analyse_, &QAction::triggered, this, [this](bool on) {
        AnalysisPanel* panel = openPanel();
        if (on) dock_->show();
        panel->setRunning(on);
    });
}

AnalysisDesk::~AnalysisDesk() {
    // The pane is hidden as the window goes: that is no user's closing.
    if (dock_) dock_->disconnect(this);
    if (panel_) panel_->disconnect(this);
}

void AnalysisDesk::addViewChoices(QMenu* menu) {
    const auto redraw = [this] { parts_.presenter.refresh(); };
    addViewToggle(
        menu, tr("Show the &Best Move"), "bestMoveArrow", settings::bestMoveArrow,
        [this](bool on) {
            bestMoveArrow_ = on;
            if (!on) parts_.board.setHintArrow(std::nullopt);
        },
        redraw);
    addViewToggle(
        menu, tr("Show the &Evaluation Bar"), "evaluationBarShown", settings::evaluationBar,
        [this](bool on) {
            barShown_ = on;
            parts_.bar.setVisible(on && running());
        },
        redraw);
    addViewToggle(
        menu, tr("Scores From &White's Side"), "whitesView", settings::scoresFromWhite,
        [this](bool on) {
            if (panel_) panel_->setWhitesView(on);
        },
        redraw)
        ->setToolTip(tr("Otherwise from the side to move's"));
}

bool AnalysisDesk::running() const {
    return panel_ && panel_->isRunning();
}

void AnalysisDesk::forgetGame() {
    if (panel_) panel_->forgetGame();
}

void AnalysisDesk::setNotation(NotationStyle notation) {
    notation_ = notation;
    if (panel_) panel_->setNotation(notation);
}

AnalysisPanel* AnalysisDesk::openPanel() {
    if (panel_) return panel_;
    panel_ = new AnalysisPanel(parts_.engines(), &parts_.window);
    panel_->setObjectName(QStringLiteral("analysisPanel"));
    panel_->setNotation(notation_);
    panel_->setWhitesView(settings::scoresFromWhite.read());
    dock_ = new QDockWidget(tr("Analysis"), &parts_.window);
    dock_->setObjectName(QStringLiteral("analysisDock"));
    dock_->setWidget(panel_);
    parts_.window.addDockWidget(Qt::BottomDockWidgetArea, dock_);
    // Room for the board above a few lines of analysis.
    makeRoomBelowBoard(parts_.window, 820);
    parts_.window.resizeDocks({dock_}, {170}, Qt::Vertical);
    connect(panel_, &AnalysisPanel::runningChanged, this, [this](bool on) {
        analyse_->setChecked(on);
        parts_.bar.setVisible(on && barShown_);
    });
    connect(panel_, &AnalysisPanel::bestChanged, this,
            [this](std::optional<Evaluation> evaluation, std::optional<Move> move) {
                parts_.bar.setEvaluation(evaluation);
                parts_.board.setHintArrow(
                    bestMoveArrow_ && move ? arrowOf(parts_.session.rules(), *move) : std::nullopt);
            });
    connect(panel_, &AnalysisPanel::lineChosen, this, &AnalysisDesk::addLine);
    // Closing the pane stops the engine.
    connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && !dock_->isFloating() && dock_->isHidden()) panel_->setRunning(false);
    });
    panel_->setPosition(parts_.session.tree(), parts_.presenter.shown());
    connect(&parts_.presenter, &BoardPresenter::shownChanged, panel_,
            [this] { panel_->setPosition(parts_.session.tree(), parts_.presenter.shown()); });
    return panel_;
}

void AnalysisDesk::addLine(NodeId node, const std::vector<Move>& moves) {
    GameSession& session = parts_.session;
    if (moves.empty() || !session.tree().contains(node)) return;
    if (node == session.current() && !session.over()) {
        emit message(
            tr("At the position the game has reached, play the move; lines go into the game "
               "where it has moved on."));
        return;
    }
    session.editTree(tr("Add Engine Line"), parts_.presenter.shown(), [&](GameTree& tree) {
        NodeId at = node;
        NodeId first = 0;
        for (Move move : moves) {
            at = tree.addMove(at, move);
            if (!first) first = at;
        }
        return first;
    });
}

}  // namespace tavleya

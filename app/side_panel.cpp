#include "side_panel.h"

#include <QLabel>
#include <QVBoxLayout>

#include "annotation/comment_editor.h"
#include "board/board_widget.h"
#include "board/tower_panel.h"
#include "board_presenter.h"
#include "engines/evaluation_graph.h"
#include "game_lists/opening_names.h"
#include "placing_turn_controller.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/move_entry.h"
#include "play/move_list_model.h"
#include "play/score_sheet_view.h"
#include "secret_setup_controller.h"
#include "settings_dialog.h"
#include "text/game_end_text.h"

namespace tavleya {

SidePanel::SidePanel(Parts parts, QWidget* parent) : QObject(parent), parts_(std::move(parts)) {
    layout_ = new QVBoxLayout;
    clocks_ = new ClockPanel(parts_.session, parent);
    clocks_->setLowTime(SettingsDialog::lowTimeSeconds() * Millis{1000});
    connect(&parts_.board, &BoardWidget::orientationChanged, clocks_,
            [this] { clocks_->setOrientation(parts_.board.flipped(), parts_.board.faceToFace()); });
    layout_->addWidget(clocks_->top());
    createLabels(parent);
    createMoveEntry(parent);
    moves_ = new MoveListModel(this);
    moveView_ = new ScoreSheetView(moves_, parent);
    // A move clicked is shown, and the keys go back to the board: typing
    // then starts a move, not more of a comment the box had the keys for.
    connect(moveView_, &QTreeView::clicked, this, [this](const QModelIndex& index) {
        if (const NodeId node = moves_->nodeAt(index); parts_.session.tree().contains(node))
            parts_.presenter.show(node);
        parts_.board.setFocus();
    });
    layout_->addWidget(moveView_, 1);
    graph_ = new EvaluationGraph(parent);
    graph_->setObjectName(QStringLiteral("evaluationGraph"));
    connect(graph_, &EvaluationGraph::moveClicked, this, [this](NodeId node) {
        if (parts_.session.tree().contains(node)) parts_.presenter.show(node);
    });
    layout_->addWidget(graph_);
    comments_ = new CommentEditor(parent);
    connect(comments_, &CommentEditor::typingDone, &parts_.board, qOverload<>(&QWidget::setFocus));
    layout_->addWidget(comments_);
    layout_->addWidget(parts_.placing.bar());
    // The panel is as wide as the placing turn's buttons even while they are
    // hidden: showing them does not push the board aside.
    moveView_->setMinimumWidth(parts_.placing.bar()->sizeHint().width());
    layout_->addWidget(parts_.setup.doneButton());
    layout_->addWidget(clocks_->bottom());
    // A new game is shown whole: the sheet and the graph let the old one go first.
    connect(&parts_.session, &GameSession::aboutToStart, this, [this] {
        moves_->setTree(nullptr);
        graph_->setGame(nullptr);
    });
    connect(&parts_.session, &GameSession::changed, this, [this] {
        moves_->setTree(&parts_.session.tree());
        graph_->setGame(&parts_.session.tree());
    });
    followTheMoveShown();
}

QLayout* SidePanel::layout() const {
    return layout_;
}

void SidePanel::createLabels(QWidget* parent) {
    banner_ = new QLabel(parent);
    banner_->setObjectName(QStringLiteral("resultBanner"));
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setWordWrap(true);
    QFont bold = banner_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    banner_->setFont(bold);
    layout_->addWidget(banner_);
    towerPanel_ = new TowerPanel(&parts_.board, parent);
    towerPanel_->setObjectName(QStringLiteral("towerPanel"));
    layout_->addWidget(towerPanel_);
    // Only games that build towers have a panel for them: it comes and goes
    // with a new game, never in the middle of one.
    connect(&parts_.session, &GameSession::changed, towerPanel_,
            [this] { towerPanel_->setVisible(parts_.session.rules().buildsTowers()); });
    opening_ = new QLabel(parent);
    opening_->setObjectName(QStringLiteral("openingName"));
    opening_->setWordWrap(true);
    opening_->setMinimumHeight(opening_->fontMetrics().height());
    opening_->setToolTip(tr("The opening of the moves shown, named by position"));
    layout_->addWidget(opening_);
}

// Moves typed: in the box, or started by typing over the board.
void SidePanel::createMoveEntry(QWidget* parent) {
    entry_ = new MoveEntry(parent);
    connect(&parts_.board, &BoardWidget::typed, entry_, &MoveEntry::startTyping);
    connect(entry_, &MoveEntry::moveEntered, this, [this](Move move) {
        if (!parts_.presenter.enterMove(move)) emit message(tr("No move can be made here now"));
    });
    connect(entry_, &MoveEntry::refused, this, &SidePanel::message);
    connect(entry_, &MoveEntry::done, &parts_.board, qOverload<>(&QWidget::setFocus));
    layout_->addWidget(entry_);
}

void SidePanel::setNotation(NotationStyle notation) {
    notation_ = notation;
    moves_->setNotation(notation);
}

// The reactions read the move shown as it is when they run: one of them may
// show another move before the rest have run.
void SidePanel::followTheMoveShown() {
    const auto follow = [this](QObject* part, auto&& react) {
        connect(&parts_.presenter, &BoardPresenter::shownChanged, part, react);
    };
    follow(moveView_, [this] { moveView_->showMove(moves_->indexOf(parts_.presenter.shown())); });
    follow(graph_, [this] { graph_->setShown(parts_.presenter.shown()); });
    follow(entry_, [this] {
        entry_->setPosition(parts_.session.rulesPointer(), parts_.board.position(), notation_);
    });
    follow(banner_, [this] {
        const GameSession& session = parts_.session;
        const std::string* termination = findTag(session.tags(), "Termination");
        banner_->setText(session.over() ? describeGameEnd(session.end())
                                        : describeRecordedResult(session.recordedOutcome(),
                                                                 termination ? *termination : ""));
    });
    follow(opening_, [this] {
        // Only for the games the lists name; in those, a line of its own that
        // stays while the moves are played, so that the sheet does not jump.
        const GameTree& tree = parts_.session.tree();
        opening_->setVisible(parts_.openingNames &&
                             parts_.openingNames->table().covers(parts_.session.rules(),
                                                                 tree.node(tree.root()).position));
        opening_->setText(openingText());
    });
}

QString SidePanel::openingText() const {
    if (!parts_.openingNames) return {};
    const Opening* opening =
        parts_.openingNames->at(parts_.session.tree(), parts_.presenter.shown());
    if (!opening) return {};
    return QString::fromStdString(opening->eco) + QLatin1Char(' ') +
           parts_.openingNames->nameOf(*opening);
}

QString SidePanel::resultText() const {
    return banner_->text();
}

}  // namespace tavleya

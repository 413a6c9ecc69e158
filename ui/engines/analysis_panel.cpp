#include "engines/analysis_panel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

#include "engines/computer_player.h"
#include "engines/engine_list.h"
#include "engines/uci_connection.h"
#include "text/figurine_cells.h"
#include "text/game_end_text.h"

namespace tavleya {

AnalysisPanel::AnalysisPanel(EngineListModel& engines, QWidget* parent)
    : QWidget(parent), engines_(engines), lines_(new AnalysisLines(this)) {
    auto* column = new QVBoxLayout(this);
    column->addLayout(createControls());
    view_ = new QTreeView(this);
    view_->setObjectName(QStringLiteral("analysisView"));
    view_->setRootIsDecorated(false);
    view_->setModel(lines_);
    view_->setWordWrap(true);
    view_->setItemDelegate(new FigurineCells(view_));
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(AnalysisLines::Score, QHeaderView::ResizeToContents);
    view_->header()->setSectionResizeMode(AnalysisLines::Depth, QHeaderView::ResizeToContents);
    column->addWidget(view_, 1);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("analysisStatus"));
    status_->setWordWrap(true);
    column->addWidget(status_);

    connect(start_, &QPushButton::toggled, this, &AnalysisPanel::setRunning);
    connect(engine_, &QComboBox::activated, this, [this] {
        if (running_) search();
    });
    connect(count_, &QSpinBox::valueChanged, this, [this] {
        if (running_) search();
    });
    connect(view_, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid()) emit lineChosen(node_, lines_->moves(index.row()));
    });
    connect(lines_, &QAbstractItemModel::dataChanged, this, &AnalysisPanel::reportBest);
    connect(lines_, &QAbstractItemModel::rowsInserted, this, &AnalysisPanel::reportBest);
    connect(&engines_, &QAbstractItemModel::rowsInserted, this, &AnalysisPanel::fillEngines);
}

AnalysisPanel::~AnalysisPanel() = default;

// The engine, how many lines, and Start.
QLayout* AnalysisPanel::createControls() {
    auto* row = new QHBoxLayout;
    engine_ = new QComboBox(this);
    engine_->setObjectName(QStringLiteral("analysisEngine"));
    engine_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    engine_->setAccessibleName(tr("Analysis engine"));
    count_ = new QSpinBox(this);
    count_->setObjectName(QStringLiteral("analysisLines"));
    count_->setRange(1, kMostLines);
    count_->setToolTip(tr("How many of the best moves to follow"));
    count_->setAccessibleName(tr("Lines"));
    start_ = new QPushButton(tr("Start"), this);
    start_->setObjectName(QStringLiteral("analysisStart"));
    start_->setCheckable(true);
    row->addWidget(engine_, 1);
    auto* countLabel = new QLabel(tr("&Lines:"), this);
    countLabel->setBuddy(count_);
    row->addWidget(countLabel);
    row->addWidget(count_);
    row->addWidget(start_);
    return row;
}

void AnalysisPanel::fillEngines() {
    if (!rules_) return;
    // The engine chosen stays while the game is of the same kind; another
    // game gets its own default (Stockfish for chess, Tavleya for Tavreli …).
    const QString key = QString::fromUtf8(rules_->info().key);
    const QString kept = key == filledFor_ ? engine_->currentData().toString() : QString();
    filledFor_ = key;
    const QSignalBlocker quiet(engine_);
    engine_->clear();
    for (int row = 0; row < engines_.count(); ++row) {
        const EngineInfo& e = engines_.engine(row);
        if (e.gameFor(*rules_)) engine_->addItem(engines_.displayName(row), e.program);
    }
    const int wanted = engine_->findData(kept);
    const int fallback = engine_->findData(engines_.engine(engines_.defaultFor(*rules_)).program);
    engine_->setCurrentIndex(wanted >= 0 ? wanted : std::max(0, fallback));
    // The pane is never narrower than the longest engine's name.
    engine_->setMinimumWidth(engine_->sizeHint().width());
}

void AnalysisPanel::setPosition(const GameTree& tree, NodeId node) {
    // The window shows the game again for many reasons (a clock's tick): the
    // engine goes on unless the position is another.
    if (tree_ == &tree && node_ == node && rules_ == tree.sharedRules()) return;
    const bool newGame = !rules_ || rules_->info().key != tree.rules().info().key;
    rules_ = tree.sharedRules();
    node_ = node;
    if (newGame) fillEngines();
    lines_->setPosition(rules_, tree.node(node).position);
    tree_ = &tree;
    if (running_)
        search();
    else
        reportBest();
}

void AnalysisPanel::forgetGame() {
    tree_ = nullptr;
    if (connection_) connection_->stop();
    lines_->clear();
}

void AnalysisPanel::setRunning(bool on) {
    if (on == running_) return;
    running_ = on;
    {
        const QSignalBlocker quiet(start_);
        start_->setChecked(on);
    }
    start_->setText(on ? tr("Stop") : tr("Start"));
    if (on) {
        search();
    } else if (connection_) {
        connection_->stop();
        status_->setText(tr("Stopped."));
    }
    reportBest();
    emit runningChanged(on);
}

bool AnalysisPanel::connectEngine() {
    const int row = engines_.find(engine_->currentData().toString());
    if (!rules_ || row < 0) {
        status_->setText(tr("No engine plays this game."));
        return false;
    }
    const EngineInfo& info = engines_.engine(row);
    const auto game = info.gameFor(*rules_);
    if (!game) return false;
    const QString wanted = info.program + QLatin1Char('\n') + QString::fromUtf8(rules_->info().key);
    if (connection_ && connectedFor_ == wanted && !connection_->hasFailed()) return true;
    delete connection_;
    connection_ = new UciConnection(this);
    connectedFor_ = wanted;
    kingTakesRook_ = game->kingTakesRook;
    connect(connection_, &UciConnection::info, this, &AnalysisPanel::report);
    connect(connection_, &UciConnection::failed, this, [this](const QString& why) {
        status_->setText(why);
        setRunning(false);
    });
    connectedName_ = info.own ? engine_->currentText() : QString();
    connection_->start(info.program, info.arguments);
    sendSettings(*connection_, info, *game);
    return true;
}

void AnalysisPanel::search() {
    // Only while running: a stopped pane costs a move shown nothing.
    end_ = tree_ ? rules_->automaticEnd(tree_->node(node_).position, tree_->earlierKeys(node_))
                 : GameEnd{};
    if (end_.over()) {
        // Nothing to think about: the rules have decided.
        if (connection_) connection_->stop();
        status_->setText(describeGameEnd(end_));
        return;
    }
    if (!connectEngine() || !tree_) {
        setRunning(false);
        return;
    }
    lines_->setPosition(rules_, tree_->node(node_).position);
    connection_->setOption(QStringLiteral("MultiPV"), QString::number(count_->value()));
    connection_->search(enginePositionCommand(*tree_, node_, kingTakesRook_),
                        QStringLiteral("go infinite"));
    status_->setText(tr("Thinking…"));
}

void AnalysisPanel::report(const uci::UciInfo& info) {
    lines_->report(info);
    if (!info.depth) return;
    QStringList said;
    said << tr("depth %1").arg(*info.depth);
    if (info.nps) said << tr("%1 nodes/s").arg(QLocale().toString(qulonglong(*info.nps)));
    said << (connectedName_.isEmpty() ? connection_->name() : connectedName_);
    status_->setText(said.join(QStringLiteral(" · ")));
}

void AnalysisPanel::reportBest() {
    if (running_ && end_.over()) {
        Evaluation decided;
        decided.result = end_.outcome;
        emit bestChanged(decided, std::nullopt);
        return;
    }
    if (!running_ || lines_->rowCount() == 0 || lines_->moves(0).empty()) {
        emit bestChanged(std::nullopt, std::nullopt);
        return;
    }
    emit bestChanged(lines_->evaluation(0), lines_->moves(0).front());
}

}  // namespace tavleya

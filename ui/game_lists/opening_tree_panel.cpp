#include "game_lists/opening_tree_panel.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include "collections/position_index.h"
#include "game_lists/opening_tree_model.h"
#include "text/figurine_cells.h"
#include "widgets/navigation_keys.h"

namespace tavleya {

OpeningTreePanel::OpeningTreePanel(QWidget* parent)
    : QWidget(parent),
      model_(new OpeningTreeModel(this)),
      view_(new QTableView(this)),
      status_(new QLabel(this)) {
    status_->setObjectName(QStringLiteral("treeStatus"));
    status_->setWordWrap(true);
    view_->setObjectName(QStringLiteral("treeView"));
    view_->setModel(model_);
    view_->setItemDelegate(new FigurineCells(view_));
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    // The arrow keys move through the tree's rows, before the window's
    // shortcuts (Go › Previous Variation...) take them.
    keepNavigationKeys(view_);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);
    // A click plays the move; so does Enter on the row chosen with the keys.
    // Not `activated`: a double click would play two moves.
    connect(view_, &QAbstractItemView::clicked, this,
            [this](const QModelIndex& index) { choose(index.row()); });
    for (const QKeySequence& keys : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(keys, view_, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this,
                [this] { choose(view_->currentIndex().row()); });
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);
    refresh();
}

void OpeningTreePanel::setIndex(std::shared_ptr<const PositionIndex> index, IndexState state) {
    index_ = std::move(index);
    state_ = state;
    madeFrom_ = nullptr;
    refresh();
}

void OpeningTreePanel::setPosition(std::shared_ptr<const Ruleset> rules, const Position& position) {
    rules_ = std::move(rules);
    position_ = position;
    refresh();
}

void OpeningTreePanel::setCounted(std::optional<std::vector<char>> games) {
    if (games == counted_) return;
    counted_ = std::move(games);
    madeFrom_ = nullptr;
    refresh();
}

void OpeningTreePanel::setNotation(NotationStyle notation) {
    model_->setNotation(notation);
}

void OpeningTreePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

void OpeningTreePanel::choose(int row) {
    if (row < 0 || row >= model_->rowCount()) return;
    // The second click of a double click lands on the next position's tree:
    // one move is played for it, not two.
    if (sinceChosen_.isValid() && sinceChosen_.elapsed() < QApplication::doubleClickInterval())
        return;
    sinceChosen_.start();
    emit moveChosen(model_->moveAt(row).move);
}

QSize OpeningTreePanel::sizeHint() const {
    // Room for every column of a long move: "Nbxd7+" and its numbers.
    const QFontMetrics metrics = view_->fontMetrics();
    return {metrics.horizontalAdvance(QStringLiteral("Nbxd7+ 1000000 100% 100% 2000")) +
                metrics.averageCharWidth() * 16,
            QWidget::sizeHint().height()};
}

void OpeningTreePanel::refresh() {
    if (!index_ || !rules_) {
        madeFrom_ = nullptr;
        model_->setMoves(rules_, position_, {});
        switch (state_) {
            case IndexState::None:
                status_->setText(
                    tr("Open a file of games: the tree shows the moves its games "
                       "played from the position on the board."));
                break;
            case IndexState::Indexing:
                status_->setText(tr("Indexing the positions of the listed games…"));
                break;
            case IndexState::Stopped:
                status_->setText(
                    tr("The games were not all checked, so their positions are not "
                       "indexed: open the file again for its tree."));
                break;
        }
        return;
    }
    if (!isVisible()) return;
    const Key key = position_.key() ^ std::hash<std::string_view>()(rules_->info().key);
    if (madeFrom_ == index_.get() && madeAt_ == key) return;
    madeFrom_ = index_.get();
    madeAt_ = key;
    std::optional<std::span<const char>> counted;
    if (counted_) counted = *counted_;
    model_->setMoves(rules_, position_, openingTree(*index_, *rules_, position_, counted));
    const int games = model_->games();
    if (counted_)
        status_->setText(
            games ? tr("%n game(s) of those listed went on from this position.", nullptr, games)
                  : tr("No game of those listed went on from this position."));
    else
        status_->setText(
            games ? tr("%n game(s) of the file went on from this position.", nullptr, games)
                  : tr("No game of the file went on from this position."));
}

}  // namespace tavleya

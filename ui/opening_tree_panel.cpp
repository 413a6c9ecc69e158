#include "opening_tree_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include "collections/position_index.h"
#include "opening_tree_model.h"

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
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);
    // A click plays the move; so does Enter on the row chosen with the keys.
    // Not `activated`: a double click would play two moves.
    connect(view_, &QAbstractItemView::clicked, this,
            [this](const QModelIndex& index) { choose(index.row()); });
    for (const QKeySequence keys : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
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

void OpeningTreePanel::setIndex(std::shared_ptr<const PositionIndex> index, bool indexing) {
    index_ = std::move(index);
    indexing_ = indexing;
    madeFrom_ = nullptr;
    refresh();
}

void OpeningTreePanel::setPosition(std::shared_ptr<const Ruleset> rules, const Position& position) {
    rules_ = std::move(rules);
    position_ = position;
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
    if (row >= 0 && row < model_->rowCount()) emit moveChosen(model_->moveAt(row).move);
}

void OpeningTreePanel::refresh() {
    if (!index_ || !rules_) {
        madeFrom_ = nullptr;
        model_->setMoves(rules_, position_, {});
        status_->setText(indexing_ ? tr("Indexing the positions of the listed games…")
                                   : tr("Open a file of games: the tree shows the moves its games "
                                        "played from the position on the board."));
        return;
    }
    if (!isVisible()) return;
    const Key key = position_.key() ^ std::hash<std::string_view>()(rules_->info().key);
    if (madeFrom_ == index_.get() && madeAt_ == key) return;
    madeFrom_ = index_.get();
    madeAt_ = key;
    model_->setMoves(rules_, position_, openingTree(*index_, *rules_, position_));
    const int games = model_->games();
    status_->setText(
        games ? tr("%n game(s) of the list played on from this position.", nullptr, games)
              : tr("No game of the list played on from this position."));
}

}  // namespace tavleya

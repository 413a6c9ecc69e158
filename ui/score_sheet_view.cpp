#include "score_sheet_view.h"

#include <QHeaderView>
#include <QStyledItemDelegate>

#include "move_list_model.h"

namespace tavleya {
namespace {

// The tree asks its cells for their height without saying how wide they are
// (it passes no rectangle, and the style wraps only within one): the
// column's width is put in.
class WrappingCells : public QStyledItemDelegate {
public:
    explicit WrappingCells(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() == MoveListModel::NumberColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem cell(option);
        cell.rect = QRect(0, 0, view_->header()->sectionSize(index.column()), 1);
        cell.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(cell, index);
    }

private:
    QTreeView* view_;
};

}  // namespace

ScoreSheetView::ScoreSheetView(MoveListModel* model, QWidget* parent) : QTreeView(parent) {
    setObjectName(QStringLiteral("moveList"));
    setModel(model);
    // Variations show opened; a move added at the end keeps the view as it is.
    connect(model, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    setRootIsDecorated(true);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setWordWrap(true);
    setItemDelegate(new WrappingCells(this));
    QHeaderView* columns = header();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(MoveListModel::WhiteColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(MoveListModel::BlackColumn, QHeaderView::Stretch);
    connect(columns, &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });
    setFocusPolicy(Qt::NoFocus);  // the arrow keys go through the game
}

}  // namespace tavleya

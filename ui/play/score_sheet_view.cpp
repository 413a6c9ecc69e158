#include "play/score_sheet_view.h"

#include <QHeaderView>
#include <QScrollBar>

#include "play/move_list_model.h"
#include "text/figurine_cells.h"

namespace tavleya {
namespace {

// The move cells: wrapped onto as many lines as they need, and in figurine
// notation every row as tall as one with a piece's move.
class SheetCells : public FigurineCells {
public:
    explicit SheetCells(QTreeView* view) : FigurineCells(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() == MoveListModel::NumberColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        return FigurineCells::sizeHint(option, index);
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        if (index.column() == MoveListModel::NumberColumn)
            QStyledItemDelegate::paint(painter, option, index);
        else
            FigurineCells::paint(painter, option, index);
    }

protected:
    FigurineText::Lines lines(const QModelIndex& index) const override {
        const auto* sheet = qobject_cast<const MoveListModel*>(index.model());
        return sheet && sheet->notation().alphabet == PieceAlphabet::Figurine
                   ? FigurineText::Lines::Even
                   : FigurineText::Lines::Natural;
    }
};

}  // namespace

ScoreSheetView::ScoreSheetView(MoveListModel* model, QWidget* parent) : QTreeView(parent) {
    setObjectName(QStringLiteral("moveList"));
    setModel(model);
    // Variations show opened; a move added at the end keeps the view as it
    // is, and a sheet laid out afresh (an edit of the tree) stays where it stood.
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { keptScroll_ = verticalScrollBar()->value(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        expandAll();
        executeDelayedItemsLayout();
        verticalScrollBar()->setValue(keptScroll_);
    });
    setAutoScroll(false);
    setRootIsDecorated(true);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setWordWrap(true);
    setItemDelegate(new SheetCells(this));
    QHeaderView* columns = header();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(MoveListModel::WhiteColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(MoveListModel::BlackColumn, QHeaderView::Stretch);
    connect(columns, &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });
    setFocusPolicy(Qt::NoFocus);  // the arrow keys go through the game
}

void ScoreSheetView::showMove(const QModelIndex& index) {
    setCurrentIndex(index);
    if (scrollQueued_) return;
    scrollQueued_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            scrollQueued_ = false;
            if (currentIndex().isValid()) scrollTo(currentIndex());
        },
        Qt::QueuedConnection);
}

}  // namespace tavleya

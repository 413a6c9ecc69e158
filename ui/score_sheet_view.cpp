#include "score_sheet_view.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QtMath>
#include <algorithm>

#include "figurine_text.h"
#include "move_list_model.h"

namespace tavleya {
namespace {

// The move cells: wrapped onto as many lines as they need, the figurines as
// large as the letters (figurine_text.h). The tree asks its cells for their
// height without saying how wide they are (it passes no rectangle): the
// column's width is put in.
class SheetCells : public QStyledItemDelegate {
public:
    explicit SheetCells(QTreeView* view)
        : QStyledItemDelegate(view), view_(view), figurines_(figurineFont(view->font())) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() == MoveListModel::NumberColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        const int width = view_->header()->sectionSize(index.column());
        cell.rect = QRect(0, 0, width, 1);
        cell.features |= QStyleOptionViewItem::WrapText;
        QSize size = QStyledItemDelegate::sizeHint(cell, index);
        const FigurineText text(cell.text, cell.font, figurines_, width - 2 * textMargin(cell),
                                lines(index));
        size.setHeight(std::max(size.height(), qCeil(text.size().height()) + 2));
        return size;
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        if (index.column() == MoveListModel::NumberColumn) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        cell.features |= QStyleOptionViewItem::WrapText;
        const QStyle* style = view_->style();
        const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, view_);
        const QString words = cell.text;
        // The style draws the cell without its text: the background, the
        // selection, the focus.
        cell.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, view_);
        const int margin = textMargin(cell);
        const FigurineText text(words, cell.font, figurines_, area.width() - 2 * margin,
                                lines(index));
        const QPalette::ColorGroup group =
            !(cell.state & QStyle::State_Enabled) ? QPalette::Disabled
            : (cell.state & QStyle::State_Active) ? QPalette::Normal
                                                  : QPalette::Inactive;
        painter->save();
        painter->setPen(cell.palette.color(group, (cell.state & QStyle::State_Selected)
                                                      ? QPalette::HighlightedText
                                                      : QPalette::Text));
        painter->setClipRect(area);
        text.draw(painter, QPointF(area.left() + margin,
                                   area.top() + (area.height() - text.size().height()) / 2));
        painter->restore();
    }

private:
    // In figurine notation every row is as tall as one with a piece's move.
    static FigurineText::Lines lines(const QModelIndex& index) {
        const auto* sheet = qobject_cast<const MoveListModel*>(index.model());
        return sheet && sheet->notation().alphabet == PieceAlphabet::Figurine
                   ? FigurineText::Lines::Even
                   : FigurineText::Lines::Natural;
    }

    int textMargin(const QStyleOptionViewItem& cell) const {
        return view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, &cell, view_) + 1;
    }

    QTreeView* view_;
    const QFont figurines_;
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
    setItemDelegate(new SheetCells(this));
    QHeaderView* columns = header();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(MoveListModel::WhiteColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(MoveListModel::BlackColumn, QHeaderView::Stretch);
    connect(columns, &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });
    setFocusPolicy(Qt::NoFocus);  // the arrow keys go through the game
}

}  // namespace tavleya

#include "text/figurine_cells.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QPainter>
#include <QTreeView>
#include <QtMath>
#include <algorithm>

namespace tavleya {

FigurineCells::FigurineCells(QAbstractItemView* view)
    : QStyledItemDelegate(view), view_(view), figurines_(figurineFont(view->font())) {}

int FigurineCells::cellWidth(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    // A tree asks without a width: its column's is put in.
    if (const auto* tree = qobject_cast<const QTreeView*>(view_))
        return tree->header()->sectionSize(index.column());
    // No width at all (a column sized to its contents asks so): one line.
    return option.rect.width() > 0 ? option.rect.width() : QWIDGETSIZE_MAX;
}

FigurineText::Lines FigurineCells::lines(const QModelIndex&) const {
    return FigurineText::Lines::Natural;
}

bool FigurineCells::ownDrawing(const QString& text, const QModelIndex& index) const {
    return lines(index) == FigurineText::Lines::Even ||
           std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x2654 && c.unicode() <= 0x265F; });
}

int FigurineCells::textMargin(const QStyleOptionViewItem& cell) const {
    return view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, &cell, view_) + 1;
}

QSize FigurineCells::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem cell(option);
    initStyleOption(&cell, index);
    const int width = cellWidth(option, index);
    cell.rect = QRect(0, 0, width, 1);
    // The tree and the table views have it; both wrap their text so.
    if (view_->property("wordWrap").toBool()) cell.features |= QStyleOptionViewItem::WrapText;
    QSize size = QStyledItemDelegate::sizeHint(cell, index);
    if (!ownDrawing(cell.text, index)) return size;
    const FigurineText text(cell.text, cell.font, figurines_, width - 2 * textMargin(cell),
                            lines(index));
    const int margins = 2 * textMargin(cell);
    return size.expandedTo(
        QSize(qCeil(text.size().width()) + margins, qCeil(text.size().height()) + 2));
}

void FigurineCells::paint(QPainter* painter, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const {
    QStyleOptionViewItem cell(option);
    initStyleOption(&cell, index);
    if (!ownDrawing(cell.text, index)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    cell.features |= QStyleOptionViewItem::WrapText;
    const QStyle* style = view_->style();
    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, view_);
    const QString words = cell.text;
    // The style draws the cell without its text: the background, the
    // selection, the focus.
    cell.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, view_);
    const int margin = textMargin(cell);
    const FigurineText text(words, cell.font, figurines_, area.width() - 2 * margin, lines(index));
    const QPalette::ColorGroup group = !(cell.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (cell.state & QStyle::State_Active) ? QPalette::Normal
                                                                             : QPalette::Inactive;
    painter->save();
    painter->setPen(cell.palette.color(
        group, (cell.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
    painter->setClipRect(area);
    text.draw(painter, QPointF(area.left() + margin,
                               area.top() + (area.height() - text.size().height()) / 2));
    painter->restore();
}

}  // namespace tavleya

#pragma once

#include <QFont>
#include <QStyledItemDelegate>

#include "text/figurine_text.h"

class QAbstractItemView;

namespace tavleya {

// Draws the cells of an item view that show moves with their chess
// figurines as tall as the letters beside them (figurine_text.h), wrapped to
// the cell's width; a cell without a figurine is drawn as the style draws it.
class FigurineCells : public QStyledItemDelegate {
public:
    explicit FigurineCells(QAbstractItemView* view);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

protected:
    // How wide a cell is when its height is asked: a tree's column, else as
    // the option says.
    virtual int cellWidth(const QStyleOptionViewItem& option, const QModelIndex& index) const;
    // How tall a cell's lines are (FigurineText::Lines).
    virtual FigurineText::Lines lines(const QModelIndex& index) const;

private:
    // Whether a cell is drawn here rather than by the style.
    bool ownDrawing(const QString& text, const QModelIndex& index) const;
    int textMargin(const QStyleOptionViewItem& cell) const;

    QAbstractItemView* view_;
    const QFont figurines_;
};

}  // namespace tavleya

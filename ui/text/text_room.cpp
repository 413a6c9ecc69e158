#include "text/text_room.h"

#include <QFontMetrics>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionFrame>
#include <algorithm>

namespace tavleya {

void fitPlaceholder(QLineEdit* field) {
    // The frame and the style's padding around the text, measured on a field
    // of any width, and the field's own margins about the text (two pixels a
    // side that QLineEdit keeps).
    QStyleOptionFrame frame;
    frame.initFrom(field);
    frame.rect = QRect(0, 0, 400, field->sizeHint().height());
    frame.lineWidth = field->hasFrame()
                          ? field->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &frame, field)
                          : 0;
    const QRect inside = field->style()->subElementRect(QStyle::SE_LineEditContents, &frame, field);
    const QMargins text = field->textMargins();
    const QMargins own = field->contentsMargins();
    const int around = frame.rect.width() - inside.width() + text.left() + text.right() +
                       own.left() + own.right() + 2 * 2;
    const int needed =
        field->fontMetrics().horizontalAdvance(field->placeholderText()) + around + 1;
    field->setMinimumWidth(std::max(field->minimumWidth(), needed));
}

void fitTitle(QWidget* window) {
    QFont bold = window->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    // The icon and three buttons, each about a line of text square.
    const int decoration = 4 * metrics.height() + 24;
    const int needed = metrics.horizontalAdvance(window->windowTitle()) + decoration;
    window->setMinimumWidth(std::max(window->minimumWidth(), needed));
}

}  // namespace tavleya

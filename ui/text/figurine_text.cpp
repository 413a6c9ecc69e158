#include "text/figurine_text.h"

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <algorithm>

namespace tavleya {
namespace {

bool isFigurine(QChar c) {
    return c.unicode() >= 0x2654 && c.unicode() <= 0x265F;
}

// The text with its figurines solid: the outlined ones (♘) are drawn in
// hairlines that fade at the size of text, the solid ones (♞) read at once.
// Which side moved is the column's to say, as in a printed score sheet.
QString withSolidFigurines(QString text) {
    for (QChar& c : text)
        if (c.unicode() >= 0x2654 && c.unicode() <= 0x2659) c = QChar(c.unicode() + 6);
    return text;
}

// How tall a king is drawn against a capital letter: a little taller, as
// chess books print them.
constexpr qreal kKingOverCapital = 1.15;

// How tall the ink of `text` is as drawn in `font`, the faint edges of its
// strokes left out: the figurines' thin outlines, hinted at a small size,
// look smaller than their outlines measure.
int inkHeight(const QString& text, const QFont& font) {
    const QFontMetrics metrics(font);
    QImage image(metrics.horizontalAdvance(text) + 8, metrics.height() + 8,
                 QImage::Format_Grayscale8);
    image.fill(255);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(4, 4 + metrics.ascent(), text);
    painter.end();
    int top = -1, bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const uchar* line = image.constScanLine(y);
        if (std::any_of(line, line + image.width(), [](uchar grey) { return grey < 160; })) {
            if (top < 0) top = y;
            bottom = y;
        }
    }
    return top < 0 ? 0 : bottom - top + 1;
}

}  // namespace

QFont figurineFont(const QFont& text) {
    const int capital = inkHeight(QStringLiteral("H"), text);
    const bool inPixels = text.pixelSize() > 0;
    const qreal size = inPixels ? text.pixelSize() : text.pointSizeF();
    QFont figurines(text);
    for (qreal scale = 1.0; scale <= 3.0; scale += 0.1) {
        if (inPixels)
            figurines.setPixelSize(qRound(size * scale));
        else
            figurines.setPointSizeF(size * scale);
        if (inkHeight(QStringLiteral("♚"), figurines) >= kKingOverCapital * capital) break;
    }
    return figurines;
}

FigurineText::FigurineText(const QString& text, const QFont& font, const QFont& figurineFont,
                           qreal width, Lines lines)
    : layout_(withSolidFigurines(text), font) {
    QTextCharFormat figurines;
    figurines.setFont(figurineFont);
    QList<QTextLayout::FormatRange> ranges;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (isFigurine(text[i])) ranges.push_back({static_cast<int>(i), 1, figurines});
    layout_.setFormats(ranges);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout_.setTextOption(option);
    // Even lines stand on the baseline a line with a figurine has.
    const QFontMetricsF plain(font), tall(figurineFont);
    const qreal ascent = lines == Lines::Even ? std::max(plain.ascent(), tall.ascent()) : 0;
    const qreal step = lines == Lines::Even ? std::max(plain.height(), tall.height()) : 0;
    qreal height = 0, widest = 0;
    layout_.beginLayout();
    for (QTextLine line = layout_.createLine(); line.isValid(); line = layout_.createLine()) {
        line.setLineWidth(width);
        const qreal drop = lines == Lines::Even ? std::max<qreal>(0, ascent - line.ascent()) : 0;
        line.setPosition({0, height + drop});
        height += std::max(step, line.height() + drop);
        widest = std::max(widest, line.naturalTextWidth());
    }
    layout_.endLayout();
    size_ = {widest, height};
}

void FigurineText::draw(QPainter* painter, const QPointF& at) const {
    layout_.draw(painter, at);
}

}  // namespace tavleya

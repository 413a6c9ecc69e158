#pragma once

#include <QFont>
#include <QSizeF>
#include <QString>
#include <QTextLayout>

class QPainter;

namespace tavleya {

// The font the chess figurines (♔ ♕ ♖ ♗ ♘ ♙ and the black ones) are drawn
// in beside letters of `text`: the fonts that have them draw them smaller
// and fainter than a capital letter, and a move written "♘f3" is read as one
// word. Measured by drawing: keep it rather than ask again for each text.
QFont figurineFont(const QFont& text);

// A piece of text laid out in lines no wider than a given width, its
// figurines solid and in `figurineFont`, to be drawn as it was measured.
class FigurineText {
public:
    // Natural: each line as tall as its own text. Even: every line as tall
    // as one with a figurine, on the same baseline (the rows of a sheet in
    // figurine notation alike, whether their moves are a piece's or not).
    enum class Lines { Natural, Even };

    FigurineText(const QString& text, const QFont& font, const QFont& figurineFont, qreal width,
                 Lines lines = Lines::Natural);
    FigurineText(const FigurineText&) = delete;
    FigurineText& operator=(const FigurineText&) = delete;

    QSizeF size() const { return size_; }
    // Draws the text with its top left at `at`, in the painter's pen.
    void draw(QPainter* painter, const QPointF& at) const;

private:
    QTextLayout layout_;
    QSizeF size_;
};

}  // namespace tavleya

#pragma once

#include <QWidget>

#include "position.h"

namespace tavleya {

// Shows a position: squares, coordinates and pieces. It knows no rules; the
// playable board with SVG pieces and a model replaces it later.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    const Position& position() const { return position_; }
    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);

    // The square drawn at a point of the widget; none outside the board.
    Square squareAt(QPoint point) const;
    // Where a square is drawn.
    QRectF squareRect(Square s) const;

    QSize sizeHint() const override { return {480, 480}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF boardRect() const;

    Position position_;
    bool flipped_ = false;
};

}  // namespace tavleya

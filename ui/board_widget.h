#pragma once

#include <QWidget>
#include <array>

#include "bitboard.h"
#include "piece_set.h"
#include "position.h"

namespace tavleya {

// Shows a position and lets the user move pieces by dragging them or by
// clicking the piece and then its destination. It knows no rules: it is told
// where each piece may go and what to highlight, and reports the squares the
// user chose; a drop anywhere else snaps the piece back.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    // Where the piece on each square may go; empty squares of the set mean
    // the piece cannot be picked up. Clears a pending selection.
    void setDestinations(const std::array<Bitboard, 64>& destinations);
    // The last move's squares and a king in check (Square::none() for none).
    void setHighlights(Square lastFrom, Square lastTo, Square check);
    Square selected() const { return selected_; }
    // The pieces on a square from the top down, in words ("White knight,
    // Black pawn"); empty for an empty square.
    QString describeSquare(Square square) const;
    // A piece picked from a pocket: its legal squares are shown and a click
    // on one (or dropping the dragged piece there) chooses it.
    void setDropTargets(PieceKind kind, Bitboard targets);
    PieceKind heldDrop() const { return dropKind_; }
    const Position& position() const { return position_; }
    bool flipped() const { return flipped_; }
    // File letters а–з instead of a–h (Tavreli's book notation).
    void setCyrillicFiles(bool cyrillic);
    bool cyrillicFiles() const { return cyrillicFiles_; }
    void setFlipped(bool flipped);

    // The square drawn at a point of the widget; none outside the board.
    Square squareAt(QPoint point) const;
    // Where a square is drawn.
    QRectF squareRect(Square s) const;

    QSize sizeHint() const override { return {480, 480}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // The user moved the piece on `from` to `to`, one of its destinations.
    void moveChosen(tavleya::Square from, tavleya::Square to);
    // The square the pointer is over changed (Square::none() when off the board).
    void hovered(tavleya::Square square);
    // The user put the pocket piece of `kind` on `to`, one of its targets.
    void dropChosen(tavleya::PieceKind kind, tavleya::Square to);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QRectF boardRect() const;
    void paintStack(QPainter& painter, Square square, const QRectF& rect) const;
    bool canGo(Square from, Square to) const {
        return from.valid() && to.valid() && (destinations_[from.index()] & bit(to));
    }
    void choose(Square from, Square to);

    PieceSet pieces_;
    Position position_;
    std::array<Bitboard, 64> destinations_{};
    Square lastFrom_, lastTo_, check_;
    Square selected_;                       // the piece picked up, by click or drag
    PieceKind dropKind_ = PieceKind::None;  // a pocket piece in hand
    Bitboard dropTargets_ = 0;
    bool dragging_ = false;
    QPointF dragPoint_;
    bool flipped_ = false;
    bool cyrillicFiles_ = false;
    Square hovered_;
};

}  // namespace tavleya

#pragma once

#include <QVariantAnimation>
#include <QWidget>
#include <array>
#include <optional>
#include <vector>

#include "board/board_model.h"
#include "board/board_theme.h"
#include "board/piece_set.h"

namespace tavleya {

class BoardLayout;
class BoardPainter;

// The view of a BoardModel: paints its squares and lets the user move pieces
// by dragging them or by clicking the piece and then its destination. It
// knows no rules: the model tells where each piece may go and what to
// highlight, and the view reports the squares the user chose; a drop
// anywhere else snaps the piece back. The setters below fill its model.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    BoardModel* model() const { return model_; }
    void setPosition(const Position& position);
    // Where the piece on each square may go; empty squares of the set mean
    // the piece cannot be picked up. Clears a pending selection.
    void setDestinations(const std::array<Bitboard, 64>& destinations);
    // The last move's squares and a king in check (Square::none() for none).
    void setHighlights(Bitboard lastMove, Square check);
    Square selected() const { return selected_; }
    // The pieces on a square from the top down, in words ("White knight,
    // Black pawn"), or only the top `count` of them; empty for an empty square.
    QString describeSquare(Square square, int count = 0) const {
        return model_->describe(square, count);
    }
    // A piece picked from a pocket: its legal squares are shown and a click
    // on one (or dropping the dragged piece there) chooses it.
    void setDropTargets(PieceKind kind, Bitboard targets);
    PieceKind heldDrop() const { return model_->dropKind(); }
    const Position& position() const { return model_->position(); }
    bool flipped() const { return flipped_; }
    // File letters а–з instead of a–h (Tavreli's book notation).
    void setCyrillicFiles(bool cyrillic);
    // A square's name as the board's edge letters it ("e1", or "д1").
    QString squareName(Square square) const;
    bool cyrillicFiles() const { return cyrillicFiles_; }
    void setFlipped(bool flipped);
    // Shows the top `count` pieces on `to` (those that just came) gliding
    // there from `from` (from the player's side when `from` is none: a drop),
    // unless the hand put them there; short, and not when animation is off.
    void animateMove(Square from, Square to, int count = 1);
    void setAnimated(bool on) { animated_ = on; }
    bool animating() const { return glide_.state() == QAbstractAnimation::Running; }
    // How many pieces are on their way now (0 when none).
    int glidingPieces() const { return animating() ? glideCount_ : 0; }
    // For a board lying flat between the players: the pieces of the side
    // at the far edge are drawn turned towards that player.
    void setFaceToFace(bool on);
    bool faceToFace() const { return faceToFace_; }
    // How many pieces from the top of a tower the press at `point` on
    // square `s` grabs: the top piece alone is not a choice (0: the user
    // did not say), each slab below it adds the pieces down to it.
    int piecesGrabbedAt(Square s, QPointF point) const;

    // The keyboard's cursor: a square framed while the board has the focus,
    // moved with Shift and the arrows (none until then).
    Square cursorSquare() const { return cursor_; }
    void setCursorSquare(Square s);

    // The square drawn at a point of the widget; none outside the board.
    Square squareAt(QPoint point) const;
    // Where a square is drawn.
    QRectF squareRect(Square s) const;

    // An engine's best move, drawn over the marks; nullopt: none.
    void setHintArrow(std::optional<Arrow> arrow) {
        hint_ = arrow;
        update();
    }
    const std::optional<Arrow>& hintArrow() const { return hint_; }

    // How the board looks: the squares' colours and highlights, the
    // pieces' drawings, and the coordinates on the edge squares or in a band
    // around the board.
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return theme_; }
    void setPieceStyle(const QString& style);
    // The game's pictures of its kinds of piece.
    void setPiecePictures(const PiecePictures& pictures);
    const PieceSet& pieceSet() const { return pieces_; }
    void setCoordinatesOutside(bool outside);
    bool coordinatesOutside() const { return coordinatesOutside_; }

    QSize sizeHint() const override { return {480, 480}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // Flipped or Face to Face changed: what stands beside the board follows.
    void orientationChanged();
    // A pocket piece in hand was put on a square it may not go to.
    void dropRefused(tavleya::PieceKind kind, tavleya::Square square);
    // Text typed while the board has the focus: the start of a typed move.
    void typed(const QString& text);
    // The user moved the piece on `from` to `to`, one of its destinations;
    // `taken` is how many pieces of a tower were grabbed (0: not said).
    void moveChosen(tavleya::Square from, tavleya::Square to, int taken);
    // The square the pointer is over changed (Square::none() when off the board).
    void hovered(tavleya::Square square);
    // A piece was picked up, or put down (Square::none()).
    void selectionChanged(tavleya::Square square);
    // The keyboard's cursor went to `square`.
    void cursorMoved(tavleya::Square square);
    // A mouse button went down on a square (before anything else it does).
    void squarePressed(tavleya::Square square, Qt::MouseButton button);
    // The user drew with the right button from `from` to `to` (the same
    // square for a square mark), holding `modifiers`.
    void markDrawn(tavleya::Square from, tavleya::Square to, Qt::KeyboardModifiers modifiers);
    // The user put the pocket piece of `kind` on `to`, one of its targets.
    void dropChosen(tavleya::PieceKind kind, tavleya::Square to);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    BoardLayout boardLayout() const;
    // The pieces on a square from the top down, without the top `skip`.
    std::vector<Piece> stackAt(Square s, int skip = 0) const;
    void paintSquare(const BoardPainter& board, Square s, const QFont& coordinates) const;
    void paintMoving(const BoardPainter& board, qreal size) const;
    Bitboard destinations(Square from) const;
    bool dropTarget(Square s) const;
    bool canGo(Square from, Square to) const {
        return from.valid() && to.valid() && (destinations(from) & bit(to));
    }
    void choose(Square from, Square to);
    void select(Square s);
    // With a pocket piece in hand, puts it on `s` or refuses it there; false
    // when no piece is in hand.
    bool dropHeldOn(Square s);
    void pressCursor();

    PieceSet pieces_;
    BoardModel* model_;
    BoardTheme theme_;
    bool coordinatesOutside_ = false;
    Square selected_;  // the piece picked up, by click or drag
    Square cursor_;    // the keyboard's square
    bool dragging_ = false;
    Square markFrom_;  // where a right-button drawing started
    QPointF dragPoint_;
    std::optional<QPointF> dropPoint_;
    QVariantAnimation glide_;
    Square glideFrom_, glideTo_;
    int glideCount_ = 1;
    Square placedByHand_;   // where the last drag let a piece go
    bool animated_ = true;  // a pocket piece dragged over the board
    Color dropColor_ = Color::White;
    int grabbed_ = 0;  // pieces of the selected tower in hand (0: all or not said)
    bool flipped_ = false;
    bool faceToFace_ = false;
    bool cyrillicFiles_ = false;
    Square hovered_;
    std::optional<Arrow> hint_;
};

}  // namespace tavleya

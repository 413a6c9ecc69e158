#pragma once

#include <QWidget>
#include <span>
#include <vector>

#include "board/board_model.h"
#include "board/board_theme.h"
#include "board/piece_set.h"

namespace tavleya {

// One player's pocket (Crazyhouse) or reserve (Kingchess) in a row by the
// board, a second view of the board's model: each kind held, drawn with its
// count, each kind in a place of its own (one running out shifts no other).
// The user picks a piece by clicking it (then clicking a square of the
// board) or drags it onto the board.
class PocketWidget : public QWidget {
    Q_OBJECT

public:
    PocketWidget(Color side, const BoardModel* model, QWidget* parent = nullptr);

    // Whether the pieces may be picked up now (the side's turn, game on).
    void setActive(bool active);
    bool active() const { return active_; }
    // The kinds the game's pockets hold, each given its place in this order.
    void setKinds(std::span<const PieceKind> kinds);
    // Drawn as the board is: on its dark squares, with its pieces.
    void setTheme(const BoardTheme& theme);
    void setPieceStyle(const QString& style);
    void setPiecePictures(const PiecePictures& pictures);
    // Where a kind is drawn; an empty rectangle when the pocket has none.
    QRect kindRect(PieceKind kind) const;
    // How many of a kind the pocket shows: one fewer than it holds while one
    // is dragged out of it.
    int shownCount(PieceKind kind) const { return count(kind) - (kind == lifted_ ? 1 : 0); }

    QSize sizeHint() const override { return {360, 52}; }

signals:
    void picked(tavleya::Color side, tavleya::PieceKind kind);
    // A piece is on its way out of the pocket, dragged (the pocket shows it
    // gone until the drag ends).
    void dragStarted(tavleya::PieceKind kind);
    // The drag ended: the piece was put on the board, or it is back in the
    // pocket, no longer in the hand.
    void dragEnded(bool dropped);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    PieceKind kindAt(QPoint point) const;
    void paintCount(QPainter& painter, int held, const QRectF& tile) const;
    void describeContents();
    // The place of the `slot`th kind, held or not.
    QRect slotRect(int slot) const;

    Color side_;
    int count(PieceKind kind) const { return model_->position().pocketCount(side_, kind); }

    const BoardModel* model_;
    std::vector<PieceKind> kinds_;
    PieceSet pieces_;
    BoardTheme theme_;
    bool active_ = false;
    PieceKind pressed_ = PieceKind::None;
    PieceKind lifted_ = PieceKind::None;  // the kind being dragged out
    QPoint pressPoint_;
};

// The MIME type of a piece dragged from a pocket: "<colour index> <kind>".
inline constexpr char kPocketPieceMime[] = "application/x-tavleya-pocket-piece";

}  // namespace tavleya

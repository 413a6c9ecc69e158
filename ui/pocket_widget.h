#pragma once

#include <QWidget>

#include "board_model.h"
#include "piece_set.h"

namespace tavleya {

// One player's pocket (Crazyhouse) or reserve (Kingchess) beside the board,
// a second view of the board's model: each kind held, drawn with its count. The user picks a piece
// by clicking it (then clicking a square of the board) or drags it onto the board.
class PocketWidget : public QWidget {
    Q_OBJECT

public:
    PocketWidget(Color side, const BoardModel* model, QWidget* parent = nullptr);

    // Whether the pieces may be picked up now (the side's turn, game on).
    void setActive(bool active);
    // Where a kind is drawn; an empty rectangle when the pocket has none.
    QRect kindRect(PieceKind kind) const;
    static constexpr PieceKind kKinds[] = {PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                                           PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn};

    QSize sizeHint() const override { return {60, 360}; }

signals:
    void picked(tavleya::Color side, tavleya::PieceKind kind);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    PieceKind kindAt(QPoint point) const;

    Color side_;
    int count(PieceKind kind) const { return model_->position().pocketCount(side_, kind); }

    const BoardModel* model_;
    PieceSet pieces_;
    bool active_ = false;
    PieceKind pressed_ = PieceKind::None;
    QPoint pressPoint_;
};

// The MIME type of a piece dragged from a pocket: "<colour index> <kind>".
inline constexpr char kPocketPieceMime[] = "application/x-tavleya-pocket-piece";

}  // namespace tavleya

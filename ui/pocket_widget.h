#pragma once

#include <QWidget>
#include <span>
#include <vector>

#include "board_model.h"
#include "piece_set.h"

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
    // The kinds the game's pockets hold, each given its place in this order.
    void setKinds(std::span<const PieceKind> kinds);
    // Where a kind is drawn; an empty rectangle when the pocket has none.
    QRect kindRect(PieceKind kind) const;

    QSize sizeHint() const override { return {360, 52}; }

signals:
    void picked(tavleya::Color side, tavleya::PieceKind kind);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    PieceKind kindAt(QPoint point) const;
    // The place of the `slot`th kind, held or not.
    QRect slotRect(int slot) const;

    Color side_;
    int count(PieceKind kind) const { return model_->position().pocketCount(side_, kind); }

    const BoardModel* model_;
    std::vector<PieceKind> kinds_;
    PieceSet pieces_;
    bool active_ = false;
    PieceKind pressed_ = PieceKind::None;
    QPoint pressPoint_;
};

// The MIME type of a piece dragged from a pocket: "<colour index> <kind>".
inline constexpr char kPocketPieceMime[] = "application/x-tavleya-pocket-piece";

}  // namespace tavleya

#pragma once

#include <QWidget>

#include "square.h"

namespace tavleya {

class BoardWidget;

// A tower told in full beside the board: the square, then its pieces top to
// bottom as figures drawn as the board draws them (a pawn with the piece it
// will become), and in words as its tooltip. It shows the selected tower,
// else the one under the pointer, follows every change of the position, and
// keeps one height whatever it shows, so the score sheet below never moves.
class TowerPanel : public QWidget {
    Q_OBJECT

public:
    explicit TowerPanel(const BoardWidget* board, QWidget* parent = nullptr);

    // The square whose tower is shown (none when no tower is selected or
    // under the pointer).
    Square square() const { return square_; }
    // The square and its pieces in words, as the tooltip says them.
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void refresh();
    // The size of one figure, and how many stand in a row, for `count` pieces.
    std::pair<int, int> figures(int count) const;

    const BoardWidget* board_;
    Square hovered_;
    Square square_;
};

}  // namespace tavleya

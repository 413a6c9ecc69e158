#pragma once

#include <QWidget>

namespace tavleya {

// The board with what stands above, below and beside it (the pockets, the
// evaluation bar). It asks to be as wide as a square board needs at the
// height it is given: the room to either side of a board limited by the
// window's height goes to the panels beside it instead of lying empty.
class BoardColumn : public QWidget {
    Q_OBJECT

public:
    BoardColumn(QWidget* board, QWidget* parent = nullptr);

    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* board_;
};

}  // namespace tavleya

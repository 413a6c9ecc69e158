#include "board/tower_panel.h"

#include <QPainter>
#include <algorithm>

#include "board/board_widget.h"

namespace tavleya {
namespace {

constexpr int kLargestFigure = 40;
constexpr int kRows = 2;  // a tall tower wraps into a second row, never a third

}  // namespace

TowerPanel::TowerPanel(const BoardWidget* board, QWidget* parent) : QWidget(parent), board_(board) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(board_, &BoardWidget::hovered, this, [this](Square s) {
        hovered_ = s;
        refresh();
    });
    connect(board_, &BoardWidget::selectionChanged, this, &TowerPanel::refresh);
    connect(board_->model(), &QAbstractItemModel::dataChanged, this, &TowerPanel::refresh);
}

QSize TowerPanel::sizeHint() const {
    return {kLargestFigure * 6, fontMetrics().height() + kLargestFigure + 4};
}

void TowerPanel::refresh() {
    const auto isTower = [this](Square s) {
        return s.valid() && board_->model()->stack(s).size() > 1;
    };
    const Square selected = board_->selected();
    square_ = isTower(selected) ? selected : isTower(hovered_) ? hovered_ : Square::none();
    setToolTip(text());
    setAccessibleDescription(text());
    update();
}

QString TowerPanel::text() const {
    if (!square_.valid()) return {};
    return tr("%1 (top to bottom): %2")
        .arg(board_->squareName(square_), board_->describeSquare(square_));
}

std::pair<int, int> TowerPanel::figures(int count) const {
    const int room = height() - fontMetrics().height() - 4;
    int rows = 1;
    int size = std::min({kLargestFigure, room, width() / std::max(count, 1)});
    if (size < room / kRows) {  // small: two rows of larger figures read better
        rows = kRows;
        size = std::min(room / kRows, width() / ((count + rows - 1) / rows));
    }
    return {std::max(size, 1), (count + rows - 1) / rows};
}

void TowerPanel::paintEvent(QPaintEvent*) {
    if (!square_.valid()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const std::vector<Piece> stack = board_->model()->stack(square_);
    const int line = fontMetrics().height();
    painter.drawText(QRect(0, 0, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("%1: a tower of %n, top to bottom", nullptr, static_cast<int>(stack.size()))
                         .arg(board_->squareName(square_)));
    const auto [size, perRow] = figures(static_cast<int>(stack.size()));
    for (int i = 0; i < static_cast<int>(stack.size()); ++i)
        board_->pieceSet().paint(
            painter, stack[static_cast<std::size_t>(i)],
            QRectF((i % perRow) * size, line + 2 + (i / perRow) * size, size, size));
}

}  // namespace tavleya

#include "board/piece_picture.h"

#include <QPainter>
#include <algorithm>

namespace tavleya {

QPixmap piecePicture(const PieceSet& set, std::span<const Piece> pieces, int size) {
    // Square, as menus show icons: several pieces share it side by side,
    // overlapping beyond three, the top piece on the left and on top.
    const int count = std::max<int>(1, static_cast<int>(pieces.size()));
    const double piece = count == 1 ? size : size / double(std::min(count, 3)) * 1.2;
    const double step = count > 1 ? (size - piece) / (count - 1) : 0.0;
    QPixmap picture(size, size);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = count - 1; i >= 0 && i < static_cast<int>(pieces.size()); --i)
        set.paint(painter, pieces[static_cast<std::size_t>(i)],
                  QRectF(i * step, (size - piece) / 2, piece, piece));
    return picture;
}

}  // namespace tavleya

#include "piece_picture.h"

#include <QPainter>
#include <algorithm>

namespace tavleya {

QPixmap piecePicture(const PieceSet& set, std::span<const Piece> pieces, int size) {
    const int count = std::max<int>(1, static_cast<int>(pieces.size()));
    const int width = size * std::min(count, 4);
    const double step = count > 1 ? double(width - size) / (count - 1) : 0.0;
    QPixmap picture(width, size);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    // The last drawn lies on top: draw from the bottom of the tower up.
    for (int i = count - 1; i >= 0 && i < static_cast<int>(pieces.size()); --i)
        set.paint(painter, pieces[static_cast<std::size_t>(i)], QRectF(i * step, 0, size, size));
    return picture;
}

}  // namespace tavleya

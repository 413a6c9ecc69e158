#pragma once

#include <QHash>
#include <QPainter>
#include <QSvgRenderer>
#include <memory>

#include "piece.h"

namespace tavleya {

// Tavleya's own piece drawings (resources/pieces/*.svg), drawn with
// QSvgRenderer so they stay crisp at any size. Each drawing is made in white
// with a dark outline; the black pieces are the same drawings in dark with a
// light outline. Promoted and royal pieces get a small mark.
class PieceSet {
public:
    PieceSet();

    // Draws `piece` filling `square` (a little inset).
    void paint(QPainter& painter, Piece piece, const QRectF& square) const;

private:
    QSvgRenderer* renderer(PieceKind kind, Color color) const;

    mutable QHash<int, std::shared_ptr<QSvgRenderer>> renderers_;
};

}  // namespace tavleya

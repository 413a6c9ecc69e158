#include "board_widget.h"

#include <QPainter>
#include <QPainterPath>

#include "notation/piece_names.h"

namespace tavleya {
namespace {

const QColor kLight(0xEE, 0xE4, 0xCF);
const QColor kDark(0x9C, 0x7B, 0x5B);

// Solid figurines for both colours, told apart by fill and outline.
QString glyph(PieceKind kind) {
    switch (kind) {
        case PieceKind::King:
            return QStringLiteral("♚");
        case PieceKind::Queen:
            return QStringLiteral("♛");
        case PieceKind::Rook:
            return QStringLiteral("♜");
        case PieceKind::Bishop:
            return QStringLiteral("♝");
        case PieceKind::Knight:
            return QStringLiteral("♞");
        case PieceKind::Pawn:
            return QStringLiteral("♟");
        default:
            return QString::fromUtf8(standardPieceSymbol(kind, PieceAlphabet::English).data());
    }
}

}  // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(160, 160);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardWidget::setPosition(const Position& position) {
    position_ = position;
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

QRectF BoardWidget::boardRect() const {
    const qreal side = std::min(width(), height()) * 0.94;
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QRectF BoardWidget::squareRect(Square s) const {
    const QRectF board = boardRect();
    const qreal size = board.width() / 8;
    const int column = flipped_ ? 7 - s.file() : s.file();
    const int row = flipped_ ? s.rank() : 7 - s.rank();
    return {board.left() + column * size, board.top() + row * size, size, size};
}

Square BoardWidget::squareAt(QPoint point) const {
    const QRectF board = boardRect();
    if (!board.contains(point)) return Square::none();
    const int column =
        std::clamp(static_cast<int>((point.x() - board.left()) * 8 / board.width()), 0, 7);
    const int row =
        std::clamp(static_cast<int>((point.y() - board.top()) * 8 / board.height()), 0, 7);
    return flipped_ ? Square::at(7 - column, row) : Square::at(column, 7 - row);
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    const qreal size = boardRect().width() / 8;

    QFont coordinates = font();
    coordinates.setPixelSize(std::max(8, static_cast<int>(size * 0.16)));
    QFont pieces = font();
    pieces.setPixelSize(std::max(10, static_cast<int>(size * 0.8)));

    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        const QRectF r = squareRect(s);
        const bool light = (s.file() + s.rank()) % 2 == 1;
        painter.fillRect(r, light ? kLight : kDark);
        painter.setPen(light ? kDark : kLight);
        painter.setFont(coordinates);
        const QRectF inner = r.adjusted(size * 0.05, size * 0.02, -size * 0.05, -size * 0.02);
        if (s.rank() == (flipped_ ? 7 : 0))
            painter.drawText(inner, Qt::AlignRight | Qt::AlignBottom,
                             QString(QChar(fileLetter(s.file()))));
        if (s.file() == (flipped_ ? 7 : 0))
            painter.drawText(inner, Qt::AlignLeft | Qt::AlignTop,
                             QString(QChar(rankDigit(s.rank()))));

        const Piece p = position_.at(s);
        if (p.empty()) continue;
        QPainterPath path;
        const QString text = glyph(p.kind());
        const QRectF bounds = QFontMetricsF(pieces).tightBoundingRect(text);
        path.addText(r.center() - bounds.center(), pieces, text);
        const bool white = p.color() == Color::White;
        painter.setPen(
            QPen(white ? Qt::black : QColor(0xF0, 0xF0, 0xF0), std::max(1.0, size * 0.02)));
        painter.setBrush(white ? Qt::white : QColor(0x20, 0x20, 0x20));
        painter.drawPath(path);
    }
}

}  // namespace tavleya

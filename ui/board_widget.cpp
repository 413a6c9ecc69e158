#include "board_widget.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "notation/piece_names.h"

namespace tavleya {
namespace {

const QColor kLight(0xEE, 0xE4, 0xCF);
const QColor kDark(0x9C, 0x7B, 0x5B);
const QColor kLastMove(0xE8, 0xC5, 0x4A, 0x80);
const QColor kSelected(0x5A, 0x9B, 0x4A, 0x90);
const QColor kTarget(0x2E, 0x5E, 0x2A, 0x80);
const QColor kCheck(0xD0, 0x30, 0x30, 0xA0);

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

void BoardWidget::setDestinations(const std::array<Bitboard, 64>& destinations) {
    destinations_ = destinations;
    selected_ = Square::none();
    dragging_ = false;
    update();
}

void BoardWidget::setHighlights(Square lastFrom, Square lastTo, Square check) {
    lastFrom_ = lastFrom;
    lastTo_ = lastTo;
    check_ = check;
    update();
}

void BoardWidget::choose(Square from, Square to) {
    selected_ = Square::none();
    dragging_ = false;
    update();
    emit moveChosen(from, to);
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Square s = squareAt(event->position().toPoint());
    if (canGo(selected_, s)) return choose(selected_, s);  // the second click
    selected_ = s.valid() && destinations_[s.index()] ? s : Square::none();
    dragging_ = selected_.valid();
    dragPoint_ = event->position();
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    if (!dragging_) return;
    dragPoint_ = event->position();
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !dragging_) return;
    dragging_ = false;
    const Square s = squareAt(event->position().toPoint());
    if (canGo(selected_, s)) return choose(selected_, s);
    // Released where it was picked up: stays selected for a click on the
    // destination. Anywhere else: back to its square.
    if (s != selected_) selected_ = Square::none();
    update();
}

void BoardWidget::paintPiece(QPainter& painter, Piece p, QPointF centre, qreal size) const {
    QFont pieces = font();
    pieces.setPixelSize(std::max(10, static_cast<int>(size * 0.8)));
    QPainterPath path;
    const QString text = glyph(p.kind());
    const QRectF bounds = QFontMetricsF(pieces).tightBoundingRect(text);
    path.addText(centre - bounds.center(), pieces, text);
    const bool white = p.color() == Color::White;
    painter.setPen(QPen(white ? Qt::black : QColor(0xF0, 0xF0, 0xF0), std::max(1.0, size * 0.02)));
    painter.setBrush(white ? Qt::white : QColor(0x20, 0x20, 0x20));
    painter.drawPath(path);
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

        if (s == lastFrom_ || s == lastTo_) painter.fillRect(r, kLastMove);
        if (s == selected_) painter.fillRect(r, kSelected);
        if (s == check_) {
            QRadialGradient glow(r.center(), size * 0.6);
            glow.setColorAt(0, kCheck);
            glow.setColorAt(1, Qt::transparent);
            painter.fillRect(r, glow);
        }
        const Piece p = position_.at(s);
        if (!p.empty() && !(dragging_ && s == selected_)) paintPiece(painter, p, r.center(), size);
        if (canGo(selected_, s)) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(kTarget);
            if (p.empty())
                painter.drawEllipse(r.center(), size * 0.15, size * 0.15);
            else  // a capture: a ring around the piece
                painter.drawPath([&] {
                    QPainterPath ring;
                    ring.addEllipse(r.center(), size * 0.5, size * 0.5);
                    ring.addEllipse(r.center(), size * 0.42, size * 0.42);
                    return ring;
                }());
        }
    }
    if (dragging_ && selected_.valid())
        paintPiece(painter, position_.at(selected_), dragPoint_, size);
}

}  // namespace tavleya

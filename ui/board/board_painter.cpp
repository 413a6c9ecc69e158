#include "board/board_painter.h"

#include <QPainterPath>
#include <algorithm>

#include "board/board_model.h"
#include "board/tower_layout.h"

namespace tavleya {
namespace {

QColor markColour(QChar letter, int alpha) {
    QColor colour;
    switch (letter.toLatin1()) {
        case 'R':
            colour = QColor(0xC8, 0x28, 0x28);
            break;
        case 'B':
            colour = QColor(0x28, 0x5A, 0xC8);
            break;
        case 'Y':
            colour = QColor(0xE0, 0xB0, 0x10);
            break;
        default:
            colour = QColor(0x15, 0x80, 0x30);
    }
    colour.setAlpha(alpha);
    return colour;
}

}  // namespace

BoardPainter::BoardPainter(QPainter& painter, const BoardLayout& layout, const BoardTheme& theme,
                           const PieceSet& pieces, bool faceToFace, bool cyrillicFiles)
    : painter_(painter),
      layout_(layout),
      theme_(theme),
      pieces_(pieces),
      faceToFace_(faceToFace),
      cyrillicFiles_(cyrillicFiles) {}

QString BoardPainter::fileName(int file) const {
    return cyrillicFiles_ ? QString(QStringLiteral("абвгдежз")[file])
                          : QString(QChar(fileLetter(file)));
}

// Face to face, those at the far edge and on the far player's right are
// turned to be read from there.
void BoardPainter::paintFrame() const {
    const QRectF board = layout_.board();
    const qreal band = layout_.band();
    painter_.fillRect(board.adjusted(-band, -band, band, band), theme_.border);
    QFont font = painter_.font();
    font.setPixelSize(std::max(8, static_cast<int>(band * 0.7)));
    painter_.setFont(font);
    painter_.setPen(theme_.onBorder);
    const qreal size = board.width() / 8;
    const auto farSide = [this](const QRectF& place, const QString& text) {
        if (!faceToFace_) return painter_.drawText(place, Qt::AlignCenter, text);
        painter_.save();
        painter_.translate(place.center());
        painter_.rotate(180);
        painter_.drawText(place.translated(-place.center()), Qt::AlignCenter, text);
        painter_.restore();
    };
    const bool flipped = layout_.flipped();
    for (int i = 0; i < 8; ++i) {
        const QString letter = fileName(flipped ? 7 - i : i);
        const qreal x = board.left() + i * size;
        painter_.drawText(QRectF(x, board.bottom(), size, band), Qt::AlignCenter, letter);
        farSide(QRectF(x, board.top() - band, size, band), letter);
        const int rank = flipped ? i : 7 - i;
        const QString digit(QChar(rankDigit(rank)));
        const qreal y = board.top() + i * size;
        painter_.drawText(QRectF(board.left() - band, y, band, size), Qt::AlignCenter, digit);
        farSide(QRectF(board.right(), y, band, size), digit);
    }
}

void BoardPainter::paintSquare(Square s, const QModelIndex& item, bool selected,
                               const QFont& coordinates) const {
    const QRectF r = layout_.squareRect(s);
    const qreal size = r.width();
    const bool light = (s.file() + s.rank()) % 2 == 1;
    painter_.fillRect(r, light ? theme_.light : theme_.dark);
    painter_.setPen(light ? theme_.onLight : theme_.onDark);
    painter_.setFont(coordinates);
    const QRectF inner = r.adjusted(size * 0.05, size * 0.02, -size * 0.05, -size * 0.02);
    const bool onSquares = !layout_.coordinatesOutside();
    if (onSquares && s.rank() == (layout_.flipped() ? 7 : 0))
        painter_.drawText(inner, Qt::AlignRight | Qt::AlignBottom, fileName(s.file()));
    if (onSquares && s.file() == (layout_.flipped() ? 7 : 0))
        painter_.drawText(inner, Qt::AlignLeft | Qt::AlignTop, QString(QChar(rankDigit(s.rank()))));
    if (item.data(BoardModel::LastMoveRole).toBool()) painter_.fillRect(r, theme_.lastMove);
    if (const QVariant mark = item.data(BoardModel::MarkRole); mark.isValid())
        painter_.fillRect(r, markColour(mark.toChar(), 140));
    if (selected && theme_.framedSelection) {
        const qreal pen = size * 0.08;
        painter_.save();
        painter_.setPen(QPen(theme_.selected, pen, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter_.setBrush(Qt::NoBrush);
        painter_.drawRect(r.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
        painter_.restore();
    } else if (selected) {
        painter_.fillRect(r, theme_.selected);
    }
    if (item.data(BoardModel::CheckRole).toBool()) {
        QRadialGradient glow(r.center(), size * 0.6);
        glow.setColorAt(0, theme_.check);
        glow.setColorAt(1, Qt::transparent);
        painter_.fillRect(r, glow);
    }
}

// Every piece of a tower is drawn (TowerLayout), the owners by the figures'
// colours.
void BoardPainter::paintStack(std::span<const Piece> stack, const QRectF& r) const {
    if (stack.empty()) return;
    // Face to face, the far side's pieces are turned round for its player.
    const Color far = layout_.flipped() ? Color::White : Color::Black;
    painter_.save();
    if (faceToFace_ && stack.front().color() == far) {
        painter_.translate(r.center());
        painter_.rotate(180);
        painter_.translate(-r.center());
    }
    const TowerLayout layout(r, static_cast<int>(stack.size()));
    if (layout.column().isValid()) {
        // A plate under the column sets the figures beneath apart from the
        // square's colour, light or dark.
        painter_.setPen(QPen(QColor(0x1a, 0x1a, 0x1a, 0x90), std::max(1.0, r.width() * 0.01)));
        painter_.setBrush(QColor(0x80, 0x80, 0x80, 0x60));
        const qreal round = r.width() * 0.05;
        painter_.drawRoundedRect(layout.column().adjusted(-1, -1, 1, 1), round, round);
        // The drawings leave a margin round each figure; the cells are
        // small, so the figures take a little of their neighbours' margins.
        for (int depth = 0; depth < layout.shown(); ++depth) {
            const QRectF cell = layout.beneath(depth);
            const qreal grow = cell.width() * 0.15;
            pieces_.paint(painter_, stack[static_cast<std::size_t>(depth) + 1],
                          cell.adjusted(-grow, -grow, grow, grow));
        }
        if (layout.counted() > 0) {
            QFont font = painter_.font();
            font.setPixelSize(std::max(7, static_cast<int>(layout.countCell().height() * 0.55)));
            font.setBold(true);
            painter_.setFont(font);
            painter_.setPen(QColor(0x10, 0x10, 0x10));
            painter_.drawText(layout.countCell(), Qt::AlignCenter,
                              QStringLiteral("+%1").arg(layout.counted()));
        }
    }
    pieces_.paint(painter_, stack.front(), layout.top());
    painter_.restore();
}

void BoardPainter::paintTarget(Square s, bool occupied) const {
    const QRectF r = layout_.squareRect(s);
    const qreal size = r.width();
    painter_.save();
    painter_.setPen(Qt::NoPen);
    painter_.setBrush(theme_.target);
    if (!occupied) {
        painter_.drawEllipse(r.center(), size * 0.15, size * 0.15);
    } else {  // a capture: a ring around the piece
        QPainterPath ring;
        ring.addEllipse(r.center(), size * 0.5, size * 0.5);
        ring.addEllipse(r.center(), size * 0.42, size * 0.42);
        painter_.drawPath(ring);
    }
    painter_.restore();
}

void BoardPainter::paintCursor(Square s, const QColor& colour) const {
    const QRectF r = layout_.squareRect(s);
    const qreal size = r.width();
    painter_.save();
    painter_.setPen(QPen(colour, std::max(2.0, size * 0.06)));
    painter_.setBrush(Qt::NoBrush);
    painter_.drawRect(r.adjusted(size * 0.04, size * 0.04, -size * 0.04, -size * 0.04));
    painter_.restore();
}

void BoardPainter::paintArrow(const Arrow& arrow) const {
    const qreal size = layout_.board().width() / 8;
    const QPointF from = layout_.squareRect(arrow.from).center();
    const QPointF to = layout_.squareRect(arrow.to).center();
    const QLineF line(from, to);
    if (line.length() < 1) return;
    // The head ends at the target's centre; the shaft stops where it starts.
    const qreal head = size * 0.45;
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = to - unit * head;
    painter_.save();
    painter_.setPen(
        QPen(markColour(QChar(arrow.colour), 170), size * 0.16, Qt::SolidLine, Qt::FlatCap));
    painter_.drawLine(from + unit * size * 0.2, base);
    painter_.setPen(Qt::NoPen);
    painter_.setBrush(markColour(QChar(arrow.colour), 170));
    painter_.drawPolygon(QPolygonF({to, base + normal * head * 0.55, base - normal * head * 0.55}));
    painter_.restore();
}

}  // namespace tavleya

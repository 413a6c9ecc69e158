#include "board/piece_set.h"

#include <QCoreApplication>
#include <QFile>

namespace tavleya {

namespace {

constexpr PieceStyle kStyles[] = {
    {"tavleya", QT_TRANSLATE_NOOP("PieceSet", "Tavleya")},
    {"classic", QT_TRANSLATE_NOOP("PieceSet", "Classic")},
    // Each piece drawn twice, head to head: for a board lying flat between
    // the players, where a figure turned to one of them is upside down for
    // the other.
    {"classic-symmetric", QT_TRANSLATE_NOOP("PieceSet", "Classic, readable from both sides")},
};

}  // namespace

PieceSet::PieceSet(const QString& style) : style_(knownStyle(style)) {}

std::span<const PieceStyle> PieceSet::styles() {
    return kStyles;
}

QString PieceSet::knownStyle(const QString& id) {
    for (const PieceStyle& style : kStyles)
        if (id == QLatin1String(style.id)) return id;
    return QLatin1String(kStyles[0].id);
}

QString PieceSet::styleName(const QString& id) {
    for (const PieceStyle& style : kStyles)
        if (id == QLatin1String(style.id))
            return QCoreApplication::translate("PieceSet", style.name);
    return {};
}

void PieceSet::setPictures(const PiecePictures& pictures) {
    if (pictures == pictures_) return;
    pictures_ = pictures;
    renderers_.clear();
}

void PieceSet::setStyle(const QString& id) {
    const QString known = knownStyle(id);
    if (known == style_) return;
    style_ = known;
    renderers_.clear();
}

QSvgRenderer* PieceSet::renderer(PieceKind kind, Color color) const {
    const int key = static_cast<int>(kind) * 2 + index(color);
    if (auto found = renderers_.find(key); found != renderers_.end()) return found->get();
    QFile file(QStringLiteral(":/pieces/%1/%2.svg")
                   .arg(style_, pictures_.names[static_cast<std::size_t>(index(kind))]));
    QByteArray svg = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    if (color == Color::Black) {
        svg.replace("#ffffff", "#@@@@@@");
        svg.replace("#1a1a1a", "#f4f0e8");
        svg.replace("#@@@@@@", "#262626");
    }
    auto made =
        svg.isEmpty() ? std::make_shared<QSvgRenderer>() : std::make_shared<QSvgRenderer>(svg);
    renderers_.insert(key, made);
    return made.get();
}

void PieceSet::paint(QPainter& painter, Piece piece, const QRectF& square) const {
    if (piece.empty()) return;
    const qreal inset = square.width() * 0.04;
    const QRectF box = square.adjusted(inset, inset, -inset, -inset);
    if (QSvgRenderer* drawing = renderer(piece.kind(), piece.color()); drawing->isValid())
        drawing->render(&painter, box);
    else
        paintLetter(painter, piece, box);
    const qreal mark = square.width() * 0.11;
    painter.save();
    painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), std::max(1.0, square.width() * 0.015)));
    if (piece.promoted()) {  // a small gold disc: this piece was a pawn
        painter.setBrush(QColor(0xE0, 0xB0, 0x30));
        painter.drawEllipse(QPointF(box.right() - mark, box.top() + mark), mark * 0.7, mark * 0.7);
    }
    if (piece.royal() && piece.kind() != PieceKind::King) {  // Frankfurt's royal piece
        painter.setBrush(QColor(0xC0, 0x30, 0x30));
        const QPointF c(box.left() + mark, box.top() + mark);
        painter.drawPolygon(QPolygonF{
            c + QPointF(-mark, mark * 0.6), c + QPointF(-mark, -mark * 0.6),
            c + QPointF(-mark * 0.4, 0), c + QPointF(0, -mark * 0.8), c + QPointF(mark * 0.4, 0),
            c + QPointF(mark, -mark * 0.6), c + QPointF(mark, mark * 0.6)});
    }
    painter.restore();
    if (piece.kind() == PieceKind::Pawn && piece.identity() != PieceKind::None)
        paintIdentity(painter, piece, square);
}

void PieceSet::paintLetter(QPainter& painter, Piece piece, const QRectF& box) const {
    const bool white = piece.color() == Color::White;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(white ? QColor(0x1a, 0x1a, 0x1a) : QColor(0xf4, 0xf0, 0xe8),
                        std::max(1.0, box.width() * 0.04)));
    painter.setBrush(white ? QColor(0xff, 0xff, 0xff) : QColor(0x26, 0x26, 0x26));
    const QRectF disc = box.adjusted(box.width() * 0.1, box.height() * 0.1, -box.width() * 0.1,
                                     -box.height() * 0.1);
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(disc.height() * 0.6)));
    painter.setFont(font);
    painter.drawText(disc, Qt::AlignCenter,
                     pictures_.letters[static_cast<std::size_t>(index(piece.kind()))]);
    painter.restore();
}

// A pawn that knows what it will become carries that piece's figure, in its
// own colour, on a disc at its shoulder: pawns of different files differ.
void PieceSet::paintIdentity(QPainter& painter, Piece pawn, const QRectF& square) const {
    const qreal radius = square.width() * 0.19;
    const QPointF centre(square.left() + radius * 1.05, square.top() + radius * 1.05);
    painter.save();
    painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), std::max(1.0, square.width() * 0.015)));
    painter.setBrush(QColor(0xD8, 0xC8, 0x9A));
    painter.drawEllipse(centre, radius, radius);
    painter.restore();
    const qreal figure = radius * 1.9;
    paint(painter, Piece(pawn.color(), pawn.identity()),
          QRectF(centre.x() - figure / 2, centre.y() - figure / 2, figure, figure));
}

}  // namespace tavleya

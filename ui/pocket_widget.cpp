#include "pocket_widget.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

namespace tavleya {

PocketWidget::PocketWidget(Color side, const BoardModel* model, QWidget* parent)
    : QWidget(parent), side_(side), model_(model) {
    connect(model_, &BoardModel::dataChanged, this, qOverload<>(&QWidget::update));
    setMinimumWidth(48);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

void PocketWidget::setActive(bool active) {
    active_ = active;
    update();
}

QRect PocketWidget::kindRect(PieceKind kind) const {
    const int size = std::min(width(), height() / 6);
    int row = 0;
    for (PieceKind k : kKinds) {
        if (count(k) == 0) continue;
        if (k == kind) return {(width() - size) / 2, row * size, size, size};
        ++row;
    }
    return {};
}

PieceKind PocketWidget::kindAt(QPoint point) const {
    for (PieceKind k : kKinds)
        if (kindRect(k).contains(point)) return k;
    return PieceKind::None;
}

void PocketWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (PieceKind k : kKinds) {
        const QRect r = kindRect(k);
        if (r.isEmpty()) continue;
        painter.setOpacity(active_ ? 1.0 : 0.6);
        pieces_.paint(painter, Piece(side_, k), r);
        painter.setOpacity(1.0);
        const int held = count(k);
        if (held > 1) {
            QFont font = painter.font();
            font.setBold(true);
            font.setPixelSize(std::max(8, r.height() / 4));
            painter.setFont(font);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(r.adjusted(0, 0, -2, 0), Qt::AlignRight | Qt::AlignBottom,
                             QString::number(held));
        }
    }
}

void PocketWidget::mousePressEvent(QMouseEvent* event) {
    pressed_ = active_ && event->button() == Qt::LeftButton ? kindAt(event->position().toPoint())
                                                            : PieceKind::None;
    pressPoint_ = event->position().toPoint();
    if (pressed_ != PieceKind::None) emit picked(side_, pressed_);
}

void PocketWidget::mouseMoveEvent(QMouseEvent* event) {
    if (pressed_ == PieceKind::None || !(event->buttons() & Qt::LeftButton) ||
        (event->position().toPoint() - pressPoint_).manhattanLength() <
            QApplication::startDragDistance())
        return;
    auto* mime = new QMimeData;
    mime->setData(kPocketPieceMime, QByteArray::number(index(side_)) + ' ' +
                                        QByteArray::number(static_cast<int>(pressed_)));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    const QRect r = kindRect(pressed_);
    QPixmap image(r.size());
    image.fill(Qt::transparent);
    QPainter painter(&image);
    pieces_.paint(painter, Piece(side_, pressed_), QRectF(QPointF(0, 0), r.size()));
    painter.end();
    drag->setPixmap(image);
    drag->setHotSpot(QPoint(r.width() / 2, r.height() / 2));
    pressed_ = PieceKind::None;
    drag->exec(Qt::MoveAction);
}

}  // namespace tavleya

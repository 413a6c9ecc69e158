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
    setMinimumHeight(40);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void PocketWidget::setKinds(std::span<const PieceKind> kinds) {
    kinds_.assign(kinds.begin(), kinds.end());
    update();
}

void PocketWidget::setActive(bool active) {
    active_ = active;
    update();
}

QRect PocketWidget::slotRect(int slot) const {
    const int places = std::max<int>(1, static_cast<int>(kinds_.size()));
    const int size = std::min(height(), width() / places);
    return {(width() - places * size) / 2 + slot * size, (height() - size) / 2, size, size};
}

QRect PocketWidget::kindRect(PieceKind kind) const {
    for (std::size_t slot = 0; slot < kinds_.size(); ++slot)
        if (kinds_[slot] == kind && count(kind) > 0) return slotRect(static_cast<int>(slot));
    return {};
}

PieceKind PocketWidget::kindAt(QPoint point) const {
    for (PieceKind k : kinds_)
        if (kindRect(k).contains(point)) return k;
    return PieceKind::None;
}

void PocketWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (PieceKind k : kinds_) {
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
    // No drag image (it comes with a white box where windows are not
    // composited): the board draws the piece under the pointer itself.
    QPixmap nothing(1, 1);
    nothing.fill(Qt::transparent);
    drag->setPixmap(nothing);
    pressed_ = PieceKind::None;
    drag->exec(Qt::MoveAction);
}

}  // namespace tavleya

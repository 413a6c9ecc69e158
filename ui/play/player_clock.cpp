#include "play/player_clock.h"

#include <QPainter>

namespace tavleya {

PlayerClock::PlayerClock(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void PlayerClock::setFace(Face face) {
    if (face == face_) return;
    face_ = std::move(face);
    setAccessibleName(face_.name + QLatin1Char(' ') + face_.time);
    update();
}

void PlayerClock::setTurnedOver(bool turned) {
    turnedOver_ = turned;
    update();
}

QFont PlayerClock::timeFont() const {
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.4);
    big.setBold(true);
    big.setStyleHint(QFont::Monospace);
    return big;
}

QSize PlayerClock::sizeHint() const {
    const QFontMetrics small(font());
    const QFontMetrics big(timeFont());
    return {big.horizontalAdvance(QStringLiteral("0:00:00")) + 24,
            small.height() * 2 + big.height() + 16};
}

void PlayerClock::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (turnedOver_) {
        painter.translate(width(), height());
        painter.rotate(180);
    }
    const QRect area = rect();
    const QColor lit(0x3C, 0x7A, 0x3A), low(0xB0, 0x20, 0x20);
    const QColor background = face_.low && face_.lit ? low
                              : face_.lit            ? lit
                                                     : palette().color(QPalette::Base);
    const QColor ink = face_.lit   ? QColor(Qt::white)
                       : face_.low ? low
                                   : palette().color(QPalette::Text);
    painter.fillRect(area, background);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(area.adjusted(0, 0, -1, -1));

    const QFontMetrics small(font());
    const int line = small.height();
    // The colour as a disc, then the name.
    const QRectF disc(8, 4 + line * 0.15, line * 0.7, line * 0.7);
    painter.setPen(QPen(ink, 1));
    painter.setBrush(face_.side == Color::White ? QColor(Qt::white) : QColor(Qt::black));
    painter.drawEllipse(disc);
    painter.setPen(ink);
    painter.setFont(font());
    const QRect nameRect(int(disc.right()) + 6, 4, area.width() - int(disc.right()) - 12, line);
    painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                     small.elidedText(face_.name, Qt::ElideRight, nameRect.width()));
    painter.setFont(timeFont());
    const QRect timeRect(0, 4 + line, area.width(), area.height() - 2 * line - 8);
    painter.drawText(timeRect, Qt::AlignCenter, face_.time);
    painter.setFont(font());
    painter.drawText(QRect(4, area.height() - line - 4, area.width() - 8, line), Qt::AlignCenter,
                     small.elidedText(face_.detail, Qt::ElideRight, area.width() - 8));
}

}  // namespace tavleya

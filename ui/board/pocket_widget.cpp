#include "board/pocket_widget.h"

#include <QApplication>
#include <QDrag>
#include <QHelpEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace tavleya {

PocketWidget::PocketWidget(Color side, const BoardModel* model, QWidget* parent)
    : QWidget(parent), side_(side), model_(model), theme_(BoardTheme::all().front()) {
    connect(model_, &BoardModel::dataChanged, this, qOverload<>(&QWidget::update));
    connect(model_, &BoardModel::dataChanged, this, &PocketWidget::describeContents);
    setMinimumHeight(40);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void PocketWidget::setKinds(std::span<const PieceKind> kinds) {
    kinds_.assign(kinds.begin(), kinds.end());
    update();
    describeContents();
}

// Told to assistive technology as a whole: "White's pieces in hand: knight 2, pawn 1".
void PocketWidget::describeContents() {
    QStringList held;
    for (PieceKind k : kinds_)
        if (const int count = shownCount(k); count > 0)
            held << tr("%1 %2").arg(model_->pieceWords().name(k)).arg(count);
    const QString owner =
        side_ == Color::White ? tr("White's pieces in hand") : tr("Black's pieces in hand");
    setAccessibleName(held.isEmpty() ? tr("%1: none").arg(owner)
                                     : tr("%1: %2").arg(owner, held.join(QStringLiteral(", "))));
}

bool PocketWidget::event(QEvent* event) {
    // Each piece held says what it is and how many there are.
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const PieceKind k = kindAt(help->pos()); k != PieceKind::None)
            QToolTip::showText(help->globalPos(),
                               tr("%1: %n in hand", nullptr, shownCount(k))
                                   .arg(model_->pieceWords().describe(Piece(side_, k))),
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void PocketWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void PocketWidget::setPieceStyle(const QString& style) {
    pieces_.setStyle(style);
    update();
}

void PocketWidget::setPiecePictures(const PiecePictures& pictures) {
    pieces_.setPictures(pictures);
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
        if (kinds_[slot] == kind && shownCount(kind) > 0) return slotRect(static_cast<int>(slot));
    return {};
}

PieceKind PocketWidget::kindAt(QPoint point) const {
    for (PieceKind k : kinds_)
        if (kindRect(k).contains(point)) return k;
    return PieceKind::None;
}

// Each kind held sits on a tile of the board's dark square: the white
// pieces' dark outline and the black pieces' light one both stand out on it,
// so a piece reads here as it does on the board, at any size. The pocket of
// the side to move has its tiles framed in the colour of the board's
// selection; the other's pieces stay as clear.
void PocketWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (PieceKind k : kinds_) {
        const QRect r = kindRect(k);
        if (r.isEmpty()) continue;
        const QRectF tile = QRectF(r).adjusted(1.5, 1.5, -1.5, -1.5);
        QColor frame = theme_.selected;
        frame.setAlpha(255);
        painter.setPen(active_ ? QPen(frame, 2.5) : Qt::NoPen);
        painter.setBrush(theme_.dark);
        painter.drawRoundedRect(tile, r.width() * 0.12, r.width() * 0.12);
        pieces_.paint(painter, Piece(side_, k), tile.adjusted(1, 1, -1, -1));
        if (const int held = shownCount(k); held > 1) paintCount(painter, held, tile);
    }
}

// The count on a badge at the tile's corner, as a tower's height is shown.
void PocketWidget::paintCount(QPainter& painter, int held, const QRectF& tile) const {
    const qreal size = std::max(11.0, tile.height() * 0.36);
    const QRectF badge(tile.right() - size + 2, tile.bottom() - size + 2, size, size);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x2E, 0x5E, 0x8A));
    painter.drawEllipse(badge);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(size * 0.7)));
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(badge, Qt::AlignCenter, QString::number(held));
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
    // The piece is in the hand, not in the pocket, until the drag ends.
    lifted_ = std::exchange(pressed_, PieceKind::None);
    update();
    emit dragStarted(lifted_);
    const bool dropped = drag->exec(Qt::MoveAction) != Qt::IgnoreAction;
    lifted_ = PieceKind::None;
    update();
    emit dragEnded(dropped);
}

}  // namespace tavleya

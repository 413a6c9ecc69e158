#include "board/board_widget.h"

#include <QAccessible>
#include <QDragLeaveEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include "board/board_accessibility.h"
#include "board/pocket_widget.h"
#include "board/tower_layout.h"
#include "notation/piece_names.h"

namespace tavleya {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), model_(new BoardModel(this)), theme_(BoardTheme::all().front()) {
    // Qt asks the factory for every board it is to describe; once is enough.
    [[maybe_unused]] static const bool described = [] {
        QAccessible::installFactory(boardAccessibility);
        return true;
    }();
    connect(model_, &BoardModel::dataChanged, this, qOverload<>(&QWidget::update));
    setAcceptDrops(true);
    setMouseTracking(true);
    setMinimumSize(160, 160);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // A click on the board takes the keys back from a text box, so that the
    // game's keys (arrows, undo, copy and paste) reach the game again.
    setFocusPolicy(Qt::StrongFocus);
    // A move glides in a sixth of a second: seen, never waited for.
    glide_.setDuration(160);
    glide_.setStartValue(0.0);
    glide_.setEndValue(1.0);
    glide_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&glide_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
}

void BoardWidget::setPosition(const Position& position) {
    // A move still gliding belongs to the position before (a takeback, a
    // step back through the game): it stops; a new move starts its own.
    glide_.stop();
    model_->setPosition(position);
}

void BoardWidget::setDropTargets(PieceKind kind, Bitboard targets) {
    select(Square::none());
    model_->setDropTargets(kind, targets);
}

Bitboard BoardWidget::destinations(Square from) const {
    return model_->data(model_->indexOf(from), BoardModel::DestinationsRole).toULongLong();
}

bool BoardWidget::dropTarget(Square s) const {
    return model_->data(model_->indexOf(s), BoardModel::DropTargetRole).toBool();
}

void BoardWidget::dragEnterEvent(QDragEnterEvent* event) {
    if (!event->mimeData()->hasFormat(kPocketPieceMime) || heldDrop() == PieceKind::None) return;
    event->acceptProposedAction();
    // The piece is drawn here, under the pointer: a drag image has a white
    // box around it on a desktop without compositing.
    const QList<QByteArray> fields = event->mimeData()->data(kPocketPieceMime).split(' ');
    dropColor_ = fields.value(0) == "1" ? Color::Black : Color::White;
    dropPoint_ = event->position();
    update();
}

void BoardWidget::dragLeaveEvent(QDragLeaveEvent*) {
    dropPoint_.reset();
    update();
}

void BoardWidget::dragMoveEvent(QDragMoveEvent* event) {
    dropPoint_ = event->position();
    update();
    const Square s = squareAt(event->position().toPoint());
    if (dropTarget(s))
        event->acceptProposedAction();
    else
        event->ignore();
}

void BoardWidget::dropEvent(QDropEvent* event) {
    dropPoint_.reset();
    update();
    const Square s = squareAt(event->position().toPoint());
    if (!dropTarget(s) || heldDrop() == PieceKind::None) return;
    event->acceptProposedAction();
    const PieceKind kind = heldDrop();
    model_->setDropTargets(PieceKind::None, 0);
    placedByHand_ = s;
    emit dropChosen(kind, s);
}

void BoardWidget::setDestinations(const std::array<Bitboard, 64>& destinations) {
    select(Square::none());
    dragging_ = false;
    model_->setDestinations(destinations);
}

void BoardWidget::setHighlights(Square lastFrom, Square lastTo, Square check) {
    model_->setHighlights(lastFrom, lastTo, check);
}

void BoardWidget::animateMove(Square from, Square to, int count) {
    const bool byHand = std::exchange(placedByHand_, Square::none()) == to;
    if (!animated_ || byHand || !to.valid() || stackAt(to).empty()) return;
    glideFrom_ = from;
    glideTo_ = to;
    glideCount_ = std::max(1, count);
    glide_.stop();
    glide_.start();
}

void BoardWidget::select(Square s) {
    if (s == selected_) return;
    selected_ = s;
    emit selectionChanged(s);
}

void BoardWidget::choose(Square from, Square to) {
    select(Square::none());
    dragging_ = false;
    update();
    emit moveChosen(from, to, grabbed_);
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    emit squarePressed(squareAt(event->position().toPoint()), event->button());
    if (event->button() == Qt::RightButton) {
        markFrom_ = squareAt(event->position().toPoint());
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const Square s = squareAt(event->position().toPoint());
    if (dropHeldOn(s)) return;
    if (canGo(selected_, s)) return choose(selected_, s);  // the second click
    select(destinations(s) ? s : Square::none());
    grabbed_ = selected_.valid() ? piecesGrabbedAt(s, event->position()) : 0;
    dragging_ = selected_.valid();
    dragPoint_ = event->position();
    update();
}

bool BoardWidget::dropHeldOn(Square s) {
    if (heldDrop() == PieceKind::None) return false;
    const PieceKind kind = heldDrop();
    const bool target = dropTarget(s);
    model_->setDropTargets(PieceKind::None, 0);
    if (target)
        emit dropChosen(kind, s);
    else if (s.valid())
        emit dropRefused(kind, s);
    return true;
}

void BoardWidget::setCursorSquare(Square s) {
    cursor_ = s;
    update();
    emit cursorMoved(s);
    if (QAccessible::isActive() && s.valid()) {
        // The square with the focus, by its place on the screen.
        const int row = flipped_ ? s.rank() : 7 - s.rank();
        const int column = flipped_ ? 7 - s.file() : s.file();
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(row * 8 + column);
        QAccessible::updateAccessibility(&focus);
    }
}

// The keyboard's click: the piece on the cursor's square is picked up, or
// the piece picked up goes there; on its own square it is put back.
void BoardWidget::pressCursor() {
    emit squarePressed(cursor_, Qt::LeftButton);
    if (dropHeldOn(cursor_)) return;
    if (canGo(selected_, cursor_)) return choose(selected_, cursor_);
    select(destinations(cursor_) && cursor_ != selected_ ? cursor_ : Square::none());
    grabbed_ = 0;  // a tower's choice is asked, as it is of a click
    dragging_ = false;
    update();
}

QString BoardWidget::describeSquare(Square s, int count) const {
    return model_->describe(s, count);
}

bool BoardWidget::event(QEvent* event) {
    // A tower's whole composition, top to bottom, or what a pawn will
    // become, when the pointer rests on it.
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Square s = squareAt(help->pos());
        const std::vector<Piece> stack = stackAt(s);
        if (stack.size() > 1 || (!stack.empty() && stack.front().identity() != PieceKind::None))
            QToolTip::showText(help->globalPos(), describeSquare(s), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    // Letters and digits start a typed move; keys with Ctrl or Alt stay
    // shortcuts, and the arrows go on through the game.
    const QString text = event->text();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && !text.isEmpty() && text.front().isLetterOrNumber()) {
        emit typed(text);
        return;
    }
    // Shift with the arrows moves a cursor over the squares (the arrows
    // alone step through the game); Space or Enter acts as a click on it,
    // Escape puts a piece picked up back.
    const int key = event->key();
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (arrow && event->modifiers() == Qt::ShiftModifier) {
        if (!cursor_.valid()) {
            const Square start = selected_.valid() ? selected_ : Square::at(4, flipped_ ? 7 : 0);
            return setCursorSquare(start);
        }
        const int towardsTop = flipped_ ? -1 : 1;
        const int file = cursor_.file() + (key == Qt::Key_Right  ? towardsTop
                                           : key == Qt::Key_Left ? -towardsTop
                                                                 : 0);
        const int rank = cursor_.rank() + (key == Qt::Key_Up     ? towardsTop
                                           : key == Qt::Key_Down ? -towardsTop
                                                                 : 0);
        if (file >= 0 && file < 8 && rank >= 0 && rank < 8) setCursorSquare(Square::at(file, rank));
        return;
    }
    if (plain && cursor_.valid() &&
        (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter))
        return pressCursor();
    if (key == Qt::Key_Escape && selected_.valid()) {
        select(Square::none());
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const Square over = squareAt(event->position().toPoint());
    if (over != hovered_) {
        hovered_ = over;
        emit hovered(over);
    }
    if (!dragging_) return;
    dragPoint_ = event->position();
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        const Square to = squareAt(event->position().toPoint());
        const Square from = std::exchange(markFrom_, Square::none());
        if (from.valid() && to.valid()) emit markDrawn(from, to, event->modifiers());
        return;
    }
    if (event->button() != Qt::LeftButton || !dragging_) return;
    dragging_ = false;
    const Square s = squareAt(event->position().toPoint());
    if (canGo(selected_, s)) {
        placedByHand_ = s;
        return choose(selected_, s);
    }
    // Released where it was picked up: stays selected for a click on the
    // destination. Anywhere else: back to its square.
    if (s != selected_) select(Square::none());
    update();
}

std::vector<Piece> BoardWidget::stackAt(Square s, int skip) const {
    auto stack =
        model_->data(model_->indexOf(s), BoardModel::StackRole).value<std::vector<Piece>>();
    stack.erase(stack.begin(), stack.begin() + std::min<std::ptrdiff_t>(skip, std::ssize(stack)));
    return stack;
}

int BoardWidget::piecesGrabbedAt(Square s, QPointF point) const {
    return TowerLayout(squareRect(s), static_cast<int>(stackAt(s).size())).grabbedAt(point);
}

// A piece, or a Tavreli tower: every piece of it drawn (TowerLayout), the
// owners by the figures' colours.
void BoardWidget::paintStack(QPainter& painter, std::span<const Piece> stack,
                             const QRectF& r) const {
    if (stack.empty()) return;
    // Face to face, the far side's pieces are turned round for its player.
    const Color far = flipped_ ? Color::White : Color::Black;
    painter.save();
    if (faceToFace_ && stack.front().color() == far) {
        painter.translate(r.center());
        painter.rotate(180);
        painter.translate(-r.center());
    }
    const TowerLayout layout(r, static_cast<int>(stack.size()));
    if (layout.column().isValid()) {
        // A plate under the column sets the figures beneath apart from the
        // square's colour, light or dark.
        painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a, 0x90), std::max(1.0, r.width() * 0.01)));
        painter.setBrush(QColor(0x80, 0x80, 0x80, 0x60));
        const qreal round = r.width() * 0.05;
        painter.drawRoundedRect(layout.column().adjusted(-1, -1, 1, 1), round, round);
        // The drawings leave a margin round each figure; the cells are
        // small, so the figures take a little of their neighbours' margins.
        for (int depth = 0; depth < layout.shown(); ++depth) {
            const QRectF cell = layout.beneath(depth);
            const qreal grow = cell.width() * 0.15;
            pieces_.paint(painter, stack[static_cast<std::size_t>(depth) + 1],
                          cell.adjusted(-grow, -grow, grow, grow));
        }
        if (layout.counted() > 0) {
            QFont font = painter.font();
            font.setPixelSize(std::max(7, static_cast<int>(layout.countCell().height() * 0.55)));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(QColor(0x10, 0x10, 0x10));
            painter.drawText(layout.countCell(), Qt::AlignCenter,
                             QStringLiteral("+%1").arg(layout.counted()));
        }
    }
    pieces_.paint(painter, stack.front(), layout.top());
    painter.restore();
}

void BoardWidget::setCyrillicFiles(bool cyrillic) {
    cyrillicFiles_ = cyrillic;
    update();
}

void BoardWidget::setFaceToFace(bool on) {
    if (on == faceToFace_) return;
    faceToFace_ = on;
    update();
    emit orientationChanged();
}

void BoardWidget::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    update();
    emit orientationChanged();
}

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

void BoardWidget::paintArrow(QPainter& painter, const Arrow& arrow) const {
    const qreal size = boardRect().width() / 8;
    const QPointF from = squareRect(arrow.from).center();
    const QPointF to = squareRect(arrow.to).center();
    const QLineF line(from, to);
    if (line.length() < 1) return;
    // The head ends at the target's centre; the shaft stops where it starts.
    const qreal head = size * 0.45;
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = to - unit * head;
    painter.save();
    painter.setPen(
        QPen(markColour(QChar(arrow.colour), 170), size * 0.16, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(from + unit * size * 0.2, base);
    painter.setPen(Qt::NoPen);
    painter.setBrush(markColour(QChar(arrow.colour), 170));
    painter.drawPolygon(QPolygonF({to, base + normal * head * 0.55, base - normal * head * 0.55}));
    painter.restore();
}

void BoardWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void BoardWidget::setPieceStyle(const QString& style) {
    pieces_.setStyle(style);
    update();
}

void BoardWidget::setCoordinatesOutside(bool outside) {
    coordinatesOutside_ = outside;
    update();
}

// The widest square the widget holds, less a band for the coordinates when
// they stand outside; the board lies centred in what is left over.
QRectF BoardWidget::boardRect() const {
    const qreal room = std::min(width(), height());
    const qreal side = room - 2 * frameWidth(room);
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

qreal BoardWidget::frameWidth(qreal room) const {
    return coordinatesOutside_ ? std::max(12.0, room * 0.04) : 0.0;
}

// The band around the board with the files below and above it and the
// ranks on either side; face to face, those at the far edge and on the far
// player's right are turned to be read from there.
void BoardWidget::paintFrame(QPainter& painter) const {
    const QRectF board = boardRect();
    const qreal band = frameWidth(std::min(width(), height()));
    painter.fillRect(board.adjusted(-band, -band, band, band), theme_.border);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(band * 0.7)));
    painter.setFont(font);
    painter.setPen(theme_.onBorder);
    const qreal size = board.width() / 8;
    const auto farSide = [&painter, this](const QRectF& place, const QString& text) {
        if (!faceToFace_) return painter.drawText(place, Qt::AlignCenter, text);
        painter.save();
        painter.translate(place.center());
        painter.rotate(180);
        painter.drawText(place.translated(-place.center()), Qt::AlignCenter, text);
        painter.restore();
    };
    for (int i = 0; i < 8; ++i) {
        const int file = flipped_ ? 7 - i : i;
        const QString letter = cyrillicFiles_ ? QString(QStringLiteral("абвгдежз")[file])
                                              : QString(QChar(fileLetter(file)));
        const qreal x = board.left() + i * size;
        painter.drawText(QRectF(x, board.bottom(), size, band), Qt::AlignCenter, letter);
        farSide(QRectF(x, board.top() - band, size, band), letter);
        const int rank = flipped_ ? i : 7 - i;
        const QString digit(QChar(rankDigit(rank)));
        const qreal y = board.top() + i * size;
        painter.drawText(QRectF(board.left() - band, y, band, size), Qt::AlignCenter, digit);
        farSide(QRectF(board.right(), y, band, size), digit);
    }
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
    if (coordinatesOutside_) paintFrame(painter);
    const qreal size = boardRect().width() / 8;
    QFont coordinates = font();
    coordinates.setPixelSize(std::max(8, static_cast<int>(size * 0.16)));
    for (int i = 0; i < 64; ++i) {
        paintSquare(painter, Square(i), coordinates);
        paintContents(painter, Square(i));
    }
    for (const Arrow& arrow : model_->arrows()) paintArrow(painter, arrow);
    if (hint_) paintArrow(painter, *hint_);
    if (dragging_ && selected_.valid()) {
        std::vector<Piece> hand = stackAt(selected_);
        if (grabbed_ > 0) hand.resize(static_cast<std::size_t>(grabbed_));
        paintStack(painter, hand,
                   QRectF(dragPoint_ - QPointF(size / 2, size / 2), QSizeF(size, size)));
    }
    if (animating()) {
        // From the square it left, or for a drop from the mover's edge.
        const QRectF to = squareRect(glideTo_);
        const bool fromBelow = (stackAt(glideTo_).front().color() == Color::White) != flipped_;
        const QRectF from = glideFrom_.valid() ? squareRect(glideFrom_)
                                               : to.translated(0, fromBelow ? size : -size);
        const qreal t = glide_.currentValue().toReal();
        std::vector<Piece> moving = stackAt(glideTo_);
        moving.resize(std::min<std::size_t>(moving.size(), std::size_t(glideCount_)));
        paintStack(painter, moving,
                   QRectF(from.topLeft() + (to.topLeft() - from.topLeft()) * t, to.size()));
    }
    if (dropPoint_ && heldDrop() != PieceKind::None)
        pieces_.paint(painter, Piece(dropColor_, heldDrop()),
                      QRectF(*dropPoint_ - QPointF(size / 2, size / 2), QSizeF(size, size)));
}

// The square's colour, its coordinate on the board's edge, and what is
// highlighted on it: the last move, a mark, the selection, a king in check.
void BoardWidget::paintSquare(QPainter& painter, Square s, const QFont& coordinates) const {
    const QRectF r = squareRect(s);
    const qreal size = r.width();
    const bool light = (s.file() + s.rank()) % 2 == 1;
    painter.fillRect(r, light ? theme_.light : theme_.dark);
    painter.setPen(light ? theme_.onLight : theme_.onDark);
    painter.setFont(coordinates);
    const QRectF inner = r.adjusted(size * 0.05, size * 0.02, -size * 0.05, -size * 0.02);
    if (!coordinatesOutside_ && s.rank() == (flipped_ ? 7 : 0))
        painter.drawText(inner, Qt::AlignRight | Qt::AlignBottom,
                         cyrillicFiles_ ? QString(QStringLiteral("абвгдежз")[s.file()])
                                        : QString(QChar(fileLetter(s.file()))));
    if (!coordinatesOutside_ && s.file() == (flipped_ ? 7 : 0))
        painter.drawText(inner, Qt::AlignLeft | Qt::AlignTop, QString(QChar(rankDigit(s.rank()))));
    const QModelIndex item = model_->indexOf(s);
    if (item.data(BoardModel::LastMoveRole).toBool()) painter.fillRect(r, theme_.lastMove);
    if (const QVariant mark = item.data(BoardModel::MarkRole); mark.isValid())
        painter.fillRect(r, markColour(mark.toChar(), 140));
    if (s == selected_ && theme_.framedSelection) {
        const qreal pen = size * 0.08;
        painter.save();
        painter.setPen(QPen(theme_.selected, pen, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
        painter.restore();
    } else if (s == selected_) {
        painter.fillRect(r, theme_.selected);
    }
    if (item.data(BoardModel::CheckRole).toBool()) {
        QRadialGradient glow(r.center(), size * 0.6);
        glow.setColorAt(0, theme_.check);
        glow.setColorAt(1, Qt::transparent);
        painter.fillRect(r, glow);
    }
}

// The pieces on the square and, where the piece picked up may go, a dot (or
// a ring around a piece it would capture).
void BoardWidget::paintContents(QPainter& painter, Square s) const {
    const QRectF r = squareRect(s);
    const qreal size = r.width();
    const std::vector<Piece> stack = stackAt(s);
    // While a piece is dragged its square shows what stays behind: nothing,
    // or the lower part of a tower.
    const bool lifted = dragging_ && s == selected_;
    // The pieces on their way are drawn later, over the board; those they
    // came onto (a tower's lower part) stay.
    const bool gliding = animating() && s == glideTo_;
    if (gliding)
        paintStack(painter, stackAt(s, glideCount_), r);
    else if (!lifted)
        paintStack(painter, stack, r);
    else if (grabbed_ > 0)
        paintStack(painter, stackAt(s, grabbed_), r);
    if (s == cursor_ && hasFocus()) {  // the keyboard's square: a frame inside it
        painter.save();
        painter.setPen(QPen(palette().highlight().color(), std::max(2.0, size * 0.06)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(size * 0.04, size * 0.04, -size * 0.04, -size * 0.04));
        painter.restore();
    }
    if (!canGo(selected_, s) && !model_->indexOf(s).data(BoardModel::DropTargetRole).toBool())
        return;
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme_.target);
    if (stack.empty()) {
        painter.drawEllipse(r.center(), size * 0.15, size * 0.15);
    } else {  // a capture: a ring around the piece
        QPainterPath ring;
        ring.addEllipse(r.center(), size * 0.5, size * 0.5);
        ring.addEllipse(r.center(), size * 0.42, size * 0.42);
        painter.drawPath(ring);
    }
    painter.restore();
}

}  // namespace tavleya

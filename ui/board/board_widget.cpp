#include "board/board_widget.h"

#include <QAccessible>
#include <QDragLeaveEvent>
#include <QHelpEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "board/board_accessibility.h"
#include "board/board_layout.h"
#include "board/board_painter.h"
#include "board/pocket_widget.h"
#include "board/tower_layout.h"

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

void BoardWidget::setHighlights(Bitboard lastMove, Square check) {
    model_->setHighlights(lastMove, check);
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

QString BoardWidget::squareName(Square square) const {
    const QString name = QString::fromStdString(square.name());
    return cyrillicFiles_ ? QStringLiteral("абвгдежз")[square.file()] + name.mid(1) : name;
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

void BoardWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void BoardWidget::setPieceStyle(const QString& style) {
    pieces_.setStyle(style);
    update();
}

void BoardWidget::setPiecePictures(const PiecePictures& pictures) {
    pieces_.setPictures(pictures);
    update();
}

void BoardWidget::setCoordinatesOutside(bool outside) {
    coordinatesOutside_ = outside;
    update();
}

BoardLayout BoardWidget::boardLayout() const {
    return {size(), coordinatesOutside_, flipped_};
}

QRectF BoardWidget::squareRect(Square s) const {
    return boardLayout().squareRect(s);
}

Square BoardWidget::squareAt(QPoint point) const {
    return boardLayout().squareAt(point);
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    const BoardLayout layout = boardLayout();
    const BoardPainter board(painter, layout, theme_, pieces_, faceToFace_, cyrillicFiles_);
    if (coordinatesOutside_) board.paintFrame();
    const qreal size = layout.board().width() / 8;
    QFont coordinates = font();
    coordinates.setPixelSize(std::max(8, static_cast<int>(size * 0.16)));
    for (int i = 0; i < 64; ++i) paintSquare(board, Square(i), coordinates);
    for (const Arrow& arrow : model_->arrows()) board.paintArrow(arrow);
    if (hint_) board.paintArrow(*hint_);
    paintMoving(board, size);
}

// The square with its highlights, the pieces on it and, where the piece
// picked up may go, a dot (or a ring around a piece it would capture).
void BoardWidget::paintSquare(const BoardPainter& board, Square s, const QFont& coordinates) const {
    board.paintSquare(s, model_->indexOf(s), s == selected_, coordinates);
    const QRectF r = squareRect(s);
    const std::vector<Piece> stack = stackAt(s);
    // While a piece is dragged its square shows what stays behind: nothing,
    // or the lower part of a tower.
    const bool lifted = dragging_ && s == selected_;
    // The pieces on their way are drawn later, over the board; those they
    // came onto (a tower's lower part) stay.
    const bool gliding = animating() && s == glideTo_;
    if (gliding)
        board.paintStack(stackAt(s, glideCount_), r);
    else if (!lifted)
        board.paintStack(stack, r);
    else if (grabbed_ > 0)
        board.paintStack(stackAt(s, grabbed_), r);
    if (s == cursor_ && hasFocus()) board.paintCursor(s, palette().highlight().color());
    if (canGo(selected_, s) || model_->indexOf(s).data(BoardModel::DropTargetRole).toBool())
        board.paintTarget(s, !stack.empty());
}

// What moves over the board, drawn over all else: the pieces in the hand,
// those gliding to their square, and a pocket piece dragged in.
void BoardWidget::paintMoving(const BoardPainter& board, qreal size) const {
    if (dragging_ && selected_.valid()) {
        std::vector<Piece> hand = stackAt(selected_);
        if (grabbed_ > 0) hand.resize(static_cast<std::size_t>(grabbed_));
        board.paintStack(hand,
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
        board.paintStack(moving,
                         QRectF(from.topLeft() + (to.topLeft() - from.topLeft()) * t, to.size()));
    }
    if (dropPoint_ && heldDrop() != PieceKind::None)
        board.paintPiece(Piece(dropColor_, heldDrop()),
                         QRectF(*dropPoint_ - QPointF(size / 2, size / 2), QSizeF(size, size)));
}

}  // namespace tavleya

#include "board/board_model.h"

namespace tavleya {

BoardModel::BoardModel(QObject* parent) : QAbstractTableModel(parent) {}

void BoardModel::changedAll(const QList<int>& roles) {
    emit dataChanged(index(0, 0), index(7, 7), roles);
}

void BoardModel::setPosition(const Position& position) {
    position_ = position;
    changedAll({Qt::DisplayRole, Qt::ToolTipRole, StackRole});
}

void BoardModel::setHighlights(Bitboard lastMove, Square check) {
    lastMove_ = lastMove;
    check_ = check;
    changedAll({LastMoveRole, CheckRole});
}

void BoardModel::setDestinations(const std::array<Bitboard, 64>& destinations) {
    destinations_ = destinations;
    dropKind_ = PieceKind::None;
    dropTargets_ = 0;
    changedAll({DestinationsRole, DropTargetRole});
}

void BoardModel::setDropTargets(PieceKind kind, Bitboard targets) {
    dropKind_ = kind;
    dropTargets_ = kind == PieceKind::None ? 0 : targets;
    changedAll({DropTargetRole});
}

void BoardModel::setMarks(std::vector<MarkedSquare> squares, std::vector<Arrow> arrows) {
    if (squares == squares_ && arrows == arrows_) return;
    squares_ = std::move(squares);
    arrows_ = std::move(arrows);
    changedAll({MarkRole});
}

QModelIndex BoardModel::indexOf(Square s) const {
    return s.valid() ? index(7 - s.rank(), s.file()) : QModelIndex();
}

Square BoardModel::squareAt(const QModelIndex& index) {
    return index.isValid() ? Square::at(index.column(), 7 - index.row()) : Square::none();
}

std::vector<Piece> BoardModel::stack(Square s) const {
    std::vector<Piece> pieces;
    if (!s.valid() || position_.at(s).empty()) return pieces;
    pieces.push_back(position_.at(s));
    for (int depth = 0; depth < position_.towers().height(s); ++depth)
        pieces.push_back(position_.towers().beneath(s, depth));
    return pieces;
}

QString BoardModel::describe(Square s, int count) const {
    QStringList parts;
    for (Piece p : stack(s)) parts << words_.describe(p);
    if (count > 0) parts = parts.mid(0, count);
    return parts.join(QStringLiteral(", "));
}

void BoardModel::setPieceWords(PieceWords words) {
    words_ = std::move(words);
    changedAll({Qt::DisplayRole});
}

int BoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 8;
}

int BoardModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 8;
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    const Square s = squareAt(index);
    if (!s.valid()) return {};
    switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            return describe(s);
        case StackRole:
            return QVariant::fromValue(stack(s));
        case LastMoveRole:
            return (lastMove_ & bit(s)) != 0;
        case CheckRole:
            return s == check_;
        case DestinationsRole:
            return QVariant::fromValue(static_cast<quint64>(destinations_[s.index()]));
        case DropTargetRole:
            return (dropTargets_ & bit(s)) != 0;
        case MarkRole:
            for (const MarkedSquare& mark : squares_)
                if (mark.square == s) return QChar(mark.colour);
            return {};
        default:
            return {};
    }
}

}  // namespace tavleya

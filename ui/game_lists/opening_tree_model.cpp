#include "game_lists/opening_tree_model.h"

#include <cmath>

#include "notation/move_writer.h"

namespace tavleya {
namespace {

QString percent(std::optional<double> share) {
    return share ? QString::number(std::lround(*share * 100)) + QLatin1Char('%') : QString();
}

}  // namespace

OpeningTreeModel::OpeningTreeModel(QObject* parent) : QAbstractTableModel(parent) {}

void OpeningTreeModel::setMoves(std::shared_ptr<const Ruleset> rules, const Position& position,
                                std::vector<TreeMove> moves) {
    beginResetModel();
    rules_ = std::move(rules);
    position_ = position;
    moves_ = std::move(moves);
    games_ = 0;
    for (const TreeMove& move : moves_) games_ += move.games;
    endResetModel();
}

void OpeningTreeModel::setNotation(NotationStyle notation) {
    notation_ = notation;
    if (!moves_.empty()) emit dataChanged(index(0, MoveColumn), index(rowCount() - 1, MoveColumn));
}

int OpeningTreeModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(moves_.size());
}

int OpeningTreeModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpeningTreeModel::display(const TreeMove& move, int column) const {
    switch (column) {
        case MoveColumn:
            return QString::fromStdString(writeMove(*rules_, position_, move.move, notation_));
        case Games:
            return move.games;
        case Score:
            return percent(move.whiteScore());
        case Draws:
            return percent(move.drawShare());
        case Year:
            if (const auto year = move.averageYear()) return int(std::lround(*year));
            return {};
        default:
            return {};
    }
}

QString OpeningTreeModel::tooltip(const TreeMove& move) const {
    return tr("%n game(s): White won %1, drew %2, lost %3", nullptr, move.games)
        .arg(move.whiteWins)
        .arg(move.draws)
        .arg(move.blackWins);
}

QVariant OpeningTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const TreeMove& move = moves_[std::size_t(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            return display(move, index.column());
        case Qt::ToolTipRole:
            return tooltip(move);
        case Qt::TextAlignmentRole:
            return index.column() == MoveColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
    }
}

QVariant OpeningTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Score:
                return tr("White's score: a win counts 1, a draw ½");
            case Year:
                return tr("The average year of the games");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case MoveColumn:
            return tr("Move");
        case Games:
            return tr("Games");
        case Score:
            return tr("White");
        case Draws:
            return tr("Draws");
        case Year:
            return tr("Year");
        default:
            return {};
    }
}

}  // namespace tavleya

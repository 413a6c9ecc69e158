#include "move_list_model.h"

namespace tavleya {

MoveListModel::MoveListModel(QObject* parent) : QAbstractItemModel(parent) {}

void MoveListModel::setTree(const GameTree* tree) {
    beginResetModel();
    tree_ = tree;
    endResetModel();
}

void MoveListModel::setNotation(NotationStyle style) {
    notation_ = style;
    refresh();
}

void MoveListModel::refresh() {
    beginResetModel();
    endResetModel();
}

std::vector<NodeId> MoveListModel::line(NodeId first) const {
    std::vector<NodeId> nodes;
    for (NodeId n = first;;) {
        nodes.push_back(n);
        const auto& children = tree_->node(n).children;
        if (children.empty()) return nodes;
        n = children.front();
    }
}

std::vector<NodeId> MoveListModel::rowsUnder(NodeId parent) const {
    if (!tree_) return {};
    if (parent == 0) {
        const auto& first = tree_->node(tree_->root()).children;
        return first.empty() ? std::vector<NodeId>{} : line(first.front());
    }
    // The alternatives to `parent`, if it is the first choice at its branch.
    const auto& siblings = tree_->node(tree_->node(parent).parent).children;
    std::vector<NodeId> rows;
    if (siblings.front() != parent) return rows;
    for (std::size_t k = 1; k < siblings.size(); ++k) {
        const auto more = line(siblings[k]);
        rows.insert(rows.end(), more.begin(), more.end());
    }
    return rows;
}

NodeId MoveListModel::modelParent(NodeId node) const {
    // Up to the first move of the node's line.
    NodeId head = node;
    for (;;) {
        const NodeId up = tree_->node(head).parent;
        if (up == tree_->root() || tree_->node(up).children.front() != head) break;
        head = up;
    }
    const auto& siblings = tree_->node(tree_->node(head).parent).children;
    return siblings.front() == head ? 0 : siblings.front();
}

QModelIndex MoveListModel::indexOf(NodeId node) const {
    if (!tree_ || node == tree_->root() || !tree_->contains(node)) return {};
    const auto rows = rowsUnder(modelParent(node));
    const auto at = std::find(rows.begin(), rows.end(), node);
    return createIndex(static_cast<int>(at - rows.begin()), 0, static_cast<quintptr>(node));
}

NodeId MoveListModel::nodeAt(const QModelIndex& index) const {
    return index.isValid() ? static_cast<NodeId>(index.internalId()) : 0;
}

QModelIndex MoveListModel::index(int row, int column, const QModelIndex& parent) const {
    if (column != 0 || row < 0) return {};
    const auto rows = rowsUnder(nodeAt(parent));
    if (row >= static_cast<int>(rows.size())) return {};
    return createIndex(row, 0, static_cast<quintptr>(rows[static_cast<std::size_t>(row)]));
}

QModelIndex MoveListModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    return indexOf(modelParent(nodeAt(child)));
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return static_cast<int>(rowsUnder(nodeAt(parent)).size());
}

int MoveListModel::columnCount(const QModelIndex&) const {
    return 1;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !tree_) return {};
    const NodeId id = nodeAt(index);
    if (role == NodeRole) return QVariant::fromValue(id);
    if (role != Qt::DisplayRole) return {};
    const GameNode& node = tree_->node(id);
    const Position& before = tree_->node(node.parent).position;
    const bool white = before.sideToMove() == Color::White;
    const QString number = QString::number(before.fullmoveNumber()) +
                           (white ? QStringLiteral(".") : QStringLiteral("…"));
    const QString move =
        node.move.isNull()
            ? QStringLiteral("--")
            : QString::fromStdString(tree_->rules().moveText(before, node.move, notation_));
    return number + QLatin1Char(' ') + move;
}

}  // namespace tavleya

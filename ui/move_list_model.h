#pragma once

#include <QAbstractItemModel>

#include "game/game_tree.h"
#include "notation/notation_style.h"

namespace tavleya {

// The moves of a game as an item model. The top-level rows are the main
// line; the variations that branch off as alternatives to a move are that
// move's children, one after the other, each as its line of moves (whose own
// alternatives are children again). The item's internal id is the node id.
class MoveListModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role { NodeRole = Qt::UserRole + 1 };

    explicit MoveListModel(QObject* parent = nullptr);

    // Shows `tree` (which must outlive the model or be replaced first).
    void setTree(const GameTree* tree);
    void setNotation(NotationStyle style);
    // Call after the tree changed.
    void refresh();

    QModelIndex indexOf(NodeId node) const;
    NodeId nodeAt(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    // The nodes shown under a model parent (0: the top level).
    std::vector<NodeId> rowsUnder(NodeId parent) const;
    // The model parent of a node (0: the top level).
    NodeId modelParent(NodeId node) const;
    // Every move of the line that starts at `first`.
    std::vector<NodeId> line(NodeId first) const;

    const GameTree* tree_ = nullptr;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

#pragma once

#include <QAbstractItemModel>
#include <vector>

#include "game/game_tree.h"
#include "notation_style.h"

namespace tavleya {

// The moves of a game as a score sheet: each row is a numbered pair, the
// move number, White's move and Black's move in three columns (a Kingchess
// placing turn fills its side's cell). The top-level rows are the main line;
// the variations that branch off a move of a row are that row's children,
// one line after the other, each numbered afresh (and their own variations
// are children again). A cell stands for the move in it; the number column
// for the row's first move. Comments read inline, shortened; the cell's
// tooltip has them whole.
class MoveListModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role { NodeRole = Qt::UserRole + 1 };
    enum Column { NumberColumn, WhiteColumn, BlackColumn, ColumnCount };

    explicit MoveListModel(QObject* parent = nullptr);

    // Shows `tree` (which must outlive the model or be replaced first).
    void setTree(const GameTree* tree);
    void setNotation(NotationStyle style);
    NotationStyle notation() const { return notation_; }
    // Call after the tree changed.
    void refresh();

    QModelIndex indexOf(NodeId node) const;
    NodeId nodeAt(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        std::vector<NodeId> moves;  // in order, all of one move number
        int parent = -1;            // the row these moves vary (-1: the main line)
        int place = 0;              // the row's place under its parent
        std::vector<int> children;
    };
    struct Layout {
        std::vector<Row> rows;
        std::vector<int> top;
        std::vector<int> rowOf;
    };
    // Lays out the whole tree into rows_, top_ and rowOf_.
    void layOut();
    void adopt(Layout&& layout);
    // Whether `fresh` is `old` with moves added at the end of the main line
    // only.
    static bool grewAtTheEnd(const Layout& old, const Layout& fresh);
    // dataChanged for every cell under `parent`, level by level.
    void emitChangedBelow(const QModelIndex& parent);
    // Lays out the line that starts at `first` under row `parent`.
    void addLine(NodeId first, int parent);
    Color mover(NodeId node) const;
    // The moves of one side in a row's cell.
    std::vector<NodeId> cellMoves(const Row& row, int column) const;
    // A move as the sheet writes it: its comments in braces, cut short in
    // the cell (`whole` false) or whole (for the tooltip); glyphs, a mark
    // for arrows and squares, the clock, a draw offer.
    QString moveText(NodeId node, bool whole) const;

    const GameTree* tree_ = nullptr;
    NotationStyle notation_ = kSan;
    std::vector<Row> rows_;  // the item's internal id is its index + 1
    std::vector<int> top_;
    std::vector<int> rowOf_;  // by node id; -1 for nodes not shown
};

}  // namespace tavleya

#pragma once

#include <QAbstractTableModel>
#include <memory>
#include <vector>

#include "collections/opening_tree.h"
#include "notation_style.h"
#include "ruleset.h"

namespace tavleya {

// The moves a collection's games played from one position (an opening
// tree's branch), as a table: the move in the notation the user reads, how
// many games played it, White's score, the draws and the average year.
class OpeningTreeModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, Games, Score, Draws, Year, ColumnCount };

    explicit OpeningTreeModel(QObject* parent = nullptr);

    void setMoves(std::shared_ptr<const Ruleset> rules, const Position& position,
                  std::vector<TreeMove> moves);
    void setNotation(NotationStyle notation);
    const TreeMove& moveAt(int row) const { return moves_[std::size_t(row)]; }
    // The games of all the moves.
    int games() const { return games_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(const TreeMove& move, int column) const;
    QString tooltip(const TreeMove& move) const;

    std::shared_ptr<const Ruleset> rules_;
    Position position_;
    std::vector<TreeMove> moves_;
    int games_ = 0;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

#pragma once

#include <QElapsedTimer>
#include <QWidget>
#include <memory>

#include "notation_style.h"
#include "position.h"
#include "ruleset.h"

class QLabel;
class QTableView;

namespace tavleya {

class OpeningTreeModel;
class PositionIndex;

// The opening tree of the listed file at the position on the board: each
// move its games played from there, with how often and how they ended. A
// click on a move (or Enter) asks for it to be played; the tree then
// follows the board. Until the file's positions are indexed it says so.
class OpeningTreePanel : public QWidget {
    Q_OBJECT

public:
    explicit OpeningTreePanel(QWidget* parent = nullptr);

    // Why there is no index to show.
    enum class IndexState { None, Indexing, Stopped };
    // The listed file's positions; null while there are none, `state`
    // saying why.
    void setIndex(std::shared_ptr<const PositionIndex> index, IndexState state);
    void setPosition(std::shared_ptr<const Ruleset> rules, const Position& position);
    // Counts only the games marked (by number), as the list shows them;
    // nullopt counts every game of the index.
    void setCounted(std::optional<std::vector<char>> games);
    void setNotation(NotationStyle notation);
    OpeningTreeModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QLabel* status() const { return status_; }
    QSize sizeHint() const override;

signals:
    void moveChosen(Move move);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void choose(int row);

    OpeningTreeModel* model_;
    QTableView* view_;
    QLabel* status_;
    std::shared_ptr<const PositionIndex> index_;
    IndexState state_ = IndexState::None;
    QElapsedTimer sinceChosen_;  // since a move was last chosen
    std::shared_ptr<const Ruleset> rules_;
    Position position_;
    // What the tree shown was made of: a hidden panel, or a position shown
    // again, makes none.
    const PositionIndex* madeFrom_ = nullptr;
    Key madeAt_ = 0;
    std::optional<std::vector<char>> counted_;
};

}  // namespace tavleya

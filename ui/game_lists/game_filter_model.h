#pragma once

#include <QSortFilterProxyModel>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "game_lists/game_query.h"

namespace tavleya {

class GameListModel;

// Narrows a GameListModel to the games a query finds (see GameQuery) and
// sorts them by a column. A large list is searched on another thread: the
// rows shown follow the last query worked out until the new one is, and
// filterApplied() says when it is. Sorting compares keys made once per
// column, numbers as numbers and text without regard to case, so that a
// list of a hundred thousand games sorts in a fraction of a second.
class GameFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    using Field = GameQuery::Field;
    static constexpr Field AnyField = GameQuery::AnyField;
    static constexpr Field PlayerField = GameQuery::PlayerField;
    static constexpr Field EventField = GameQuery::EventField;
    static constexpr Field ResultField = GameQuery::ResultField;
    static constexpr Field VariantField = GameQuery::VariantField;
    static constexpr Field OpeningField = GameQuery::OpeningField;
    // From this many games on, a list is searched in the background.
    static constexpr int kBackgroundRows = 10000;

    // `searched` is told on the searching thread every few thousand games
    // (BackgroundSteps).
    explicit GameFilterModel(QObject* parent = nullptr,
                             std::function<void(int searched)> searched = {});
    ~GameFilterModel() override;

    void setSourceModel(QAbstractItemModel* source) override;
    void setFilter(Field field, const QString& text);
    // Shows only the games of `rows` (by source row; a row past its end is
    // not shown), besides what the query finds; nullopt shows them all again.
    void setRowSet(std::optional<std::vector<char>> rows);
    bool hasRowSet() const { return rowSet_.has_value(); }
    // Whether a query is being worked out in the background.
    bool filtering() const { return pending_ != nullptr; }

signals:
    // The rows shown now follow the query set last.
    void filterApplied();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    struct Search;
    void apply(GameQuery query, std::vector<char> found);
    void letSearchGo();
    const GameListModel& games() const;
    // The sort key of every game for `column`, made for the games added since.
    const std::vector<QString>& textKeys(int column) const;

    GameQuery applied_;  // the query the rows shown follow
    // Whether applied_ finds each game, by source row; games listed after
    // its search are judged as they come.
    mutable std::vector<char> found_;
    std::optional<std::vector<char>> rowSet_;  // the games a position search found
    std::shared_ptr<Search> pending_;          // the search under way, if any
    std::function<void(int)> searchHook_;
    mutable int keyColumn_ = -1;
    mutable std::vector<QString> keys_;
};

}  // namespace tavleya

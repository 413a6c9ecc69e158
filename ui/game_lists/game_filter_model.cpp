#include "game_lists/game_filter_model.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "game_lists/game_list_model.h"

namespace tavleya {
namespace {

// How many games the searching thread judges between looks at its stop flag.
constexpr int kSearchStep = 2048;

}  // namespace

// A search on a thread of the pool: what it looks for, and whether it was
// let go (a newer query, another list, the model gone).
struct GameFilterModel::Search {
    GameQuery query;
    std::atomic<bool> stop = false;
};

GameFilterModel::GameFilterModel(QObject* parent, std::function<void(int searched)> searched)
    : QSortFilterProxyModel(parent), searchHook_(std::move(searched)) {}

GameFilterModel::~GameFilterModel() {
    letSearchGo();
}

const GameListModel& GameFilterModel::games() const {
    return static_cast<const GameListModel&>(*sourceModel());
}

void GameFilterModel::setSourceModel(QAbstractItemModel* source) {
    QSortFilterProxyModel::setSourceModel(source);
    // Another list: a search of the old one is let go, and its query judges
    // the new games as they come.
    // Text found later (an opening named from the moves) sorts by what it
    // says now.
    connect(source, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& from, const QModelIndex& to) {
                if (keyColumn_ >= from.column() && keyColumn_ <= to.column()) {
                    keyColumn_ = -1;
                    keys_.clear();
                }
            });
    connect(source, &QAbstractItemModel::modelReset, this, [this] {
        keyColumn_ = -1;
        keys_.clear();
        found_.clear();
        if (!pending_) return;
        applied_ = pending_->query;
        letSearchGo();
        invalidateRowsFilter();
        emit filterApplied();
    });
}

void GameFilterModel::letSearchGo() {
    if (!pending_) return;
    pending_->stop = true;
    pending_.reset();
}

void GameFilterModel::setFilter(Field field, const QString& text) {
    GameQuery query{field, text.trimmed()};
    if (query.findsAll()) query.field = AnyField;
    if (pending_ ? pending_->query == query : applied_ == query) return;
    letSearchGo();
    if (applied_ == query) {  // back to what is shown
        emit filterApplied();
        return;
    }
    const GameListRows rows = games().rows();
    if (query.findsAll() || rows.count() < kBackgroundRows) {
        apply(std::move(query), {});  // judged as the view asks, at once
        return;
    }
    const ListedOpenings openings = games().openings();
    auto search = std::make_shared<Search>();
    search->query = std::move(query);
    pending_ = search;
    auto* watcher = new QFutureWatcher<std::vector<char>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, search] {
        watcher->deleteLater();
        if (search != pending_) return;
        pending_.reset();
        apply(search->query, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([rows, openings, search, hook = searchHook_] {
        std::vector<char> found(static_cast<std::size_t>(rows.count()));
        for (int row = 0; row < rows.count(); ++row) {
            if (row % kSearchStep == 0) {
                if (hook) hook(row);
                if (search->stop) return std::vector<char>();
            }
            found[static_cast<std::size_t>(row)] = search->query.accepts(rows, openings, row);
        }
        return found;
    }));
}

void GameFilterModel::apply(GameQuery query, std::vector<char> found) {
    applied_ = std::move(query);
    found_ = std::move(found);
    // The rows anew in one go: telling the view of each range of rows that
    // went or came takes seconds when the games found are scattered.
    invalidate();
    emit filterApplied();
}

void GameFilterModel::setRowSet(std::optional<std::vector<char>> rows) {
    rowSet_ = std::move(rows);
    invalidate();
    emit filterApplied();
}

bool GameFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& /*sourceParent*/) const {
    if (rowSet_ && (sourceRow >= std::ssize(*rowSet_) || !(*rowSet_)[std::size_t(sourceRow)]))
        return false;
    if (applied_.findsAll()) return true;
    const GameListRows& rows = games().rows();
    while (std::ssize(found_) <= sourceRow)
        found_.push_back(
            applied_.accepts(rows, games().openings(), static_cast<int>(found_.size())));
    return found_[static_cast<std::size_t>(sourceRow)];
}

const std::vector<QString>& GameFilterModel::textKeys(int column) const {
    if (keyColumn_ != column) {
        keyColumn_ = column;
        keys_.clear();
    }
    const GameListRows& rows = games().rows();
    for (int row = static_cast<int>(keys_.size()); row < rows.count(); ++row)
        keys_.push_back(games().text(row, column).toCaseFolded());
    return keys_;
}

bool GameFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const int column = left.column();
    const int a = left.row(), b = right.row();
    if (column == GameListModel::NumberColumn) return a < b;
    if (column == GameListModel::MovesColumn) {
        const GameListRows& rows = games().rows();
        return rows.moves(a) < rows.moves(b);
    }
    const std::vector<QString>& keys = textKeys(column);
    return keys[static_cast<std::size_t>(a)] < keys[static_cast<std::size_t>(b)];
}

}  // namespace tavleya

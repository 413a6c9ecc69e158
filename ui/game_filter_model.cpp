#include "game_filter_model.h"

#include "game_list_model.h"

namespace tavleya {

GameFilterModel::GameFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(GameListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void GameFilterModel::setFilter(Field field, const QString& text) {
    field_ = field;
    text_ = text.trimmed();
    invalidateRowsFilter();
}

bool GameFilterModel::filterAcceptsRow(int row, const QModelIndex& parent) const {
    if (text_.isEmpty()) return true;
    const auto has = [&](int column) {
        return sourceModel()
            ->index(row, column, parent)
            .data()
            .toString()
            .contains(text_, Qt::CaseInsensitive);
    };
    switch (field_) {
        case PlayerField:
            return has(GameListModel::WhiteColumn) || has(GameListModel::BlackColumn);
        case EventField:
            return has(GameListModel::EventColumn);
        case ResultField:
            return has(GameListModel::ResultColumn);
        case VariantField:
            return has(GameListModel::VariantColumn);
        case AnyField:
            break;
    }
    for (int column = 0; column < GameListModel::ColumnCount; ++column)
        if (has(column)) return true;
    return false;
}

}  // namespace tavleya

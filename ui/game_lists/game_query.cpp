#include "game_lists/game_query.h"

#include "game_lists/game_list_model.h"

namespace tavleya {

bool GameQuery::accepts(const GameListRows& rows, const ListedOpenings& openings, int row) const {
    if (text.isEmpty()) return true;
    const auto has = [&](int column) {
        return GameListModel::cellText(rows, openings, row, column)
            .contains(text, Qt::CaseInsensitive);
    };
    switch (field) {
        case PlayerField:
            return has(GameListModel::WhiteColumn) || has(GameListModel::BlackColumn);
        case EventField:
            return has(GameListModel::EventColumn);
        case ResultField:
            return has(GameListModel::ResultColumn);
        case VariantField:
            return has(GameListModel::VariantColumn);
        case OpeningField:
            return has(GameListModel::EcoColumn) || has(GameListModel::OpeningColumn);
        case AnyField:
            break;
    }
    for (int column = 0; column < GameListModel::ColumnCount; ++column)
        if (has(column)) return true;
    return false;
}

}  // namespace tavleya

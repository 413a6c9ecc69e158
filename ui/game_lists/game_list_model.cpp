#include "game_lists/game_list_model.h"

#include <QBrush>
#include <QColor>
#include <QStringList>
#include <algorithm>

#include "pgn/variant_tag.h"
#include "text/user_message.h"

namespace tavleya {
namespace {

constexpr std::string_view kTagOfColumn[] = {"",      "White",   "Black", "Result",  "Date",
                                             "Event", "Variant", "ECO",   "Opening", ""};

}  // namespace

GameListModel::GameListModel(QObject* parent) : QAbstractTableModel(parent) {}

void GameListModel::clear() {
    beginResetModel();
    rows_ = {};
    errors_.clear();
    warnings_.clear();
    openings_.byRow.clear();
    endResetModel();
}

void GameListModel::setRulesets(RulesetRegistry rulesets) {
    rulesets_ = std::move(rulesets);
    variantNames_.clear();
}

QString GameListModel::variantName(const QString& value) const {
    if (!rulesets_) return value;
    if (const auto known = variantNames_.constFind(value); known != variantNames_.constEnd())
        return *known;
    QString name = value;
    if (const auto key = rulesetKeyForVariant(*rulesets_, value.toStdString()))
        for (const RulesetInfo& info : rulesets_->list())
            if (info.key == key.value()) name = coreWords(info.nameEnglish);
    variantNames_.insert(value, name);
    return name;
}

void GameListModel::setOpeningNames(std::shared_ptr<const OpeningNames> names) {
    openings_.names = std::move(names);
}

void GameListModel::nameOpenings(std::span<const std::pair<int, const Opening*>> found) {
    if (found.empty()) return;
    int first = found.front().first, last = first;
    for (const auto& [row, opening] : found) {
        if (row < 0 || row >= rows_.count()) continue;
        std::vector<const Opening*>& byRow = openings_.byRow;
        if (std::ssize(byRow) <= row) byRow.resize(std::size_t(row) + 1, nullptr);
        byRow[std::size_t(row)] = opening;
        first = std::min(first, row);
        last = std::max(last, row);
    }
    emit dataChanged(index(first, EcoColumn), index(last, OpeningColumn));
}

QString GameListModel::cellText(const GameListRows& rows, const ListedOpenings& openings, int row,
                                int column) {
    if ((column == EcoColumn || column == OpeningColumn) && openings.names &&
        row < std::ssize(openings.byRow) && openings.byRow[std::size_t(row)]) {
        const Opening& opening = *openings.byRow[std::size_t(row)];
        return column == EcoColumn ? QString::fromStdString(opening.eco)
                                   : openings.names->nameOf(opening);
    }
    return columnText(rows, row, column);
}

void GameListModel::append(Batch batch) {
    const int count = static_cast<int>(batch.index.size());
    if (count == 0) return;
    beginInsertRows({}, rows_.count(), rows_.count() + count - 1);
    rows_.append(std::make_shared<const Batch>(std::move(batch)));
    endInsertRows();
}

const PgnIndex::Game& GameListModel::location(int row) const {
    return rows_.location(row);
}

QString GameListModel::tag(int row, std::string_view name) const {
    const std::string_view value = rows_.tag(row, name);
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

QString GameListModel::columnText(const GameListRows& rows, int row, int column) {
    if (column == NumberColumn) return QString::number(row + 1);
    if (column == MovesColumn) {
        const int moves = rows.moves(row);
        return moves > 0 ? QString::number(moves) : QString();
    }
    const std::string_view value = rows.tag(row, kTagOfColumn[column]);
    // PGN's "unknown" marks say nothing to a reader of the list.
    if (value == "?" || value == "????.??.??") return {};
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

void GameListModel::markError(int row, const QString& message) {
    errors_.insert(row, message);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void GameListModel::markWarning(int row, const QString& message) {
    warnings_.insert(row, message);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QString GameListModel::describeError(int row, const PgnError& error) {
    return tr("Game %1, line %2, column %3: %4")
        .arg(row + 1)
        .arg(error.line)
        .arg(error.column)
        .arg(userMessage(error));
}

QString GameListModel::describeWarnings(int row, std::span<const PgnError> warnings) {
    QStringList lines;
    for (const PgnError& warning : warnings) lines << describeError(row, warning);
    return lines.join(QLatin1Char('\n'));
}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_.count();
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.count()) return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
        case Qt::DisplayRole:
        case SortRole: {
            if (column == NumberColumn) return row + 1;
            if (column == MovesColumn) {
                const int moves = rows_.moves(row);
                if (role == SortRole) return moves;
                return moves > 0 ? QVariant(moves) : QVariant();
            }
            QString value = text(row, column);
            if (value.isEmpty()) return {};
            if (column == VariantColumn && role == Qt::DisplayRole) return variantName(value);
            return value;
        }
        case ErrorRole:
            if (const auto error = errors_.find(row); error != errors_.end()) return *error;
            return {};
        case WarningRole:
            if (const auto warning = warnings_.find(row); warning != warnings_.end())
                return *warning;
            return {};
        case Qt::ToolTipRole:
            if (const auto error = errors_.find(row); error != errors_.end()) return *error;
            if (const auto warning = warnings_.find(row); warning != warnings_.end())
                return *warning;
            return {};
        case Qt::ForegroundRole:
            // Red for a game that cannot be read, brown for one read with a change.
            if (errors_.contains(row)) return QBrush(QColor(0xB0, 0x20, 0x20));
            if (warnings_.contains(row)) return QBrush(QColor(0x8A, 0x5A, 0x00));
            return {};
        case Qt::TextAlignmentRole:
            if (column == NumberColumn || column == MovesColumn)
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        default:
            return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NumberColumn:
            return QStringLiteral("#");
        case WhiteColumn:
            return tr("White");
        case BlackColumn:
            return tr("Black");
        case ResultColumn:
            return tr("Result");
        case DateColumn:
            return tr("Date");
        case EventColumn:
            return tr("Event");
        case VariantColumn:
            return tr("Variant");
        case EcoColumn:
            return tr("ECO");
        case OpeningColumn:
            return tr("Opening");
        case MovesColumn:
            return tr("Moves");
        default:
            return {};
    }
}

}  // namespace tavleya

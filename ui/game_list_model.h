#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <span>
#include <vector>

#include "pgn/pgn_index.h"
#include "pgn/pgn_reader.h"

namespace tavleya {

// The games of a PGN file as a table: number, players, result, date,
// event, variant, ECO and length, from the file's index. Rows arrive in
// batches while the index is built (see PgnFileIndexer); a game is read
// only when it is opened, and one that cannot be read is marked with the
// reader's message.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        WhiteColumn,
        BlackColumn,
        ResultColumn,
        DateColumn,
        EventColumn,
        VariantColumn,
        EcoColumn,
        MovesColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers for the number and length columns
        ErrorRole,                    // the reader's message for a game that failed
        WarningRole,  // what the reader read otherwise than written in a game that reads
    };

    // Games indexed together, with the last move number of each.
    struct Batch {
        PgnIndex index;
        std::vector<std::uint16_t> moves;
    };

    explicit GameListModel(QObject* parent = nullptr);

    void clear();
    void append(Batch batch);
    // Where a game is in its file.
    const PgnIndex::Game& location(int row) const;
    // A tag of a game, empty when it has none.
    QString tag(int row, std::string_view name) const;
    void markError(int row, const QString& message);
    void markWarning(int row, const QString& message);
    // "Game 7, line 55, column 13: ..." for an error the reader found.
    static QString describeError(int row, const PgnError& error);
    // The same for each thing read otherwise than written, a line each.
    static QString describeWarnings(int row, std::span<const PgnError> warnings);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // The batch holding a row, and the row's place in it.
    std::pair<const Batch*, std::size_t> locate(int row) const;

    std::vector<Batch> batches_;
    std::vector<int> starts_;  // the first row of each batch
    int rows_ = 0;
    QHash<int, QString> errors_;
    QHash<int, QString> warnings_;
};

}  // namespace tavleya

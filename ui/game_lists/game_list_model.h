#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "game_lists/game_list_rows.h"
#include "game_lists/opening_names.h"
#include "pgn/pgn_reader.h"
#include "ruleset_registry.h"

namespace tavleya {

// The openings a list's games were found to play by their moves, by row,
// as far as found, with the names to show them by. A copy is what a filter
// searching on another thread reads.
struct ListedOpenings {
    std::shared_ptr<const OpeningNames> names;  // null: the tags only
    std::vector<const Opening*> byRow;
};

// The games of a PGN file as a table: number, players, result, date,
// event, variant, ECO, opening and length, from the file's index; the ECO
// and opening of a chess game by its moves once they are checked (see
// nameOpenings), its tags before that. Rows arrive in
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
        OpeningColumn,
        MovesColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers for the number and length columns
        ErrorRole,                    // the reader's message for a game that failed
        WarningRole,  // what the reader read otherwise than written in a game that reads
    };

    using Batch = GameBatch;

    explicit GameListModel(QObject* parent = nullptr);

    void clear();
    void append(Batch batch);
    // Where a game is in its file.
    const PgnIndex::Game& location(int row) const;
    // A tag of a game, empty when it has none.
    QString tag(int row, std::string_view name) const;
    // The games, to be read (a copy, in the background too) as they are now.
    const GameListRows& rows() const { return rows_; }
    // What a column shows for a game: its number, its length, or the tag
    // (empty for PGN's unknown marks "?" and "????.??.??"). Safe on any
    // thread for rows of a copy.
    static QString columnText(const GameListRows& rows, int row, int column);
    // The names openings are shown by; null: the tags only.
    void setOpeningNames(std::shared_ptr<const OpeningNames> names);
    // The games the Variant column names in the interface's language, as
    // the game's ruleset is called ("Таврели"); a value none reads as is shown as written.
    void setRulesets(RulesetRegistry rulesets);
    // The openings found for some games by their moves.
    void nameOpenings(std::span<const std::pair<int, const Opening*>> found);
    // What the table shows in a cell: columnText, or the opening found.
    // Safe on any thread for copies of the rows and openings.
    static QString cellText(const GameListRows& rows, const ListedOpenings& openings, int row,
                            int column);
    QString text(int row, int column) const { return cellText(rows_, openings_, row, column); }
    const ListedOpenings& openings() const { return openings_; }
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
    GameListRows rows_;
    ListedOpenings openings_;
    QHash<int, QString> errors_;
    QHash<int, QString> warnings_;
    std::optional<RulesetRegistry> rulesets_;
    mutable QHash<QString, QString> variantNames_;  // by the tag's value
    QString variantName(const QString& value) const;
};

}  // namespace tavleya

#pragma once

#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "collections/position_index.h"
#include "game_lists/background_steps.h"
#include "ruleset_registry.h"

class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace tavleya {

class GameFilterModel;
class GameListModel;
class OpeningNames;
class PgnFileIndexer;
class PositionIndex;

// The games of an opened PGN file: a sortable, filterable table that fills
// while the file is indexed in the background, with the progress and a
// button to stop. Choosing a row (double click or Enter) asks for that game.
// The filter follows the typing after a short pause (at once on Enter), a
// large list searched in the background, so typing never waits for it.
class GameListPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameListPanel(QWidget* parent = nullptr, const BackgroundSteps& steps = {});

    // How long the filter waits for the typing to pause.
    static constexpr int kFilterPauseMillis = 250;

    // Starts listing the games of a file; another file than the one listed
    // starts with no filter.
    void open(const QString& path);
    const QString& path() const { return path_; }
    // Whether the file is still being listed (the moves may be checked
    // after that; the places of the games listed are known already).
    bool listing() const { return listing_; }
    GameListModel* model() const { return model_; }
    // The games are read with `rulesets` and their openings named by
    // `names` (the window's); the shipped rulesets and no names until then.
    void readWith(const RulesetRegistry& rulesets, std::shared_ptr<const OpeningNames> names);
    GameFilterModel* filter() const { return filter_; }
    PgnFileIndexer* indexer() const { return indexer_; }
    QTableView* view() const { return view_; }
    QLineEdit* filterText() const { return filterText_; }
    QComboBox* filterField() const { return filterField_; }
    QPushButton* stopButton() const { return stop_; }
    // Selects a game's row (source row) in the table.
    void select(int row);
    // The rows (source rows) of the games selected, in the file's order.
    QList<int> selectedRows() const;
    // Shows only the games that reach a position, given as row → the ply
    // where each first does, and says how many; Show All ends it.
    void showReaching(std::vector<PositionIndex::Reached> games);
    // Shows only the rows marked in `rows` (by source row), the count saying
    // which they are (`which`: "repeats of earlier games"); Show All ends it.
    void showRows(std::vector<char> rows, const QString& which);
    void showAll();
    // The ply where the game in `row` reaches the position looked for.
    std::optional<int> plyReaching(int row) const;
    // The rows the list shows now, marked by source row; nullopt when it
    // shows every game.
    std::optional<std::vector<char>> shownRows() const;
    QPushButton* showAllButton() const { return showAll_; }
    // The positions of the listed games' main lines, once every game's moves
    // are checked; null before, and when the check was stopped.
    const std::shared_ptr<const PositionIndex>& positions() const { return positions_; }
    // Whether the positions are still being indexed.
    bool indexing() const;

signals:
    // The game in row `row` of the model was chosen.
    void gameChosen(int row);
    // The file's listing ended (`error` when reading failed part-way).
    void finished(const QString& error, bool cancelled);
    // Every game's moves were checked; `errors` games cannot be read.
    void checked(int errors, bool cancelled);
    // positions() or indexing() changed.
    void positionsChanged();

private:
    QLayout* createFilterRow();
    QWidget* createView();
    QLayout* createStatusRow();
    void followIndexer();
    void applyFilter();
    void updateCount();

    QString path_;
    GameListModel* model_;
    GameFilterModel* filter_;
    PgnFileIndexer* indexer_;
    QComboBox* filterField_;
    QLineEdit* filterText_;
    QTimer* filterPause_;
    QTableView* view_;
    QProgressBar* progress_;
    QPushButton* stop_;
    QPushButton* showAll_;                          // ends the narrowing to a position's games
    std::vector<PositionIndex::Reached> reaching_;  // by row, in order
    std::shared_ptr<const PositionIndex> positions_;
    QLabel* count_;
    QString shownRowsAre_;  // which games the list is narrowed to, as the count says
    int errors_ = 0;
    bool listing_ = false;
    bool stopped_ = false;  // the listing was stopped before the end of the file
    QString failure_;       // why reading the file failed, if it did
};

}  // namespace tavleya

#pragma once

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "notation_style.h"
#include "position.h"
#include "practice/puzzle_records_file.h"
#include "practice/puzzle_shelf.h"
#include "practice_parts.h"
#include "puzzles/puzzle_race.h"

class QAction;
class QDockWidget;
class QMainWindow;

namespace tavleya {

class BoardExercise;
class BoardPresenter;
class BoardWidget;
class CourseLibrary;
class GameSession;
class PuzzlePanel;
class Ruleset;
class RulesetRegistry;
struct Judgement;
struct Puzzle;

// Practice › Puzzles: the Puzzles pane (made when first wanted) and the
// puzzle on the board, played as a BoardExercise: the opponent's mistake is
// played, then the person finds the win, the program defending; a wrong
// move is said and may be tried again; Hint names the square of the piece
// to move, Solution writes the line and plays it on the board. Each
// player's rating and history are kept (PuzzleRecord): the next puzzle is
// one failed earlier that is due, else a new one near the player's rating.
class PuzzleDesk : public QObject {
    Q_OBJECT

public:
    using Parts = PracticeParts;
    explicit PuzzleDesk(Parts parts);
    ~PuzzleDesk() override;

    QAction* puzzlesAction() const { return puzzles_; }
    // Whether the program plays `side` of the puzzle on the board.
    bool programPlays(Color side) const;
    void setNotation(NotationStyle notation) { notation_ = notation; }

signals:
    void message(const QString& text);

private:
    void open();
    void choosePlayer(const QString& name);
    void chooseGame(int index);
    void chooseTheme(int index);
    // The shown shelf's themes in the pane, the one chosen kept if it has it.
    void listThemes();
    void startNext();
    // Plays summaries()[index] of the shelf shown; false when it cannot be.
    bool startPuzzle(std::size_t index);
    // Reads a puzzle file; `show`: its puzzles are played as they come.
    void importFile(const QString& path, bool show);
    void startRace(PuzzleRace race);
    // After a puzzle of the race: the next player's turn, or the result.
    void goOnWithRace();
    QStringList shelfTitles() const;
    // The current player's mistakes, a shelf per game, in place of the last
    // player's.
    void listMistakes();
    // The attempt's outcome, once: the rating moves and the record is saved.
    void record(PuzzleOutcome outcome);
    void showStanding();
    PuzzleRecord& playerRecord();
    void answer(const Judgement& judgement);
    void showHint();
    void showSolution();
    const Puzzle& puzzle() const { return puzzle_; }
    PuzzleShelf& shelf() { return *shelves_[std::size_t(game_)]; }
    // The solution after the mistake, in the notation chosen.
    QString solutionText() const;
    // The puzzle's themes, told once it is solved or shown.
    QString themesText() const;

    Parts parts_;
    QAction* puzzles_ = nullptr;
    QDockWidget* dock_ = nullptr;
    QPointer<PuzzlePanel> panel_;  // the window may delete it first
    std::unique_ptr<CourseLibrary> library_;
    // The pane's choice: the shipped puzzles of each game, then those
    // imported from files.
    std::vector<std::unique_ptr<PuzzleShelf>> shelves_;
    int game_ = -1;
    std::string theme_;                // chosen; empty for any
    std::vector<std::string> themes_;  // the keys of the pane's themes but the first
    int ratingOffset_ = 0;
    Puzzle puzzle_;
    std::optional<PuzzleRecordsFile> records_;
    bool hinted_ = false, recorded_ = false;
    std::optional<PuzzleRace> race_;
    std::set<std::uint64_t> passedOver_;  // left with Next untried, this sitting
    std::set<std::uint64_t> raced_;       // played in the race so far
    std::shared_ptr<const Ruleset> rules_;
    BoardExercise* exercise_ = nullptr;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

#pragma once

#include <QObject>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "notation_style.h"
#include "position.h"
#include "practice_parts.h"

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
// puzzle on the board, easiest first, played as a BoardExercise: the
// opponent's mistake is played, then the person finds the win, the program
// defending; a wrong move is said and may be tried again; Hint names the
// square of the piece to move, Solution shows the line.
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
    void chooseGame(int index);
    void startPuzzle(int index);
    void answer(const Judgement& judgement);
    void showHint();
    void showSolution();
    const Puzzle& puzzle() const;
    // The solution after the mistake, in the notation chosen.
    QString solutionText() const;

    Parts parts_;
    QAction* puzzles_ = nullptr;
    QDockWidget* dock_ = nullptr;
    PuzzlePanel* panel_ = nullptr;
    std::unique_ptr<CourseLibrary> library_;
    std::vector<std::string> games_;  // those with puzzles, in the pane's order
    int game_ = -1, puzzle_ = -1;
    std::shared_ptr<const Ruleset> rules_;
    BoardExercise* exercise_ = nullptr;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

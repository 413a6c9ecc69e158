#pragma once

#include <QWidget>

#include "practice/pane_text.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace tavleya {

class LearnerChooser;

// The Puzzles pane beside the board: who is solving, which game's puzzles,
// the player's standing (rating and recent results), the puzzle on the
// board (its difficulty and themes), what to do, what became of the last
// move, and Hint, Solution and Next. It shows what it is given and says
// what the person chose; the puzzle desk (app/) decides.
class PuzzlePanel : public QWidget {
    Q_OBJECT

public:
    using Tone = PaneTone;

    explicit PuzzlePanel(QWidget* parent = nullptr);

    void setPlayers(const QStringList& players, const QString& current);
    void setGames(const QStringList& titles, int current);
    // The themes to choose from: `themes[0]` stands for all of them.
    void setThemes(const QStringList& themes, int current);
    // The difficulty chosen, as points above (below) the player's rating.
    void setDifficulty(int ratingOffset);
    void showStanding(const QString& standing);
    // How the reading of an imported puzzle file goes, or how it went.
    void showImport(const QString& text);
    void showPuzzle(const QString& about, const QString& task);
    void showFeedback(const QString& text, Tone tone);
    // Solved or shown: Next is offered, Hint and Solution are not.
    void setDone(bool done);

signals:
    void playerChosen(const QString& player);
    void gameChosen(int index);
    void themeChosen(int index);
    void difficultyChosen(int ratingOffset);
    void hintAsked();
    void solutionAsked();
    void nextAsked();
    void importAsked();
    void raceAsked();

private:
    LearnerChooser* player_;
    QComboBox* game_;
    QComboBox* theme_;
    QComboBox* difficulty_;
    QLabel* standing_;
    QLabel* about_;
    QLabel* task_;
    QLabel* feedback_;
    QPushButton* hint_;
    QPushButton* solution_;
    QPushButton* next_;
    QLabel* import_;
};

}  // namespace tavleya

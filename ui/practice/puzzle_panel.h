#pragma once

#include <QWidget>

#include "practice/pane_text.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace tavleya {

// The Puzzles pane beside the board: which game's puzzles, the puzzle on the
// board (its number, difficulty and themes), what to do, what became of the
// last move, and Hint, Solution and Next. It shows what it is given and says
// what the person chose; the puzzle desk (app/) decides.
class PuzzlePanel : public QWidget {
    Q_OBJECT

public:
    using Tone = PaneTone;

    explicit PuzzlePanel(QWidget* parent = nullptr);

    void setGames(const QStringList& titles, int current);
    void showPuzzle(const QString& about, const QString& task);
    void showFeedback(const QString& text, Tone tone);
    // Solved or shown: Next is offered, Hint and Solution are not.
    void setDone(bool done);

signals:
    void gameChosen(int index);
    void hintAsked();
    void solutionAsked();
    void nextAsked();

private:
    QComboBox* game_;
    QLabel* about_;
    QLabel* task_;
    QLabel* feedback_;
    QPushButton* hint_;
    QPushButton* solution_;
    QPushButton* next_;
};

}  // namespace tavleya

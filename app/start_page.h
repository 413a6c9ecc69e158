#pragma once

#include <QStringList>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QVBoxLayout;

namespace tavleya {

// Where a person begins: a page over the panel beside the board, each way
// into the program one click from a game: play a friend at this board, play
// the computer at a level said in words, learn a game, solve puzzles, open games, or one
// of the files opened lately. It says what was chosen; the window acts.
class StartPage : public QWidget {
    Q_OBJECT

public:
    // `lessons` and `puzzles` open the practice panes.
    StartPage(QAction* lessons, QAction* puzzles, QWidget* parent = nullptr);

    // The files to offer, the latest first.
    void setRecentFiles(const QStringList& paths);
    // The clock a game between friends has, as New Game writes it ("10+5").
    void setClock(const QString& clock);
    // The computer's level chosen, on the 1 … 20 scale of the New Game dialog.
    int computerLevel() const;

signals:
    void playFriend();
    void playComputer(int level);
    void openGames();
    void openFile(const QString& path);
    void backToTheBoard();

private:
    QComboBox* level_;
    QLabel* friendNote_;
    QVBoxLayout* recent_;
};

}  // namespace tavleya

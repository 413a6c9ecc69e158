#pragma once

#include <QWidget>

#include "practice/pane_text.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace tavleya {

class LearnerChooser;

// The Lessons pane beside the board: who is learning, which game's course,
// its lessons (done ones ticked, a star for those done without a hint), and
// the exercise on the board: its task, what became of the last move, and
// Hint, Try Again and Next. It shows what it is given and says what the
// person chose; the lesson desk (app/) decides.
class LessonPanel : public QWidget {
    Q_OBJECT

public:
    // How a lesson in the list stands for the player.
    enum class Done { No, Yes, WithStar };
    struct LessonRow {
        QString title;
        Done done = Done::No;
    };
    using Tone = PaneTone;

    explicit LessonPanel(QWidget* parent = nullptr);

    void setPlayers(const QStringList& players, const QString& current);
    QString player() const;
    void setCourses(const QStringList& titles, int current);
    void setLessons(const QList<LessonRow>& rows, int current);
    // The lesson and exercise on the board: `number` of `count`.
    void showExercise(const QString& intro, int number, int count, const QString& task);
    void showFeedback(const QString& text, Tone tone);
    // Next is offered once the exercise is solved.
    void setSolved(bool solved);
    // No exercise on the board (another game began): its task is gone, and
    // Hint and Next with it; Try Again starts it anew.
    void leaveExercise(const QString& why);

signals:
    void playerChosen(const QString& player);
    void courseChosen(int index);
    void lessonChosen(int index);
    void hintAsked();
    void retryAsked();
    void nextAsked();

private:
    LearnerChooser* player_;
    QComboBox* course_;
    QListWidget* lessons_;
    QLabel* intro_;
    QLabel* progress_;
    QLabel* task_;
    QLabel* feedback_;
    QPushButton* hint_;
    QPushButton* retry_;
    QPushButton* next_;
};

}  // namespace tavleya

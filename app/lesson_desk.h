#pragma once

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

#include "game/game_tree.h"
#include "lessons/exercise_judge.h"
#include "notation_style.h"
#include "practice/lesson_progress.h"
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
class LessonPanel;
class RulesetRegistry;

// Practice › Lessons: the Lessons pane (made when first wanted) and the
// lesson on the board, each exercise played as a BoardExercise: what
// became of each move is said in the pane, a hint drawn on the board, and a
// lesson done kept for the player. A game started otherwise ends the lesson.
class LessonDesk : public QObject {
    Q_OBJECT

public:
    using Parts = PracticeParts;
    explicit LessonDesk(Parts parts);
    ~LessonDesk() override;

    QAction* lessonsAction() const { return lessons_; }
    // Whether the program plays `side` of the exercise on the board: its
    // pieces are not the person's to move.
    bool programPlays(Color side) const;
    void setNotation(NotationStyle notation) { notation_ = notation; }

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    void open();
    void choosePlayer(const QString& name);
    void chooseCourse(int index);
    void chooseLesson(int index);
    void startExercise(int index);
    void answer(const Judgement& judgement, Move move, const Position& before);
    void solved();
    void showHint();
    void next();
    void showLessons();
    QString moveText(const Position& position, Move move) const;
    QString missText(const Judgement& judgement, Move move, const Position& before) const;
    bool inRussian() const;

    Parts parts_;
    QAction* lessons_ = nullptr;
    QDockWidget* dock_ = nullptr;
    QPointer<LessonPanel> panel_;  // the window may delete it first
    std::unique_ptr<CourseLibrary> library_;
    std::optional<LessonProgress> progress_;
    int course_ = -1, lesson_ = -1, exerciseIndex_ = -1;
    std::shared_ptr<const Ruleset> rules_;
    BoardExercise* exercise_ = nullptr;  // the exercise on the board
    bool hinted_ = false;                // a hint was shown in this lesson
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

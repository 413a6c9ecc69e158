#include "lesson_desk.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QMainWindow>

#include "board/board_widget.h"
#include "board_exercise.h"
#include "board_presenter.h"
#include "engines/analysis_lines.h"
#include "lessons/course_check.h"
#include "play/game_session.h"
#include "practice/course_library.h"
#include "practice/lesson_panel.h"
#include "window_room.h"

namespace tavleya {

LessonDesk::LessonDesk(Parts parts) : QObject(&parts.window), parts_(std::move(parts)) {
    lessons_ = new QAction(tr("&Lessons"), this);
    lessons_->setObjectName(QStringLiteral("lessons"));
    lessons_->setToolTip(tr("Learn a game: short exercises on the board, each with a goal"));
    connect(lessons_, &QAction::triggered, this, &LessonDesk::open);
    exercise_ = new BoardExercise({parts_.session, parts_.presenter, parts_.startFrom}, this);
    connect(exercise_, &BoardExercise::judged, this, &LessonDesk::answer);
    connect(exercise_, &BoardExercise::refused, this, [this](const QString& why) {
        if (panel_) panel_->showFeedback(why, LessonPanel::Tone::Wrong);
    });
    // A game started otherwise ends the lesson.
    connect(exercise_, &BoardExercise::ended, this, [this] {
        if (panel_) panel_->leaveExercise(tr("Choose a lesson to go on."));
    });
}

LessonDesk::~LessonDesk() {
    if (panel_) panel_->disconnect(this);
}

bool LessonDesk::inRussian() const {
    return QLocale().language() == QLocale::Russian;
}

bool LessonDesk::programPlays(Color side) const {
    return exercise_->programPlays(side);
}

void LessonDesk::open() {
    if (!panel_) {
        library_ = std::make_unique<CourseLibrary>();
        panel_ = new LessonPanel(&parts_.window);
        panel_->setObjectName(QStringLiteral("lessonPanel"));
        dock_ = new QDockWidget(tr("Lessons"), &parts_.window);
        dock_->setObjectName(QStringLiteral("lessonsDock"));
        dock_->setWidget(panel_);
        dockBesideBoard(parts_.window, dock_, panel_->minimumWidth());
        connect(panel_, &LessonPanel::playerChosen, this, &LessonDesk::choosePlayer);
        connect(panel_, &LessonPanel::courseChosen, this, &LessonDesk::chooseCourse);
        connect(panel_, &LessonPanel::lessonChosen, this, &LessonDesk::chooseLesson);
        connect(panel_, &LessonPanel::hintAsked, this, &LessonDesk::showHint);
        // With another game on the board, trying again asks about it first.
        connect(panel_, &LessonPanel::retryAsked, this, [this] {
            if (exercise_->active() || parts_.keepWork())
                startExercise(std::max(exerciseIndex_, 0));
        });
        connect(panel_, &LessonPanel::nextAsked, this, &LessonDesk::next);
        for (const QString& problem : library_->problems()) emit message(problem);
        QString player = LessonProgress::lastPlayer();
        if (player.isEmpty()) player = QDir::home().dirName();
        panel_->setPlayers(LessonProgress::players(), player);
        progress_.emplace(player);
        QStringList titles;
        int current = 0;
        for (const Course& course : library_->courses()) {
            if (course.variant == parts_.session.rules().info().key) current = titles.size();
            titles << QString::fromStdString(course.title.in(inRussian()));
        }
        panel_->setCourses(titles, current);
        if (!library_->courses().empty()) chooseCourse(current);
    }
    dock_->show();
    dock_->raise();
}

void LessonDesk::choosePlayer(const QString& name) {
    if (progress_ && progress_->player() == name) return;
    progress_.emplace(name);
    showLessons();
}

void LessonDesk::chooseCourse(int index) {
    course_ = index;
    lesson_ = -1;
    showLessons();
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    // The first lesson not done yet.
    int first = 0;
    while (first + 1 < static_cast<int>(course.lessons.size()) &&
           progress_->result(course.variant, course.lessons[static_cast<std::size_t>(first)].id))
        ++first;
    chooseLesson(first);
}

void LessonDesk::showLessons() {
    if (course_ < 0) return;
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    QList<LessonPanel::LessonRow> rows;
    for (const Lesson& lesson : course.lessons) {
        const auto done = progress_->result(course.variant, lesson.id);
        rows.append({QString::fromStdString(lesson.title.in(inRussian())),
                     !done   ? LessonPanel::Done::No
                     : *done ? LessonPanel::Done::WithStar
                             : LessonPanel::Done::Yes});
    }
    panel_->setLessons(rows, lesson_);
}

void LessonDesk::chooseLesson(int index) {
    // Leaving a game of one's own is a choice made once, not per exercise.
    if (!exercise_->active() && !parts_.keepWork()) {
        showLessons();
        return;
    }
    lesson_ = index;
    hinted_ = false;
    showLessons();
    startExercise(0);
}

void LessonDesk::startExercise(int index) {
    if (course_ < 0 || lesson_ < 0) return;
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    const Lesson& lesson = course.lessons[static_cast<std::size_t>(lesson_)];
    exerciseIndex_ = index;
    const Exercise& exercise = lesson.exercises[static_cast<std::size_t>(exerciseIndex_)];
    const auto start = startOf(parts_.rulesets, course, exercise);
    if (!start) {
        emit message(QString::fromStdString(start.error().message));
        return;
    }
    rules_ = start->rules;
    exercise_->start(rules_, start->position, {}, exercise.goal);
    std::vector<MarkedSquare> marks;
    for (Square square : exercise.marks) marks.push_back({square, 'G'});
    parts_.presenter.setStartMarks(std::move(marks));
    parts_.board.setFlipped(start->position.sideToMove() == Color::Black);
    parts_.board.setHintArrow(std::nullopt);
    panel_->showExercise(QString::fromStdString(lesson.intro.in(inRussian())), index + 1,
                         static_cast<int>(lesson.exercises.size()),
                         QString::fromStdString(exercise.task.in(inRussian())));
    parts_.board.setFocus();
}

void LessonDesk::answer(const Judgement& judgement, Move move, const Position& before) {
    parts_.board.setHintArrow(std::nullopt);
    switch (judgement.verdict) {
        case Judgement::Verdict::Wrong:
            panel_->showFeedback(missText(judgement, move, before), LessonPanel::Tone::Wrong);
            return;
        case Judgement::Verdict::GoOn:
            panel_->showFeedback(judgement.reply.empty() ? QString() : tr("Good. Go on."),
                                 LessonPanel::Tone::Right);
            return;
        case Judgement::Verdict::Solved:
            solved();
            return;
    }
}

void LessonDesk::solved() {
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    const Lesson& lesson = course.lessons[static_cast<std::size_t>(lesson_)];
    const bool last = exerciseIndex_ + 1 == static_cast<int>(lesson.exercises.size());
    panel_->setSolved(true);
    if (!last) {
        panel_->showFeedback(tr("Well done!"), LessonPanel::Tone::Right);
        return;
    }
    progress_->record(course.variant, lesson.id, !hinted_);
    showLessons();
    panel_->showFeedback(hinted_ ? tr("Well done! The lesson is done.")
                                 : tr("Well done! The lesson is done, without a hint: a star."),
                         LessonPanel::Tone::Right);
}

void LessonDesk::showHint() {
    const ExerciseJudge* judge = exercise_->judge();
    if (!judge || judge->solved()) return;
    hinted_ = true;
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    const Exercise& exercise = course.lessons[static_cast<std::size_t>(lesson_)]
                                   .exercises[static_cast<std::size_t>(exerciseIndex_)];
    const auto right = judge->rightMove();
    QString text = QString::fromStdString(exercise.hint.in(inRussian()));
    if (text.isEmpty() && right) text = tr("Try %1.").arg(moveText(judge->position(), *right));
    panel_->showFeedback(text, LessonPanel::Tone::Plain);
    if (right) parts_.board.setHintArrow(arrowOf(*rules_, *right));
}

void LessonDesk::next() {
    const Course& course = library_->courses()[static_cast<std::size_t>(course_)];
    const Lesson& lesson = course.lessons[static_cast<std::size_t>(lesson_)];
    if (exerciseIndex_ + 1 < static_cast<int>(lesson.exercises.size())) {
        startExercise(exerciseIndex_ + 1);
    } else if (lesson_ + 1 < static_cast<int>(course.lessons.size())) {
        chooseLesson(lesson_ + 1);
    } else {
        panel_->showFeedback(tr("That was the last lesson of this course."),
                             LessonPanel::Tone::Right);
    }
}

QString LessonDesk::moveText(const Position& position, Move move) const {
    return QString::fromStdString(rules_->moveText(position, move, notation_));
}

QString LessonDesk::missText(const Judgement& judgement, Move move, const Position& before) const {
    const QString played = moveText(before, move);
    const Goal& goal = course_ < 0 ? Goal{}
                                   : library_->courses()[static_cast<std::size_t>(course_)]
                                         .lessons[static_cast<std::size_t>(lesson_)]
                                         .exercises[static_cast<std::size_t>(exerciseIndex_)]
                                         .goal;
    const QString square = parts_.board.squareName(goal.square);
    QString why;
    switch (judgement.miss) {
        case Judgement::Miss::NotReached:
            why = tr("%1 does not reach %2.").arg(played, square);
            break;
        case Judgement::Miss::NotCaptured:
            why = tr("%1 does not take the piece on %2.").arg(played, square);
            break;
        case Judgement::Miss::NoCheck:
            why = tr("%1 does not give check.").arg(played);
            break;
        case Judgement::Miss::NoDraw:
            why = tr("%1 does not draw the game.").arg(played);
            break;
        case Judgement::Miss::NoWin:
            why = judgement.escape.isNull()
                      ? tr("%1 does not win.").arg(played)
                      : tr("After %1 the other side holds out with %2.")
                            .arg(played, moveText(rules_->play(before, move), judgement.escape));
            break;
        case Judgement::Miss::NotTheMove:
        case Judgement::Miss::None:
            why = tr("%1 is not the move this exercise asks for.").arg(played);
            break;
    }
    return why + ' ' + tr("Try again.");
}

}  // namespace tavleya

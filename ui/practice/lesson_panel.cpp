#include "practice/lesson_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "practice/learner_chooser.h"
#include "practice/pane_text.h"

namespace tavleya {

LessonPanel::LessonPanel(QWidget* parent) : QWidget(parent) {
    player_ = new LearnerChooser(this);
    player_->setObjectName(QStringLiteral("lessonPlayer"));
    course_ = new QComboBox(this);
    course_->setObjectName(QStringLiteral("lessonCourse"));
    lessons_ = new QListWidget(this);
    lessons_->setObjectName(QStringLiteral("lessonList"));
    lessons_->setWordWrap(true);
    lessons_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    lessons_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    setMinimumWidth(kPaneWidth);
    intro_ = wrappedLabel(this, "lessonIntro");
    progress_ = wrappedLabel(this, "lessonProgress");
    task_ = wrappedLabel(this, "lessonTask");
    QFont bold = task_->font();
    bold.setBold(true);
    task_->setFont(bold);
    feedback_ = wrappedLabel(this, "lessonFeedback");
    hint_ = new QPushButton(tr("&Hint"), this);
    hint_->setObjectName(QStringLiteral("lessonHint"));
    retry_ = new QPushButton(tr("Try &Again"), this);
    retry_->setObjectName(QStringLiteral("lessonRetry"));
    next_ = new QPushButton(tr("&Next"), this);
    next_->setObjectName(QStringLiteral("lessonNext"));
    next_->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(tr("&Player:"), player_);
    form->addRow(tr("&Game:"), course_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint_);
    buttons->addWidget(retry_);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(lessons_, 1);
    layout->addWidget(intro_);
    layout->addWidget(progress_);
    layout->addWidget(task_);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);

    connect(player_, &LearnerChooser::playerChosen, this, &LessonPanel::playerChosen);
    connect(course_, &QComboBox::activated, this, &LessonPanel::courseChosen);
    connect(lessons_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) emit lessonChosen(row);
    });
    connect(hint_, &QPushButton::clicked, this, &LessonPanel::hintAsked);
    connect(retry_, &QPushButton::clicked, this, &LessonPanel::retryAsked);
    connect(next_, &QPushButton::clicked, this, &LessonPanel::nextAsked);
}

void LessonPanel::setPlayers(const QStringList& players, const QString& current) {
    player_->setPlayers(players, current);
}

QString LessonPanel::player() const {
    return player_->player();
}

void LessonPanel::setCourses(const QStringList& titles, int current) {
    const QSignalBlocker quiet(course_);
    course_->clear();
    course_->addItems(titles);
    course_->setCurrentIndex(current);
}

void LessonPanel::setLessons(const QList<LessonRow>& rows, int current) {
    const QSignalBlocker quiet(lessons_);
    lessons_->clear();
    for (const LessonRow& row : rows) {
        // ✓ done, ★ done without a hint.
        const QString mark = row.done == Done::WithStar ? QStringLiteral("★ ")
                             : row.done == Done::Yes    ? QStringLiteral("✓ ")
                                                        : QStringLiteral("    ");
        auto* item = new QListWidgetItem(mark + row.title, lessons_);
        item->setToolTip(row.done == Done::WithStar ? tr("Done without a hint")
                         : row.done == Done::Yes    ? tr("Done")
                                                    : tr("Not done yet"));
    }
    lessons_->setCurrentRow(current);
}

void LessonPanel::showExercise(const QString& intro, int number, int count, const QString& task) {
    intro_->setText(intro);
    progress_->setText(tr("Exercise %1 of %2").arg(number).arg(count));
    task_->setText(task);
    showFeedback({}, Tone::Plain);
    setSolved(false);
}

void LessonPanel::showFeedback(const QString& text, Tone tone) {
    feedback_->setText(text);
    setTone(feedback_, tone);
}

void LessonPanel::leaveExercise(const QString& why) {
    task_->clear();
    progress_->clear();
    showFeedback(why, Tone::Plain);
    hint_->setEnabled(false);
    next_->setEnabled(false);
}

void LessonPanel::setSolved(bool solved) {
    next_->setEnabled(solved);
    hint_->setEnabled(!solved);
    if (solved) next_->setFocus();
}

}  // namespace tavleya

#include "practice/puzzle_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "practice/pane_text.h"

namespace tavleya {

PuzzlePanel::PuzzlePanel(QWidget* parent) : QWidget(parent) {
    setMinimumWidth(kPaneWidth);
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("puzzleGame"));
    about_ = wrappedLabel(this, "puzzleAbout");
    task_ = wrappedLabel(this, "puzzleTask");
    QFont bold = task_->font();
    bold.setBold(true);
    task_->setFont(bold);
    feedback_ = wrappedLabel(this, "puzzleFeedback");
    hint_ = new QPushButton(tr("&Hint"), this);
    hint_->setObjectName(QStringLiteral("puzzleHint"));
    solution_ = new QPushButton(tr("&Solution"), this);
    solution_->setObjectName(QStringLiteral("puzzleSolution"));
    next_ = new QPushButton(tr("&Next"), this);
    next_->setObjectName(QStringLiteral("puzzleNext"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), game_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint_);
    buttons->addWidget(solution_);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(about_);
    layout->addWidget(task_);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);
    layout->addStretch(1);

    connect(game_, &QComboBox::activated, this, &PuzzlePanel::gameChosen);
    connect(hint_, &QPushButton::clicked, this, &PuzzlePanel::hintAsked);
    connect(solution_, &QPushButton::clicked, this, &PuzzlePanel::solutionAsked);
    connect(next_, &QPushButton::clicked, this, &PuzzlePanel::nextAsked);
}

void PuzzlePanel::setGames(const QStringList& titles, int current) {
    const QSignalBlocker quiet(game_);
    game_->clear();
    game_->addItems(titles);
    game_->setCurrentIndex(current);
}

void PuzzlePanel::showPuzzle(const QString& about, const QString& task) {
    about_->setText(about);
    task_->setText(task);
    showFeedback({}, Tone::Plain);
    setDone(false);
}

void PuzzlePanel::showFeedback(const QString& text, Tone tone) {
    feedback_->setText(text);
    setTone(feedback_, tone);
}

void PuzzlePanel::setDone(bool done) {
    hint_->setEnabled(!done);
    solution_->setEnabled(!done);
    if (done) next_->setFocus();
}

}  // namespace tavleya

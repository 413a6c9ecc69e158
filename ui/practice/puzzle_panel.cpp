#include "practice/puzzle_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "practice/learner_chooser.h"
#include "practice/pane_text.h"
#include "widgets/navigation_keys.h"

namespace tavleya {

PuzzlePanel::PuzzlePanel(QWidget* parent) : QWidget(parent) {
    setMinimumWidth(kPaneWidth);
    player_ = new LearnerChooser(this);
    player_->setObjectName(QStringLiteral("puzzlePlayer"));
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("puzzleGame"));
    theme_ = new QComboBox(this);
    theme_->setObjectName(QStringLiteral("puzzleTheme"));
    // Long theme names must not widen the pane.
    theme_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    theme_->setMinimumContentsLength(12);
    difficulty_ = new QComboBox(this);
    difficulty_->setObjectName(QStringLiteral("puzzleDifficulty"));
    // As lichess: steps of 300 points about the player's rating.
    difficulty_->addItem(tr("Easiest"), -600);
    difficulty_->addItem(tr("Easier"), -300);
    difficulty_->addItem(tr("Near my rating"), 0);
    difficulty_->addItem(tr("Harder"), 300);
    difficulty_->addItem(tr("Hardest"), 600);
    difficulty_->setCurrentIndex(2);
    for (QComboBox* list : {game_, theme_, difficulty_}) keepNavigationKeys(list);
    standing_ = wrappedLabel(this, "puzzleStanding");
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

    auto* import = new QPushButton(tr("&Import Puzzles..."), this);
    import->setObjectName(QStringLiteral("puzzleImport"));
    import->setToolTip(
        tr("Add the puzzles of a CSV file: lichess's puzzle database, or one "
           "made by tavleya-puzzles"));
    import_ = wrappedLabel(this, "puzzleImportState");
    auto* race = new QPushButton(tr("Puzzle &Race..."), this);
    race->setObjectName(QStringLiteral("puzzleRace"));
    race->setToolTip(
        tr("Two players at this board take turns at puzzles, a point for each "
           "solved without a wrong move"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Player:"), player_);
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("&Difficulty:"), difficulty_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint_);
    buttons->addWidget(solution_);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(standing_);
    layout->addWidget(about_);
    layout->addWidget(task_);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);
    layout->addStretch(1);
    layout->addWidget(import_);
    auto* more = new QHBoxLayout;
    more->addWidget(race);
    more->addWidget(import);
    more->addStretch(1);
    layout->addLayout(more);

    connect(player_, &LearnerChooser::playerChosen, this, &PuzzlePanel::playerChosen);
    connect(game_, &QComboBox::activated, this, &PuzzlePanel::gameChosen);
    connect(theme_, &QComboBox::activated, this, &PuzzlePanel::themeChosen);
    connect(difficulty_, &QComboBox::activated, this,
            [this](int index) { emit difficultyChosen(difficulty_->itemData(index).toInt()); });
    connect(hint_, &QPushButton::clicked, this, &PuzzlePanel::hintAsked);
    connect(solution_, &QPushButton::clicked, this, &PuzzlePanel::solutionAsked);
    connect(next_, &QPushButton::clicked, this, &PuzzlePanel::nextAsked);
    connect(import, &QPushButton::clicked, this, &PuzzlePanel::importAsked);
    connect(race, &QPushButton::clicked, this, &PuzzlePanel::raceAsked);
}

void PuzzlePanel::setPlayers(const QStringList& players, const QString& current) {
    player_->setPlayers(players, current);
}

void PuzzlePanel::showStanding(const QString& standing) {
    standing_->setText(standing);
}

void PuzzlePanel::showImport(const QString& text) {
    import_->setText(text);
}

void PuzzlePanel::setGames(const QStringList& titles, int current) {
    const QSignalBlocker quiet(game_);
    game_->clear();
    game_->addItems(titles);
    game_->setCurrentIndex(current);
}

void PuzzlePanel::setThemes(const QStringList& themes, int current) {
    const QSignalBlocker quiet(theme_);
    theme_->clear();
    theme_->addItems(themes);
    theme_->setCurrentIndex(current);
}

void PuzzlePanel::setDifficulty(int ratingOffset) {
    const int index = difficulty_->findData(ratingOffset);
    if (index >= 0) difficulty_->setCurrentIndex(index);
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

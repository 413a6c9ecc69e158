#include "start_page.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tavleya {

namespace {

QLabel* note(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

QPushButton* bigButton(const QString& text, const char* name, QWidget* parent) {
    auto* button = new QPushButton(text, parent);
    button->setObjectName(QLatin1String(name));
    QFont font = button->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    button->setFont(font);
    button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
    return button;
}

}  // namespace

StartPage::StartPage(QAction* lessons, QAction* puzzles, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("startPage"));
    auto* title = new QLabel(tr("Welcome to Tavleya"), this);
    QFont large = title->font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    large.setBold(true);
    title->setFont(large);

    auto* friendly = bigButton(tr("Play a &Friend"), "startPlayFriend", this);
    auto* computer = bigButton(tr("Play the &Computer"), "startPlayComputer", this);
    auto* learning = bigButton(tr("&Learn a Game"), "startLearn", this);
    auto* puzzlesButton = bigButton(tr("Solve &Puzzles"), "startPuzzles", this);
    auto* open = bigButton(tr("&Open Games..."), "startOpenGames", this);
    level_ = new QComboBox(this);
    level_->setObjectName(QStringLiteral("startLevel"));
    // The New Game dialog's twenty levels, said in words.
    level_->addItem(tr("as a beginner"), 2);
    level_->addItem(tr("as a casual player"), 6);
    level_->addItem(tr("as a club player"), 11);
    level_->addItem(tr("as a strong player"), 16);
    level_->addItem(tr("as well as it can"), 20);
    level_->setCurrentIndex(1);
    auto* back = new QPushButton(tr("Back to the &Board"), this);
    back->setObjectName(QStringLiteral("startBack"));

    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->addWidget(friendly, 0, 0);
    friendNote_ = note({}, this);
    grid->addWidget(friendNote_, 0, 1);
    grid->addWidget(computer, 1, 0);
    auto* computerWords = new QVBoxLayout;
    computerWords->addWidget(note(tr("You play White; the computer plays"), this));
    computerWords->addWidget(level_);
    grid->addLayout(computerWords, 1, 1);
    grid->addWidget(learning, 2, 0);
    grid->addWidget(note(tr("Short lessons on the board, with a goal to reach, for each of the "
                            "games Tavleya plays."),
                         this),
                    2, 1);
    grid->addWidget(puzzlesButton, 3, 0);
    grid->addWidget(note(tr("Find the win after the opponent's mistake."), this), 3, 1);
    grid->addWidget(open, 4, 0);
    grid->addWidget(note(tr("Read, annotate and save games from PGN files."), this), 4, 1);

    recent_ = new QVBoxLayout;
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addSpacing(title->fontMetrics().height() / 2);
    layout->addLayout(grid);
    layout->addSpacing(title->fontMetrics().height() / 2);
    layout->addLayout(recent_);
    layout->addStretch(1);
    layout->addWidget(back, 0, Qt::AlignRight);

    connect(friendly, &QPushButton::clicked, this, &StartPage::playFriend);
    connect(computer, &QPushButton::clicked, this, [this] { emit playComputer(computerLevel()); });
    connect(learning, &QPushButton::clicked, lessons, &QAction::trigger);
    connect(puzzlesButton, &QPushButton::clicked, puzzles, &QAction::trigger);
    connect(open, &QPushButton::clicked, this, &StartPage::openGames);
    connect(back, &QPushButton::clicked, this, &StartPage::backToTheBoard);
}

void StartPage::setClock(const QString& clock) {
    friendNote_->setText(clock.isEmpty()
                             ? tr("Two people at this board.")
                             : tr("Two people at this board, with a clock of %1.").arg(clock));
}

int StartPage::computerLevel() const {
    return level_->currentData().toInt();
}

void StartPage::setRecentFiles(const QStringList& paths) {
    while (QLayoutItem* item = recent_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (paths.isEmpty()) return;
    recent_->addWidget(new QLabel(tr("Opened lately:"), this));
    for (const QString& path : paths.mid(0, 5)) {
        auto* file = new QPushButton(QFileInfo(path).fileName(), this);
        file->setFlat(true);
        file->setToolTip(path);
        file->setStyleSheet(QStringLiteral("text-align: left"));
        connect(file, &QPushButton::clicked, this, [this, path] { emit openFile(path); });
        recent_->addWidget(file);
    }
}

}  // namespace tavleya

#include "puzzle_desk.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <algorithm>
#include <cmath>

#include "board/board_widget.h"
#include "board_exercise.h"
#include "board_presenter.h"
#include "file_suggestions.h"
#include "play/game_session.h"
#include "practice/course_library.h"
#include "practice/lesson_progress.h"
#include "practice/mistake_book.h"
#include "practice/puzzle_import.h"
#include "practice/puzzle_panel.h"
#include "practice/puzzle_race_dialog.h"
#include "practice/puzzle_theme_names.h"
#include "puzzles/puzzle_choice.h"
#include "ruleset_registry.h"
#include "settings/settings.h"
#include "text/user_message.h"
#include "uci/uci_move_text.h"
#include "window_room.h"

namespace tavleya {

PuzzleDesk::PuzzleDesk(Parts parts) : QObject(&parts.window), parts_(std::move(parts)) {
    puzzles_ = new QAction(tr("&Puzzles"), this);
    puzzles_->setObjectName(QStringLiteral("puzzles"));
    puzzles_->setToolTip(tr("Find the win after the opponent's mistake, in every game"));
    connect(puzzles_, &QAction::triggered, this, &PuzzleDesk::open);
    exercise_ = new BoardExercise({parts_.session, parts_.presenter, parts_.startFrom}, this);
    connect(exercise_, &BoardExercise::judged, this,
            [this](const Judgement& judgement) { answer(judgement); });
    connect(exercise_, &BoardExercise::refused, this, [this](const QString& why) {
        if (panel_) panel_->showFeedback(why, PuzzlePanel::Tone::Wrong);
    });
    connect(exercise_, &BoardExercise::ready, this, [this] {
        if (panel_) panel_->showFeedback(tr("Your move."), PuzzlePanel::Tone::Plain);
    });
    // A game started otherwise (a lesson, New Game) leaves the puzzle.
    connect(exercise_, &BoardExercise::ended, this, [this] {
        if (!panel_) return;
        panel_->showPuzzle({}, tr("Press Next for a puzzle."));
        panel_->setDone(true);
    });
}

PuzzleDesk::~PuzzleDesk() {
    if (panel_) panel_->disconnect(this);
}

bool PuzzleDesk::programPlays(Color side) const {
    return exercise_->programPlays(side);
}

void PuzzleDesk::open() {
    if (!panel_) {
        library_ = std::make_unique<CourseLibrary>();
        panel_ = new PuzzlePanel(&parts_.window);
        panel_->setObjectName(QStringLiteral("puzzlePanel"));
        dock_ = new QDockWidget(tr("Puzzles"), &parts_.window);
        dock_->setObjectName(QStringLiteral("puzzlesDock"));
        dock_->setWidget(panel_);
        dockBesideBoard(parts_.window, dock_, panel_->minimumWidth());
        connect(panel_, &PuzzlePanel::playerChosen, this, &PuzzleDesk::choosePlayer);
        connect(panel_, &PuzzlePanel::gameChosen, this, &PuzzleDesk::chooseGame);
        connect(panel_, &PuzzlePanel::themeChosen, this, &PuzzleDesk::chooseTheme);
        ratingOffset_ = settings::puzzleDifficulty.read();
        panel_->setDifficulty(ratingOffset_);
        // A new difficulty is for the puzzles to come, not the one on the board.
        connect(panel_, &PuzzlePanel::difficultyChosen, this, [this](int offset) {
            ratingOffset_ = offset;
            settings::puzzleDifficulty.write(offset);
        });
        connect(panel_, &PuzzlePanel::hintAsked, this, &PuzzleDesk::showHint);
        connect(panel_, &PuzzlePanel::solutionAsked, this, &PuzzleDesk::showSolution);
        connect(panel_, &PuzzlePanel::nextAsked, this, [this] {
            if (!exercise_->active() && !parts_.keepWork()) return;
            if (race_) {
                // In a race a puzzle passed over is lost.
                if (exercise_->active() && !recorded_) record(PuzzleOutcome::Failed);
                if (race_) goOnWithRace();
                return;
            }
            // A puzzle left untried is not offered again in this sitting.
            if (exercise_->active() && !recorded_) passedOver_.insert(puzzleKey(puzzle_.id));
            startNext();
        });
        connect(panel_, &PuzzlePanel::raceAsked, this, [this] {
            if (auto race = PuzzleRaceDialog::ask(&parts_.window,
                                                  records_ ? records_->player() : QString());
                race && (exercise_->active() || parts_.keepWork()))
                startRace(std::move(*race));
        });
        connect(panel_, &PuzzlePanel::importAsked, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                &parts_.window, tr("Import Puzzles"), lastFolderUsed(),
                tr("Puzzle files (*.csv *.csv.gz *.csv.bz2 *.csv.xz *.csv.zst);;All files (*)"));
            if (!path.isEmpty()) importFile(path, true);
        });
        // The same people as in the lessons, and whoever has solved puzzles.
        QStringList players = LessonProgress::players();
        for (const QString& name : PuzzleRecordsFile::players())
            if (!players.contains(name)) players << name;
        QString player = LessonProgress::lastPlayer();
        if (player.isEmpty()) player = QDir::home().dirName();
        panel_->setPlayers(players, player);
        records_.emplace(player);
        if (!records_->problem().isEmpty()) emit message(records_->problem());
        int current = 0;
        for (const RulesetInfo& info : parts_.rulesets.list()) {
            const auto& puzzles = library_->puzzlesOf(std::string(info.key));
            if (puzzles.empty()) continue;
            if (info.key == parts_.session.rules().info().key) current = int(shelves_.size());
            shelves_.push_back(std::make_unique<HeldShelf>(std::string(info.key),
                                                           coreWords(info.nameEnglish), puzzles));
        }
        listMistakes();
        if (!shelves_.empty()) {
            panel_->setGames(shelfTitles(), current);
            chooseGame(current);
        }
        for (const QString& path : settings::importedPuzzles.read()) importFile(path, false);
    } else {
        listMistakes();  // a review may have added some since
    }
    dock_->show();
    dock_->raise();
}

void PuzzleDesk::listMistakes() {
    const PuzzleShelf* shown = game_ >= 0 ? shelves_[std::size_t(game_)].get() : nullptr;
    std::erase_if(shelves_, [&](const auto& shelf) {
        if (!dynamic_cast<MistakesShelf*>(shelf.get())) return false;
        if (shelf.get() == shown) shown = nullptr;
        return true;
    });
    const QString player = records_->player();
    std::map<std::string, std::vector<Puzzle>> byGame;
    for (Puzzle& p : MistakeBook::read(player)) byGame[p.variant].push_back(std::move(p));
    for (auto& [variant, puzzles] : byGame) {
        const auto rules = parts_.rulesets.create(variant);
        if (!rules) continue;
        shelves_.push_back(std::make_unique<MistakesShelf>(
            variant, tr("%1 — mistakes of %2").arg(coreWords((*rules)->info().nameEnglish), player),
            std::move(puzzles)));
    }
    const auto at = std::find_if(shelves_.begin(), shelves_.end(),
                                 [&](const auto& shelf) { return shelf.get() == shown; });
    game_ = at == shelves_.end() ? (shelves_.empty() ? -1 : 0) : int(at - shelves_.begin());
    if (game_ >= 0) rules_ = parts_.rulesets.create(shelf().variant()).value();
    panel_->setGames(shelfTitles(), std::max(game_, 0));
    listThemes();
}

void PuzzleDesk::choosePlayer(const QString& name) {
    if (records_ && records_->player() == name) return;
    race_.reset();  // choosing who solves ends a race
    records_.emplace(name);
    listMistakes();
    settings::lessonPlayer.write(name);
    if (!records_->problem().isEmpty()) emit message(records_->problem());
    if (game_ >= 0 && (exercise_->active() || parts_.keepWork())) startNext();
}

void PuzzleDesk::chooseGame(int index) {
    if (!exercise_->active() && !parts_.keepWork()) return;
    game_ = index;
    rules_ = parts_.rulesets.create(shelf().variant()).value();
    listThemes();
    startNext();
}

void PuzzleDesk::chooseTheme(int index) {
    if (!exercise_->active() && !parts_.keepWork()) return listThemes();
    theme_ = index > 0 ? themes_[std::size_t(index - 1)] : std::string();
    if (race_) return;  // a race's puzzles go on as they are
    if (exercise_->active() && !recorded_) passedOver_.insert(puzzleKey(puzzle_.id));
    startNext();
}

void PuzzleDesk::listThemes() {
    if (game_ < 0) return;
    const auto& names = shelf().themeNames();
    std::vector<std::pair<QString, std::string>> shown;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (shelf().themeCount(i) > 0)
            shown.emplace_back(
                tr("%1 (%2)").arg(puzzleThemeName(names[i])).arg(shelf().themeCount(i)), names[i]);
    std::sort(shown.begin(), shown.end(),
              [](const auto& a, const auto& b) { return a.first.localeAwareCompare(b.first) < 0; });
    QStringList labels{tr("All themes (%1)").arg(shelf().summaries().size())};
    themes_.clear();
    int current = 0;
    for (const auto& [label, key] : shown) {
        labels << label;
        themes_.push_back(key);
        if (key == theme_) current = int(themes_.size());
    }
    if (current == 0) theme_.clear();
    panel_->setThemes(labels, current);
}

PuzzleRecord& PuzzleDesk::playerRecord() {
    return records_->of(shelf().variant());
}

void PuzzleDesk::startNext() {
    if (game_ < 0) return;
    // A puzzle that cannot be played is passed over, and the next tried.
    for (int tries = 0; tries < 100; ++tries) {
        const auto& names = shelf().themeNames();
        const auto theme = std::find(names.begin(), names.end(), theme_);
        const PuzzleWish wish{
            theme == names.end() ? 0 : std::uint64_t{1} << (theme - names.begin()), ratingOffset_};
        // In a race each player has puzzles the other has not just seen.
        std::set<std::uint64_t> left = passedOver_;
        if (race_) left.insert(raced_.begin(), raced_.end());
        const auto next = nextPuzzle(shelf().summaries(), playerRecord(),
                                     QDateTime::currentSecsSinceEpoch(), left, wish);
        if (!next) break;
        if (startPuzzle(*next)) return;
        passedOver_.insert(shelf().summaries()[*next].key);
    }
    panel_->showPuzzle({}, theme_.empty() ? tr("You have solved every puzzle of this game.")
                                          : tr("You have solved every puzzle of this theme."));
    panel_->setDone(true);
    showStanding();
}

bool PuzzleDesk::startPuzzle(std::size_t index) {
    auto read = shelf().puzzle(index);
    if (!read) {
        emit message(userMessage(read.error()));
        return false;
    }
    const Puzzle& p = *read;
    const auto start = rules_->readFen(p.fen);
    const auto mistake =
        start ? uci::readEngineMoves(*rules_, *start, p.moves.front()) : std::nullopt;
    if (!start || !mistake) {
        emit message(tr("Puzzle %1 does not fit the rules of %2; the next one follows.")
                         .arg(QString::fromStdString(p.id), shelf().title()));
        return false;
    }
    puzzle_ = std::move(*read);
    hinted_ = recorded_ = false;
    if (race_) raced_.insert(puzzleKey(puzzle_.id));
    Goal goal;
    goal.kind = Goal::Kind::Play;
    goal.line.assign(puzzle_.moves.begin() + 1, puzzle_.moves.end());
    exercise_->start(rules_, *start, *mistake, std::move(goal));
    parts_.board.setHintArrow(std::nullopt);
    const Color solver = start->sideToMove() == Color::White ? Color::Black : Color::White;
    parts_.board.setFlipped(solver == Color::Black);
    const int turns = static_cast<int>(puzzle_.moves.size()) / 2;
    // A mistake of one's own is no win to find: the better move is.
    const bool ownMistake = dynamic_cast<const MistakesShelf*>(&shelf()) != nullptr;
    const QString task =
        ownMistake
            ? (solver == Color::White
                   ? tr("White to move: find a better move than the one played in your game.")
                   : tr("Black to move: find a better move than the one played in your game."))
        : !endsTheGame(puzzle_)
            ? (solver == Color::White
                   ? tr("White to move: find the best move; the line is %n move(s) long.", nullptr,
                        turns)
                   : tr("Black to move: find the best move; the line is %n move(s) long.", nullptr,
                        turns))
        : solver == Color::White ? tr("White to move wins within %n move(s).", nullptr, turns)
                                 : tr("Black to move wins within %n move(s).", nullptr, turns);
    panel_->showPuzzle(
        tr("Puzzle %1, difficulty %2").arg(QString::fromStdString(puzzle_.id)).arg(puzzle_.rating),
        task);
    panel_->showFeedback(tr("Watch the opponent's move."), PuzzlePanel::Tone::Plain);
    showStanding();
    return true;
}

QStringList PuzzleDesk::shelfTitles() const {
    QStringList titles;
    for (const auto& shelf : shelves_) titles << shelf->title();
    return titles;
}

void PuzzleDesk::importFile(const QString& path, bool show) {
    auto* import = new PuzzleImport(path, this);
    const QString name = QFileInfo(path).fileName();
    // The file's shelves, one per game in it, made as its rows come.
    auto shelvesOfFile = std::make_shared<std::map<std::string, FileShelf*>>();
    auto reader = std::make_shared<std::optional<std::pair<PuzzleCsvReader, QString>>>();
    auto shown = std::make_shared<bool>(!show);
    auto unknown = std::make_shared<int>(0);  // rows of games Tavleya does not play
    panel_->showImport(tr("Reading %1…").arg(name));
    connect(import, &PuzzleImport::headerRead, this,
            [reader](PuzzleCsvReader columns, QString readable) {
                reader->emplace(std::move(columns), std::move(readable));
            });
    connect(
        import, &PuzzleImport::rowsRead, this,
        [=, this](std::vector<std::string> variants, std::vector<std::string> themes,
                  std::vector<PuzzleFileRow> rows, double fraction) {
            FileShelf* added = nullptr;
            for (const PuzzleFileRow& row : rows) {
                const std::string& variant = variants[row.variant];
                auto& shelf = (*shelvesOfFile)[variant];
                if (!shelf) {
                    const auto rules = parts_.rulesets.create(variant);
                    if (!rules || !*reader) {
                        ++*unknown;
                        continue;
                    }
                    shelves_.push_back(std::make_unique<FileShelf>(
                        variant, tr("%1 — %2").arg(coreWords((*rules)->info().nameEnglish), name),
                        (*reader)->second, (*reader)->first));
                    shelf = static_cast<FileShelf*>(shelves_.back().get());
                    if (!added) added = shelf;
                }
                if (shelf) shelf->add(row, themes);
            }
            panel_->showImport(tr("Reading %1: %2%…").arg(name).arg(int(fraction * 100)));
            if (!added) return;
            panel_->setGames(shelfTitles(), game_);
            // The first puzzles of a file just chosen are played at once.
            if (*shown) return;
            *shown = true;
            const auto at = std::find_if(shelves_.begin(), shelves_.end(),
                                         [&](const auto& s) { return s.get() == added; });
            const int index = int(at - shelves_.begin());
            panel_->setGames(shelfTitles(), index);
            chooseGame(index);
        });
    connect(
        import, &PuzzleImport::finished, this,
        [=, this](int badRows, QStringList problems, QString failure) {
            import->deleteLater();
            int puzzles = 0;
            for (const auto& [variant, shelf] : *shelvesOfFile)
                if (shelf) puzzles += int(shelf->summaries().size());
            QString said = failure.isEmpty()
                               ? tr("%1: %n puzzle(s) read.", nullptr, puzzles).arg(name)
                               : failure;
            if (badRows > 0)
                said +=
                    QLatin1Char(' ') +
                    tr("%n row(s) skipped, the first: %1", nullptr, badRows).arg(problems.value(0));
            if (*unknown > 0)
                said += QLatin1Char(' ') + tr("%n row(s) of a game Tavleya does not play left out.",
                                              nullptr, *unknown);
            panel_->showImport(said);
            listThemes();  // the shelf shown may be one of the file's, grown
            QStringList kept = settings::importedPuzzles.read();
            kept.removeAll(path);
            if (puzzles > 0) kept << path;
            settings::importedPuzzles.write(kept);
            if (show) emit message(said);
        });
}

void PuzzleDesk::record(PuzzleOutcome outcome) {
    if (recorded_) return;
    recorded_ = true;
    const double before = playerRecord().rating().rating;
    playerRecord().record(puzzle(), outcome, QDateTime::currentSecsSinceEpoch());
    if (race_) race_->record(outcome == PuzzleOutcome::Solved);
    if (const QString error = records_->save(); !error.isEmpty()) emit message(error);
    showStanding();
    const int change = int(std::lround(playerRecord().rating().rating - before));
    emit message(
        tr("Puzzle rating %1 (%2).")
            .arg(std::lround(playerRecord().rating().rating))
            .arg(change >= 0 ? QStringLiteral("+%1").arg(change) : QString::number(change)));
    // The race's last puzzle decides it at once.
    if (race_ && race_->over()) goOnWithRace();
}

void PuzzleDesk::startRace(PuzzleRace race) {
    race_.emplace(std::move(race));
    raced_.clear();
    const QString first = QString::fromStdString(race_->players()[0]);
    records_.emplace(first);
    settings::lessonPlayer.write(first);
    panel_->setPlayers(PuzzleRecordsFile::players(), first);
    startNext();
}

void PuzzleDesk::goOnWithRace() {
    if (race_->over()) {
        const auto names = race_->players();
        const auto scores = race_->scores();
        const auto winner = race_->winner();
        const QString result =
            winner ? tr("%1 wins the race, %2 to %3.")
                         .arg(QString::fromStdString(names[std::size_t(*winner)]))
                         .arg(scores[std::size_t(*winner)])
                         .arg(scores[std::size_t(1 - *winner)])
                   : tr("The race is a tie, %1 to %2.").arg(scores[0]).arg(scores[1]);
        race_.reset();
        showStanding();
        panel_->showPuzzle({}, result);
        panel_->setDone(true);
        emit message(result);
        return;
    }
    const QString next = QString::fromStdString(race_->players()[std::size_t(race_->turn())]);
    records_.emplace(next);
    settings::lessonPlayer.write(next);
    panel_->setPlayers(PuzzleRecordsFile::players(), next);
    startNext();
}

void PuzzleDesk::showStanding() {
    const PuzzleRecord& r = playerRecord();
    QString recent;
    const auto& history = r.history();
    for (std::size_t i = history.size() > 10 ? history.size() - 10 : 0; i < history.size(); ++i)
        recent += history[i].outcome == PuzzleOutcome::Solved   ? QChar(0x2713)
                  : history[i].outcome == PuzzleOutcome::Failed ? QChar(0x2717)
                                                                : QChar(0x00BD);
    const auto solved = std::count_if(history.begin(), history.end(), [](const PuzzleAttempt& a) {
        return a.outcome == PuzzleOutcome::Solved;
    });
    QString standing = tr("Rating %1 ± %2")
                           .arg(std::lround(r.rating().rating))
                           .arg(std::lround(2 * r.rating().deviation));
    if (!history.empty())
        standing += QLatin1Char('\n') +
                    tr("%n solved of %1: %2", nullptr, int(solved)).arg(history.size()).arg(recent);
    if (!r.repeats().empty())
        standing +=
            QLatin1Char('\n') + tr("%n puzzle(s) to see again.", nullptr, int(r.repeats().size()));
    if (race_) {
        const QString solver = QString::fromStdString(race_->players()[std::size_t(race_->turn())]);
        const QString race = tr("Race: %1 %2 – %3 %4.")
                                 .arg(QString::fromStdString(race_->players()[0]))
                                 .arg(race_->scores()[0])
                                 .arg(QString::fromStdString(race_->players()[1]))
                                 .arg(race_->scores()[1]);
        // Once the puzzle is decided, the turn has passed.
        const QString turn = recorded_ ? tr("%1 is next.").arg(solver)
                                       : tr("%1's puzzle, %2 of %3.")
                                             .arg(solver)
                                             .arg(race_->played() + 1)
                                             .arg(2 * race_->puzzlesEach());
        standing = race + QLatin1Char(' ') + turn + QLatin1Char('\n') + standing;
    }
    panel_->showStanding(standing);
}

void PuzzleDesk::answer(const Judgement& judgement) {
    switch (judgement.verdict) {
        case Judgement::Verdict::Wrong:
            // In a race the puzzle is decided by the wrong move: the turn passes.
            if (race_) {
                panel_->showFeedback(tr("That is not the move: no point. Press Next."),
                                     PuzzlePanel::Tone::Wrong);
                panel_->setDone(true);
            } else {
                panel_->showFeedback(tr("That is not the move. Try again."),
                                     PuzzlePanel::Tone::Wrong);
            }
            record(PuzzleOutcome::Failed);
            return;
        case Judgement::Verdict::GoOn:
            panel_->showFeedback(tr("Right. Go on."), PuzzlePanel::Tone::Right);
            return;
        case Judgement::Verdict::Solved:
            panel_->showFeedback(tr("Solved!") + themesText(), PuzzlePanel::Tone::Right);
            panel_->setDone(true);
            record(hinted_ ? PuzzleOutcome::SolvedWithHint : PuzzleOutcome::Solved);
            return;
    }
}

void PuzzleDesk::showHint() {
    const ExerciseJudge* judge = exercise_->judge();
    if (!judge) return;
    hinted_ = true;
    if (const auto right = judge->rightMove())
        panel_->showFeedback(
            right->type() == MoveType::Drop
                ? tr("The move puts a piece on %1.").arg(parts_.board.squareName(right->to()))
                : tr("The piece to move stands on %1.").arg(parts_.board.squareName(right->from())),
            PuzzlePanel::Tone::Plain);
}

QString PuzzleDesk::solutionText() const {
    const Puzzle& p = puzzle();
    Position at = rules_->readFen(p.fen).value();
    QStringList words;
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        const auto moves = uci::readEngineMoves(*rules_, at, p.moves[i]);
        if (!moves) break;
        QStringList turn;
        for (Move move : *moves) {
            if (i > 0) turn << QString::fromStdString(rules_->moveText(at, move, notation_));
            at = rules_->play(at, move);
        }
        if (i > 0) words << turn.join(QStringLiteral(", "));
    }
    return words.join(QStringLiteral("  "));
}

QString PuzzleDesk::themesText() const {
    QStringList names;
    for (const std::string& theme : puzzle().themes) names << puzzleThemeName(theme);
    if (names.isEmpty()) return {};
    return QLatin1Char('\n') + tr("Themes: %1.").arg(names.join(QStringLiteral(", ")));
}

void PuzzleDesk::showSolution() {
    panel_->showFeedback(tr("The solution: %1").arg(solutionText()) + themesText(),
                         PuzzlePanel::Tone::Plain);
    exercise_->playSolution();
    panel_->setDone(true);
    record(PuzzleOutcome::Failed);
}

}  // namespace tavleya

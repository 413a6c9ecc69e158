#include "puzzle_desk.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QMainWindow>
#include <algorithm>
#include <cmath>

#include "board/board_widget.h"
#include "board_exercise.h"
#include "board_presenter.h"
#include "play/game_session.h"
#include "practice/course_library.h"
#include "practice/lesson_progress.h"
#include "practice/puzzle_panel.h"
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
    connect(exercise_, &BoardExercise::ended, this, [this] {
        if (panel_) panel_->showFeedback(tr("Press Next for a puzzle."), PuzzlePanel::Tone::Plain);
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
        parts_.window.addDockWidget(Qt::RightDockWidgetArea, dock_);
        makeRoomBesideBoard(parts_.window, panel_->minimumWidth());
        connect(panel_, &PuzzlePanel::playerChosen, this, &PuzzleDesk::choosePlayer);
        connect(panel_, &PuzzlePanel::gameChosen, this, &PuzzleDesk::chooseGame);
        connect(panel_, &PuzzlePanel::hintAsked, this, &PuzzleDesk::showHint);
        connect(panel_, &PuzzlePanel::solutionAsked, this, &PuzzleDesk::showSolution);
        connect(panel_, &PuzzlePanel::nextAsked, this, [this] {
            if (!exercise_->active() && !parts_.keepWork()) return;
            // A puzzle left untried is not offered again in this sitting.
            if (exercise_->active() && !recorded_) passedOver_.insert(puzzle().id);
            startNext();
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
        QStringList titles;
        int current = 0;
        for (const RulesetInfo& info : parts_.rulesets.list()) {
            if (library_->puzzlesOf(std::string(info.key)).empty()) continue;
            if (info.key == parts_.session.rules().info().key) current = titles.size();
            games_.emplace_back(info.key);
            titles << coreWords(info.nameEnglish);
        }
        panel_->setGames(titles, current);
        if (!games_.empty()) chooseGame(current);
    }
    dock_->show();
    dock_->raise();
}

void PuzzleDesk::choosePlayer(const QString& name) {
    if (records_ && records_->player() == name) return;
    records_.emplace(name);
    settings::lessonPlayer.write(name);
    if (!records_->problem().isEmpty()) emit message(records_->problem());
    if (game_ >= 0 && (exercise_->active() || parts_.keepWork())) startNext();
}

void PuzzleDesk::chooseGame(int index) {
    if (!exercise_->active() && !parts_.keepWork()) return;
    game_ = index;
    rules_ = parts_.rulesets.create(games_[static_cast<std::size_t>(game_)]).value();
    startNext();
}

const Puzzle& PuzzleDesk::puzzle() const {
    return library_->puzzlesOf(games_[static_cast<std::size_t>(game_)])[puzzle_];
}

PuzzleRecord& PuzzleDesk::playerRecord() {
    return records_->of(games_[static_cast<std::size_t>(game_)]);
}

void PuzzleDesk::startNext() {
    if (game_ < 0) return;
    const auto& all = library_->puzzlesOf(games_[static_cast<std::size_t>(game_)]);
    const auto next =
        nextPuzzle(all, playerRecord(), QDateTime::currentSecsSinceEpoch(), {}, passedOver_);
    if (!next) {
        panel_->showPuzzle({}, tr("You have solved every puzzle of this game."));
        panel_->setDone(true);
        showStanding();
        return;
    }
    startPuzzle(*next);
}

void PuzzleDesk::startPuzzle(std::size_t index) {
    puzzle_ = index;
    hinted_ = recorded_ = false;
    const Puzzle& p = puzzle();
    const auto start = rules_->readFen(p.fen);
    const auto mistake =
        start ? uci::readEngineMoves(*rules_, *start, p.moves.front()) : std::nullopt;
    if (!start || !mistake) {
        emit message(tr("Puzzle %1 does not fit the rules; the next one follows.")
                         .arg(QString::fromStdString(p.id)));
        return;
    }
    Goal goal;
    goal.kind = Goal::Kind::Play;
    goal.line.assign(p.moves.begin() + 1, p.moves.end());
    exercise_->start(rules_, *start, *mistake, std::move(goal));
    parts_.board.setHintArrow(std::nullopt);
    const Color solver = start->sideToMove() == Color::White ? Color::Black : Color::White;
    parts_.board.setFlipped(solver == Color::Black);
    const int turns = static_cast<int>(p.moves.size()) / 2;
    const QString task = solver == Color::White
                             ? tr("White to move wins within %n move(s).", nullptr, turns)
                             : tr("Black to move wins within %n move(s).", nullptr, turns);
    panel_->showPuzzle(
        tr("Puzzle %1, difficulty %2").arg(QString::fromStdString(p.id)).arg(p.rating), task);
    panel_->showFeedback(tr("Watch the opponent's move."), PuzzlePanel::Tone::Plain);
    showStanding();
}

void PuzzleDesk::record(PuzzleOutcome outcome) {
    if (recorded_) return;
    recorded_ = true;
    const double before = playerRecord().rating().rating;
    playerRecord().record(puzzle(), outcome, QDateTime::currentSecsSinceEpoch());
    if (const QString error = records_->save(); !error.isEmpty()) emit message(error);
    showStanding();
    const int change = int(std::lround(playerRecord().rating().rating - before));
    emit message(
        tr("Puzzle rating %1 (%2).")
            .arg(std::lround(playerRecord().rating().rating))
            .arg(change >= 0 ? QStringLiteral("+%1").arg(change) : QString::number(change)));
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
    panel_->showStanding(standing);
}

void PuzzleDesk::answer(const Judgement& judgement) {
    switch (judgement.verdict) {
        case Judgement::Verdict::Wrong:
            panel_->showFeedback(tr("That is not the move. Try again."), PuzzlePanel::Tone::Wrong);
            record(PuzzleOutcome::Failed);
            return;
        case Judgement::Verdict::GoOn:
            panel_->showFeedback(tr("Right. Go on."), PuzzlePanel::Tone::Right);
            return;
        case Judgement::Verdict::Solved:
            panel_->showFeedback(tr("Solved!"), PuzzlePanel::Tone::Right);
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

void PuzzleDesk::showSolution() {
    panel_->showFeedback(tr("The solution: %1").arg(solutionText()), PuzzlePanel::Tone::Plain);
    panel_->setDone(true);
    record(PuzzleOutcome::Failed);
}

}  // namespace tavleya

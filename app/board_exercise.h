#pragma once

#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "game/game_tree.h"
#include "lessons/exercise_judge.h"

namespace tavleya {

class BoardPresenter;
class GameSession;

// An exercise played on the board as a game of its own, for a lesson or a
// puzzle: the program plays the moves that come first (a puzzle's mistake),
// then each move the person makes is judged (lessons/exercise_judge.h). A
// wrong one stays on the board a moment and is taken back, the program
// answers a right one where the goal goes on, and a gesture the rules
// refuse is said why. Taking moves back (Undo) goes back to an earlier turn
// of the person's, the program's reply with the move it answered; before
// the program's first moves, those are played again. A game started
// otherwise ends the exercise.
class BoardExercise : public QObject {
    Q_OBJECT

public:
    struct Parts {
        GameSession& session;
        BoardPresenter& presenter;
        // A new game from a position, with no clock and no computer.
        std::function<void(std::shared_ptr<const Ruleset>, const Position&)> startFrom;
    };
    BoardExercise(Parts parts, QObject* parent);

    // A game from `start`; the program plays `first`, then the person's
    // moves are judged against `goal`.
    void start(std::shared_ptr<const Ruleset> rules, const Position& start,
               const std::vector<Move>& first, Goal goal);
    // Whether an exercise is on the board (none after another game began).
    bool active() const { return judge_.has_value() || !first_.empty(); }
    bool solved() const { return judge_ && judge_->solved(); }
    const Ruleset& rules() const { return *rules_; }
    // The position the person is to move in, once the program's first
    // moves are played.
    const ExerciseJudge* judge() const { return judge_ ? &*judge_ : nullptr; }
    // Whether the program plays `side` now: its pieces are not the person's.
    bool programPlays(Color side) const;
    // Plays the rest of the goal's line on the board, the program's replies
    // among it, as the person could step through it; the exercise is over.
    void playSolution();

signals:
    // What became of the person's `move`, played in `before`.
    void judged(const tavleya::Judgement& judgement, tavleya::Move move,
                const tavleya::Position& before);
    // A gesture the rules refuse, and why in their words.
    void refused(const QString& why);
    // The person may move now (the program's first moves are played).
    void ready();
    // Another game began: the exercise is gone.
    void ended();

private:
    void playFirst();
    void judgeMove(NodeId node);
    void sayWhyRefused(Square from, Square to);
    // After the undo stack went back: the judge of the person's turn now.
    void followTakeBack();

    Parts parts_;
    std::shared_ptr<const Ruleset> rules_;
    std::optional<ExerciseJudge> judge_;
    Goal goal_;
    std::vector<Move> first_;    // the program's moves still to come first
    std::vector<Move> opening_;  // all of them, played again after a takeback
    Position start_;             // the position before them
    // The judge at each of the person's turns so far, the last one's first
    // as it was when the turn began.
    std::vector<ExerciseJudge> turns_;
    int undoIndex_ = 0;  // the undo stack's index last seen
    QTimer firstTimer_;
    bool starting_ = false;    // this exercise's own game is starting
    bool replying_ = false;    // the program's moves are being played
    bool takingBack_ = false;  // a wrong move is being taken back
};

}  // namespace tavleya

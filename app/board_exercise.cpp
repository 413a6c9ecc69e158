#include "board_exercise.h"

#include <QUndoStack>

#include "board_presenter.h"
#include "play/game_session.h"
#include "text/user_message.h"

namespace tavleya {

namespace {

// How long a wrong move stays on the board before it goes back, and how
// long the board shows the position before the program's first move.
constexpr int kWrongMoveShownMillis = 500;
constexpr int kFirstMoveMillis = 700;

}  // namespace

BoardExercise::BoardExercise(Parts parts, QObject* parent)
    : QObject(parent), parts_(std::move(parts)) {
    firstTimer_.setSingleShot(true);
    connect(&firstTimer_, &QTimer::timeout, this, &BoardExercise::playFirst);
    connect(&parts_.session, &GameSession::movePlayed, this, &BoardExercise::judgeMove);
    connect(&parts_.presenter, &BoardPresenter::moveRefused, this, &BoardExercise::sayWhyRefused);
    connect(parts_.session.undoStack(), &QUndoStack::indexChanged, this, [this](int index) {
        const bool back = index < undoIndex_;
        undoIndex_ = index;
        if (back && !takingBack_ && !replying_ && !starting_) followTakeBack();
    });
    connect(&parts_.session, &GameSession::aboutToStart, this, [this] {
        if (starting_ || !active()) return;
        judge_.reset();
        first_.clear();
        firstTimer_.stop();
        emit ended();
    });
}

void BoardExercise::start(std::shared_ptr<const Ruleset> rules, const Position& start,
                          const std::vector<Move>& first, Goal goal) {
    rules_ = std::move(rules);
    judge_.reset();
    turns_.clear();
    goal_ = std::move(goal);
    first_ = opening_ = first;
    start_ = start;
    starting_ = true;
    parts_.startFrom(rules_, start);
    starting_ = false;
    if (first_.empty())
        playFirst();
    else
        firstTimer_.start(kFirstMoveMillis);
}

void BoardExercise::playFirst() {
    replying_ = true;
    for (Move move : first_) parts_.session.play(move);
    replying_ = false;
    first_.clear();
    judge_.emplace(*rules_, parts_.session.position(), goal_);
    turns_.clear();
    turns_.push_back(*judge_);
    parts_.presenter.refresh();
    emit ready();
}

bool BoardExercise::programPlays(Color side) const {
    if (!first_.empty()) return true;
    return judge_ && !judge_->solved() && side != judge_->position().sideToMove() &&
           parts_.session.position().sideToMove() == side;
}

void BoardExercise::judgeMove(NodeId node) {
    if (!judge_ || replying_ || judge_->solved()) return;
    const GameTree& tree = parts_.session.tree();
    const GameNode& played = tree.node(node);
    const Position before = judge_->position();
    if (tree.node(played.parent).position != before) return;  // not the exercise's line
    const Judgement judgement = judge_->judge(played.move);
    if (judgement.verdict == Judgement::Verdict::Wrong) {
        // Taken back once the move has been seen on the board (a whole
        // placing turn, one move at a time).
        QTimer::singleShot(kWrongMoveShownMillis, this, [this] {
            takingBack_ = true;
            while (judge_ && parts_.session.position() != judge_->position() &&
                   parts_.session.canTakeBack())
                parts_.session.takeBack();
            takingBack_ = false;
        });
        emit judged(judgement, played.move, before);
        return;
    }
    if (judgement.verdict == Judgement::Verdict::GoOn) turns_.push_back(*judge_);
    if (!judgement.reply.empty()) {
        // The reply follows the move, once its handling is over.
        QTimer::singleShot(0, this, [this, reply = judgement.reply] {
            replying_ = true;
            for (Move m : reply) parts_.session.play(m);
            replying_ = false;
        });
    }
    emit judged(judgement, played.move, before);
}

void BoardExercise::followTakeBack() {
    if (!judge_ || turns_.empty()) return;
    const Position& now = parts_.session.position();
    for (std::size_t i = turns_.size(); i-- > 0;) {
        if (turns_[i].position() != now) continue;
        while (turns_.size() > i + 1) turns_.pop_back();
        judge_.emplace(turns_[i]);
        emit ready();
        return;
    }
    if (now == start_) {
        // The program's first moves went back: the exercise begins again.
        judge_.reset();
        turns_.clear();
        first_ = opening_;
        firstTimer_.start(kFirstMoveMillis);
        return;
    }
    // The program's reply went back: the move it answered goes too, once
    // this undo step is over.
    if (now.sideToMove() != turns_.front().position().sideToMove())
        QTimer::singleShot(0, this, [this] {
            if (judge_ && parts_.session.canTakeBack()) parts_.session.takeBack();
        });
}

void BoardExercise::playSolution() {
    if (!judge_) return;
    replying_ = true;
    while (!judge_->solved()) {
        const auto right = judge_->rightMove();
        if (!right) break;
        const Judgement judgement = judge_->judge(*right);
        if (judgement.verdict == Judgement::Verdict::Wrong || !parts_.session.play(*right)) break;
        for (Move m : judgement.reply) parts_.session.play(m);
        if (!judge_->solved()) turns_.push_back(*judge_);
    }
    replying_ = false;
    parts_.presenter.refresh();
}

void BoardExercise::sayWhyRefused(Square from, Square to) {
    if (!judge_ || judge_->solved()) return;
    const Position& position = parts_.session.position();
    if (position.at(from).empty()) return;
    // The gesture as long notation, for the rules to say what is wrong with it.
    const auto read = rules_->readMoveText(position, from.name() + '-' + to.name());
    if (!read) emit refused(userSentence(read.error()));
}

}  // namespace tavleya

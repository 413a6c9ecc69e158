#include "board_exercise.h"

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
    goal_ = std::move(goal);
    first_ = first;
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
            while (judge_ && parts_.session.position() != judge_->position() &&
                   parts_.session.canTakeBack())
                parts_.session.takeBack();
        });
    } else if (!judgement.reply.empty()) {
        // The reply follows the move, once its handling is over.
        QTimer::singleShot(0, this, [this, reply = judgement.reply] {
            replying_ = true;
            for (Move m : reply) parts_.session.play(m);
            replying_ = false;
        });
    }
    emit judged(judgement, played.move, before);
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

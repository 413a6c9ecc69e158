#include "lessons/exercise_judge.h"

#include "lessons/forced_win.h"
#include "move_list.h"
#include "notation/turn_reader.h"

namespace tavleya {

Result<std::vector<std::vector<Move>>> readLine(const Ruleset& rules, const Position& start,
                                                const std::vector<std::string>& line) {
    std::vector<std::vector<Move>> turns;
    Position position = start;
    for (const std::string& word : line) {
        auto moves = readMoves(rules, position, word);
        if (!moves) return moves.error();
        for (Move move : *moves) position = rules.play(position, move);
        turns.push_back(std::move(moves).value());
    }
    return turns;
}

ExerciseJudge::ExerciseJudge(const Ruleset& rules, const Position& start, Goal goal)
    : rules_(rules),
      goal_(std::move(goal)),
      position_(start),
      learner_(start.sideToMove()),
      movesLeft_(goal_.moves) {
    if (goal_.kind == Goal::Kind::Play)
        if (auto line = readLine(rules_, start, goal_.line)) line_ = std::move(line).value();
}

bool ExerciseJudge::reaches(Move move, const Position& after) const {
    switch (goal_.kind) {
        case Goal::Kind::Reach:
            // Castling is written as the king taking its own rook: the king
            // reaches its castled square, on the g- or c-file.
            if (move.type() == MoveType::Castling)
                return Square::at(move.to().file() > move.from().file() ? 6 : 2,
                                  move.from().rank()) == goal_.square;
            return move.to() == goal_.square;
        case Goal::Kind::Capture: {
            if (move.type() == MoveType::EnPassant)
                return Square::at(move.to().file(), move.from().rank()) == goal_.square;
            const Piece there = position_.at(goal_.square);
            return move.to() == goal_.square && !there.empty() && there.color() != learner_;
        }
        case Goal::Kind::Check:
            return rules_.inCheck(after);
        case Goal::Kind::Draw:
            return rules_.automaticEnd(after, {}).outcome == Outcome::Draw;
        case Goal::Kind::Win:
            return hasWon(rules_, after, learner_);
        case Goal::Kind::Play:
            return false;
    }
    return false;
}

Judgement::Miss ExerciseJudge::missOf() const {
    switch (goal_.kind) {
        case Goal::Kind::Reach:
            return Judgement::Miss::NotReached;
        case Goal::Kind::Capture:
            return Judgement::Miss::NotCaptured;
        case Goal::Kind::Check:
            return Judgement::Miss::NoCheck;
        case Goal::Kind::Draw:
            return Judgement::Miss::NoDraw;
        case Goal::Kind::Win:
            return Judgement::Miss::NoWin;
        case Goal::Kind::Play:
            return Judgement::Miss::NotTheMove;
    }
    return Judgement::Miss::NotTheMove;
}

Judgement ExerciseJudge::judge(Move move) {
    Judgement judgement;
    if (solved_) return judgement;
    if (goal_.kind == Goal::Kind::Play) {
        // The line's last move may be any that wins at once: a mate is a mate.
        const bool lastTurn = turn_ + 1 == line_.size() && line_[turn_].size() == 1;
        if (lastTurn && line_[turn_][0] != move &&
            hasWon(rules_, rules_.play(position_, move), learner_)) {
            position_ = rules_.play(position_, move);
            turn_ = line_.size();
            solved_ = true;
            judgement.verdict = Judgement::Verdict::Solved;
            return judgement;
        }
        if (turn_ >= line_.size() || line_[turn_][inTurn_] != move) {
            judgement.verdict = Judgement::Verdict::Wrong;
            judgement.miss = Judgement::Miss::NotTheMove;
            return judgement;
        }
        position_ = rules_.play(position_, move);
        if (++inTurn_ < line_[turn_].size()) return judgement;
        inTurn_ = 0;
        if (++turn_ < line_.size()) {
            judgement.reply = line_[turn_];
            for (Move reply : judgement.reply) position_ = rules_.play(position_, reply);
            ++turn_;
        }
        solved_ = turn_ >= line_.size();
        if (solved_) judgement.verdict = Judgement::Verdict::Solved;
        return judgement;
    }
    const Position after = rules_.play(position_, move);
    // A placing turn is judged when it is whole.
    if (after.sideToMove() == learner_ && !rules_.automaticEnd(after, {}).over()) {
        position_ = after;
        return judgement;
    }
    if (reaches(move, after)) {
        position_ = after;
        solved_ = true;
        judgement.verdict = Judgement::Verdict::Solved;
        return judgement;
    }
    if (goal_.kind == Goal::Kind::Win && movesLeft_ > 1 && !rules_.automaticEnd(after, {}).over()) {
        const Move way = escape(rules_, after, movesLeft_ - 1);
        if (way.isNull()) {
            position_ = after;
            --movesLeft_;
            Position replied = after;
            do {
                const Move reply = longestDefence(rules_, replied, movesLeft_);
                judgement.reply.push_back(reply);
                replied = rules_.play(replied, reply);
            } while (replied.sideToMove() != learner_);
            position_ = replied;
            return judgement;
        }
        judgement.escape = way;
    }
    judgement.verdict = Judgement::Verdict::Wrong;
    judgement.miss = missOf();
    return judgement;
}

std::optional<Move> ExerciseJudge::rightMove() const {
    if (solved_) return std::nullopt;
    if (goal_.kind == Goal::Kind::Play) {
        if (turn_ < line_.size()) return line_[turn_][inTurn_];
        return std::nullopt;
    }
    MoveList legal;
    rules_.legalMoves(position_, legal);
    for (Move move : legal) {
        ExerciseJudge trial = *this;
        const Judgement j = trial.judge(move);
        if (j.verdict == Judgement::Verdict::Wrong) continue;
        // A placement that goes on is right only if the turn can still be.
        if (j.verdict == Judgement::Verdict::GoOn && j.reply.empty() &&
            trial.position().sideToMove() == learner_ && !trial.rightMove())
            continue;
        return move;
    }
    return std::nullopt;
}

std::optional<Move> ExerciseJudge::wrongMove() const {
    if (solved_) return std::nullopt;
    MoveList legal;
    rules_.legalMoves(position_, legal);
    for (Move move : legal) {
        ExerciseJudge trial = *this;
        if (trial.judge(move).verdict == Judgement::Verdict::Wrong) return move;
    }
    return std::nullopt;
}

}  // namespace tavleya

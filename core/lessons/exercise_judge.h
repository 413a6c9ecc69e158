#pragma once

#include <optional>
#include <vector>

#include "lessons/lesson.h"
#include "result.h"
#include "ruleset.h"

namespace tavleya {

// What became of the learner's move.
struct Judgement {
    enum class Verdict {
        Wrong,   // legal, but not toward the goal: taken back, tried again
        GoOn,    // on the way: the program's reply (if any) is played, then the learner's turn
        Solved,  // the goal is reached
    };
    // Why a move was wrong, for the window to say in its own words.
    enum class Miss { None, NotReached, NotCaptured, NoCheck, NoDraw, NoWin, NotTheMove };

    Verdict verdict = Verdict::GoOn;
    Miss miss = Miss::None;
    // For GoOn, the program's moves to play now (a placing turn has several).
    std::vector<Move> reply;
    // For NoWin, a defence the move allowed.
    Move escape;
};

// The moves of a Play goal read in the positions they are played in: the
// learner's turns and the program's by turns, each a move or a placing
// turn's moves. An error names the move that is not legal where it stands.
Result<std::vector<std::vector<Move>>> readLine(const Ruleset& rules, const Position& start,
                                                const std::vector<std::string>& line);

// Judges an exercise move by move as the learner plays it: the position it
// follows is the exercise's, advanced by every move it allowed and the
// replies it gave.
class ExerciseJudge {
public:
    // `start` is the exercise's position read by `rules`; a Play goal's line
    // must read there (readLine).
    ExerciseJudge(const Ruleset& rules, const Position& start, Goal goal);

    const Position& position() const { return position_; }
    bool solved() const { return solved_; }
    // Judges a legal move of the position now.
    Judgement judge(Move move);
    // A move toward the goal now, for a hint (and for tests); none when
    // there is none.
    std::optional<Move> rightMove() const;
    // A legal move now that misses the goal; none when every move reaches it.
    std::optional<Move> wrongMove() const;

private:
    bool reaches(Move move, const Position& after) const;
    Judgement::Miss missOf() const;

    const Ruleset& rules_;
    Goal goal_;
    Position position_;
    Color learner_;
    int movesLeft_;
    std::vector<std::vector<Move>> line_;
    std::size_t turn_ = 0, inTurn_ = 0;  // the next move of line_
    bool solved_ = false;
};

}  // namespace tavleya

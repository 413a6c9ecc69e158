#include "lessons/course_check.h"

#include "lessons/exercise_judge.h"

namespace tavleya {

namespace {

Error at(const Exercise& exercise, const std::string& what) {
    return Error{"line " + std::to_string(exercise.lineNumber) + ": " + what};
}

// Plays the exercise out with the judge's own right moves; what stops it.
std::optional<std::string> playedOut(const ExerciseStart& start, const Exercise& exercise) {
    if (start.rules->automaticEnd(start.position, {}).over()) return "the game is over already";
    ExerciseJudge judge(*start.rules, start.position, exercise.goal);
    if (!judge.wrongMove()) return "every legal move reaches the goal";
    // Each right move or placement is one step; a lesson needs few.
    for (int step = 0; step < 64 && !judge.solved(); ++step) {
        const auto move = judge.rightMove();
        if (!move) return "no move reaches the goal";
        if (judge.judge(*move).verdict == Judgement::Verdict::Wrong)
            return "the judge refuses its own right move";
    }
    if (!judge.solved()) return "the goal is not reached within 64 moves";
    return std::nullopt;
}

}  // namespace

Result<ExerciseStart> startOf(const RulesetRegistry& rulesets, const Course& course,
                              const Exercise& exercise) {
    auto rules = rulesets.create(course.variant);
    if (!rules) return Error{"Tavleya has no game “" + course.variant + "”"};
    if (exercise.position == "start") return ExerciseStart{*rules, (*rules)->startPosition()};
    auto position = (*rules)->readFen(exercise.position);
    if (!position) return at(exercise, "the position does not read: " + position.error().message);
    return ExerciseStart{*rules, *position};
}

std::vector<Error> checkCourse(const RulesetRegistry& rulesets, const Course& course) {
    std::vector<Error> errors;
    for (const Lesson& lesson : course.lessons)
        for (const Exercise& exercise : lesson.exercises) {
            const auto start = startOf(rulesets, course, exercise);
            if (!start) {
                errors.push_back(start.error());
                if (!rulesets.create(course.variant)) return errors;
                continue;
            }
            if (exercise.goal.kind == Goal::Kind::Play) {
                const auto line = readLine(*start->rules, start->position, exercise.goal.line);
                if (!line) {
                    errors.push_back(
                        at(exercise, "the line does not play: " + line.error().message));
                    continue;
                }
            }
            if (const auto why = playedOut(*start, exercise)) errors.push_back(at(exercise, *why));
        }
    return errors;
}

}  // namespace tavleya

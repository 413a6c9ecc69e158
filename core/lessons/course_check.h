#pragma once

#include <string>
#include <vector>

#include "lessons/lesson.h"
#include "result.h"
#include "ruleset_registry.h"

namespace tavleya {

// The rules an exercise is played by and the position it starts from.
struct ExerciseStart {
    std::shared_ptr<const Ruleset> rules;
    Position position;
};
Result<ExerciseStart> startOf(const RulesetRegistry& rulesets, const Course& course,
                              const Exercise& exercise);

// Everything wrong with a course against the rules, each naming its
// exercise's line: a game Tavleya does not have, a position that does not
// read, a goal no move reaches (the exercise played out move by move by
// ExerciseJudge, the program replying), a goal every move reaches (a wrong
// move must be possible, and answered), a Play line with a move that is not
// legal where it stands. Empty when the course is sound.
std::vector<Error> checkCourse(const RulesetRegistry& rulesets, const Course& course);

}  // namespace tavleya

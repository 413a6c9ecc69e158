#pragma once

#include <string_view>

#include "lessons/lesson.h"
#include "result.h"

namespace tavleya {

// Reads a course file: "key: value" lines, a value going on over the
// indented lines after it, "#" lines ignored. "course:" (the ruleset key)
// and "title:" come first; "lesson: ID" starts a lesson (title, intro),
// "exercise:" an exercise of it (position, goal, marks, task, hint). A text
// key with ".ru" after it gives the Russian text. Goals: "reach e4",
// "capture d5", "check", "draw", "win 2", "play e4 e5 Nf3". Errors name
// the line and what is wrong there; the positions and moves are checked
// against the rules by checkCourse (course_check.h).
Result<Course> readCourse(std::string_view text);

}  // namespace tavleya

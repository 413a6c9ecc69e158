#pragma once

#include <string>
#include <vector>

#include "square.h"

namespace tavleya {

// A text of a lesson in the languages it is written in: English always,
// Russian where the course gives it (English stands in otherwise).
struct LessonText {
    std::string english;
    std::string russian;

    const std::string& in(bool inRussian) const {
        return inRussian && !russian.empty() ? russian : english;
    }
};

// What an exercise asks of the learner, checked by the program.
struct Goal {
    enum class Kind {
        Reach,    // one move that ends on `square`
        Capture,  // one move that takes what stands on `square`
        Check,    // one move that gives check
        Draw,     // one move after which the game is drawn (stalemate …)
        Win,      // win within `moves` of one's own moves, against any defence
        Play,     // the moves of `line`, the program answering with those between
    };
    Kind kind = Kind::Reach;
    Square square;
    int moves = 1;
    // For Play: the learner's moves and the program's replies by turns, each
    // in the game's move text (a Kingchess placing turn written as one word).
    std::vector<std::string> line;
};

// One position with a goal.
struct Exercise {
    int lineNumber = 0;    // where it starts in its course file
    std::string position;  // the game's FEN, or "start"
    Goal goal;
    std::vector<Square> marks;  // squares the board shows marked
    LessonText task;            // what to do
    LessonText hint;            // shown on request
};

struct Lesson {
    std::string id;  // unique within its course; progress is kept by it
    LessonText title;
    LessonText intro;
    std::vector<Exercise> exercises;
};

// The lessons of one game, read from its file (course_reader.h).
struct Course {
    std::string variant;  // the ruleset's key
    LessonText title;
    std::vector<Lesson> lessons;
};

}  // namespace tavleya

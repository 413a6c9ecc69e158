#include "lessons/course_reader.h"

#include "lessons/keyed_text.h"

#include <charconv>

namespace tavleya {

namespace {

Error at(int line, const std::string& what) {
    return errorAt(line, what);
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    while (!text.empty()) {
        const auto start = text.find_first_not_of(' ');
        if (start == std::string_view::npos) break;
        text.remove_prefix(start);
        const auto end = std::min(text.find(' '), text.size());
        out.emplace_back(text.substr(0, end));
        text.remove_prefix(end);
    }
    return out;
}

Result<Square> squareOf(std::string_view word, int line) {
    if (const auto square = Square::parse(word)) return *square;
    return at(line, "“" + std::string(word) + "” is not a square");
}

Result<Goal> readGoal(std::string_view value, int line) {
    const std::vector<std::string> w = words(value);
    if (w.empty()) return at(line, "the goal is empty");
    Goal goal;
    const std::string& kind = w[0];
    const std::size_t wanted = kind == "reach" || kind == "capture" || kind == "win" ? 2
                               : kind == "check" || kind == "draw"                   ? 1
                                                                                     : 0;
    if (kind == "play") {
        goal.kind = Goal::Kind::Play;
        goal.line.assign(w.begin() + 1, w.end());
        if (goal.line.empty()) return at(line, "“play” needs the moves to play");
        return goal;
    }
    if (wanted == 0)
        return at(line, "“" + kind + "” is not a goal: reach, capture, check, draw, win or play");
    if (w.size() != wanted)
        return at(line, "“" + std::string(value) + "” is not a goal (such as “" +
                            (wanted == 1     ? kind
                             : kind == "win" ? kind + " 2"
                                             : kind + " e4") +
                            "”)");
    if (kind == "check") goal.kind = Goal::Kind::Check;
    if (kind == "draw") goal.kind = Goal::Kind::Draw;
    if (kind == "win") {
        goal.kind = Goal::Kind::Win;
        const auto [end, error] =
            std::from_chars(w[1].data(), w[1].data() + w[1].size(), goal.moves);
        if (error != std::errc() || end != w[1].data() + w[1].size() || goal.moves < 1 ||
            goal.moves > 3)
            return at(line, "“win” needs a number of moves from 1 to 3");
    }
    if (kind == "reach" || kind == "capture") {
        goal.kind = kind == "reach" ? Goal::Kind::Reach : Goal::Kind::Capture;
        const auto square = squareOf(w[1], line);
        if (!square) return square.error();
        goal.square = *square;
    }
    return goal;
}

// Where a key's text goes, and whether it was given in this language.
LessonText* textOf(const std::string& key, Lesson* lesson, Exercise* exercise, Course& course) {
    if (exercise) {
        if (key == "task") return &exercise->task;
        if (key == "hint") return &exercise->hint;
        return nullptr;
    }
    if (lesson) {
        if (key == "title") return &lesson->title;
        if (key == "intro") return &lesson->intro;
        return nullptr;
    }
    return key == "title" ? &course.title : nullptr;
}

struct CourseBuilder {
    Course course;
    bool hasCourse = false;

    Lesson* lesson() { return course.lessons.empty() ? nullptr : &course.lessons.back(); }
    Exercise* exercise() {
        Lesson* l = lesson();
        return l && !l->exercises.empty() ? &l->exercises.back() : nullptr;
    }

    std::optional<Error> take(const std::string& key, const std::string& value, int line) {
        if (!hasCourse) {
            if (key != "course") return at(line, "a course file starts with “course: KEY”");
            course.variant = value;
            hasCourse = true;
            return std::nullopt;
        }
        if (key == "lesson") {
            if (value.empty()) return at(line, "a lesson needs an id: “lesson: towers”");
            for (const Lesson& l : course.lessons)
                if (l.id == value) return at(line, "a second lesson “" + value + "”");
            course.lessons.push_back(Lesson{value, {}, {}, {}});
            return std::nullopt;
        }
        if (key == "exercise") {
            if (!lesson()) return at(line, "an exercise comes within a lesson");
            lesson()->exercises.push_back(Exercise{});
            exercise()->lineNumber = line;
            return std::nullopt;
        }
        return takeField(key, value, line);
    }

    std::optional<Error> takeField(const std::string& key, const std::string& value, int line) {
        Exercise* e = exercise();
        if (e && key == "position") {
            e->position = value;
            return std::nullopt;
        }
        if (e && key == "goal") {
            auto goal = readGoal(value, line);
            if (!goal) return goal.error();
            e->goal = *goal;
            return std::nullopt;
        }
        if (e && key == "marks") {
            for (const std::string& w : words(value)) {
                const auto square = squareOf(w, line);
                if (!square) return square.error();
                e->marks.push_back(*square);
            }
            return std::nullopt;
        }
        const bool russian = key.ends_with(".ru");
        const std::string base = russian ? key.substr(0, key.size() - 3) : key;
        LessonText* text = textOf(base, lesson(), e, course);
        if (!text) return at(line, "“" + key + "” is not a field here");
        (russian ? text->russian : text->english) = value;
        return std::nullopt;
    }

    std::optional<Error> finished(int lastLine) const {
        if (!hasCourse) return at(lastLine, "a course file starts with “course: KEY”");
        for (const Lesson& l : course.lessons) {
            if (l.exercises.empty()) return Error{"lesson “" + l.id + "” has no exercise"};
            for (const Exercise& e : l.exercises)
                if (e.position.empty() || e.task.english.empty())
                    return at(e.lineNumber, "an exercise needs a position and a task");
        }
        return std::nullopt;
    }
};

}  // namespace

Result<Course> readCourse(std::string_view text) {
    const auto entries = readKeyedText(text);
    if (!entries) return entries.error();
    CourseBuilder builder;
    int lastLine = 1;
    for (const KeyedEntry& entry : *entries) {
        if (auto error = builder.take(entry.key, entry.value, entry.line)) return *error;
        lastLine = entry.line;
    }
    if (auto error = builder.finished(lastLine)) return *error;
    return builder.course;
}

}  // namespace tavleya

#pragma once

#include <QString>
#include <map>
#include <vector>

#include "lessons/lesson.h"
#include "lessons/rules_book.h"
#include "puzzles/puzzle.h"

namespace tavleya {

// What the program ships to learn games with, built in and read once: the
// courses (resources/lessons) and the rules for players (resources/rules),
// one of each per game that has one, in the order of the games' keys.
class CourseLibrary {
public:
    CourseLibrary();

    const std::vector<Course>& courses() const { return courses_; }
    // The course of the game `variant`; null when it has none.
    const Course* courseOf(const std::string& variant) const;
    const std::vector<RulesBook>& rulesBooks() const { return books_; }
    const RulesBook* rulesOf(const std::string& variant) const;
    // The puzzles shipped for the game `variant` (resources/puzzles), easiest
    // first; read when first asked for.
    const std::vector<Puzzle>& puzzlesOf(const std::string& variant);
    // What could not be read, for the person to be told (empty normally:
    // the tests read every shipped course).
    const QStringList& problems() const { return problems_; }

private:
    QStringList problems_;  // first: the readers below add to it
    std::vector<Course> courses_;
    std::vector<RulesBook> books_;
    std::map<std::string, std::vector<Puzzle>> puzzles_;
};

}  // namespace tavleya

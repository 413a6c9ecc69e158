#pragma once

#include <QString>
#include <vector>

#include "lessons/lesson.h"

namespace tavleya {

// The courses shipped with the program (resources/lessons, built in), read
// once: one per game that has one, in the order of the games' keys.
class CourseLibrary {
public:
    CourseLibrary();

    const std::vector<Course>& courses() const { return courses_; }
    // The course of the game `variant`; null when it has none.
    const Course* courseOf(const std::string& variant) const;
    // What could not be read, for the person to be told (empty normally:
    // the tests read every shipped course).
    const QStringList& problems() const { return problems_; }

private:
    std::vector<Course> courses_;
    QStringList problems_;
};

}  // namespace tavleya

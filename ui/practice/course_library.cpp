#include "practice/course_library.h"

#include <QDir>
#include <QFile>

#include "lessons/course_reader.h"

namespace tavleya {

CourseLibrary::CourseLibrary() {
    const QDir folder(QStringLiteral(":/lessons"));
    for (const QString& name : folder.entryList({QStringLiteral("*.course")}, QDir::Files)) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        auto course = readCourse(file.readAll().toStdString());
        if (course)
            courses_.push_back(std::move(course).value());
        else
            problems_ << name + QStringLiteral(": ") +
                             QString::fromStdString(course.error().message);
    }
}

const Course* CourseLibrary::courseOf(const std::string& variant) const {
    for (const Course& course : courses_)
        if (course.variant == variant) return &course;
    return nullptr;
}

}  // namespace tavleya

#include "practice/course_library.h"

#include <QDir>
#include <QFile>
#include <algorithm>

#include "lessons/course_reader.h"
#include "puzzles/puzzle_csv.h"

namespace tavleya {

namespace {

// Every file of `folder` ending in `suffix`, read by `read`; what could not
// be read goes to `problems`.
template <typename T, typename Reader>
std::vector<T> readAll(const QString& folder, const QString& suffix, Reader read,
                       QStringList& problems) {
    std::vector<T> items;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*") + suffix}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        auto item = read(file.readAll().toStdString());
        if (item)
            items.push_back(std::move(item).value());
        else
            problems << name + QStringLiteral(": ") + QString::fromStdString(item.error().message);
    }
    return items;
}

}  // namespace

CourseLibrary::CourseLibrary()
    : courses_(readAll<Course>(QStringLiteral(":/lessons"), QStringLiteral(".course"), readCourse,
                               problems_)),
      books_(readAll<RulesBook>(QStringLiteral(":/rules"), QStringLiteral(".rules"), readRulesBook,
                                problems_)) {}

const RulesBook* CourseLibrary::rulesOf(const std::string& variant) const {
    for (const RulesBook& book : books_)
        if (book.variant == variant) return &book;
    return nullptr;
}

const std::vector<Puzzle>& CourseLibrary::puzzlesOf(const std::string& variant) {
    if (const auto read = puzzles_.find(variant); read != puzzles_.end()) return read->second;
    std::vector<Puzzle>& puzzles = puzzles_[variant];
    QFile file(QStringLiteral(":/puzzles/%1.csv").arg(QString::fromStdString(variant)));
    if (!file.open(QIODevice::ReadOnly)) return puzzles;
    const auto reader = PuzzleCsvReader::fromHeader(file.readLine().trimmed().toStdString());
    if (!reader) return puzzles;
    for (int line = 2; !file.atEnd(); ++line) {
        const QByteArray row = file.readLine().trimmed();
        if (row.isEmpty()) continue;
        if (auto puzzle = reader->read(row.toStdString(), line))
            puzzles.push_back(std::move(puzzle).value());
        else
            problems_ << QString::fromStdString(variant + ".csv: " + puzzle.error().message);
    }
    std::stable_sort(puzzles.begin(), puzzles.end(),
                     [](const Puzzle& a, const Puzzle& b) { return a.rating < b.rating; });
    return puzzles;
}

const Course* CourseLibrary::courseOf(const std::string& variant) const {
    for (const Course& course : courses_)
        if (course.variant == variant) return &course;
    return nullptr;
}

}  // namespace tavleya

#include "practice/puzzle_shelf.h"

#include <QFile>
#include <bit>

namespace tavleya {

void PuzzleShelf::add(const PuzzleSummary& summary) {
    summaries_.push_back(summary);
    for (std::uint64_t bits = summary.themes; bits; bits &= bits - 1)
        ++themeCounts_[std::size_t(std::countr_zero(bits))];
}

HeldShelf::HeldShelf(std::string variant, QString title, std::vector<Puzzle> puzzles)
    : PuzzleShelf(std::move(variant), std::move(title)), puzzles_(std::move(puzzles)) {
    PuzzleThemes themes;
    summaries_.reserve(puzzles_.size());
    for (const Puzzle& p : puzzles_)
        PuzzleShelf::add({puzzleKey(p.id), p.rating, themes.bitsOf(p.themes)});
    themeNames_ = themes.names();
}

FileShelf::FileShelf(std::string variant, QString title, QString readable, PuzzleCsvReader reader)
    : PuzzleShelf(std::move(variant), std::move(title)),
      readable_(std::move(readable)),
      reader_(std::move(reader)) {}

void FileShelf::add(const PuzzleFileRow& row, const std::vector<std::string>& themes) {
    PuzzleShelf::add({row.key, row.rating, row.themes});
    if (themes.size() > themeNames_.size()) themeNames_ = themes;
    offsets_.push_back(row.offset);
    lines_.push_back(row.line);
}

Result<Puzzle> FileShelf::puzzle(std::size_t index) const {
    QFile file(readable_);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(qint64(offsets_[index])))
        return Error{readable_.toStdString() + ": " + file.errorString().toStdString()};
    const QByteArray row = file.readLine().trimmed();
    return reader_.read(std::string_view(row.constData(), std::size_t(row.size())),
                        int(lines_[index]));
}

}  // namespace tavleya

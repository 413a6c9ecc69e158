#include "practice/mistake_book.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>
#include <set>

#include "puzzles/puzzle_csv.h"

namespace tavleya {
namespace {

QString folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/mistakes");
}

QString pathOf(const QString& player) {
    return folder() + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(player)) +
           QStringLiteral(".csv");
}

}  // namespace

std::vector<Puzzle> MistakeBook::read(const QString& player) {
    std::vector<Puzzle> puzzles;
    QFile file(pathOf(player));
    if (!file.open(QIODevice::ReadOnly)) return puzzles;
    const auto reader = PuzzleCsvReader::fromHeader(file.readLine().trimmed().toStdString());
    if (!reader) return puzzles;
    for (int line = 2; !file.atEnd(); ++line)
        if (auto puzzle = reader->read(file.readLine().trimmed().toStdString(), line))
            puzzles.push_back(std::move(*puzzle));
    return puzzles;
}

int MistakeBook::add(const QString& player, const std::vector<Puzzle>& mistakes, QString& error) {
    std::vector<Puzzle> kept = read(player);
    std::set<std::string> ids;
    for (const Puzzle& p : kept) ids.insert(p.id);
    int added = 0;
    for (const Puzzle& p : mistakes)
        if (ids.insert(p.id).second) {
            kept.push_back(p);
            ++added;
        }
    if (added == 0) return 0;
    QDir().mkpath(folder());
    QSaveFile file(pathOf(player));
    std::string text = puzzleCsvHeader() + '\n';
    for (const Puzzle& p : kept) text += puzzleCsvRow(p) + '\n';
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        error =
            tr("The mistakes cannot be kept in %1: %2").arg(file.fileName(), file.errorString());
        return 0;
    }
    return added;
}

}  // namespace tavleya

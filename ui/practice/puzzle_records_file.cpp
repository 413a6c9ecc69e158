#include "practice/puzzle_records_file.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include "text/user_message.h"

namespace tavleya {
namespace {

const QString kSuffix = QStringLiteral(".puzzles");

QString folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/puzzle-records");
}

}  // namespace

QStringList PuzzleRecordsFile::players() {
    QStringList names;
    for (const QString& file : QDir(folder()).entryList({QLatin1Char('*') + kSuffix}, QDir::Files))
        names << QUrl::fromPercentEncoding(file.chopped(kSuffix.size()).toUtf8());
    return names;
}

PuzzleRecordsFile::PuzzleRecordsFile(QString player) : player_(std::move(player)) {
    QFile file(path());
    if (!file.exists()) return;
    if (!file.open(QIODevice::ReadOnly)) {
        problem_ = tr("%1 cannot be read: %2").arg(path(), file.errorString());
        return;
    }
    const QByteArray text = file.readAll();
    file.close();
    auto read = readPuzzleRecords(std::string_view(text.constData(), std::size_t(text.size())));
    if (read) {
        records_ = std::move(*read);
        return;
    }
    // Kept for the person to look at; the next save starts afresh.
    const QString aside = path() + QStringLiteral(".unreadable");
    QFile::remove(aside);
    QFile::rename(path(), aside);
    problem_ = tr("The puzzle record of %1 could not be read (%2); it is kept as %3.")
                   .arg(player_, userMessage(read.error()), aside);
}

QString PuzzleRecordsFile::path() const {
    // The name as a file name whatever its letters.
    return folder() + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(player_)) +
           kSuffix;
}

QString PuzzleRecordsFile::save() const {
    QDir().mkpath(folder());
    QSaveFile file(path());
    const std::string text = writePuzzleRecords(records_);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
        return tr("The puzzle record cannot be saved to %1: %2").arg(path(), file.errorString());
    return {};
}

}  // namespace tavleya

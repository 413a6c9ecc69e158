#include "file_suggestions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include "recent_files.h"

namespace tavleya {
namespace {

QString tagValue(const std::vector<PgnTag>& tags, const char* name) {
    const std::string* found = findTag(tags, name);
    if (!found) return {};
    const QString value = QString::fromStdString(*found).trimmed();
    // "?" and "-" are PGN's way of saying it is not known.
    return value == QLatin1String("?") || value == QLatin1String("-") ? QString() : value;
}

}  // namespace

QString lastFolderUsed() {
    for (const QString& file : recentFiles())
        if (const QFileInfo info(file); info.absoluteDir().exists()) return info.absolutePath();
    // A folder that is not there would be offered as a file's name.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(documents).exists() ? documents : QDir::homePath();
}

QString suggestedFileName(const std::vector<PgnTag>& tags) {
    // A side with no name is called by its colour when the other has one,
    // so that "–Stockfish" is not read as White's name.
    const QString white = tagValue(tags, "White"), black = tagValue(tags, "Black");
    QStringList parts;
    if (!white.isEmpty() || !black.isEmpty())
        parts << (white.isEmpty() ? QCoreApplication::translate("FileSuggestions", "White")
                                  : white) +
                     QChar(0x2013) +
                     (black.isEmpty() ? QCoreApplication::translate("FileSuggestions", "Black")
                                      : black);
    // A game other than chess says which.
    if (const QString variant = tagValue(tags, "Variant");
        !variant.isEmpty() && variant.compare(QLatin1String("Standard"), Qt::CaseInsensitive) != 0)
        parts << variant;
    QStringList occasion;
    if (const QString event = tagValue(tags, "Event"); !event.isEmpty()) occasion << event;
    if (const QString year = tagValue(tags, "Date").left(4);
        year.size() == 4 && !year.contains(QLatin1Char('?')))
        occasion << year;
    if (!occasion.isEmpty()) parts << occasion.join(QLatin1Char(' '));
    QString name = parts.join(QStringLiteral(", "));
    // Characters some file system refuses, and none that starts a hidden file.
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]")),
                 QStringLiteral("_"));
    while (name.startsWith(QLatin1Char('.'))) name.remove(0, 1);
    if (name.isEmpty()) name = QCoreApplication::translate("FileSuggestions", "game");
    return name.left(120) + QStringLiteral(".pgn");
}

QStringList openFilters() {
    return {QCoreApplication::translate(
                "FileSuggestions", "PGN files (*.pgn *.pgn.gz *.pgn.bz2 *.pgn.xz *.pgn.zst *.PGN)"),
            QCoreApplication::translate("FileSuggestions", "All files (*)")};
}

}  // namespace tavleya

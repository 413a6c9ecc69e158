#include "recent_files.h"

#include <QSettings>

namespace tavleya {

namespace {
constexpr int kKept = 8;
const QString kKey = QStringLiteral("recentFiles");
}  // namespace

QStringList recentFiles() {
    // A list grown by hand or by another program is cut when read, and kept cut.
    QStringList files = QSettings().value(kKey).toStringList();
    if (files.size() > kKept) {
        files.resize(kKept);
        QSettings().setValue(kKey, files);
    }
    return files;
}

void rememberFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kKept) files.removeLast();
    QSettings().setValue(kKey, files);
}

}  // namespace tavleya

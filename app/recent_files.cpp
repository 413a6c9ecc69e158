#include "recent_files.h"

#include <QSettings>

namespace tavleya {

namespace {
constexpr int kKept = 8;
const QString kKey = QStringLiteral("recentFiles");
}  // namespace

QStringList recentFiles() {
    return QSettings().value(kKey).toStringList();
}

void rememberFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kKept) files.removeLast();
    QSettings().setValue(kKey, files);
}

}  // namespace tavleya

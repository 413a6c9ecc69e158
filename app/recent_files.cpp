#include "recent_files.h"

#include "settings/settings.h"

namespace tavleya {

namespace {
constexpr int kKept = 8;
}  // namespace

QStringList recentFiles() {
    // A list grown by hand or by another program is cut when read, and kept cut.
    QStringList files = settings::recentFiles.read();
    if (files.size() > kKept) {
        files.resize(kKept);
        settings::recentFiles.write(files);
    }
    return files;
}

void rememberFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kKept) files.removeLast();
    settings::recentFiles.write(files);
}

}  // namespace tavleya

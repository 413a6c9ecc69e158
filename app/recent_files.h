#pragma once

#include <QStringList>

namespace tavleya {

// The files opened lately, the last first, kept in the settings.
QStringList recentFiles();
// Puts `path` first among the recent files (at most eight are kept).
void rememberFile(const QString& path);

}  // namespace tavleya

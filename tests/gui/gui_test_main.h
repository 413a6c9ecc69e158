#pragma once

#include <QApplication>
#include <QTemporaryDir>
#include <QtTest>

#include "translations.h"

// Every GUI test program runs with a home, settings, data and cache folder
// of its own, made empty for it and removed after it: no test reads or writes
// the user's settings, autosave or recent files, and no two tests share them.
// Set before the application exists, since Qt reads them once. The words are
// English, as a user with an English system sees them (plural forms included).
namespace tavleya::test {

inline void useOwnFolders(const QString& root) {
    for (const char* name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                             "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString folder = root + QLatin1Char('/') + QLatin1String(name);
        QDir().mkpath(folder);
        QFile::setPermissions(
            folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv(name, folder.toLocal8Bit());
    }
}

}  // namespace tavleya::test

#define TAVLEYA_GUI_TEST_MAIN(TestObject)                            \
    int main(int argc, char* argv[]) {                               \
        QTemporaryDir folders;                                       \
        if (!folders.isValid()) return 1;                            \
        tavleya::test::useOwnFolders(folders.path());                \
        QApplication app(argc, argv);                                \
        app.setAttribute(Qt::AA_Use96Dpi, true);                     \
        tavleya::installTranslation(app, QLocale(QLocale::English)); \
        TestObject test;                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                   \
        return QTest::qExec(&test, argc, argv);                      \
    }

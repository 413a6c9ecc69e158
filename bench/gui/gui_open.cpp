// Opens a PGN file in the real main window (offscreen) and prints how long
// the game list took to show its first rows, to list the whole file and to
// check every game's moves in the background, and the process's peak
// memory. Driven by bench/gui-open.

#include <sys/resource.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <cstdio>

#include "game_document.h"
#include "game_list_model.h"
#include "game_list_panel.h"
#include "main_window.h"

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: tavleya-gui-open FILE.pgn\n");
        return 2;
    }
    tavleya::MainWindow window;
    window.show();
    QApplication::processEvents();
    QElapsedTimer clock;
    qint64 firstRows = -1;
    tavleya::GameListPanel* list = window.gameList();
    QObject::connect(list->model(), &QAbstractItemModel::rowsInserted, &app, [&] {
        if (firstRows < 0) {
            // The rows are in the view once it has painted them.
            list->view()->repaint();
            firstRows = clock.elapsed();
        }
    });
    int status = 0;
    qint64 listed = -1;
    QObject::connect(list, &tavleya::GameListPanel::finished, &app,
                     [&](const QString& error, bool) {
                         listed = clock.elapsed();
                         if (!error.isEmpty()) {
                             std::fprintf(stderr, "%s\n", qPrintable(error));
                             status = 1;
                             QApplication::quit();
                         }
                     });
    // Then every game's moves are read in the background.
    QObject::connect(list, &tavleya::GameListPanel::checked, &app, [&](int errors, bool) {
        const qint64 checked = clock.elapsed();
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        std::printf(
            "games %d first-rows-ms %lld full-index-ms %lld peak-mb %.1f checked-ms %lld "
            "unreadable %d\n",
            list->model()->rowCount(), static_cast<long long>(firstRows),
            static_cast<long long>(listed), usage.ru_maxrss / 1024.0,
            static_cast<long long>(checked), errors);
        QApplication::quit();
    });
    clock.start();
    if (const QString error = window.document()->openFile(QString::fromLocal8Bit(argv[1]));
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QApplication::exec();
    return status;
}

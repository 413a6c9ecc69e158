// Opens a PGN file in the real main window (offscreen) and prints how long
// the game list took to show its first rows, to list the whole file and to
// check every game's moves in the background, and the process's peak
// memory. With --reopen N it opens the file N more times and prints the
// memory in use after each, which must not grow. Driven by bench/gui-open.

#include <sys/resource.h>

#include <unistd.h>
#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <fstream>
#include <string_view>

#include "game_document.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "main_window.h"

namespace {

// The memory the process holds now (its resident set), in MB.
double residentMegabytes() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / 1e6;
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int reopen = 0;
    if (argc == 4 && std::string_view(argv[1]) == "--reopen") {
        reopen = std::atoi(argv[2]);
        argv[1] = argv[3];
    } else if (argc != 2) {
        std::fprintf(stderr, "usage: tavleya-gui-open [--reopen N] FILE.pgn\n");
        return 2;
    }
    tavleya::MainWindow window;
    window.show();
    QApplication::processEvents();
    QElapsedTimer clock;
    qint64 firstRows = -1;
    tavleya::GameListPanel* list = window.findChild<tavleya::GameListPanel*>();
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
        if (reopen-- > 0) {
            std::printf("in use %.1f MB; opening again\n", residentMegabytes());
            std::fflush(stdout);
            QTimer::singleShot(0, &window, [&] {
                firstRows = -1;
                clock.restart();
                window.document()->openFile(list->path());
            });
            return;
        }
        std::printf("in use %.1f MB\n", residentMegabytes());
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

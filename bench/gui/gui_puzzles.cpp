// Imports a large puzzle file into Practice › Puzzles in the real main
// window (offscreen) and prints how long it took until the file's first
// puzzle was on the board, until the whole file was read, and the
// process's peak memory. Driven by bench/puzzles-import.

#include <sys/resource.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QTimer>
#include <cstdio>

#include "main_window.h"
#include "settings/settings.h"

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: tavleya-gui-puzzles FILE.csv\n");
        return 2;
    }
    const QString path = QFileInfo(QString::fromLocal8Bit(argv[1])).absoluteFilePath();
    tavleya::settings::importedPuzzles.write({path});
    tavleya::MainWindow window;
    window.show();
    QApplication::processEvents();
    QElapsedTimer clock;
    clock.start();
    window.findChild<QAction*>(QStringLiteral("puzzles"))->trigger();
    auto* games = window.findChild<QComboBox*>(QStringLiteral("puzzleGame"));
    auto* about = window.findChild<QLabel*>(QStringLiteral("puzzleAbout"));
    auto* state = window.findChild<QLabel*>(QStringLiteral("puzzleImportState"));
    const QString title = QFileInfo(path).fileName();
    qint64 firstPuzzle = -1, whole = -1;
    int status = 0;
    // Polled from the event loop, as a person would see it: the window is
    // never waited on, so a blocked window shows as a late answer.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        if (firstPuzzle < 0) {
            const int index = games->findText(title, Qt::MatchEndsWith);
            if (index >= 0 && games->currentIndex() != index) {
                games->setCurrentIndex(index);
                emit games->activated(index);
            }
            if (index >= 0 && about->text().startsWith(QStringLiteral("Puzzle ")) &&
                games->currentIndex() == index)
                firstPuzzle = clock.elapsed();
        }
        if (whole < 0 && state->text().contains(QStringLiteral(" read."))) whole = clock.elapsed();
        if (firstPuzzle >= 0 && whole >= 0) app.quit();
        if (clock.elapsed() > 600'000) {
            status = 1;
            app.quit();
        }
    });
    poll.start(5);
    app.exec();
    tavleya::settings::importedPuzzles.write({});
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("first %lld ms whole %lld ms peak %.1f MB state %s\n",
                static_cast<long long>(firstPuzzle), static_cast<long long>(whole),
                static_cast<double>(usage.ru_maxrss) / 1024.0, qPrintable(state->text()));
    return status;
}

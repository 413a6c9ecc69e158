// Pastes a file's text as the clipboard's game into the real main window
// (offscreen) and prints how long that took and the process's peak memory
// above what the window used before. Driven by bench/gui-paste.

#include <sys/resource.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <cstdio>

#include "game_document.h"
#include "main_window.h"

namespace {

double peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: tavleya-gui-paste FILE.pgn\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s\n", qPrintable(file.errorString()));
        return 1;
    }
    tavleya::MainWindow window;
    window.show();
    QApplication::processEvents();
    // The clipboard's text as the window gets it.
    const QString text = QString::fromUtf8(file.readAll());
    file.close();
    const double before = peakMegabytes();
    QElapsedTimer clock;
    clock.start();
    const QString error = window.document()->pasteGame(text);
    const qint64 pasted = clock.elapsed();
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("paste-ms %lld peak-mb %.1f above-window-mb %.1f\n", static_cast<long long>(pasted),
                peakMegabytes(), peakMegabytes() - before);
    return 0;
}

// The game list of a large file (offscreen): how long sorting by each column
// takes, and how filtering behaves: the time until the count shows the
// games found, and the longest the event loop stood still meanwhile (what a
// user typing would feel). Driven by bench/gui-list.

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <cstdio>

#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"

namespace {

// Runs the event loop until `done` says so; returns the longest gap between
// two turns of the loop, in milliseconds.
template <typename Done>
qint64 runUntil(Done done, qint64 limitMillis = 60000) {
    QElapsedTimer total, sinceTurn;
    total.start();
    sinceTurn.start();
    qint64 longest = 0;
    QTimer ticker;
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout,
                     [&] { longest = std::max(longest, sinceTurn.restart()); });
    ticker.start();
    while (!done() && total.elapsed() < limitMillis) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        longest = std::max(longest, sinceTurn.restart());
    }
    return longest;
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: tavleya-gui-list FILE.pgn [FILTER-TEXT...]\n");
        return 2;
    }
    tavleya::GameListPanel panel;
    panel.resize(1000, 700);
    panel.show();
    bool listed = false, checked = false;
    QObject::connect(&panel, &tavleya::GameListPanel::finished, [&] { listed = true; });
    QObject::connect(&panel, &tavleya::GameListPanel::checked, [&] { checked = true; });
    panel.open(QString::fromLocal8Bit(argv[1]));
    runUntil([&] { return listed; }, 120000);
    // The moves are checked in the background; measured after, on a quiet machine.
    runUntil([&] { return checked; }, 600000);
    const int games = panel.model()->rowCount();
    std::printf("games %d\n", games);

    QTableView* view = panel.view();
    for (int column = 0; column < tavleya::GameListModel::ColumnCount; ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            QElapsedTimer clock;
            clock.start();
            // The first sort by a column makes its keys; the time includes it.
            view->sortByColumn(column, order);
            view->repaint();
            const qint64 took = clock.elapsed();
            std::printf("sort %-7s %-4s %6lld ms\n",
                        qPrintable(panel.model()->headerData(column, Qt::Horizontal).toString()),
                        order == Qt::AscendingOrder ? "asc" : "desc", static_cast<long long>(took));
        }
    }
    view->sortByColumn(-1, Qt::AscendingOrder);

    QLabel* count = panel.findChild<QLabel*>(QStringLiteral("gameCount"));
    // Each text in file order, then with the list sorted by date.
    for (const int sortColumn : {-1, static_cast<int>(tavleya::GameListModel::DateColumn)}) {
        view->sortByColumn(sortColumn, Qt::AscendingOrder);
        for (int i = 2; i < argc; ++i) {
            const QString text = QString::fromLocal8Bit(argv[i]);
            const QString before = count->text();
            QElapsedTimer clock;
            clock.start();
            // As typed: a character every 100 ms, each a change of the text
            // (the time the change itself takes is time the window stands still).
            QString typed;
            qint64 longest = 0;
            for (const QChar c : text) {
                typed += c;
                QElapsedTimer key;
                key.start();
                panel.filterText()->setText(typed);
                longest = std::max(longest, key.elapsed());
                QElapsedTimer pause;
                pause.start();
                longest = std::max(longest, runUntil([&] { return pause.elapsed() >= 100; }));
            }
            longest = std::max(longest, runUntil([&] {
                                   return !panel.filter()->filtering() && count->text() != before &&
                                          panel.filter()->rowCount() < games;
                               }));
            std::printf(
                "filter %-12s %-9s %7d games  %6lld ms to the count, longest stall %lld ms\n",
                qPrintable("'" + text + "'"), sortColumn < 0 ? "unsorted" : "by date",
                panel.filter()->rowCount(), static_cast<long long>(clock.elapsed()),
                static_cast<long long>(longest));
            // Cleared: every game again.
            QElapsedTimer cleared;
            cleared.start();
            panel.filterText()->clear();
            const qint64 call = cleared.elapsed();
            longest = std::max(call, runUntil([&] {
                                   return !panel.filter()->filtering() &&
                                          panel.filter()->rowCount() == games;
                               }));
            std::printf("filter cleared %-14s %6lld ms to the count, longest stall %lld ms\n", "",
                        static_cast<long long>(cleared.elapsed()), static_cast<long long>(longest));
        }
    }
    return 0;
}

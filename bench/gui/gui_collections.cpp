// A large file open in the real main window (offscreen), its positions
// indexed in the background: how long the index took, what it holds, how
// long the window takes to find the games that reach a position and to show
// the opening tree of a position, and the process's peak memory. Driven by
// bench/gui-collections.

#include <sys/resource.h>

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "collections/position_index.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_tree_model.h"
#include "game_lists/opening_tree_panel.h"
#include "game_lists/position_finder.h"
#include "main_window.h"
#include "ruleset_registry.h"

namespace {

constexpr int kRuns = 5;

struct NamedLine {
    const char* name;
    const char* moves;
};
// Common, transposed-into and rare positions of the classical game.
constexpr NamedLine kLines[] = {
    {"start", ""},
    {"Najdorf", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"},
    {"QGD", "d4 d5 c4 e6 Nc3 Nf6"},
    {"Poisoned-Pawn", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Qb6 Qd2 Qxb2"},
};

double milliseconds(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: tavleya-gui-collections FILE.pgn\n");
        return 2;
    }
    tavleya::MainWindow window;
    window.resize(1400, 900);
    window.show();
    tavleya::GameListPanel* list = window.findChild<tavleya::GameListPanel*>();
    QElapsedTimer sinceOpened;
    // Waited for in an event loop that sleeps between events, so that the
    // wait takes no processor from the indexing it measures.
    QEventLoop untilIndexed;
    QObject::connect(list, &tavleya::GameListPanel::positionsChanged, &untilIndexed, [&] {
        if (list->positions()) untilIndexed.quit();
    });
    QObject::connect(list, &tavleya::GameListPanel::checked, &app, [&](int, bool cancelled) {
        if (cancelled) {
            std::fprintf(stderr, "the check of the moves stopped\n");
            untilIndexed.exit(1);
        }
    });
    QTimer::singleShot(20 * 60 * 1000, &untilIndexed, [&] {
        std::fprintf(stderr, "no index after 20 minutes\n");
        untilIndexed.exit(1);
    });
    sinceOpened.start();
    if (const QString error = window.document()->openFile(QString::fromLocal8Bit(argv[1]));
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    if (!list->positions() && untilIndexed.exec() != 0) return 1;
    const auto index = list->positions();
    std::printf("games %d indexed-ms %lld index-mb %.1f\n", index->games(),
                static_cast<long long>(sinceOpened.elapsed()),
                static_cast<double>(index->bytes()) / 1048576.0);

    const tavleya::RulesetRegistry rulesets = tavleya::builtinRulesets();
    const auto rules = rulesets.create("classical").value();
    tavleya::PositionFinder finder(rulesets);
    tavleya::OpeningTreePanel* tree = window.findChild<tavleya::OpeningTreePanel*>();
    qobject_cast<QDockWidget*>(tree->parentWidget())->show();
    for (const NamedLine& line : kLines) {
        tavleya::Position position = rules->startPosition();
        std::istringstream moves(line.moves);
        for (std::string san; moves >> san;) {
            const auto move = rules->readMoveText(position, san);
            if (!move) {
                std::fprintf(stderr, "%s: bad move %s\n", line.name, san.c_str());
                return 1;
            }
            position = rules->play(position, *move);
        }
        // A query as Find This Position asks it: until the games found are told.
        std::vector<double> queries;
        std::size_t games = 0;
        for (int run = 0; run < kRuns; ++run) {
            bool answered = false;
            const auto connection = QObject::connect(&finder, &tavleya::PositionFinder::found, &app,
                                                     [&](const auto& found) {
                                                         games = found.size();
                                                         answered = true;
                                                     });
            QElapsedTimer clock;
            clock.start();
            finder.findIn(*index, *rules, position);
            while (!answered) QApplication::processEvents(QEventLoop::WaitForMoreEvents);
            queries.push_back(milliseconds(clock));
            QObject::disconnect(connection);
        }
        // The tree panel made afresh for the position (a new index makes it
        // forget the tree it has), its rows in the view.
        tree->setPosition(rules, position);
        std::vector<double> trees;
        for (int run = 0; run < kRuns; ++run) {
            QElapsedTimer clock;
            clock.start();
            tree->setIndex(index, tavleya::OpeningTreePanel::IndexState::None);
            tree->repaint();
            trees.push_back(milliseconds(clock));
        }
        std::printf("position %s games %zu query-ms %.1f tree-ms %.1f tree-moves %d\n", line.name,
                    games, median(queries), median(trees), tree->model()->rowCount());
    }
    std::printf("peak-mb %.1f\n", peakMegabytes());
    return 0;
}

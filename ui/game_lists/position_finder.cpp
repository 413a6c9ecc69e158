#include "game_lists/position_finder.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include "collections/position_index.h"
#include "collections/position_searcher.h"
#include "pgn/pgn_file.h"
#include "text/user_message.h"

namespace tavleya {

namespace {

struct FoundGames {
    std::vector<PositionIndex::Reached> games;
    QString error;
};

}  // namespace

PositionFinder::PositionFinder(RulesetRegistry rulesets, QObject* parent)
    : QObject(parent), rulesets_(std::move(rulesets)) {}

PositionFinder::~PositionFinder() {
    letGo();
}

void PositionFinder::letGo() {
    if (stop_) *stop_ = true;
    stop_.reset();
}

void PositionFinder::findIn(const PositionIndex& index, const Ruleset& rules,
                            const Position& position) {
    letGo();
    // Said later, as a search's end is, so that callers see one order.
    QMetaObject::invokeMethod(
        this, [this, games = index.find(rules.info().key, position.key())] { emit found(games); },
        Qt::QueuedConnection);
}

QString PositionFinder::find(const QString& path, const QString& fen, PositionMatch match) {
    letGo();
    auto searcher = PositionSearcher::create({fen.toStdString(), match}, rulesets_);
    if (!searcher) return userSentence(searcher.error());
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    auto* watcher = new QFutureWatcher<FoundGames>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, stop] {
        watcher->deleteLater();
        if (stop != stop_) return;  // let go: a newer search, or none wanted
        stop_.reset();
        const FoundGames outcome = watcher->result();
        if (!outcome.error.isEmpty())
            emit failed(outcome.error);
        else
            emit found(outcome.games);
    });
    watcher->setFuture(QtConcurrent::run(
        [file = path.toStdString(), stop, searcher = std::move(searcher).value()]() mutable {
            FoundGames outcome;
            auto opened = PgnGameStream::open(file);
            if (!opened) {
                outcome.error = userSentence(opened.error());
                return outcome;
            }
            PgnGameStream stream = std::move(opened).value();
            stream.setStopRequest([&stop] { return stop->load(); });
            GameText game;
            // The list's rows are the file's games in order, from 0.
            for (int row = 0; !stop->load() && stream.next(game); ++row)
                if (const auto ply = searcher.search(game).ply)
                    outcome.games.push_back({row, *ply});
            return outcome;
        }));
    return {};
}

}  // namespace tavleya

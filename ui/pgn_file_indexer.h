#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>

#include "ruleset_registry.h"

class QThread;

namespace tavleya {

class GameListModel;
class PgnGameStream;

// Indexes a PGN file on a background thread and fills a GameListModel as it
// goes: a first small batch at once, so the list shows while the rest of the
// file is read, then larger ones. Then, still in the background, it reads
// the moves of every game and marks those that cannot be read, with the
// reader's message. Can be cancelled; the games listed so far stay.
class PgnFileIndexer : public QObject {
    Q_OBJECT

public:
    explicit PgnFileIndexer(GameListModel* model, QObject* parent = nullptr);
    // Cancels a pass under way and waits for its thread.
    ~PgnFileIndexer() override;

    // Clears the model and indexes `path` into it (cancelling any earlier pass).
    void start(const QString& path);
    void cancel();
    bool running() const { return thread_ != nullptr; }
    // Called on the indexing thread after each batch of the listing is
    // handed over, with the number of games listed so far; it may block, so
    // that a test can act at a known point of the listing. Set it before
    // start().
    void setBatchHook(std::function<void(std::size_t listed)> hook) {
        batchHook_ = std::move(hook);
    }
    // The games whose moves are checked are read with these rulesets (the
    // window's; the shipped ones unless set). Set it before start().
    void setRulesets(RulesetRegistry rulesets) { rulesets_ = std::move(rulesets); }

signals:
    // Percent of the file's bytes indexed.
    void progress(int percent);
    // The listing ended: `error` says why it failed part-way, if it did.
    void finished(const QString& error, bool cancelled);
    // Percent of the file whose moves were checked.
    void checkProgress(int percent);
    // The moves were checked (or the check stopped); `errors` games failed.
    void checked(int errors, bool cancelled);

private:
    void stopThread();
    // In this object's thread: the listing of pass `pass` is complete, and
    // later the whole pass.
    void listed(const std::shared_ptr<std::atomic<bool>>& pass, const QString& error,
                bool cancelled);
    void finish(const std::shared_ptr<std::atomic<bool>>& pass, int errors);
    // In the pass's thread: checks every game's moves; returns the failures.
    // On the indexing thread: lists the file's games, then checks their moves.
    void run(const std::string& file, const std::shared_ptr<std::atomic<bool>>& stop);
    void listGames(PgnGameStream& stream, const std::shared_ptr<std::atomic<bool>>& stop);
    int checkMoves(const std::string& file, const std::shared_ptr<std::atomic<bool>>& pass);

    GameListModel* model_;
    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::function<void(std::size_t)> batchHook_;
    RulesetRegistry rulesets_ = builtinRulesets();
};

}  // namespace tavleya

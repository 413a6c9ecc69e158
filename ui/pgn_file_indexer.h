#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

class QThread;

namespace tavleya {

class GameListModel;

// Indexes a PGN file on a background thread and fills a GameListModel as it
// goes: a first small batch at once, so the list shows while the rest of the
// file is read, then larger ones. Can be cancelled; the games indexed so far
// stay in the list.
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

signals:
    // Percent of the file's bytes indexed.
    void progress(int percent);
    // The pass ended: `error` says why it failed part-way, if it did.
    void finished(const QString& error, bool cancelled);

private:
    void stopThread();
    // In this object's thread, when the pass `pass` has ended.
    void finish(const std::shared_ptr<std::atomic<bool>>& pass, const QString& error,
                bool cancelled);

    GameListModel* model_;
    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
};

}  // namespace tavleya

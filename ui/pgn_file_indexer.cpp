#include "pgn_file_indexer.h"

#include <QElapsedTimer>
#include <QThread>

#include "game_list_model.h"
#include "pgn/move_count.h"
#include "pgn/pgn_file.h"
#include "pgn/pgn_reader.h"
#include "user_message.h"

namespace tavleya {
namespace {

// The first rows go out at once; later batches are larger, or go out after
// a tenth of a second, so the list grows smoothly without a flood of events.
constexpr std::size_t kFirstBatch = 200;
constexpr std::size_t kBatch = 16384;
constexpr qint64 kBatchMillis = 100;

int percentRead(const PgnGameStream& stream) {
    return stream.fileSize() ? static_cast<int>(stream.bytesDone() * 100 / stream.fileSize()) : 100;
}

}  // namespace

PgnFileIndexer::PgnFileIndexer(GameListModel* model, QObject* parent)
    : QObject(parent), model_(model) {}

PgnFileIndexer::~PgnFileIndexer() {
    stopThread();
}

void PgnFileIndexer::cancel() {
    if (stop_) stop_->store(true);
}

void PgnFileIndexer::stopThread() {
    if (!thread_) return;
    cancel();
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

void PgnFileIndexer::listed(const std::shared_ptr<std::atomic<bool>>& pass, const QString& error,
                            bool cancelled) {
    if (pass != stop_) return;  // an earlier pass, replaced meanwhile
    if (!cancelled) emit progress(100);
    emit finished(error, cancelled);
}

void PgnFileIndexer::finish(const std::shared_ptr<std::atomic<bool>>& pass, int errors) {
    if (pass != stop_) return;
    thread_->wait();  // it is past its last statement
    delete thread_;
    thread_ = nullptr;
    emit checked(errors, pass->load());
}

int PgnFileIndexer::checkMoves(const std::string& file,
                               const std::shared_ptr<std::atomic<bool>>& pass) {
    // The same cut into games as the listing, so the n-th game is row n.
    auto opened = PgnGameStream::open(file);
    if (!opened) return 0;
    PgnGameStream stream = std::move(opened).value();
    PgnReader reader({}, rulesets_);
    GameText game;
    int row = 0;
    int errors = 0;
    auto found = std::make_shared<std::vector<std::pair<int, PgnError>>>();
    QElapsedTimer sinceSent;
    sinceSent.start();
    const auto send = [&] {
        const int percent = percentRead(stream);
        QMetaObject::invokeMethod(
            this,
            [this, found, percent, pass] {
                if (pass != stop_) return;
                for (const auto& [at, error] : *found)
                    model_->markError(at, GameListModel::describeError(at, error));
                emit checkProgress(percent);
            },
            Qt::QueuedConnection);
        found = std::make_shared<std::vector<std::pair<int, PgnError>>>();
        sinceSent.restart();
    };
    while (!pass->load() && stream.next(game)) {
        if (auto error = reader.check(game)) {
            found->emplace_back(row, std::move(*error));
            ++errors;
        }
        ++row;
        if (sinceSent.elapsed() >= kBatchMillis * 2) send();
    }
    send();
    return errors;
}

void PgnFileIndexer::start(const QString& path) {
    stopThread();
    model_->clear();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    thread_ = QThread::create([this, stop = stop_, file = path.toStdString()] { run(file, stop); });
    thread_->start();
}

// The thread hands each batch to this object's thread; a batch for a pass
// that was replaced or cancelled meanwhile is dropped there.
void PgnFileIndexer::run(const std::string& file, const std::shared_ptr<std::atomic<bool>>& stop) {
    auto opened = PgnGameStream::open(file);
    if (!opened) {
        const QString error = userMessage(opened.error());
        QMetaObject::invokeMethod(
            this,
            [this, stop, error] {
                listed(stop, error, false);
                finish(stop, 0);
            },
            Qt::QueuedConnection);
        return;
    }
    PgnGameStream stream = std::move(opened).value();
    listGames(stream, stop);
    const bool cancelled = stop->load();
    const QString error = QString::fromStdString(stream.readError());
    QMetaObject::invokeMethod(
        this, [this, stop, error, cancelled] { listed(stop, error, cancelled); },
        Qt::QueuedConnection);
    int errors = 0;
    if (!cancelled && error.isEmpty()) errors = checkMoves(file, stop);
    QMetaObject::invokeMethod(
        this, [this, stop, errors] { finish(stop, errors); }, Qt::QueuedConnection);
}

void PgnFileIndexer::listGames(PgnGameStream& stream,
                               const std::shared_ptr<std::atomic<bool>>& stop) {
    auto batch = std::make_shared<GameListModel::Batch>();
    const auto send = [&] {
        const int percent = percentRead(stream);
        QMetaObject::invokeMethod(
            this,
            [this, stop, batch, percent] {
                if (stop->load() || stop != stop_) return;
                model_->append(std::move(*batch));
                emit progress(percent);
            },
            Qt::QueuedConnection);
    };
    GameText game;
    std::vector<pgn::RawTag> tags;
    QElapsedTimer sinceSent;
    sinceSent.start();
    std::size_t sent = 0;
    while (!stop->load() && stream.next(game, &tags)) {
        batch->index.add(game, tags);
        batch->moves.push_back(
            static_cast<std::uint16_t>(std::min(pgn::lastMoveNumber(game.bytes), 65535)));
        const std::size_t size = batch->index.size();
        if ((sent == 0 && size >= kFirstBatch) || size >= kBatch ||
            sinceSent.elapsed() >= kBatchMillis) {
            send();
            sent += size;
            batch = std::make_shared<GameListModel::Batch>();
            if (batchHook_) batchHook_(sent);
            sinceSent.restart();
        }
    }
    if (!stop->load()) send();
}

}  // namespace tavleya

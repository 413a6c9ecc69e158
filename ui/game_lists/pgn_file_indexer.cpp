#include "game_lists/pgn_file_indexer.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <atomic>
#include <functional>
#include <future>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "collections/position_index.h"
#include "game_lists/game_list_model.h"
#include "game_lists/moves_check.h"
#include "game_lists/opening_names.h"
#include "pgn/move_count.h"
#include "pgn/pgn_file.h"
#include "pgn/pgn_reader.h"
#include "text/user_message.h"

namespace tavleya {
namespace {

// The first rows go out at once; later batches are larger, or go out after
// a tenth of a second, so the list grows smoothly without a flood of events.
constexpr std::size_t kFirstBatch = 200;
constexpr std::size_t kBatch = 16384;
constexpr qint64 kBatchMillis = 100;
// Games whose moves are checked at once, shared out among the threads.
constexpr std::size_t kCheckBatch = 1024;
// How long a closing window gives a pass to end (it looks at the stop flag
// within every block and every few thousand tags: far less than this).
constexpr qint64 kEndWaitMillis = 250;

int percentRead(const PgnGameStream& stream) {
    return stream.fileSize() ? static_cast<int>(stream.bytesDone() * 100 / stream.fileSize()) : 100;
}

// What a game's tags record that the position index keeps.
IndexedGameFacts recordedFacts(const std::vector<pgn::RawTag>& tags) {
    IndexedGameFacts facts;
    for (const pgn::RawTag& tag : tags) {
        if (tag.name == "Result") facts.result = recordedResult(tag.value);
        if (tag.name == "Date") facts.year = recordedYear(tag.value);
    }
    return facts;
}

// Games whose moves are checked together. The stream's text of a game
// lasts only until the next: a batch keeps its own copy.
struct CheckBatch {
    std::vector<GameText> games = std::vector<GameText>(kCheckBatch);
    std::vector<IndexedGameFacts> facts = std::vector<IndexedGameFacts>(kCheckBatch);
    std::string texts;
    std::vector<std::size_t> ends = std::vector<std::size_t>(kCheckBatch);
    std::vector<pgn::RawTag> tags;
    std::size_t size = 0;

    // The next games of `stream`, as many as a batch holds, until `stopped`.
    template <typename Stopped>
    void read(PgnGameStream& stream, Stopped stopped) {
        texts.clear();
        size = 0;
        for (; size < kCheckBatch && !stopped() && stream.next(games[size], &tags); ++size) {
            facts[size] = recordedFacts(tags);
            texts += games[size].bytes;
            ends[size] = texts.size();
        }
        for (std::size_t n = 0, begin = 0; n < size; begin = ends[n++])
            games[n].bytes = std::string_view(texts).substr(begin, ends[n] - begin);
    }
};

}  // namespace

// What a pass and its thread share. The thread reaches the indexer only
// through post(), and only while the pass is the indexer's own.
struct PgnFileIndexer::Pass {
    std::string file;
    std::function<void(std::size_t)> batchHook;
    RulesetRegistry rulesets;
    std::shared_ptr<const OpeningNames> openingNames;
    std::atomic<bool> stop = false;
    std::mutex mutex;                 // guards owner against the thread
    PgnFileIndexer* owner = nullptr;  // null once the pass is let go

    bool stopped() const { return stop.load(); }
    // Runs `work` with the indexer on the indexer's thread, if the pass is
    // still its own then.
    template <typename Work>
    static void post(const std::shared_ptr<Pass>& pass, Work work) {
        const std::lock_guard lock(pass->mutex);
        if (!pass->owner) return;
        QMetaObject::invokeMethod(
            pass->owner,
            [pass, work = std::move(work)]() mutable {
                if (pass->owner && pass->owner->pass_ == pass) work(*pass->owner);
            },
            Qt::QueuedConnection);
    }
};

// The games' rows with what the check of their moves found.
struct PgnFileIndexer::Findings {
    std::vector<std::pair<int, PgnError>> errors;
    std::vector<std::pair<int, std::vector<PgnError>>> warnings;
    std::vector<std::pair<int, const Opening*>> openings;
};

PgnFileIndexer::PgnFileIndexer(GameListModel* model, QObject* parent,
                               std::function<void(std::size_t listed)> listed)
    : QObject(parent), model_(model), batchHook_(std::move(listed)) {}

PgnFileIndexer::~PgnFileIndexer() {
    letGo();
    // A moment for the threads to see the stop, so that none is left running
    // when the program ends; one stuck longer than that ends by itself.
    const QDeadlineTimer deadline(kEndWaitMillis);
    for (const QPointer<QThread>& thread : threads_)
        if (thread && thread->wait(deadline)) delete thread;
}

void PgnFileIndexer::letGo() {
    if (!pass_) return;
    pass_->stop = true;
    {
        const std::lock_guard lock(pass_->mutex);
        pass_->owner = nullptr;
    }
    pass_.reset();
    listing_ = false;
}

void PgnFileIndexer::cancel() {
    if (!pass_) return;
    const bool wasListing = listing_;
    letGo();
    // Said on the next turn of the event loop, as the end of a pass is.
    QMetaObject::invokeMethod(
        this,
        [this, wasListing, generation = generation_, marked = marked_] {
            if (generation != generation_) return;  // another file was started meanwhile
            if (wasListing) emit finished({}, true);
            emit checked(marked, true);
        },
        Qt::QueuedConnection);
}

void PgnFileIndexer::listed(const QString& error) {
    listing_ = false;
    emit progress(100);
    emit finished(error, false);
}

void PgnFileIndexer::mark(const Findings& found, int percent) {
    model_->nameOpenings(found.openings);
    for (const auto& [row, error] : found.errors) {
        model_->markError(row, GameListModel::describeError(row, error));
        ++marked_;
    }
    for (const auto& [row, list] : found.warnings)
        model_->markWarning(row, GameListModel::describeWarnings(row, list));
    emit checkProgress(percent);
}

void PgnFileIndexer::finish(std::shared_ptr<const PositionIndex> positions) {
    letGo();
    emit checked(marked_, false);
    if (positions) emit positionsIndexed(std::move(positions));
}

void PgnFileIndexer::start(const QString& path) {
    letGo();
    ++generation_;
    model_->clear();
    marked_ = 0;
    auto pass = std::make_shared<Pass>();
    pass->file = path.toStdString();
    pass->batchHook = batchHook_;
    pass->rulesets = rulesets_;
    pass->openingNames = openingNames_;
    pass->owner = this;
    pass_ = pass;
    listing_ = true;
    QThread* thread = QThread::create([pass] { run(pass); });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    std::erase_if(threads_, [](const QPointer<QThread>& t) { return t.isNull(); });
    threads_.emplace_back(thread);
    thread->start();
}

// The thread hands each batch to this object's thread; a batch for a pass
// that was let go meanwhile is dropped there.
void PgnFileIndexer::run(const std::shared_ptr<Pass>& pass) {
    auto opened = PgnGameStream::open(pass->file);
    if (!opened) {
        const QString error = userSentence(opened.error());
        Pass::post(pass, [error](PgnFileIndexer& self) {
            self.listed(error);
            self.finish();
        });
        return;
    }
    PgnGameStream stream = std::move(opened).value();
    listGames(stream, pass);
    if (pass->stopped()) return;
    // The games before a failure are listed, and their moves checked.
    const QString error = stream.readError() ? userSentence(*stream.readError()) : QString();
    Pass::post(pass, [error](PgnFileIndexer& self) { self.listed(error); });
    auto positions = checkMoves(pass);
    Pass::post(pass, [positions](PgnFileIndexer& self) { self.finish(positions); });
}

void PgnFileIndexer::listGames(PgnGameStream& stream, const std::shared_ptr<Pass>& pass) {
    // Asked within a game too: one game of many megabytes stops as soon.
    const StopRequest stop = [&pass] { return pass->stopped(); };
    stream.setStopRequest(stop);
    auto batch = std::make_shared<GameListModel::Batch>();
    const auto send = [&] {
        const int percent = percentRead(stream);
        batch->index.shrinkToFit();
        Pass::post(pass, [batch, percent](PgnFileIndexer& self) {
            self.model_->append(std::move(*batch));
            emit self.progress(percent);
        });
    };
    GameText game;
    std::vector<pgn::RawTag> tags;
    QElapsedTimer sinceSent;
    sinceSent.start();
    std::size_t sent = 0;
    while (!pass->stopped() && stream.next(game, &tags)) {
        if (!batch->index.add(game, tags, stop)) break;
        batch->moves.push_back(
            static_cast<std::uint16_t>(std::min(pgn::lastMoveNumber(game.bytes), 65535)));
        const std::size_t size = batch->index.size();
        if ((sent == 0 && size >= kFirstBatch) || size >= kBatch ||
            sinceSent.elapsed() >= kBatchMillis) {
            send();
            sent += size;
            batch = std::make_shared<GameListModel::Batch>();
            if (pass->batchHook) pass->batchHook(sent);
            sinceSent.restart();
        }
    }
    if (!pass->stopped()) send();
}

// What checking game `row` found: its positions indexed (or the game
// counted as unread), its error, warnings and opening.
void PgnFileIndexer::record(CheckedGame& game, int row, const IndexedGameFacts& facts,
                            PositionIndex& positions, Findings& found) {
    if (game.error) {
        positions.addUnread(facts);
        found.errors.emplace_back(row, std::move(*game.error));
    } else {
        positions.add(game.line, game.moveCodes, facts);
    }
    if (!game.warnings.empty()) found.warnings.emplace_back(row, std::move(game.warnings));
    if (game.opening) found.openings.emplace_back(row, game.opening);
}

std::shared_ptr<const PositionIndex> PgnFileIndexer::checkMoves(const std::shared_ptr<Pass>& pass) {
    // The same cut into games as the listing, so the n-th game is row n.
    auto opened = PgnGameStream::open(pass->file);
    if (!opened) return nullptr;
    PgnGameStream stream = std::move(opened).value();
    stream.setStopRequest([&pass] { return pass->stopped(); });
    MovesCheck check(pass->rulesets, pass->openingNames ? &pass->openingNames->table() : nullptr);
    auto positions = std::make_shared<PositionIndex>();
    int row = 0;
    auto found = std::make_shared<Findings>();
    QElapsedTimer sinceSent;
    sinceSent.start();
    const auto send = [&] {
        const int percent = percentRead(stream);
        Pass::post(pass, [found, percent](PgnFileIndexer& self) { self.mark(*found, percent); });
        found = std::make_shared<Findings>();
        sinceSent.restart();
    };
    // The next batch is read while this one is checked.
    const auto readBatch = [&stream, &pass](CheckBatch& batch) {
        batch.read(stream, [&pass] { return pass->stopped(); });
    };
    CheckBatch batches[2];
    CheckBatch* current = &batches[0];
    CheckBatch* next = &batches[1];
    const auto take = [&](CheckedGame& game) {
        record(game, row, current->facts[std::size_t(row) % kCheckBatch], *positions, *found);
        ++row;
    };
    readBatch(*current);
    while (current->size > 0 && !pass->stopped()) {
        const bool last = current->size < kCheckBatch;
        auto reading = std::async(std::launch::async, readBatch, std::ref(*next));
        check.check(std::span(current->games).first(current->size), take);
        reading.get();
        if (sinceSent.elapsed() >= kBatchMillis * 2) send();
        if (last) break;
        std::swap(current, next);
    }
    send();
    // Only a whole file's index: a partial one would find too few games.
    if (pass->stopped() || stream.readError()) return nullptr;
    positions->shrinkToFit();
    return positions;
}

}  // namespace tavleya

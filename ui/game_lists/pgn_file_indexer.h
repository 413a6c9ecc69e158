#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "ruleset_registry.h"

namespace tavleya {

struct CheckedGame;
class GameListModel;
struct IndexedGameFacts;
class OpeningNames;
class PgnGameStream;
class PositionIndex;

// Indexes a PGN file on a background thread and fills a GameListModel as it
// goes: a first small batch at once, so the list shows while the rest of the
// file is read, then larger ones. Then, still in the background, it reads
// the moves of every game and marks those that cannot be read, with the
// reader's message, names the openings of the chess games and indexes the
// positions of every main line. Can be cancelled; the games listed so far
// stay.
//
// Stopping never waits for the thread: a pass that is let go (cancelled,
// replaced by another file, or left by a closing window) touches nothing of
// this object again and ends by itself at its next look at the stop flag,
// which comes within a game too.
class PgnFileIndexer : public QObject {
    Q_OBJECT

public:
    // `listed` is told on the indexing thread after each batch of the
    // listing is handed over (BackgroundSteps).
    explicit PgnFileIndexer(GameListModel* model, QObject* parent = nullptr,
                            std::function<void(std::size_t listed)> listed = {});
    // Lets a pass under way go; gives its thread a moment to end.
    ~PgnFileIndexer() override;

    // Clears the model and indexes `path` into it (letting any earlier pass
    // go, without its signals).
    void start(const QString& path);
    // Stops the pass under way at once: finished() (if it was still
    // listing) and checked() follow, both cancelled.
    void cancel();
    bool running() const { return pass_ != nullptr; }
    // The games whose moves are checked are read with these rulesets (the
    // window's; the shipped ones unless set). Set it before start().
    void setRulesets(RulesetRegistry rulesets) { rulesets_ = std::move(rulesets); }
    // The chess games whose moves are checked are named by these openings
    // too (GameListModel::nameOpenings). Set it before start().
    void setOpeningNames(std::shared_ptr<const OpeningNames> names) {
        openingNames_ = std::move(names);
    }

signals:
    // Percent of the file's bytes indexed.
    void progress(int percent);
    // The listing ended: `error` says why it failed part-way, if it did.
    void finished(const QString& error, bool cancelled);
    // Percent of the file whose moves were checked.
    void checkProgress(int percent);
    // The moves were checked (or the check stopped); `errors` games failed.
    void checked(int errors, bool cancelled);
    // After checked(), when every game of the file was checked: the
    // positions of their main lines, game n being row n.
    void positionsIndexed(std::shared_ptr<const PositionIndex> positions);

private:
    // What a pass and its thread share.
    struct Pass;
    // What the check of the moves found since the last batch went out.
    struct Findings;
    void letGo();
    // In this object's thread: the listing of the current pass is complete,
    // what the check found in a batch of games (`percent` of the file
    // checked), and the whole pass.
    void listed(const QString& error);
    void mark(const Findings& found, int percent);
    void finish(std::shared_ptr<const PositionIndex> positions = nullptr);
    // On the indexing thread: lists the file's games, then checks their moves.
    static void run(const std::shared_ptr<Pass>& pass);
    static void listGames(PgnGameStream& stream, const std::shared_ptr<Pass>& pass);
    // Returns the positions of every game, or null if it did not get to
    // the end of the file.
    static std::shared_ptr<const PositionIndex> checkMoves(const std::shared_ptr<Pass>& pass);
    static void record(CheckedGame& game, int row, const IndexedGameFacts& facts,
                       PositionIndex& positions, Findings& found);

    GameListModel* model_;
    std::shared_ptr<Pass> pass_;              // the pass under way, if any
    bool listing_ = false;                    // it has not said finished() yet
    int marked_ = 0;                          // its games marked as unreadable so far
    int generation_ = 0;                      // passes started, so a late signal knows its own
    std::vector<QPointer<QThread>> threads_;  // those not ended yet, let go or not
    std::function<void(std::size_t)> batchHook_;
    RulesetRegistry rulesets_ = builtinRulesets();
    std::shared_ptr<const OpeningNames> openingNames_;
};

}  // namespace tavleya

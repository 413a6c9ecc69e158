#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <vector>

#include "collections/position_index.h"
#include "collections/position_pattern.h"
#include "ruleset_registry.h"

namespace tavleya {

// Looks through a PGN file, on another thread, for the games that reach a
// position (core/collections/PositionSearcher), or in the file's index once
// there is one, and says which, each by its row in the file's list with the
// ply where it first gets there. A new
// search or the finder's end lets the one under way go; it stops by itself.
class PositionFinder : public QObject {
    Q_OBJECT

public:
    explicit PositionFinder(RulesetRegistry rulesets, QObject* parent = nullptr);
    ~PositionFinder() override;

    // Starts looking for `fen` (read by each game's rules) in `path`.
    // Returns what is wrong with the query, or an empty string.
    QString find(const QString& path, const QString& fen, PositionMatch match);
    // Looks for `position` (of `rules`) in a file's index of positions:
    // found() follows on the next turn of the event loop.
    void findIn(const PositionIndex& index, const Ruleset& rules, const Position& position);
    bool searching() const { return stop_ != nullptr; }

signals:
    // The games found, by row in order, each with the ply where it first
    // reaches the position (0: the game's start position).
    void found(const std::vector<tavleya::PositionIndex::Reached>& games);
    void failed(const QString& why);

private:
    void letGo();

    RulesetRegistry rulesets_;
    std::shared_ptr<std::atomic<bool>> stop_;  // of the search under way
};

}  // namespace tavleya

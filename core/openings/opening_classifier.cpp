#include "opening_classifier.h"

namespace tavleya {

void OpeningTracker::reached(const Position& position) {
    if (!following_) return;
    if (const Opening* named = table_.find(position.key())) opening_ = named;
    following_ = table_.horizon().allows(Irreversibles::of(position), witness_);
}

OpeningTracker follow(const OpeningTable& table, const GameTree& game,
                      std::span<const NodeId> line) {
    OpeningTracker tracker(table);
    for (NodeId id : line) {
        if (!tracker.following()) break;
        tracker.reached(game.node(id).position);
    }
    return tracker;
}

namespace {

const Opening* openingAlong(const OpeningTable& table, const GameTree& game,
                            std::span<const NodeId> line) {
    if (!table.covers(game.rules(), game.node(game.root()).position)) return nullptr;
    return follow(table, game, line).opening();
}

}  // namespace

const Opening* openingOf(const OpeningTable& table, const GameTree& game) {
    return openingAlong(table, game, game.mainLine());
}

const Opening* openingAt(const OpeningTable& table, const GameTree& game, NodeId node) {
    return openingAlong(table, game, game.path(node));
}

const Opening* openingOf(const OpeningTable& table, const PgnReader::MainLine& line) {
    if (!line.ruleset || line.keys.empty() || !table.covers(*line.ruleset, line.start))
        return nullptr;
    for (std::size_t ply = line.keys.size() - 1; ply > 0; --ply)
        if (const Opening* named = table.find(line.keys[ply])) return named;
    return nullptr;
}

}  // namespace tavleya

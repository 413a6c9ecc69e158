#pragma once

#include <span>

#include "../game/game_tree.h"
#include "../pgn/pgn_reader.h"
#include "opening_table.h"

namespace tavleya {

// Follows a game move by move and keeps the last opening named on the way:
// a game's opening is the name of the last named position it reached, so
// a game that leaves the lists keeps the name it had.
class OpeningTracker {
public:
    explicit OpeningTracker(const OpeningTable& table) : table_(table) {}

    // The position after the next move.
    void reached(const Position& position);
    // Whether a later position could still have a name; once it is false,
    // the rest of the game cannot change the opening.
    bool following() const { return following_; }
    // Null while no position reached has a name.
    const Opening* opening() const { return opening_; }

private:
    const OpeningTable& table_;
    const Opening* opening_ = nullptr;
    bool following_ = true;
    std::size_t witness_ = 0;  // see OpeningHorizon::allows
};

// The tracker after `line` (nodes of `game`, from its first move), followed
// as far as a name can still come. The caller checks that the table covers
// the game.
OpeningTracker follow(const OpeningTable& table, const GameTree& game,
                      std::span<const NodeId> line);

// The opening of a game's main line, or null: none was reached, or the game
// is not one the table names (other rules, or another start position).
const Opening* openingOf(const OpeningTable& table, const GameTree& game);
// The opening of the line from the start to `node`, as at the position a
// player is looking at.
const Opening* openingAt(const OpeningTable& table, const GameTree& game, NodeId node);
// The opening of a main line as PgnReader::check notes it: the name of the
// last named position its keys reach after the start, as OpeningTracker
// finds it (what it stops following could not have a name).
const Opening* openingOf(const OpeningTable& table, const PgnReader::MainLine& line);

}  // namespace tavleya

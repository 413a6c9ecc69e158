#pragma once

#include "move.h"
#include "position.h"

namespace tavleya::engine {

// Scores are centipawns from the point of view of the side to move.
constexpr int kMateScore = 32000;
// Scores beyond this are mates: kMateScore less the plies to the mate.
constexpr int kMateBound = kMateScore - 1000;

// What the search must know of a game beyond its rules: how good a position
// is, what a piece is worth (for move ordering), which moves are tactical
// (searched on at the horizon), when passing is a safe test (null-move
// pruning) and when a capture's exchange can be judged statically. Each
// variant brings its own, registered by its ruleset's key
// (evaluation_registry.h); the search itself never asks which game it plays.
class Evaluation {
public:
    virtual ~Evaluation() = default;

    virtual int evaluate(const Position& position) const = 0;
    // A rough worth, for ordering captures (most valuable victim first).
    virtual int pieceValue(PieceKind kind) const = 0;
    // Moves the quiescence search follows: by default those that take
    // something (onto an enemy piece, or en passant) and promotions.
    virtual bool isTactical(const Position& position, Move move) const;
    // What a tactical move wins at once, for ordering: the victim's worth.
    virtual int gain(const Position& position, Move move) const;
    // Whether the side to move may pass as a test: not in a setup phase and
    // with enough pieces that zugzwang is unlikely.
    virtual bool nullMoveSafe(const Position& position) const;
    // Whether a capture here only removes the piece taken and the pieces
    // attack as the orthodox ones do, so that static exchange evaluation
    // (static_exchange.h) tells what a capture wins: for ordering captures
    // and leaving losing ones out of quiescence. Not unless a game says so.
    virtual bool staticExchangeSound(const Position& position) const;
    // Whether the search may prune and reduce hard here (late moves pruned
    // near the horizon, deeper reverse futility and reductions, internal
    // iterative reductions), as measured sound for chess; games with long
    // move lists of another kind (towers, drops) are searched more fully.
    // Not unless a game says so.
    virtual bool selectivePruningSound(const Position& position) const;
    // How many plies of captures past the horizon quiescence follows. Where
    // a capture is seldom the end of it (a Tavreli tower taken is taken
    // back with its prisoners, and again), following every chain costs the
    // search its depth. Every exchange to its end unless a game says less.
    virtual int exchangePlies() const;
    // Whether quiescence keeps what it finds in the transposition table and
    // is settled by what the table holds, where every exchange is followed
    // to its end. Not unless a game says so: measured, it paid in
    // Crazyhouse, where drops make quiescence long, and not in chess.
    virtual bool quiescenceTabled() const { return false; }
};

}  // namespace tavleya::engine

#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../ruleset.h"
#include "comment_commands.h"

namespace tavleya {

// A node's id: stable for the life of the tree (never reused after a
// deletion), so models and undo commands can hold on to it.
using NodeId = std::uint32_t;

// One move of a game with everything said about it. The root holds the
// start position and no move.
struct GameNode {
    NodeId parent = 0;
    Move move;
    Position position;             // after the move
    std::vector<NodeId> children;  // children[0] continues the main line
    std::string commentBefore;
    std::string commentAfter;  // the text; commands are in `commands`
    CommentCommands commands;
    std::vector<int> nags;  // $1 = !, $2 = ?, ...
};

// A change of a tree's shape, as undo keeps it: the continuations of each
// node whose list of them changed, before and after. Nodes taken out keep
// their moves, notes and own continuations, so putting a list back revives
// them as they were, under the same ids.
struct ChildrenChange {
    NodeId parent = 0;
    std::vector<NodeId> before, after;
};
using TreeChange = std::vector<ChildrenChange>;

// A game's moves as a tree: the main line and nested variations.
class GameTree {
public:
    GameTree(std::shared_ptr<const Ruleset> rules, Position start);

    const Ruleset& rules() const { return *rules_; }
    const std::shared_ptr<const Ruleset>& sharedRules() const { return rules_; }
    NodeId root() const { return 0; }
    bool contains(NodeId id) const;
    const GameNode& node(NodeId id) const { return nodes_[id]; }
    std::size_t size() const;  // live nodes, root included

    // Plays `move` after `parent`. An existing continuation with that move is
    // returned as it is; otherwise the move becomes the main line if `parent`
    // has no continuation, else a new variation. The move must be legal, or
    // the null move (a pass, see null_move.h).
    NodeId addMove(NodeId parent, Move move);
    // Plays `move` after `parent` as a new continuation even if the same move
    // is there already: a file may give a variation that repeats the main
    // move to comment on it, and reading must keep it.
    NodeId appendMove(NodeId parent, Move move);
    // Brings in what `other` (a tree from the same start) says beyond this
    // one: its moves and variations this tree lacks, and its comments, NAGs
    // and commands on every node, matched move by move from the root in
    // order of the children (the first child with the first child).
    void merge(const GameTree& other);
    // Plays `move` after `parent` and drops every other continuation there.
    NodeId replaceRest(NodeId parent, Move move);

    // Moves a variation one place up (towards the main line) or down among
    // its siblings. False when it cannot move further.
    bool promote(NodeId id);
    bool demote(NodeId id);
    // Makes the line through `id` the main line at every branch above it.
    void makeMainLine(NodeId id);
    // Removes `id` and everything after it.
    void remove(NodeId id);
    // Removes everything after `id`.
    void removeAfter(NodeId id);

    // Between these two calls the tree notes each list of continuations
    // it changes; `stopRecording` returns them, before and after.
    void startRecording();
    TreeChange stopRecording();
    // Puts the lists a change touched back as they were before it, or as
    // they were after it.
    void revert(const TreeChange& change);
    void reapply(const TreeChange& change);

    void setCommentBefore(NodeId id, std::string text) {
        nodes_[id].commentBefore = std::move(text);
    }
    void setCommentAfter(NodeId id, std::string text) { nodes_[id].commentAfter = std::move(text); }
    void setCommands(NodeId id, CommentCommands commands) {
        nodes_[id].commands = std::move(commands);
    }
    void setNags(NodeId id, std::vector<int> nags) { nodes_[id].nags = std::move(nags); }

    // The nodes from the root's first move to the end of the main line.
    std::vector<NodeId> mainLine() const;
    // The nodes from the root's first move down to `id`.
    std::vector<NodeId> path(NodeId id) const;
    // Keys of the positions before `id`'s, oldest first, for repetition.
    std::vector<Key> earlierKeys(NodeId id) const;

private:
    std::vector<NodeId>& siblings(NodeId id) { return children(nodes_[id].parent); }
    // A node's continuations, to be changed: noted first when recording.
    std::vector<NodeId>& children(NodeId id);
    // Flags `id` and everything after it as removed (or back as present).
    void markRemoved(NodeId id, bool removed = true);
    // After lists were put back: present is what the root reaches.
    void markReachable();

    std::shared_ptr<const Ruleset> rules_;
    std::vector<GameNode> nodes_;
    std::vector<bool> removed_;
    bool recording_ = false;
    TreeChange recorded_;
};

}  // namespace tavleya

#include "game_tree.h"

#include <algorithm>

#include "null_move.h"

namespace tavleya {

GameTree::GameTree(std::shared_ptr<const Ruleset> rules, Position start)
    : rules_(std::move(rules)) {
    GameNode root;
    root.position = std::move(start);
    nodes_.push_back(std::move(root));
    removed_.push_back(false);
}

bool GameTree::contains(NodeId id) const {
    return id < nodes_.size() && !removed_[id];
}

std::size_t GameTree::size() const {
    return static_cast<std::size_t>(std::count(removed_.begin(), removed_.end(), false));
}

NodeId GameTree::addMove(NodeId parent, Move move) {
    for (NodeId child : nodes_[parent].children)
        if (nodes_[child].move == move) return child;
    return appendMove(parent, move);
}

NodeId GameTree::appendMove(NodeId parent, Move move) {
    GameNode node;
    node.parent = parent;
    node.move = move;
    node.position = move.isNull() ? afterNullMove(nodes_[parent].position)
                                  : rules_->play(nodes_[parent].position, move);
    const auto id = static_cast<NodeId>(nodes_.size());
    nodes_.push_back(std::move(node));
    removed_.push_back(false);
    children(parent).push_back(id);
    return id;
}

void GameTree::merge(const GameTree& other) {
    // Iterative: a long main line or deep nesting must not exhaust the stack.
    std::vector<std::pair<NodeId, NodeId>> pending{{other.root(), root()}};
    while (!pending.empty()) {
        const auto [from, to] = pending.back();
        pending.pop_back();
        const GameNode& source = other.node(from);
        nodes_[to].commentBefore = source.commentBefore;
        nodes_[to].commentAfter = source.commentAfter;
        nodes_[to].commands = source.commands;
        nodes_[to].nags = source.nags;
        for (std::size_t k = 0; k < source.children.size(); ++k) {
            const NodeId child = source.children[k];
            const auto& here = nodes_[to].children;
            const bool same = k < here.size() && nodes_[here[k]].move == other.node(child).move;
            pending.emplace_back(child, same ? here[k] : appendMove(to, other.node(child).move));
        }
    }
}

NodeId GameTree::replaceRest(NodeId parent, Move move) {
    NodeId kept = 0;
    for (NodeId child : nodes_[parent].children)
        if (nodes_[child].move == move) kept = child;
    std::vector<NodeId>& list = children(parent);
    std::erase_if(list, [&](NodeId child) {
        if (child != kept) markRemoved(child);
        return child != kept;
    });
    return kept ? kept : addMove(parent, move);
}

bool GameTree::promote(NodeId id) {
    std::vector<NodeId>& list = siblings(id);
    const auto at = std::find(list.begin(), list.end(), id);
    if (at == list.begin()) return false;
    std::iter_swap(at, at - 1);
    return true;
}

bool GameTree::demote(NodeId id) {
    std::vector<NodeId>& list = siblings(id);
    const auto at = std::find(list.begin(), list.end(), id);
    if (at + 1 == list.end()) return false;
    std::iter_swap(at, at + 1);
    return true;
}

void GameTree::makeMainLine(NodeId id) {
    for (NodeId n = id; n != root(); n = nodes_[n].parent) {
        std::vector<NodeId>& list = siblings(n);
        std::rotate(list.begin(), std::find(list.begin(), list.end(), n),
                    std::find(list.begin(), list.end(), n) + 1);
    }
}

std::vector<NodeId>& GameTree::children(NodeId id) {
    const auto noted = [id](const ChildrenChange& c) { return c.parent == id; };
    if (recording_ && std::none_of(recorded_.begin(), recorded_.end(), noted))
        recorded_.push_back({id, nodes_[id].children, {}});
    return nodes_[id].children;
}

void GameTree::markRemoved(NodeId id, bool removed) {
    // Iterative: a long line must not exhaust the stack. The continuations
    // stay linked so that undo can bring the whole line back.
    std::vector<NodeId> pending{id};
    while (!pending.empty()) {
        const NodeId n = pending.back();
        pending.pop_back();
        removed_[n] = removed;
        pending.insert(pending.end(), nodes_[n].children.begin(), nodes_[n].children.end());
    }
}

void GameTree::remove(NodeId id) {
    if (id == root()) return removeAfter(id);
    std::vector<NodeId>& list = siblings(id);
    list.erase(std::find(list.begin(), list.end(), id));
    markRemoved(id);
}

void GameTree::removeAfter(NodeId id) {
    for (NodeId child : children(id)) markRemoved(child);
    nodes_[id].children.clear();
}

void GameTree::startRecording() {
    recorded_.clear();
    recording_ = true;
}

TreeChange GameTree::stopRecording() {
    recording_ = false;
    TreeChange change = std::move(recorded_);
    recorded_.clear();
    for (ChildrenChange& c : change) c.after = nodes_[c.parent].children;
    std::erase_if(change, [](const ChildrenChange& c) { return c.before == c.after; });
    return change;
}

void GameTree::revert(const TreeChange& change) {
    for (const ChildrenChange& c : change) nodes_[c.parent].children = c.before;
    markReachable();
}

void GameTree::reapply(const TreeChange& change) {
    for (const ChildrenChange& c : change) nodes_[c.parent].children = c.after;
    markReachable();
}

void GameTree::markReachable() {
    std::fill(removed_.begin(), removed_.end(), true);
    markRemoved(root(), false);
}

std::vector<NodeId> GameTree::mainLine() const {
    std::vector<NodeId> line;
    for (NodeId n = root(); !nodes_[n].children.empty();)
        line.push_back(n = nodes_[n].children.front());
    return line;
}

std::vector<NodeId> GameTree::path(NodeId id) const {
    std::vector<NodeId> line;
    for (NodeId n = id; n != root(); n = nodes_[n].parent) line.push_back(n);
    std::reverse(line.begin(), line.end());
    return line;
}

std::vector<Key> GameTree::earlierKeys(NodeId id) const {
    std::vector<Key> keys;
    for (NodeId n = nodes_[id].parent;; n = nodes_[n].parent) {
        if (id == root()) break;
        keys.push_back(nodes_[n].position.key());
        if (n == root()) break;
    }
    std::reverse(keys.begin(), keys.end());
    return keys;
}

}  // namespace tavleya

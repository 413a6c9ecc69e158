#include "game/comment_before.h"

namespace tavleya {

NodeId commentBeforeHolder(const GameTree& tree, NodeId node) {
    if (node == tree.root() || !tree.node(node).commentBefore.empty()) return node;
    const GameNode& start = tree.node(tree.root());
    return tree.node(node).parent == tree.root() && start.children.front() == node &&
                   !start.commentAfter.empty()
               ? tree.root()
               : node;
}

std::string_view commentSaidBefore(const GameTree& tree, NodeId node) {
    const NodeId holder = commentBeforeHolder(tree, node);
    return holder == node ? tree.node(node).commentBefore : tree.node(holder).commentAfter;
}

}  // namespace tavleya

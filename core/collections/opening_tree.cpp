#include "opening_tree.h"

#include <algorithm>
#include <unordered_map>

namespace tavleya {

std::optional<double> TreeMove::whiteScore() const {
    const int decided = whiteWins + draws + blackWins;
    if (decided == 0) return std::nullopt;
    return (whiteWins + 0.5 * draws) / decided;
}

std::optional<double> TreeMove::drawShare() const {
    const int decided = whiteWins + draws + blackWins;
    if (decided == 0) return std::nullopt;
    return double(draws) / decided;
}

std::optional<double> TreeMove::averageYear() const {
    if (datedGames == 0) return std::nullopt;
    return double(yearSum) / datedGames;
}

std::vector<TreeMove> openingTree(const PositionIndex& index, const Ruleset& rules,
                                  const Position& position,
                                  std::optional<std::span<const char>> counted) {
    // The games say which position came next, not which move led there:
    // each legal move's position is looked up among those that came next.
    MoveList legal;
    rules.legalMoves(position, legal);
    std::unordered_map<Key, std::size_t> byNextKey;
    std::vector<TreeMove> tree;
    for (const Move move : legal) {
        const Key next = rules.play(position, move).key();
        if (byNextKey.emplace(next, tree.size()).second) tree.push_back({.move = move});
    }
    for (const auto& [game, ply] : index.find(rules.info().key, position.key())) {
        if (counted && (std::size_t(game) >= counted->size() || !(*counted)[std::size_t(game)]))
            continue;
        const auto keys = index.keysOf(game);
        if (std::size_t(ply) + 1 >= keys.size()) continue;
        // A position no legal move reaches (a null move in the record) is
        // not a move of the tree.
        const auto found = byNextKey.find(keys[std::size_t(ply) + 1]);
        if (found == byNextKey.end()) continue;
        TreeMove& move = tree[found->second];
        ++move.games;
        const IndexedGameFacts& facts = index.factsOf(game);
        switch (facts.result) {
            case RecordedResult::WhiteWins:
                ++move.whiteWins;
                break;
            case RecordedResult::Draw:
                ++move.draws;
                break;
            case RecordedResult::BlackWins:
                ++move.blackWins;
                break;
            case RecordedResult::Unknown:
                break;
        }
        if (facts.year != 0) {
            ++move.datedGames;
            move.yearSum += facts.year;
        }
    }
    std::erase_if(tree, [](const TreeMove& move) { return move.games == 0; });
    std::stable_sort(tree.begin(), tree.end(),
                     [](const TreeMove& a, const TreeMove& b) { return a.games > b.games; });
    return tree;
}

}  // namespace tavleya

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
    // Moves are counted by the position they lead to, so that two ways of
    // writing one move (or two moves with one result) make one entry.
    MoveList legal;
    rules.legalMoves(position, legal);
    std::unordered_map<Key, std::size_t> byNextKey;
    std::vector<TreeMove> tree;
    for (const Move move : legal) {
        const Key next = rules.play(position, move).key();
        if (byNextKey.emplace(next, tree.size()).second) tree.push_back({.move = move});
    }
    // Most games play one of a few moves here: each played move's entry is
    // found once.
    std::unordered_map<std::uint32_t, std::optional<std::size_t>> entryOf;
    const auto entryFor = [&](Move played) -> std::optional<std::size_t> {
        const auto [known, added] = entryOf.try_emplace(played.raw());
        // A null move in the record is not a move of the tree, nor a move
        // that is not legal here (codes of a game that reached the key by
        // another position).
        if (added && !played.isNull() &&
            std::find(legal.begin(), legal.end(), played) != legal.end()) {
            if (const auto found = byNextKey.find(rules.play(position, played).key());
                found != byNextKey.end())
                known->second = found->second;
        }
        return known->second;
    };
    for (const auto& [game, ply] : index.find(rules.info().key, position.key())) {
        if (counted && (std::size_t(game) >= counted->size() || !(*counted)[std::size_t(game)]))
            continue;
        const auto next = index.moveAfter(game, ply, position);
        if (!next) continue;
        const auto found = entryFor(*next);
        if (!found) continue;
        TreeMove& move = tree[*found];
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

#include "position_searcher.h"

#include "../pgn/variant_tag.h"
#include "main_line_walk.h"

namespace tavleya {

namespace {

// Whether the query's text is a position of some game of the registry, and
// if not, what standard chess (the game of files without a [Variant] tag)
// finds wrong with it: the likeliest game for a query that is none.
std::optional<Error> queryProblem(std::string_view fen, const RulesetRegistry& registry) {
    for (const RulesetInfo& info : registry.list()) {
        const auto rules = registry.create(info.key);
        if (rules && rules.value()->readFen(fen)) return std::nullopt;
    }
    const auto key = rulesetKeyForVariant(registry, "");
    if (!key) return key.error();
    const auto rules = registry.create(*key);
    if (!rules) return rules.error();
    auto read = rules.value()->readFen(fen);
    if (read)
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "the position is one of no game Tavleya plays"), {});
    return std::move(read).error();
}

}  // namespace

Result<PositionSearcher> PositionSearcher::create(PositionQuery query,
                                                  const RulesetRegistry& registry) {
    if (auto problem = queryProblem(query.fen, registry)) return *std::move(problem);
    return PositionSearcher(std::move(query), registry);
}

PositionSearcher::PositionSearcher(PositionQuery query, const RulesetRegistry& registry)
    : query_(std::move(query)), reader_(PgnLimits{}, registry) {}

const PositionSearcher::Target* PositionSearcher::targetFor(const Ruleset& rules) {
    const std::string_view key = rules.info().key;
    for (const auto& [name, target] : targets_)
        if (name == key) return target.get();
    std::unique_ptr<Target> target;
    if (const auto position = rules.readFen(query_.fen))
        target = std::make_unique<Target>(
            Target{PositionPattern(*position, query_.match),
                   PositionHorizon(*position, query_.match, LossesForGood::under(rules))});
    targets_.emplace_back(std::string(key), std::move(target));
    return targets_.back().second.get();
}

PositionSearcher::Found PositionSearcher::search(const GameText& game) {
    if (const auto quick = quickPass(game.bytes)) return {*quick, std::nullopt};
    return searchWhole(game);
}

std::optional<std::optional<int>> PositionSearcher::quickPass(std::string_view text) {
    const TaggedStart start = taggedStart(reader_, text);
    if (!start.use) return std::nullopt;
    const Target* target = targetFor(*start.use->rules);
    if (!target) return std::optional<int>();
    if (target->pattern.matches(start.use->start)) return 0;
    if (!target->horizon.mayReach(start.use->start)) return std::optional<int>();

    // One capture keeps the follower small enough for std::function to hold
    // without allocating, game after game.
    struct Walk {
        const Target& target;
        int ply = 0;
        std::optional<int> found;
    } walk{*target, 0, std::nullopt};
    const auto follow = [&walk](const Position& position) {
        ++walk.ply;
        if (walk.target.pattern.matches(position)) {
            walk.found = walk.ply;
            return false;
        }
        return walk.target.horizon.mayReach(position);
    };
    if (walkMainLine(text, start, follow) == WalkEnd::Unusual) return std::nullopt;
    return walk.found;
}

PositionSearcher::Found PositionSearcher::searchWhole(const GameText& game) {
    auto whole = reader_.read(game);
    if (!whole.game) return {std::nullopt, std::move(whole.error)};
    const GameTree& tree = whole.game->tree;
    const Target* target = targetFor(tree.rules());
    if (!target) return {};
    if (target->pattern.matches(tree.node(tree.root()).position)) return {0, std::nullopt};
    int ply = 0;
    for (NodeId id : tree.mainLine()) {
        ++ply;
        if (target->pattern.matches(tree.node(id).position)) return {ply, std::nullopt};
    }
    return {};
}

}  // namespace tavleya

#include "duplicate_finder.h"

#include <algorithm>
#include <functional>

namespace tavleya {

namespace {

std::string_view trimmed(std::string_view text) {
    constexpr std::string_view kSpaces = " \t";
    const std::size_t first = text.find_first_not_of(kSpaces);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kSpaces) - first + 1);
}

// The three tags in one hash: each value hashed on its own and folded in by
// a multiplication, so that White and Black swapped hash otherwise.
std::uint64_t tagsHash(const DuplicateCandidate& game) {
    std::uint64_t h = 0;
    for (const std::string_view value : {game.white, game.black, game.date})
        h = h * 0x100000001B3ULL + std::hash<std::string_view>{}(trimmed(value));
    // 0 stands for "not compared".
    return h == 0 ? 1 : h;
}

}  // namespace

std::size_t DuplicateFinder::KeptHash::operator()(const Kept& kept) const {
    // The fingerprint's positions are well mixed already.
    return kept.positions ^ kept.tags ^ (std::uint64_t(kept.plies) << 32 | kept.rules);
}

std::uint32_t DuplicateFinder::rulesNumber(std::string_view rulesKey) {
    const auto known = std::find(rules_.begin(), rules_.end(), rulesKey);
    if (known != rules_.end()) return std::uint32_t(known - rules_.begin());
    rules_.emplace_back(rulesKey);
    return std::uint32_t(rules_.size() - 1);
}

std::optional<int> DuplicateFinder::add(const DuplicateCandidate& game) {
    const int number = added_++;
    if (!game.fingerprint) return std::nullopt;
    const GameFingerprint& fingerprint = *game.fingerprint;
    const Kept kept{fingerprint.positions,
                    rule_ == DuplicateRule::SameMovesAndPlayers ? tagsHash(game) : 0,
                    fingerprint.plies, rulesNumber(fingerprint.rules)};
    const auto [at, first] = first_.try_emplace(kept, number);
    if (first) return std::nullopt;
    return at->second;
}

std::vector<std::optional<int>> findDuplicates(std::span<const DuplicateCandidate> games,
                                               DuplicateRule rule) {
    DuplicateFinder finder(rule);
    std::vector<std::optional<int>> repeats;
    repeats.reserve(games.size());
    for (const DuplicateCandidate& game : games) repeats.push_back(finder.add(game));
    return repeats;
}

}  // namespace tavleya

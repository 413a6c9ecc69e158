#include "position_index.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>

namespace tavleya {

RecordedResult recordedResult(std::string_view resultTag) {
    if (resultTag == "1-0") return RecordedResult::WhiteWins;
    if (resultTag == "0-1") return RecordedResult::BlackWins;
    if (resultTag == "1/2-1/2") return RecordedResult::Draw;
    return RecordedResult::Unknown;
}

int recordedYear(std::string_view dateTag) {
    int year = 0;
    const auto [end, error] =
        std::from_chars(dateTag.data(), dateTag.data() + dateTag.size(), year);
    // Four digits and nothing more before the first dot: "????.??.??" and
    // "19xx" have no year.
    if (error != std::errc() || end - dateTag.data() != 4) return 0;
    if (end != dateTag.data() + dateTag.size() && *end != '.') return 0;
    return year;
}

namespace {

// Where `key` first is among `count` keys: four compared at once with no
// branch between them, which the processor does far faster than one by one
// (a query reads every key of the index).
std::optional<int> firstPlyOf(const Key* keys, std::size_t count, Key key) {
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4)
        if ((keys[i] == key) | (keys[i + 1] == key) | (keys[i + 2] == key) | (keys[i + 3] == key))
            break;
    for (; i < count; ++i)
        if (keys[i] == key) return int(i);
    return std::nullopt;
}

}  // namespace

std::uint8_t PositionIndex::rulesNumber(std::string_view rulesKey) {
    const auto known = std::find(rules_.begin(), rules_.end(), rulesKey);
    if (known != rules_.end()) return static_cast<std::uint8_t>(known - rules_.begin());
    // Far more kinds of game than Tavleya plays: a caller's mistake.
    if (rules_.size() >= kUnread) throw std::length_error("too many rulesets in one index");
    rules_.emplace_back(rulesKey);
    return static_cast<std::uint8_t>(rules_.size() - 1);
}

void PositionIndex::add(std::string_view rulesKey, std::span<const Key> keys,
                        IndexedGameFacts facts) {
    if (keys.empty()) {
        addUnread(facts);
        return;
    }
    if (blocks_.empty() || blocks_.back().size() + keys.size() > blocks_.back().capacity()) {
        blocks_.emplace_back().reserve(std::max(kBlockKeys, keys.size()));
    }
    std::vector<Key>& block = blocks_.back();
    places_.push_back({std::uint32_t(blocks_.size() - 1), std::uint32_t(block.size()),
                       std::uint32_t(keys.size() - 1)});
    block.insert(block.end(), keys.begin(), keys.end());
    rulesOf_.push_back(rulesNumber(rulesKey));
    facts_.push_back(facts);
}

void PositionIndex::addUnread(IndexedGameFacts facts) {
    places_.emplace_back();
    rulesOf_.push_back(kUnread);
    facts_.push_back(facts);
}

std::span<const Key> PositionIndex::keysOf(int game) const {
    const auto n = std::size_t(game);
    if (rulesOf_[n] == kUnread) return {};
    return {firstKey(places_[n]), places_[n].plies + 1};
}

std::string_view PositionIndex::rulesOf(int game) const {
    const std::uint8_t number = rulesOf_[std::size_t(game)];
    return number == kUnread ? std::string_view() : rules_[number];
}

std::vector<PositionIndex::Reached> PositionIndex::find(std::string_view rulesKey, Key key) const {
    std::vector<Reached> reached;
    const auto known = std::find(rules_.begin(), rules_.end(), rulesKey);
    if (known == rules_.end()) return reached;
    const auto number = static_cast<std::uint8_t>(known - rules_.begin());
    for (std::size_t game = 0; game < rulesOf_.size(); ++game) {
        if (rulesOf_[game] != number) continue;
        const Key* begin = firstKey(places_[game]);
        if (const auto ply = firstPlyOf(begin, places_[game].plies + 1, key))
            reached.push_back({int(game), *ply});
    }
    return reached;
}

std::size_t PositionIndex::bytes() const {
    std::size_t total = blocks_.capacity() * sizeof(std::vector<Key>) +
                        places_.capacity() * sizeof(Place) + rulesOf_.capacity() +
                        facts_.capacity() * sizeof(IndexedGameFacts);
    for (const std::vector<Key>& block : blocks_) total += block.capacity() * sizeof(Key);
    for (const std::string& rules : rules_) total += sizeof(std::string) + rules.capacity();
    return total;
}

}  // namespace tavleya

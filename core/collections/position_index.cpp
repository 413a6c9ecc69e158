#include "position_index.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "../game/null_move.h"
#include "move_codes.h"

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

using Unit = std::uint16_t;

// The part of a key a position keeps.
Unit fragmentOf(Key key) {
    return static_cast<Unit>(key >> 48);
}

// Where `fragment` is first among `units[from, count)`: sixteen compared at
// once with no branch between them, which the processor does far faster
// than one by one (a query reads every position of the index).
std::optional<std::size_t> firstOf(const Unit* units, std::size_t count, std::size_t from,
                                   Unit fragment) {
    std::size_t i = from;
    for (; i + 16 <= count; i += 16) {
        bool any = false;
        for (std::size_t j = 0; j < 16; ++j) any |= units[i + j] == fragment;
        if (any) break;
    }
    for (; i < count; ++i)
        if (units[i] == fragment) return i;
    return std::nullopt;
}

// SplitMix64's finaliser, for folding a game's start and moves into one
// number that depends on their order.
std::uint64_t mixed(std::uint64_t h) {
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
    return h ^ (h >> 31);
}

}  // namespace

namespace {

// The codes of a game's moves, after its fragments.
const std::uint8_t* codesOf(const Unit* units, std::uint32_t plies) {
    return reinterpret_cast<const std::uint8_t*>(units + plies + 1);
}

}  // namespace

// Plays a game's kept moves from its start, a ply at a time.
class PositionIndex::Replay {
public:
    Replay(const PositionIndex& index, const Place& place)
        : rules_(*index.rules_[index.starts_[place.start].rules]),
          next_(codesOf(index.unitsOf(place), place.plies)),
          position_(index.starts_[place.start].position) {}

    void play() {
        const Move move = decodeMove(rules_, position_, next_);
        position_ = move.isNull() ? afterNullMove(position_) : rules_.play(position_, move);
    }
    const Position& position() const { return position_; }

private:
    const Ruleset& rules_;
    const std::uint8_t* next_;
    Position position_;
};

std::uint8_t PositionIndex::rulesNumber(const std::shared_ptr<const Ruleset>& rules) {
    const std::string_view key = rules->info().key;
    const auto known = std::find_if(rules_.begin(), rules_.end(),
                                    [key](const auto& kept) { return kept->info().key == key; });
    if (known != rules_.end()) return static_cast<std::uint8_t>(known - rules_.begin());
    // Far more kinds of game than Tavleya plays: a caller's mistake.
    if (rules_.size() >= kUnread) throw std::length_error("too many rulesets in one index");
    rules_.push_back(rules);
    return static_cast<std::uint8_t>(rules_.size() - 1);
}

std::uint32_t PositionIndex::startNumber(std::uint8_t rules, const Position& start) {
    const auto known = startByKey_.find(start.key());
    if (known != startByKey_.end() && starts_[known->second].rules == rules &&
        starts_[known->second].position.key() == start.key())
        return known->second;
    starts_.push_back({rules, start});
    const auto number = static_cast<std::uint32_t>(starts_.size() - 1);
    startByKey_.emplace(start.key(), number);
    return number;
}

std::span<PositionIndex::Unit> PositionIndex::reserveUnits(std::size_t count, Place& place) {
    if (blocks_.empty() || blocks_.back().size() + count > blocks_.back().capacity())
        blocks_.emplace_back().reserve(std::max(kBlockUnits, count));
    std::vector<Unit>& block = blocks_.back();
    place.block = std::uint32_t(blocks_.size() - 1);
    place.at = std::uint32_t(block.size());
    block.resize(block.size() + count);
    return {block.data() + place.at, count};
}

void PositionIndex::add(const PgnReader::MainLine& line, IndexedGameFacts facts) {
    std::vector<std::uint8_t> codes;
    if (line.ruleset) encodeMoves(line, codes);
    add(line, codes, facts);
}

void PositionIndex::add(const PgnReader::MainLine& line, std::span<const std::uint8_t> codes,
                        IndexedGameFacts facts) {
    if (!line.ruleset || line.keys.empty()) {
        addUnread(facts);
        return;
    }
    if (line.keys.size() != line.moves.size() + 1)
        throw std::invalid_argument("a main line needs a key for its start and each move");
    const std::uint8_t rules = rulesNumber(line.ruleset);
    Place place;
    place.plies = std::uint32_t(line.moves.size());
    place.start = startNumber(rules, line.start);
    const std::span<Unit> units = reserveUnits(line.keys.size() + (codes.size() + 1) / 2, place);
    std::transform(line.keys.begin(), line.keys.end(), units.begin(), fragmentOf);
    std::copy(codes.begin(), codes.end(),
              reinterpret_cast<std::uint8_t*>(units.data() + line.keys.size()));
    games_.push_back(place);
    rulesOf_.push_back(rules);
    facts_.push_back(facts);
    fingerprints_.push_back(tavleya::fingerprintOf(line.rules, line.keys).positions);
}

void PositionIndex::shrinkToFit() {
    if (!blocks_.empty()) blocks_.back().shrink_to_fit();
    games_.shrink_to_fit();
    rulesOf_.shrink_to_fit();
    facts_.shrink_to_fit();
    fingerprints_.shrink_to_fit();
}

void PositionIndex::addUnread(IndexedGameFacts facts) {
    games_.emplace_back();
    rulesOf_.push_back(kUnread);
    facts_.push_back(facts);
    fingerprints_.push_back(0);
}

std::string_view PositionIndex::rulesOf(int game) const {
    const std::uint8_t number = rulesOf_[std::size_t(game)];
    return number == kUnread ? std::string_view() : rules_[number]->info().key;
}

std::vector<Key> PositionIndex::keysOf(int game) const {
    std::vector<Key> keys;
    if (rulesOf_[std::size_t(game)] == kUnread) return keys;
    const Place& place = games_[std::size_t(game)];
    Replay replay(*this, place);
    keys.push_back(replay.position().key());
    for (std::uint32_t ply = 0; ply < place.plies; ++ply) {
        replay.play();
        keys.push_back(replay.position().key());
    }
    return keys;
}

std::optional<Move> PositionIndex::moveAfter(int game, int ply, const Position& position) const {
    const Place& place = games_[std::size_t(game)];
    if (rulesOf_[std::size_t(game)] == kUnread || ply < 0 || std::uint32_t(ply) >= place.plies)
        return std::nullopt;
    const std::uint8_t* code = codesOf(unitsOf(place), place.plies);
    for (int skipped = 0; skipped < ply; ++skipped) skipMove(code);
    return decodeMove(*rules_[rulesOf_[std::size_t(game)]], position, code);
}

std::optional<GameFingerprint> PositionIndex::fingerprintOf(int game) const {
    const auto n = std::size_t(game);
    if (rulesOf_[n] == kUnread) return std::nullopt;
    return GameFingerprint{.positions = fingerprints_[n],
                           .plies = games_[n].plies,
                           .rules = std::string(rulesOf(game))};
}

std::vector<PositionIndex::Reached> PositionIndex::find(std::string_view rulesKey, Key key) const {
    std::vector<Reached> reached;
    const auto known = std::find_if(rules_.begin(), rules_.end(), [rulesKey](const auto& kept) {
        return kept->info().key == rulesKey;
    });
    if (known == rules_.end()) return reached;
    const auto number = static_cast<std::uint8_t>(known - rules_.begin());
    const Unit fragment = fragmentOf(key);
    // The whole key after a game's first moves, by the start and moves that
    // lead there: most candidates share their opening with others.
    std::unordered_map<std::uint64_t, Key> played;
    const auto keyAt = [&](const Place& place, std::size_t ply) {
        if (ply == 0) return starts_[place.start].position.key();
        std::uint64_t path = mixed(place.start + 0x9E3779B97F4A7C15ULL);
        const std::uint8_t* code = codesOf(unitsOf(place), place.plies);
        const std::uint8_t* end = code;
        for (std::size_t move = 0; move < ply; ++move) skipMove(end);
        for (; code < end; ++code) path = mixed(path ^ *code);
        if (const auto found = played.find(path); found != played.end()) return found->second;
        Replay replay(*this, place);
        for (std::size_t move = 0; move < ply; ++move) replay.play();
        played.emplace(path, replay.position().key());
        return replay.position().key();
    };
    for (std::size_t game = 0; game < games_.size(); ++game) {
        if (rulesOf_[game] != number) continue;
        const Place& place = games_[game];
        const Unit* units = unitsOf(place);
        for (auto ply = firstOf(units, place.plies + 1, 0, fragment); ply;
             ply = firstOf(units, place.plies + 1, *ply + 1, fragment)) {
            if (keyAt(place, *ply) == key) {
                reached.push_back({int(game), int(*ply)});
                break;
            }
        }
    }
    return reached;
}

std::size_t PositionIndex::bytes() const {
    std::size_t total =
        blocks_.capacity() * sizeof(std::vector<Unit>) + games_.capacity() * sizeof(Place) +
        rulesOf_.capacity() + facts_.capacity() * sizeof(IndexedGameFacts) +
        fingerprints_.capacity() * sizeof(std::uint64_t) + starts_.capacity() * sizeof(Start) +
        startByKey_.size() * (sizeof(Key) + sizeof(std::uint32_t) + 16);
    for (const std::vector<Unit>& block : blocks_) total += block.capacity() * sizeof(Unit);
    return total;
}

}  // namespace tavleya

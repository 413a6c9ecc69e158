#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "../pgn/pgn_reader.h"
#include "game_fingerprint.h"

namespace tavleya {

// A game's result as its Result tag records it.
enum class RecordedResult : std::uint8_t { Unknown, WhiteWins, Draw, BlackWins };
RecordedResult recordedResult(std::string_view resultTag);
// The year of a Date tag ("1992.??.??" → 1992); 0 when it has none.
int recordedYear(std::string_view dateTag);

// What an index keeps of a game besides its positions.
struct IndexedGameFacts {
    RecordedResult result = RecordedResult::Unknown;
    int year = 0;  // 0: not known
};

// The positions of every game of a collection along its main line, so that
// the games reaching a position are found by one scan of memory instead of
// by reading the games again. Games are numbered from 0 in the order they
// are added.
//
// A million games of 80 moves are 80 million positions: kept whole, their
// keys alone would take 640 MB. So each position keeps only 16 bits of its
// key, and each game its start and its moves (about a byte a move,
// move_codes.h). A scan
// of the 16-bit parts finds every game that may reach the position (one
// false candidate in 65,536 positions), and each candidate is confirmed by
// playing its moves to that ply and comparing the whole key; games that
// share their first moves are played once.
class PositionIndex {
public:
    // The next game, as PgnReader::check notes its main line, and its
    // moves' codes (encodeMoves, which the caller may run on other threads).
    void add(const PgnReader::MainLine& line, std::span<const std::uint8_t> codes,
             IndexedGameFacts facts);
    void add(const PgnReader::MainLine& line, IndexedGameFacts facts);
    // The next game, which could not be read: it reaches no position.
    void addUnread(IndexedGameFacts facts);

    int games() const { return static_cast<int>(games_.size()); }
    // Empty for a game that could not be read.
    std::string_view rulesOf(int game) const;
    const IndexedGameFacts& factsOf(int game) const { return facts_[std::size_t(game)]; }
    // The key of the start and of each position of the main line, played
    // again from the moves kept; empty for a game that could not be read.
    std::vector<Key> keysOf(int game) const;
    // The move of the main line played at `position`, the position after
    // `ply` (0: the first move); none past the end. A null move in the
    // record is Move().
    std::optional<Move> moveAfter(int game, int ply, const Position& position) const;
    // None for a game that could not be read.
    std::optional<GameFingerprint> fingerprintOf(int game) const;

    struct Reached {
        int game = 0;
        int ply = 0;  // the first ply of the main line at the position (0: the start)
    };
    // The games of `rulesKey` that reach the position with `key`, in order.
    std::vector<Reached> find(std::string_view rulesKey, Key key) const;

    // The memory the index holds, in bytes.
    std::size_t bytes() const;
    // Lets go of the room kept for games to come, once the last is added.
    void shrinkToFit();

private:
    using Unit = std::uint16_t;
    static constexpr std::uint8_t kUnread = 0xff;
    // Units are kept in blocks of a fixed size, each filled before the next
    // is made, so that a growing index never holds twice its size while it
    // moves to a larger block. A game's units are never split.
    static constexpr std::size_t kBlockUnits = std::size_t(1) << 21;
    // A game's place: `plies + 1` fragments of keys from `at`, then the
    // codes of its moves, two bytes to a unit.
    struct Place {
        std::uint32_t block = 0;
        std::uint32_t at = 0;
        std::uint32_t plies = 0;
        std::uint32_t start = 0;  // into starts_
    };
    struct Start {
        std::uint8_t rules = 0;
        Position position;
    };
    class Replay;

    // The number of the rules among rules_, added if new.
    std::uint8_t rulesNumber(const std::shared_ptr<const Ruleset>& rules);
    std::uint32_t startNumber(std::uint8_t rules, const Position& start);
    const Unit* unitsOf(const Place& place) const { return blocks_[place.block].data() + place.at; }
    std::span<Unit> reserveUnits(std::size_t count, Place& place);

    std::vector<std::vector<Unit>> blocks_;
    std::vector<Place> games_;
    std::vector<std::uint8_t> rulesOf_;  // per game: a number into rules_, or kUnread
    std::vector<IndexedGameFacts> facts_;
    std::vector<std::uint64_t> fingerprints_;  // per game: GameFingerprint::positions
    std::vector<std::shared_ptr<const Ruleset>> rules_;
    std::vector<Start> starts_;
    // A start's number by its key: nearly every game of a file shares one.
    std::unordered_map<Key, std::uint32_t> startByKey_;
};

}  // namespace tavleya

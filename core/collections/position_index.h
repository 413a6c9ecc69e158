#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../zobrist.h"

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

// The positions of every game of a collection along its main line, kept as
// their keys in one block of memory, so that the games reaching a position
// are found by one scan of that block instead of by replaying the games
// (150,000 games of 80 moves: 100 MB, scanned in a few milliseconds).
// Games are numbered from 0 in the order they are added.
//
// Keys are 64 bits, as the positions' own: a shorter key would make false
// matches likely enough to show among millions of positions.
class PositionIndex {
public:
    // The next game: the key of its start position and of each position of
    // its main line, read by the rules of `rulesKey`.
    void add(std::string_view rulesKey, std::span<const Key> keys, IndexedGameFacts facts);
    // The next game, which could not be read: it reaches no position.
    void addUnread(IndexedGameFacts facts);

    int games() const { return static_cast<int>(facts_.size()); }
    std::span<const Key> keysOf(int game) const;
    // Empty for a game that could not be read.
    std::string_view rulesOf(int game) const;
    const IndexedGameFacts& factsOf(int game) const { return facts_[std::size_t(game)]; }

    struct Reached {
        int game = 0;
        int ply = 0;  // the first ply of the main line at the position (0: the start)
    };
    // The games of `rulesKey` that reach the position with `key`, in order.
    std::vector<Reached> find(std::string_view rulesKey, Key key) const;

    // The memory the index holds, in bytes.
    std::size_t bytes() const;

private:
    static constexpr std::uint8_t kUnread = 0xff;
    // The keys are kept in blocks of a fixed size, each filled before the
    // next is made, so that a growing index never holds twice its size
    // while it moves to a larger block. A game's keys are never split.
    static constexpr std::size_t kBlockKeys = std::size_t(1) << 20;
    struct Place {
        std::uint32_t block = 0;
        std::uint32_t at = 0;     // of its first key in the block
        std::uint32_t plies = 0;  // its keys are one more: the start's too
    };
    // The number of `rulesKey` among rules_, added if new.
    std::uint8_t rulesNumber(std::string_view rulesKey);
    const Key* firstKey(const Place& place) const { return blocks_[place.block].data() + place.at; }

    std::vector<std::vector<Key>> blocks_;
    std::vector<Place> places_;          // per game
    std::vector<std::uint8_t> rulesOf_;  // per game: a number into rules_, or kUnread
    std::vector<IndexedGameFacts> facts_;
    std::vector<std::string> rules_;
};

}  // namespace tavleya

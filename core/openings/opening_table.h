#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../result.h"
#include "../ruleset.h"
#include "opening_horizon.h"

namespace tavleya {

// One entry of an opening list: the position its moves reach has this name.
struct Opening {
    std::string eco;    // "C42"
    std::string name;   // "Petrov's Defense: Classical Attack"
    std::string moves;  // as the list writes them: "1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4"
    int plies = 0;      // how many moves `moves` has
    Key key = 0;        // of the position they reach
};

// The text of one opening list (tab-separated, with a header naming the
// columns eco, name and pgn) and the name its errors give it.
struct OpeningSource {
    std::string_view name;  // "a.tsv"
    std::string_view text;
};

// Named positions of chess, looked up by position key so that a position
// reached by another order of moves (a transposition) has its name too.
class OpeningTable {
public:
    // Reads the lists, playing each entry's moves with `rules` from its start
    // position. The lists name positions of standard chess, so `rules` must
    // be that game (the one PGN records without a [Variant] tag). Where
    // several entries reach one position, the one with the fewest moves (the
    // first of those) names it. Errors name the list, the line and, for a
    // move, its column.
    static Result<OpeningTable> read(std::shared_ptr<const Ruleset> rules,
                                     std::span<const OpeningSource> sources);

    // The entry that names the position with this key, or null.
    const Opening* find(Key key) const;
    // Whether a game of `rules` from `start` is one this table names: games
    // of other rules, or from other positions, are not.
    bool covers(const Ruleset& rules, const Position& start) const;
    // Where a game stops being able to reach a named position: once it has
    // lost, for good, what every named position still has.
    const OpeningHorizon& horizon() const { return horizon_; }

    // Every entry, in the order of the lists (several may share a position).
    std::span<const Opening> entries() const { return entries_; }

private:
    explicit OpeningTable(std::shared_ptr<const Ruleset> rules);
    std::optional<Error> readList(const OpeningSource& source);
    // The entry whose moves are `moves`, a part of `line` (for the column of
    // a bad move); notes the position they reach in the horizon.
    Result<Opening> readEntry(std::string_view line, std::string_view moves);
    struct Slot {
        Key key = 0;
        std::uint32_t entry = kEmpty;
    };
    static constexpr std::uint32_t kEmpty = UINT32_MAX;
    // The slot holding `key`, or the empty one where it would go.
    std::size_t slotFor(Key key) const;
    // Files every entry under its position, the shortest line of each
    // position winning.
    void index();

    std::shared_ptr<const Ruleset> rules_;
    Key startKey_ = 0;
    std::vector<Opening> entries_;
    // Open addressing by the key's low bits, as Zobrist keys are uniform: a
    // game looks up every position it reaches, so this is the hot path.
    std::vector<Slot> slots_;
    OpeningHorizon horizon_;
};

}  // namespace tavleya

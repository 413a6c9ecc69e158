#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "game_fingerprint.h"

namespace tavleya {

// When a later game of a collection repeats an earlier one.
enum class DuplicateRule {
    // The same moves (the same positions in the same order, from the same
    // start, by the same rules), and the same White, Black and Date tags,
    // compared with spaces at their ends trimmed: the same game entered
    // twice, not two games that happened to follow the same short line.
    SameMovesAndPlayers,
    // The same moves alone, whoever played them and whenever.
    SameMoves,
};

// What the rules compare of a game.
struct DuplicateCandidate {
    std::optional<GameFingerprint> fingerprint;  // none: the game cannot be read
    std::string_view white, black, date;
};

// Finds, game by game in the collection's order, the games that repeat an
// earlier one: the first of each group of equal games is the one kept. A
// game that cannot be read repeats none and none repeats it. Keeps some 70
// bytes for each game kept (150,000 games: about 10 MB) and none of its
// text: the tags are kept as a 64-bit hash, so that two games whose tags
// differ are taken for the same only by a chance as small as two positions
// sharing a key.
class DuplicateFinder {
public:
    explicit DuplicateFinder(DuplicateRule rule = DuplicateRule::SameMovesAndPlayers)
        : rule_(rule) {}

    // The next game: the number of the earlier game it repeats, counting the
    // games added from 0, or none when it is the first of its kind.
    std::optional<int> add(const DuplicateCandidate& game);

private:
    struct Kept {
        std::uint64_t positions = 0;
        std::uint64_t tags = 0;  // 0 under SameMoves
        std::uint32_t plies = 0;
        std::uint32_t rules = 0;  // a number into rules_
        bool operator==(const Kept&) const = default;
    };
    struct KeptHash {
        std::size_t operator()(const Kept& kept) const;
    };
    std::uint32_t rulesNumber(std::string_view rulesKey);

    DuplicateRule rule_;
    int added_ = 0;
    std::unordered_map<Kept, int, KeptHash> first_;
    std::vector<std::string> rules_;
};

// For each game of `games`, in order, the index in `games` of the earlier
// game it repeats, or none.
std::vector<std::optional<int>> findDuplicates(
    std::span<const DuplicateCandidate> games,
    DuplicateRule rule = DuplicateRule::SameMovesAndPlayers);

}  // namespace tavleya

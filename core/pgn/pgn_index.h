#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "../result.h"
#include "pgn_file.h"

namespace tavleya {

// Where each game of a PGN file is and what its tags say, from one fast pass
// that does not read the moves. Compact: the tag values of all games share
// one store, so a file of a hundred thousand games fits in a few tens of MB.
class PgnIndex {
public:
    struct Game {
        std::uint64_t offset = 0;
        std::uint32_t length = 0;
        std::int32_t firstLine = 1;
        std::uint32_t firstTag = 0;
        std::uint32_t tagCount = 0;
    };

    PgnIndex();
    std::size_t size() const { return games_.size(); }
    const Game& game(std::size_t i) const { return games_[i]; }
    // A tag's value, or empty when the game has none. Values are cut at
    // 64 KB here; the full reader sees them whole.
    std::string_view tag(std::size_t game, std::string_view name) const;
    std::vector<std::pair<std::string_view, std::string_view>> tags(std::size_t game) const;

    // Adds a game. `stop` is asked every few thousand tags; when it says
    // stop, the game is not added and the result is false.
    bool add(const GameText& text, const std::vector<pgn::RawTag>& tags,
             const StopRequest& stop = {});
    // Lets go of the room kept for games to come: an index that is complete
    // (a batch of a list) holds what its games need and no more.
    void shrinkToFit();

private:
    // Eight bytes: a million games of eight tags each take 64 MB here.
    struct StoredTag {
        std::uint32_t value;  // offset in the value store
        std::uint16_t name;   // index into names_
        std::uint16_t length;
    };
    // Names beyond the 65,536 an index can tell apart (a file of made-up
    // tags) are not kept; the standard ones are known from the start, so
    // that such a game leaves room for the next game's White.
    static constexpr std::size_t kMostNames = std::size_t(1) << 16;
    std::string_view value(const StoredTag& tag) const;
    std::uint32_t store(std::string_view text);
    std::optional<std::uint16_t> nameId(std::string_view name) const;
    // The name's index, made if new and there is room.
    std::optional<std::uint16_t> addName(std::string_view name);

    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const {
            return std::hash<std::string_view>{}(name);
        }
    };

    static constexpr std::size_t kBlockSize = 1 << 20;
    std::vector<Game> games_;
    std::vector<StoredTag> tags_;
    std::vector<StoredTag> lastOfName_;  // by name: the value stored last under it
    std::vector<std::string> names_;
    // Each name's place in names_: a game may bring thousands of new names.
    std::unordered_map<std::string, std::uint16_t, NameHash, std::equal_to<>> nameIds_;
    // Values live in fixed blocks, so the store never moves what it holds.
    std::vector<std::unique_ptr<char[]>> blocks_;
    std::size_t used_ = 0;  // in the last block
};

// Reports progress while indexing; returning false stops the pass.
using IndexProgress =
    std::function<bool(const PgnIndex& index, std::uint64_t bytesDone, std::uint64_t bytesTotal)>;

// Indexes a file. `progress` is called every `reportEvery` games, while a
// single game takes long to read (more than a block of the file, or
// thousands of tags), and at the end. A stopped pass returns what it has
// indexed so far: the games before the one it stopped in.
Result<PgnIndex> indexPgnFile(const std::string& path, const IndexProgress& progress = {},
                              std::size_t reportEvery = 4096);

}  // namespace tavleya

#include "pgn_index.h"

#include <algorithm>
#include <cstring>
#include <optional>

#include "text_encoding.h"

namespace tavleya {

std::string_view PgnIndex::value(const StoredTag& tag) const {
    if (tag.length == 0) return {};
    return {blocks_[tag.value / kBlockSize].get() + tag.value % kBlockSize, tag.length};
}

std::uint32_t PgnIndex::store(std::string_view text) {
    if (text.empty()) return 0;
    if (blocks_.empty() || used_ + text.size() > kBlockSize) {
        blocks_.push_back(std::make_unique<char[]>(kBlockSize));
        used_ = 0;
    }
    std::memcpy(blocks_.back().get() + used_, text.data(), text.size());
    const auto offset = static_cast<std::uint32_t>((blocks_.size() - 1) * kBlockSize + used_);
    used_ += text.size();
    return offset;
}

void PgnIndex::add(const GameText& text, const std::vector<pgn::RawTag>& tags) {
    Game game;
    game.offset = text.offset;
    game.length = static_cast<std::uint32_t>(text.bytes.size());
    game.firstLine = text.firstLine;
    game.firstTag = static_cast<std::uint32_t>(tags_.size());
    std::optional<TextEncoding> encoding;
    for (const pgn::RawTag& tag : tags) {
        if (game.tagCount == UINT16_MAX) break;
        auto name = std::find(names_.begin(), names_.end(), tag.name);
        if (name == names_.end()) {
            if (names_.size() == UINT16_MAX) continue;
            name = names_.insert(names_.end(), std::string(tag.name));
        }
        // Values in the game's own encoding, as the full reader reads them.
        std::string decoded;
        std::string_view shown = tag.value;
        if (!isValidUtf8(shown)) {
            if (!encoding) encoding = detectEncoding(text.bytes);
            decoded = decodeToUtf8(shown, *encoding);
            shown = decoded;
        }
        shown = shown.substr(0, UINT16_MAX);
        tags_.push_back({store(shown), static_cast<std::uint16_t>(shown.size()),
                         static_cast<std::uint16_t>(name - names_.begin())});
        ++game.tagCount;
    }
    games_.push_back(game);
}

std::string_view PgnIndex::tag(std::size_t game, std::string_view name) const {
    const Game& g = games_[game];
    for (std::uint32_t i = g.firstTag; i < g.firstTag + g.tagCount; ++i)
        if (names_[tags_[i].name] == name) return value(tags_[i]);
    return {};
}

std::vector<std::pair<std::string_view, std::string_view>> PgnIndex::tags(std::size_t game) const {
    const Game& g = games_[game];
    std::vector<std::pair<std::string_view, std::string_view>> out;
    for (std::uint32_t i = g.firstTag; i < g.firstTag + g.tagCount; ++i)
        out.emplace_back(names_[tags_[i].name], value(tags_[i]));
    return out;
}

Result<PgnIndex> indexPgnFile(const std::string& path, const IndexProgress& progress,
                              std::size_t reportEvery) {
    auto opened = PgnGameStream::open(path);
    if (!opened) return opened.error();
    PgnGameStream stream = std::move(opened).value();
    PgnIndex index;
    GameText game;
    std::vector<pgn::RawTag> tags;
    while (stream.next(game, &tags)) {
        index.add(game, tags);
        if (progress && index.size() % reportEvery == 0 &&
            !progress(index, stream.bytesDone(), stream.fileSize()))
            return index;
    }
    if (!stream.readError().empty()) return Error{path + ": " + stream.readError(), 0};
    if (progress) progress(index, stream.bytesDone(), stream.fileSize());
    return index;
}

}  // namespace tavleya

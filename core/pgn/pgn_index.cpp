#include "pgn_index.h"

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

void PgnIndex::shrinkToFit() {
    games_.shrink_to_fit();
    tags_.shrink_to_fit();
    if (blocks_.empty() || used_ == kBlockSize) return;
    auto exact = std::make_unique<char[]>(used_);
    std::memcpy(exact.get(), blocks_.back().get(), used_);
    blocks_.back() = std::move(exact);
    used_ = kBlockSize;  // full: a value stored later goes into a block of its own
}

PgnIndex::PgnIndex() {
    for (std::string_view name :
         {"Event",   "Site",    "Date",      "Round",     "White",    "Black",       "Result",
          "ECO",     "Opening", "Variation", "WhiteElo",  "BlackElo", "TimeControl", "Termination",
          "Variant", "SetUp",   "FEN",       "Annotator", "PlyCount", "EventDate"})
        addName(name);
}

std::optional<std::uint16_t> PgnIndex::addName(std::string_view name) {
    if (const auto known = nameId(name)) return known;
    if (names_.size() >= kMostNames) return std::nullopt;
    const auto id = static_cast<std::uint16_t>(names_.size());
    names_.emplace_back(name);
    nameIds_.emplace(names_.back(), id);
    return id;
}

std::optional<std::uint16_t> PgnIndex::nameId(std::string_view name) const {
    const auto found = nameIds_.find(name);
    if (found == nameIds_.end()) return std::nullopt;
    return found->second;
}

bool PgnIndex::add(const GameText& text, const std::vector<pgn::RawTag>& tags,
                   const StopRequest& stop) {
    constexpr std::size_t kTagsBetweenStops = 4096;
    Game game;
    game.offset = text.offset;
    game.length = static_cast<std::uint32_t>(text.bytes.size());
    game.firstLine = text.firstLine;
    game.firstTag = static_cast<std::uint32_t>(tags_.size());
    std::optional<TextEncoding> encoding;
    for (std::size_t i = 0; i < tags.size(); ++i) {
        if (stop && i % kTagsBetweenStops == kTagsBetweenStops - 1 && stop()) {
            tags_.resize(game.firstTag);
            return false;
        }
        const pgn::RawTag& tag = tags[i];
        const std::optional<std::uint16_t> name = addName(tag.name);
        if (!name) continue;
        // Values in the game's own encoding, as the full reader reads them.
        std::string decoded;
        std::string_view shown = tag.value;
        if (!isValidUtf8(shown)) {
            if (!encoding) encoding = detectEncoding(text.bytes);
            decoded = decodeToUtf8(shown, *encoding);
            shown = decoded;
        }
        shown = shown.substr(0, UINT16_MAX);
        // A value as the last game had it under the same name ("?", the
        // event of a tournament's games, a result) is stored once.
        StoredTag stored{0, *name, static_cast<std::uint16_t>(shown.size())};
        if (lastOfName_.size() <= *name) lastOfName_.resize(std::size_t(*name) + 1);
        const StoredTag& last = lastOfName_[*name];
        stored.value =
            last.length == shown.size() && value(last) == shown ? last.value : store(shown);
        lastOfName_[*name] = stored;
        tags_.push_back(stored);
        ++game.tagCount;
    }
    games_.push_back(game);
    return true;
}

std::string_view PgnIndex::tag(std::size_t game, std::string_view name) const {
    const auto id = nameId(name);
    if (!id) return {};
    const Game& g = games_[game];
    for (std::uint32_t i = g.firstTag; i < g.firstTag + g.tagCount; ++i)
        if (tags_[i].name == *id) return value(tags_[i]);
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
    const auto goOn = [&] {
        return !progress || progress(index, stream.bytesDone(), stream.fileSize());
    };
    const StopRequest stop = [&] { return !goOn(); };
    stream.setStopRequest(stop);
    GameText game;
    std::vector<pgn::RawTag> tags;
    while (stream.next(game, &tags)) {
        if (!index.add(game, tags, stop)) return index;
        if (index.size() % reportEvery == 0 && !goOn()) return index;
    }
    if (stream.stopped()) return index;
    if (stream.readError()) return *stream.readError();
    goOn();
    return index;
}

}  // namespace tavleya

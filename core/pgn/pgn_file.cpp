#include "pgn_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace tavleya {

namespace {
constexpr std::size_t kBlockSize = 1 << 20;
}

namespace {

// LF bytes, eight at a time: index files are read at hundreds of MB/s.
int countNewlines(std::string_view text) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
    std::size_t i = 0;
    int count = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        const std::uint64_t v = word ^ (kOnes * '\n');  // zero bytes where LF was
        // High bit set exactly in the zero bytes.
        const std::uint64_t zero = ~(((v & kLow7) + kLow7) | v | kLow7);
        count += static_cast<int>(((zero >> 7) * kOnes) >> 56);
    }
    for (; i < text.size(); ++i) count += text[i] == '\n';
    return count;
}

}  // namespace

int countLineBreaks(std::string_view text) {
    int lines = countNewlines(text);
    if (text.find('\r') == std::string_view::npos) return lines;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) ++lines;
    return lines;
}

Result<PgnGameStream> PgnGameStream::open(const std::string& path) {
    PgnGameStream stream;
    stream.file_.reset(std::fopen(path.c_str(), "rb"));
    if (!stream.file_) return Error{path + ": " + std::strerror(errno), 0};
    if (std::fseek(stream.file_.get(), 0, SEEK_END) == 0) {
        const long size = std::ftell(stream.file_.get());
        stream.fileSize_ = size > 0 ? static_cast<std::uint64_t>(size) : 0;
        std::fseek(stream.file_.get(), 0, SEEK_SET);
    }
    return stream;
}

PgnGameStream PgnGameStream::fromText(std::string text) {
    PgnGameStream stream;
    stream.fileSize_ = text.size();
    stream.buffer_ = std::move(text);
    stream.atEnd_ = true;
    return stream;
}

bool PgnGameStream::readMore() {
    if (atEnd_) return false;
    // Keep only what is not handed out yet; read at least as much again as
    // is kept, so that a very long game costs linear time, not quadratic.
    buffer_.erase(0, pos_);
    bufferOffset_ += pos_;
    pos_ = 0;
    const std::size_t want = std::max(kBlockSize, buffer_.size());
    const std::size_t old = buffer_.size();
    buffer_.resize(old + want);
    const std::size_t got = std::fread(buffer_.data() + old, 1, want, file_.get());
    buffer_.resize(old + got);
    if (got < want) {
        atEnd_ = true;
        if (std::ferror(file_.get())) readError_ = std::strerror(errno);
    }
    return true;
}

bool PgnGameStream::next(GameText& game, std::vector<pgn::RawTag>* tags) {
    for (;;) {
        const std::string_view text = buffer_;
        const pgn::GameCut cut = pgn::cutNextGame(text, pos_, atEnd_, tags);
        switch (cut.status) {
            case pgn::GameCut::Status::NeedMore:
                if (!readMore()) return false;
                continue;
            case pgn::GameCut::Status::NoMore:
                pos_ = text.size();
                return false;
            case pgn::GameCut::Status::Game:
                break;
        }
        game.bytes = text.substr(cut.begin, cut.end - cut.begin);
        game.offset = bufferOffset_ + cut.begin;
        game.firstLine = line_ + countLineBreaks(text.substr(pos_, cut.begin - pos_));
        game.number = ++games_;
        line_ = game.firstLine + countLineBreaks(text.substr(cut.begin, cut.next - cut.begin));
        pos_ = cut.next;
        return true;
    }
}

}  // namespace tavleya

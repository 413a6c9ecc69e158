#include "pgn_file.h"

#include <algorithm>
#include <cstring>

#include "pgn_syntax.h"

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

Result<PgnGameStream> PgnGameStream::open(const std::string& path, const pgn::CutBudget& budget) {
    auto opened = pgn::openText(path);
    if (!opened) return opened.error();
    pgn::OpenedText& text = opened.value();
    PgnGameStream stream;
    stream.budget_ = budget;
    stream.fileSize_ = text.fileSize;
    stream.form_ = text.form;
    stream.buffer_ = std::move(text.head);
    stream.source_ = std::move(text.source);
    if (text.whole) {
        stream.atEnd_ = true;
        stream.readError_ = stream.source_->failure();
    }
    return stream;
}

PgnGameStream PgnGameStream::fromText(std::string text, const pgn::CutBudget& budget) {
    PgnGameStream stream;
    stream.budget_ = budget;
    stream.fileSize_ = text.size();
    stream.buffer_ = std::move(text);
    stream.atEnd_ = true;
    return stream;
}

std::uint64_t PgnGameStream::bytesDone() const {
    return form_.plain() || !source_ ? bufferOffset_ + pos_ : source_->consumed();
}

bool PgnGameStream::stopNow() {
    if (!stopped_ && stop_ && stop_()) stopped_ = true;
    return stopped_;
}

bool PgnGameStream::readMore() {
    if (atEnd_ || stopped_) return false;
    // Keep only what is not handed out yet; read at least as much again as
    // is kept, so that a very long game costs linear time, not quadratic.
    buffer_.erase(0, pos_);
    bufferOffset_ += pos_;
    pos_ = 0;
    const std::size_t want = std::max(kBlockSize, buffer_.size());
    for (std::size_t got = 0; got < want;) {
        // Only a game longer than a block is worth asking about.
        if (buffer_.size() >= kBlockSize && stopNow()) return false;
        const std::size_t block = std::min(kBlockSize, want - got);
        const std::size_t old = buffer_.size();
        buffer_.resize(old + block);
        const std::size_t read = source_->read(buffer_.data() + old, block);
        buffer_.resize(old + read);
        got += read;
        if (read < block) {
            atEnd_ = true;
            readError_ = source_->failure();
            break;
        }
    }
    return true;
}

bool PgnGameStream::next(GameText& game, std::vector<pgn::RawTag>* tags) {
    if (stopped_) return false;
    for (;;) {
        if (skipping_ && !skipToTagLine()) return false;
        const std::string_view text = buffer_;
        const pgn::GameCut cut = pgn::cutNextGame(text, pos_, atEnd_, tags, budget_);
        switch (cut.status) {
            case pgn::GameCut::Status::NeedMore: {
                // No cut within the game budget: whatever it is, it is too long.
                const std::size_t begin = pgn::skipFiller(text, pos_);
                if (text.size() - begin > budget_.maxGameBytes) {
                    handOut(game,
                            {pgn::GameCut::Status::Game, begin, begin + budget_.maxGameBytes + 1,
                             begin + budget_.maxGameBytes + 1, true});
                    return true;
                }
                dropFiller();
                if (!readMore()) return false;
                continue;
            }
            case pgn::GameCut::Status::NoMore:
                pos_ = text.size();
                return false;
            case pgn::GameCut::Status::Game:
                break;
        }
        handOut(game, cut);
        return true;
    }
}

// Blanks and escape lines before the next game are let go as they stream
// by, so that a run of them costs no memory however long it is. The byte
// before what follows stays, for the line-start rules ('%', '['), and so
// does a last line the block's end cut that is more than blanks (an escape
// line must still be one when its end comes).
void PgnGameStream::dropFiller() {
    const std::string_view text = buffer_;
    std::size_t until = pgn::skipFiller(text, pos_);
    if (until == text.size()) {
        const std::size_t lastBreak = text.find_last_of("\r\n");
        const std::size_t lastLine =
            lastBreak == std::string_view::npos || lastBreak < pos_ ? pos_ : lastBreak + 1;
        if (text.find_first_not_of(" \t", lastLine) != std::string_view::npos) until = lastLine;
    }
    if (until <= pos_ + 1) return;
    std::size_t keepFrom = until - 1;
    // "\r\n" is one line break, counted once: never split.
    if (text[keepFrom] == '\n' && text[keepFrom - 1] == '\r') --keepFrom;
    line_ += countLineBreaks(text.substr(pos_, keepFrom - pos_));
    pos_ = keepFrom;
}

void PgnGameStream::handOut(GameText& game, const pgn::GameCut& cut) {
    const std::string_view text = buffer_;
    game.bytes = text.substr(cut.begin, cut.end - cut.begin);
    game.offset = bufferOffset_ + cut.begin;
    game.firstLine = line_ + countLineBreaks(text.substr(pos_, cut.begin - pos_));
    game.number = ++games_;
    line_ = game.firstLine + countLineBreaks(text.substr(cut.begin, cut.next - cut.begin));
    pos_ = cut.next;
    if (cut.cutShort) {
        skipping_ = true;
        skipAtLineStart_ = pos_ > 0 && (text[pos_ - 1] == '\n' || text[pos_ - 1] == '\r');
    }
}

// Discards text, a block at a time, up to the next line whose first mark is
// '[': the next game's tags, where reading can pick up again. False when the
// file ends first.
bool PgnGameStream::skipToTagLine() {
    for (;;) {
        const std::string_view text = buffer_;
        std::size_t p = pos_;
        while (p < text.size()) {
            const char c = text[p];
            if (c == '\n' || c == '\r') {
                skipAtLineStart_ = true;
                ++p;
            } else if (skipAtLineStart_ && (c == ' ' || c == '\t')) {
                ++p;
            } else if (skipAtLineStart_ && c == '[') {
                line_ += countLineBreaks(text.substr(pos_, p - pos_));
                pos_ = p;
                skipping_ = false;
                return true;
            } else {
                // Not a tag line: on to its end.
                skipAtLineStart_ = false;
                const auto* start = text.data() + p;
                const auto* lf =
                    static_cast<const char*>(std::memchr(start, '\n', text.size() - p));
                const std::size_t lineEnd =
                    lf ? static_cast<std::size_t>(lf - text.data()) : text.size();
                const auto* cr = static_cast<const char*>(std::memchr(start, '\r', lineEnd - p));
                p = cr ? static_cast<std::size_t>(cr - text.data()) : lineEnd;
            }
        }
        // Keep a final CR: an LF may follow it in the next block.
        const std::size_t keep =
            !text.empty() && text.back() == '\r' ? text.size() - 1 : text.size();
        line_ += countLineBreaks(text.substr(pos_, keep - pos_));
        pos_ = keep;
        if (stopNow() || !readMore()) {
            pos_ = buffer_.size();
            skipping_ = false;
            return false;
        }
    }
}

Result<std::string> readGameText(const std::string& path, std::uint64_t offset,
                                 std::size_t length) {
    auto opened = pgn::openText(path);
    if (!opened) return opened.error();
    pgn::OpenedText& text = opened.value();
    std::string bytes;
    if (offset < text.head.size())
        bytes = text.head.substr(static_cast<std::size_t>(offset), length);
    else
        text.source->skip(offset - text.head.size());
    const std::size_t old = bytes.size();
    bytes.resize(length);
    bytes.resize(old + text.source->read(bytes.data() + old, length - old));
    if (text.source->failure()) return *text.source->failure();
    return bytes;
}

Result<pgn::FileForm> pgnFileForm(const std::string& path) {
    auto opened = pgn::openText(path);
    if (!opened) return opened.error();
    return opened.value().form;
}

}  // namespace tavleya

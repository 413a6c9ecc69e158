#include "puzzles/puzzle_file_scan.h"

#include <algorithm>
#include <limits>

#include "puzzles/puzzle_record.h"

namespace tavleya {

void PuzzleFileScanner::feed(std::string_view bytes) {
    while (!bytes.empty()) {
        const std::size_t end = bytes.find('\n');
        if (end == std::string_view::npos) {
            pending_.append(bytes);
            return;
        }
        const std::uint64_t offset = pendingOffset_;
        const std::size_t length = pending_.size() + end;  // without the line break
        if (pending_.empty()) {
            row(bytes.substr(0, end), offset);
        } else {
            pending_.append(bytes.substr(0, end));
            row(pending_, offset);
            pending_.clear();
        }
        pendingOffset_ = offset + length + 1;
        bytes.remove_prefix(end + 1);
    }
}

void PuzzleFileScanner::finish() {
    if (!pending_.empty()) row(pending_, pendingOffset_);
    pending_.clear();
}

void PuzzleFileScanner::row(std::string_view text, std::uint64_t offset) {
    ++line_;
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    if (line_ == 1) {
        // A byte-order mark before the header is no column's name.
        if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
        auto reader = PuzzleCsvReader::fromHeader(text);
        if (reader)
            reader_ = std::move(*reader);
        else
            headerError_ = reader.error();
        return;
    }
    if (!reader_ || text.empty()) return;
    auto puzzle = reader_->read(text, int(line_));
    if (!puzzle) {
        if (problems_.size() < kProblemsKept) problems_.push_back(puzzle.error());
        ++badRows_;
        return;
    }
    auto variant = std::find(variants_.begin(), variants_.end(), puzzle->variant);
    if (variant == variants_.end()) {
        if (variants_.size() > std::numeric_limits<std::uint8_t>::max()) {
            ++badRows_;
            return;
        }
        variant = variants_.insert(variants_.end(), puzzle->variant);
    }
    rows_.push_back({offset, puzzleKey(puzzle->id), themes_.bitsOf(puzzle->themes), line_,
                     std::int16_t(std::clamp(puzzle->rating, 0, 32767)),
                     std::uint8_t(variant - variants_.begin())});
}

}  // namespace tavleya

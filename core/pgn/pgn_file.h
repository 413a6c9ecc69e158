#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "../result.h"
#include "game_splitter.h"

namespace tavleya {

// One game's bytes as they are in the file, and where they are.
struct GameText {
    std::string_view bytes;
    std::uint64_t offset = 0;  // of the game's first byte in the file
    int firstLine = 1;         // 1-based line of that byte
    int number = 0;            // 1-based position of the game in the file
};

// Reads a PGN file in blocks and hands out its games in order, so that files
// of any size pass through a small, fixed amount of memory.
class PgnGameStream {
public:
    // A game that outgrows `budget` is handed out cut short (the reader
    // finds it damaged) and the rest of it skipped, so memory stays bounded.
    static Result<PgnGameStream> open(const std::string& path, const pgn::CutBudget& budget = {});
    // Reads from memory instead (tests, the clipboard).
    static PgnGameStream fromText(std::string text, const pgn::CutBudget& budget = {});

    // The next game; its bytes stay valid until the next call. False at the
    // end of the file. `tags` receives the game's tag pairs when given.
    bool next(GameText& game, std::vector<pgn::RawTag>* tags = nullptr);

    std::uint64_t bytesDone() const { return bufferOffset_ + pos_; }
    std::uint64_t fileSize() const { return fileSize_; }
    // Set when reading the file failed part-way.
    const std::string& readError() const { return readError_; }

private:
    struct FileCloser {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    bool readMore();
    bool skipToTagLine();
    void handOut(GameText& game, const pgn::GameCut& cut);

    std::unique_ptr<std::FILE, FileCloser> file_;
    std::string buffer_;
    std::size_t pos_ = 0;             // where the next game search starts in buffer_
    std::uint64_t bufferOffset_ = 0;  // file offset of buffer_[0]
    std::uint64_t fileSize_ = 0;
    int line_ = 1;  // line of buffer_[pos_]
    int games_ = 0;
    bool atEnd_ = false;
    pgn::CutBudget budget_;
    bool skipping_ = false;  // the rest of a game cut short is being skipped
    bool skipAtLineStart_ = false;
    std::string readError_;
};

// Line breaks in `text`: LF, CR LF, or a lone CR (old Mac files).
int countLineBreaks(std::string_view text);

}  // namespace tavleya

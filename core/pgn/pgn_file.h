#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../result.h"
#include "byte_source.h"
#include "game_splitter.h"

namespace tavleya {

// One game's bytes as they are in the file's text, and where they are.
struct GameText {
    std::string_view bytes;
    std::uint64_t offset = 0;  // of the game's first byte in the text
    int firstLine = 1;         // 1-based line of that byte
    int number = 0;            // 1-based position of the game in the file
};

// Asked now and then during long work, within a single game too; true
// stops the work.
using StopRequest = std::function<bool()>;

// Reads a PGN file in blocks and hands out its games in order, so that files
// of any size pass through a small, fixed amount of memory. The file may be
// compressed (gzip, bzip2, xz, zstd) or UTF-16: the games are then cut from
// the text it holds, as UTF-8, and their offsets are offsets in that text.
class PgnGameStream {
public:
    // A game that outgrows `budget` is handed out cut short (the reader
    // finds it damaged) and the rest of it skipped, so memory stays bounded.
    // A file that is no PGN text at all is an error that says what it is.
    static Result<PgnGameStream> open(const std::string& path, const pgn::CutBudget& budget = {});
    // Reads from memory instead (tests, the clipboard).
    static PgnGameStream fromText(std::string text, const pgn::CutBudget& budget = {});

    // The next game; its bytes stay valid until the next call. False at the
    // end of the file, or when stopped. `tags` receives the game's tag pairs
    // when given.
    bool next(GameText& game, std::vector<pgn::RawTag>* tags = nullptr);
    // Asked while a game too long for one block is read or skipped: a
    // single game of many megabytes must not hold up a stop.
    void setStopRequest(StopRequest stop) { stop_ = std::move(stop); }
    bool stopped() const { return stopped_; }

    // How far along the file is, in bytes of the file itself (the
    // compressed bytes of a compressed file), out of fileSize().
    std::uint64_t bytesDone() const;
    std::uint64_t fileSize() const { return fileSize_; }
    const pgn::FileForm& form() const { return form_; }
    // Set when reading the file failed part-way; the games before the
    // failure were handed out.
    const std::optional<Error>& readError() const { return readError_; }

private:
    bool readMore();
    void dropFiller();
    bool skipToTagLine();
    void handOut(GameText& game, const pgn::GameCut& cut);
    bool stopNow();

    std::unique_ptr<pgn::ByteSource> source_;
    pgn::FileForm form_;
    std::string buffer_;
    std::size_t pos_ = 0;             // where the next game search starts in buffer_
    std::uint64_t bufferOffset_ = 0;  // text offset of buffer_[0]
    std::uint64_t fileSize_ = 0;
    int line_ = 1;  // line of buffer_[pos_]
    int games_ = 0;
    bool atEnd_ = false;
    pgn::CutBudget budget_;
    bool skipping_ = false;  // the rest of a game cut short is being skipped
    bool skipAtLineStart_ = false;
    std::optional<Error> readError_;
    StopRequest stop_;
    bool stopped_ = false;
};

// The bytes of `length` at `offset` in the text of the PGN file `path`: a
// game the stream handed out (GameText::offset and bytes.size(), as the
// index keeps them), read again. A plain file is read at the place; a
// compressed or UTF-16 one is decoded from its start up to there. Fewer
// bytes when the text ends first.
Result<std::string> readGameText(const std::string& path, std::uint64_t offset, std::size_t length);

// How `path` keeps its text. Only a plain() one can have a game written
// back into its place.
Result<pgn::FileForm> pgnFileForm(const std::string& path);

// Line breaks in `text`: LF, CR LF, or a lone CR (old Mac files).
int countLineBreaks(std::string_view text);

}  // namespace tavleya

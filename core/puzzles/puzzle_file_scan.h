#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle_csv.h"
#include "puzzles/puzzle_themes.h"

namespace tavleya {

// One good row of a puzzle file as the chooser keeps it: where the row
// starts, its line, its id's key (puzzleKey), its rating, its themes (bits
// of PuzzleFileScanner::themes) and which of the file's games it is
// (PuzzleFileScanner::variants). 32 bytes, so that four million puzzles
// take about 130 MB; the row itself is read when wanted.
struct PuzzleFileRow {
    std::uint64_t offset = 0;
    std::uint64_t key = 0;
    std::uint64_t themes = 0;
    std::uint32_t line = 0;
    std::int16_t rating = 0;
    std::uint8_t variant = 0;
};

// Reads a puzzle CSV (PuzzleCsvReader's columns) in pieces as they come,
// keeping what choosing needs of each good row and naming each bad one by
// its line; a file of any size passes through a small buffer.
class PuzzleFileScanner {
public:
    static constexpr std::size_t kProblemsKept = 100;

    // The next bytes of the file, in pieces of any size.
    void feed(std::string_view bytes);
    // The file has ended: its last row may have no line break.
    void finish();

    // The good rows read since the last call.
    std::vector<PuzzleFileRow> takeRows() { return std::exchange(rows_, {}); }
    // The games of the rows (ruleset keys), by PuzzleFileRow::variant.
    const std::vector<std::string>& variants() const { return variants_; }
    // The themes of the rows, by bit.
    const PuzzleThemes& themes() const { return themes_; }
    // The header's columns, once the header is read.
    const std::optional<PuzzleCsvReader>& reader() const { return reader_; }
    // Why the file is no puzzle file at all (its header), if so.
    const std::optional<Error>& headerError() const { return headerError_; }
    int badRows() const { return badRows_; }
    // Why the first kProblemsKept bad rows are bad, each naming its line.
    const std::vector<Error>& problems() const { return problems_; }

private:
    void row(std::string_view text, std::uint64_t offset);

    std::string pending_;  // the start of a row whose end has not come
    std::uint64_t pendingOffset_ = 0;
    std::uint32_t line_ = 0;
    std::optional<PuzzleCsvReader> reader_;
    std::optional<Error> headerError_;
    std::vector<PuzzleFileRow> rows_;
    std::vector<std::string> variants_;
    PuzzleThemes themes_;
    std::vector<Error> problems_;
    int badRows_ = 0;
};

}  // namespace tavleya

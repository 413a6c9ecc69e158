#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.h"
#include "result.h"

namespace tavleya {

// lichess's puzzle columns (PuzzleId,FEN,Moves,Rating,RatingDeviation,
// Popularity,NbPlays,Themes,GameUrl,OpeningTags) and Tavleya's Variant
// after them. Fields holding a comma (a Kingchess turn) are quoted, as CSV
// does.
std::string puzzleCsvHeader();
std::string puzzleCsvRow(const Puzzle& puzzle);

// Reads a file's rows one at a time: the header first (it says which
// columns there are, in any order; Variant may be missing), then each row.
class PuzzleCsvReader {
public:
    // An error names what is missing from the header.
    static Result<PuzzleCsvReader> fromHeader(std::string_view header);
    // One row; an error names the line (`line`, 1-based) and the column.
    Result<Puzzle> read(std::string_view row, int line) const;

private:
    struct Columns {
        int id = -1, fen = -1, moves = -1, rating = -1, deviation = -1, popularity = -1, plays = -1,
            themes = -1, url = -1, openings = -1, variant = -1;
    };
    explicit PuzzleCsvReader(Columns columns) : columns_(columns) {}
    Columns columns_;
};

// The fields of one CSV line; nullopt when a quote is not closed.
std::optional<std::vector<std::string>> csvFields(std::string_view line);

}  // namespace tavleya

#pragma once

#include <QString>
#include <array>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "puzzles/puzzle.h"
#include "puzzles/puzzle_choice.h"
#include "puzzles/puzzle_csv.h"
#include "puzzles/puzzle_file_scan.h"
#include "puzzles/puzzle_themes.h"
#include "result.h"

namespace tavleya {

// The puzzles of one game to choose from: those Tavleya ships, held whole,
// or those of a file a person imported, of which only what choosing needs
// is held and a row is read when it is played.
class PuzzleShelf {
public:
    PuzzleShelf(std::string variant, QString title)
        : variant_(std::move(variant)), title_(std::move(title)) {}
    virtual ~PuzzleShelf() = default;

    const std::string& variant() const { return variant_; }
    const QString& title() const { return title_; }
    std::span<const PuzzleSummary> summaries() const { return summaries_; }
    // The puzzle of summaries()[index]; an error names the file and line.
    virtual Result<Puzzle> puzzle(std::size_t index) const = 0;
    // The themes of the shelf's puzzles by bit (PuzzleSummary::themes), and
    // how many have each.
    const std::vector<std::string>& themeNames() const { return themeNames_; }
    int themeCount(std::size_t bit) const { return themeCounts_[bit]; }

protected:
    void add(const PuzzleSummary& summary);

    std::vector<PuzzleSummary> summaries_;
    std::vector<std::string> themeNames_;

private:
    std::string variant_;
    QString title_;
    std::array<int, PuzzleThemes::kMost> themeCounts_{};
};

// Puzzles held whole: those Tavleya ships, a player's own.
class HeldShelf : public PuzzleShelf {
public:
    HeldShelf(std::string variant, QString title, std::vector<Puzzle> puzzles);
    Result<Puzzle> puzzle(std::size_t index) const override { return puzzles_[index]; }

private:
    std::vector<Puzzle> puzzles_;
};

// The puzzles a review made of one player's mistakes.
class MistakesShelf : public HeldShelf {
public:
    using HeldShelf::HeldShelf;
};

// The puzzles of one game in a CSV file, growing as the file is read.
class FileShelf : public PuzzleShelf {
public:
    // `readable` is the file's text as bytes at the rows' offsets (the file
    // itself, or its unpacked copy when it is compressed).
    FileShelf(std::string variant, QString title, QString readable, PuzzleCsvReader reader);
    // A row, its themes' bits those of `themes` (the file's so far).
    void add(const PuzzleFileRow& row, const std::vector<std::string>& themes);
    Result<Puzzle> puzzle(std::size_t index) const override;

private:
    QString readable_;
    PuzzleCsvReader reader_;
    std::vector<std::uint64_t> offsets_;
    std::vector<std::uint32_t> lines_;
};

}  // namespace tavleya

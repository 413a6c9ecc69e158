#pragma once

#include <optional>

#include "../pgn/pgn_reader.h"
#include "opening_table.h"

namespace tavleya {

// Names the openings of recorded games without reading each to its end: a
// game's main line is played only as far as the lists could still name a
// position of it (OpeningTable::horizon), some twenty moves,
// which makes naming a large file several times faster than reading it.
// So an error beyond that point goes unnoticed. A game this quick pass does
// not follow (a FEN tag, a word that is not a move in SAN, a broken
// comment) is read whole by the PGN reader, whose errors it reports.
//
// Keeps a PgnReader: use one per thread.
class PgnOpeningReader {
public:
    explicit PgnOpeningReader(const OpeningTable& table) : table_(table) {}

    struct Outcome {
        const Opening* opening = nullptr;  // null: no name
        std::optional<PgnError> error;     // the game could not be read
    };
    Outcome classify(const GameText& game);

private:
    // The opening by the quick pass; nullopt when the reader must decide.
    std::optional<const Opening*> quickPass(std::string_view text);

    const OpeningTable& table_;
    PgnReader reader_;
};

}  // namespace tavleya

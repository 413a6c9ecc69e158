#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "position.h"
#include "result.h"

namespace tavleya {

enum class CastlingNotation : std::uint8_t {
    Standard,  // KQkq (X-FEN: a file letter only where KQkq would be ambiguous)
    Shredder,  // the file letters of the castling rooks: HAha
};

// What a ruleset's FEN looks like beyond the common six fields.
struct FenDialect {
    // Letters for White's pieces; Black's are the same in lower case.
    std::span<const std::pair<char, PieceKind>> letters;
    bool pockets = false;         // "[QRbnp]" after the placement (Crazyhouse)
    bool promotedMarks = false;   // "Q~" marks a promoted piece
    bool castling = true;         // false: the castling field must be "-"
    bool royalMarks = false;      // "R!" marks a royal piece other than a king (Frankfurt)
    bool kingsInPockets = false;  // Kingchess: the king starts in the reserve
    // Castling with any rook and the king anywhere on the back rank
    // (Chess960). Otherwise the king must stand on e1/e8 and the rooks in the corners.
    bool freeCastling = false;
    CastlingNotation castlingOutput = CastlingNotation::Standard;
};

// One space-separated field of a FEN-like line and its 1-based column.
struct FenField {
    std::string_view text;
    int column;
};
std::vector<FenField> splitFenFields(std::string_view line);

// The rook X-FEN's K or Q means: the outermost rook of `color` on its back
// rank on that side of `king`; none if there is none.
Square outermostRook(const Position& position, Color color, Square king, CastlingSide side);

// The six standard letters P N B R Q K.
std::span<const std::pair<char, PieceKind>> standardPieceLetters();

// Reads FEN text into a position, checking everything that needs no rules of
// movement: the field count, each rank's length, the letters, side to move,
// castling rights against the king and rook squares, the en-passant square
// against the pawn that just moved, and the move counters. Four fields (no
// counters) are accepted as in EPD. The en-passant square is kept as written;
// rulesets drop it when no capture is legal. With `droppedCastling`, a
// castling right the position cannot have (no king or rook on its square)
// is left out and noted there instead of being an error.
Result<Position> readFenText(std::string_view fen, const FenDialect& dialect,
                             std::vector<Error>* droppedCastling = nullptr);

std::string writeFenText(const Position& position, const FenDialect& dialect);

}  // namespace tavleya

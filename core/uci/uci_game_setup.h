#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "clock/chess_clock.h"
#include "ruleset.h"

namespace tavleya::uci {

// How to tell a UCI engine which game it plays: the UCI_Variant value it
// knows the game by, whether it needs UCI_Chess960, and how it writes
// castling. Chosen from what the engine offered in its "uci" answer.
struct UciGameSetup {
    std::string variant;  // empty: the engine's own game (it offers no variants, or none fits)
    bool chess960 = false;
    bool kingTakesRook = false;
};

// Nullopt when the engine does not play the game: it offers no variant by
// any of the game's names, and the game is neither standard chess nor
// standard chess from numbered start positions.
std::optional<UciGameSetup> chooseUciGame(const Ruleset& rules,
                                          std::span<const std::string> offeredVariants,
                                          bool offersChess960);

// "position fen <start> moves …" in the words the engine reads.
std::string positionCommand(const Ruleset& rules, const Position& start,
                            std::span<const Move> moves, bool kingTakesRook);

// "go wtime … btime … winc … binc … [movestogo …]" from the clock: a fixed
// time per move is "movetime"; a delay, which UCI cannot say, is passed as
// the increment it amounts to for a move that takes at least that long.
std::string goCommand(const ChessClock& clock, Color toMove);

}  // namespace tavleya::uci

#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "square.h"
#include "zobrist.h"

namespace tavleya {

// How a game ended by the rules (resignation and agreement are the players'
// doing and are recorded elsewhere).
enum class Termination : std::uint8_t {
    None,
    Checkmate,
    Stalemate,
    FivefoldRepetition,
    MoveLimit,  // the rules' number of moves without a capture or pawn move
    DeadPosition,
    FlagFall,  // see clock/flag_fall.h
    // Variant-specific ends, named for what happened.
    BareKing,         // Shatranj's historical rule
    ExposedAtReveal,  // secret setup: the second player's king stood attacked
    // Ends the players decide.
    Resignation,
    DrawAgreed,
    RepetitionClaimed,  // FIDE 9.2
    FiftyMovesClaimed,  // FIDE 9.3

};

enum class Outcome : std::uint8_t { Undecided, WhiteWins, BlackWins, Draw };

struct GameEnd {
    Termination termination = Termination::None;
    Outcome outcome = Outcome::Undecided;
    // Who resigned, claimed the draw, or ran out of time.
    Color by = Color::White;
    // For MoveLimit, how many moves the rules allow (75 in chess, 70 in
    // Shatranj's historical rules); 0 where it is not known (a game read
    // back from a file).
    int moveLimit = 0;
    bool over() const { return termination != Termination::None; }
};

// Draws the player to move may claim (FIDE 9.2, 9.3).
struct DrawClaims {
    bool threefoldRepetition = false;
    bool fiftyMoves = false;
    bool any() const { return threefoldRepetition || fiftyMoves; }
};

// How a game ended, as one word for files ("FlagFall black", with who
// acted), and read back; nothing for a word it does not know.
std::string writeGameEnd(const GameEnd& end);
std::optional<GameEnd> readGameEnd(std::string_view text, Outcome outcome);

// The outcome a PGN result token gives; Undecided for "*" and anything else.
constexpr Outcome outcomeOfResult(std::string_view token) {
    if (token == "1-0") return Outcome::WhiteWins;
    if (token == "0-1") return Outcome::BlackWins;
    if (token == "1/2-1/2") return Outcome::Draw;
    return Outcome::Undecided;
}

// The PGN result token of an outcome: "1-0", "0-1", "1/2-1/2", or "*".
constexpr std::string_view resultToken(Outcome outcome) {
    switch (outcome) {
        case Outcome::WhiteWins:
            return "1-0";
        case Outcome::BlackWins:
            return "0-1";
        case Outcome::Draw:
            return "1/2-1/2";
        case Outcome::Undecided:
            break;
    }
    return "*";
}

constexpr Outcome winFor(Color c) {
    return c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins;
}

// How often `current` occurred, counting itself, in a history of the
// repetition keys of earlier positions of the game (oldest first). Only the
// positions since the last irreversible move can match, so the caller may pass
// just those.
int occurrences(Key current, std::span<const Key> earlier);

}  // namespace tavleya

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tavleya::uci {

// What a UCI engine says, read by the program that talks to it (the window,
// the match runner). Plain C++ so that it is tested without a process.

// "id name Stockfish 15.1" / "id author …".
struct UciId {
    std::string field;  // "name" or "author"
    std::string value;
};
std::optional<UciId> readIdLine(std::string_view line);

// One "option name … type …" line.
struct UciOption {
    enum class Type { Check, Spin, Combo, Button, String };
    std::string name;
    Type type = Type::String;
    std::string defaultValue;
    long long min = 0, max = 0;     // spin
    std::vector<std::string> vars;  // combo
};
// Nullopt when the line is not an option line or names no known type.
std::optional<UciOption> readOptionLine(std::string_view line);

// One "info …" line; fields the engine left out stay empty.
struct UciInfo {
    std::optional<int> depth, selDepth, hashFull;
    int multiPv = 1;
    // From the side to move's point of view, as UCI says: centipawns, or
    // moves to mate (negative: being mated).
    std::optional<int> centipawns, mateIn;
    bool lowerBound = false, upperBound = false;
    std::optional<std::uint64_t> nodes, nps;
    std::optional<std::int64_t> millis;
    std::vector<std::string> pv;
    std::string text;  // "info string …"

    bool hasScore() const { return centipawns || mateIn; }
};
// Nullopt when the line is not an info line or a number in it is not one.
std::optional<UciInfo> readInfoLine(std::string_view line);

// "bestmove e2e4 [ponder e7e5]"; "(none)" and "0000" (no legal move) read
// as an empty move.
struct UciBestMove {
    std::string move;
    std::string ponder;
};
std::optional<UciBestMove> readBestMoveLine(std::string_view line);

}  // namespace tavleya::uci

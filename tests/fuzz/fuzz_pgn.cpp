// libFuzzer target: the PGN reader on any bytes. Every game it accepts must
// write out and read back to the same text and the same positions; the index
// pass must find the same games.

#include <cstddef>
#include <cstdint>
#include <string>

#include "pgn/pgn_reader.h"
#include "pgn/pgn_writer.h"

using namespace tavleya;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    static PgnReader reader = [] {
        PgnLimits limits;
        limits.maxMoves = 2000;
        return PgnReader(limits);
    }();
    PgnGameStream stream = PgnGameStream::fromText(text);
    PgnGameStream tagsOnly = PgnGameStream::fromText(text);
    GameText game, indexed;
    std::vector<pgn::RawTag> tags;
    while (stream.next(game)) {
        if (!tagsOnly.next(indexed, &tags) || indexed.offset != game.offset) __builtin_trap();
        auto outcome = reader.read(game);
        if (!outcome.game) continue;
        const std::string written = writePgnGame(*outcome.game);
        // Read back by the same reader: a fresh one would set up every
        // ruleset again for each game.
        PgnGameStream writtenStream = PgnGameStream::fromText(written);
        GameText back, extra;
        if (!writtenStream.next(back) || writtenStream.next(extra)) __builtin_trap();
        const auto again = reader.read(back);
        if (!again.game) __builtin_trap();
        if (writePgnGame(*again.game) != written) __builtin_trap();
        // The same moves to the same end: clocks, counters and all.
        const GameTree& first = outcome.game->tree;
        const GameTree& second = again.game->tree;
        const auto line = first.mainLine(), lineAgain = second.mainLine();
        if (line.size() != lineAgain.size()) __builtin_trap();
        if (!line.empty() &&
            !(first.node(line.back()).position == second.node(lineAgain.back()).position))
            __builtin_trap();
    }
    return 0;
}

#pragma once

#include <optional>

#include "pgn/pgn_file.h"
#include "pgn/pgn_game.h"
#include "pgn/pgn_reader.h"
#include "ruleset_registry.h"

namespace tavleya {

class GameSession;

// A game at the board as the PGN game it is saved as, and back: the header,
// the result, the clocks and how a game Tavleya ended ended, in tags of
// Tavleya's own where PGN has none.

// The game as PGN, with [%clk] after every move of a game with a clock.
PgnGame recordOf(const GameSession& session);

// How a game read back counts: a game opened is the saved state (its moves
// are not takebacks); one restored goes on as it was, and its moves can be
// taken back.
enum class Replay { AsSaved, AsUnsaved };

// Starts `game` at the board: its main line played again with the clocks
// as recorded, its comments, glyphs and variations, its header and its end,
// the clock paused until the players are at the board. The session is quiet
// while it happens: the caller says when the game is all there.
void replayRecord(GameSession& session, const PgnGame& game, Replay as);

// The first game of a text and whether others follow; those are only cut
// out, never read, so a huge clipboard or file costs one game's reading.
struct FirstGame {
    std::optional<PgnReader::Outcome> outcome;
    bool more = false;
};
FirstGame readFirstGame(PgnGameStream& stream, const RulesetRegistry& rulesets);

}  // namespace tavleya

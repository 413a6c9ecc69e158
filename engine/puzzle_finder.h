#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/puzzle.h"
#include "ruleset.h"

namespace tavleya::engine {

// The puzzle a turn of a game makes, if it makes one: after `mistake` (one
// move, or a placing turn's moves) the other side wins by force within
// `mostMoves` of its turns (at most 2), proven by trying every defence
// (lessons/forced_win.h); each of its turns but the last is the only one
// that wins as fast; the replies are the defence that holds out longest;
// and before the mistake the game was not lost so already (another move
// held). Positions where either side still has pieces to place in turns
// of its own are left out: a placing turn has too many ways to try them all.
std::optional<Puzzle> puzzleAfter(const Ruleset& rules, const Position& before,
                                  const std::vector<Move>& mistake, int mostMoves);

// What is wrong with a puzzle against its game's rules, if anything: a FEN
// that does not read, a move not legal where it stands, a solution that is
// not a forced win (proven again by trying every defence) or does not end
// in one. A puzzle themed as a gain of material (advantage, crushing) is
// replayed only: whether its moves are the only good ones is the
// referee's to say (tavleya-puzzles agree).
std::optional<std::string> whatIsWrong(const Puzzle& puzzle);

// The puzzles of a game played from `start`: each turn after which the
// other side wins by force (puzzleAfter, within two of its turns), in the
// order they come, without ids. A null move (Move()) ends the search.
std::vector<Puzzle> puzzlesInGame(const Ruleset& rules, const Position& start,
                                  std::span<const Move> moves);

// What a run looks for: a mate proven within two turns (puzzleAfter), or a
// gain of material the engine sees (advantagePuzzleAfter).
enum class PuzzleKind { Mate, Advantage };

// Games the engine plays against itself, at shallow and varied depths with
// its second- and third-best moves now and then, so that real mistakes
// happen; the puzzles found in them, at most `wanted`, each with an id made
// from `seed`. Deterministic for a seed.
// `found`, if given, is told each puzzle as it is found, with the number
// of the game it came from (a long run can be written as it goes).
// `depth` is the search's for gains of material, whose games go further
// down the engine's list of moves.
std::vector<Puzzle> puzzlesFromSelfPlay(
    const Ruleset& rules, int games, std::size_t wanted, std::uint64_t seed,
    const std::function<void(const Puzzle& puzzle, int game)>& found = {},
    PuzzleKind kind = PuzzleKind::Mate, int depth = 8);

}  // namespace tavleya::engine

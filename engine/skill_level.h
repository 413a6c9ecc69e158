#pragma once

#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "move.h"
#include "time_manager.h"

namespace tavleya {
class Position;
class Ruleset;
}  // namespace tavleya

namespace tavleya::engine {

class Evaluation;

// The engine's one scale of strength, which both Skill Level and UCI_Elo
// set: level 0 takes the most it can at once without searching, levels 1
// to 19 look a number of plies ahead that grows with the level, within a
// number of nodes that doubles with each level and a share of full
// strength's time that halves every two levels down, and level 20
// searches as long as the clock allows. Neighbouring levels also differ in
// what they see: how far they follow an exchange, and how many of the
// quiet moves they notice.
inline constexpr int kGreedyLevel = 0;
inline constexpr int kStrongestLevel = 20;

// The nodes a search at `level` may look at; 0 for no limit (full strength,
// and level 0, which does not search).
std::uint64_t nodeCapForLevel(int level);

// How many plies of captures past its horizon a search at `level` follows
// on average: the weakest level sees the reply to a capture and no
// further, level 2 one ply more, each level above a third of a ply more,
// and from level 9 every exchange is followed to its end. A whole ply is
// worth two hundred Elo or so where the search looks only one ply ahead
// (Tavreli up to level 5): taken one a level it made those few levels
// giant steps and left the ones above alike; in thirds each level has a
// share of it.
double exchangeReachForLevel(int level);

// The plies of captures one search at `level` follows
// (SearchLimits::exchangePlies): the whole plies of its reach, and one
// more as often as the reach's fraction says (level 3 sees a third ply in
// one move of three), as a person sometimes sees the end of an exchange
// and sometimes does not.
int exchangePliesForLevel(int level, std::mt19937_64& random);

// How many plies ahead a search at `level` looks on average: one up to
// level 5, then two fifths of a ply more each level (level 10 three plies,
// level 15 five, level 19 six and a half), unless its share of the time
// runs out first (budgetForLevel). Levels told apart by a share of the
// time were a third of a doubling apart at 10s+0.1, and the depth that
// time reached came in steps a few levels wide (one level a ply further,
// the next three none); plies of their own make each level a like step at
// any clock that leaves them the time.
double depthReachForLevel(int level);

// The plies one search at `level` looks ahead (SearchLimits::depth): the
// whole plies of its reach, and one more as often as the reach's fraction
// says.
int depthForLevel(int level, std::mt19937_64& random);

// The time a search at `level` may spend, from what full strength would
// (time_manager.h): each limit by the level's share of it, half a doubling
// less each level below full strength (level 19 seven tenths, level 13
// under a tenth), never below a millisecond; no limit stays none. A
// level's own depth from 13 up is more than a short clock lets it reach in
// Tavreli's and Frankfurt's middlegames, so the clock, not the level,
// stopped them there, and the top levels played alike (Frankfurt's 18
// against 17 48.0% over 100 games at 10s+0.1). With the shares 18 scored
// 59.5% against 17 there; in Tavreli 19 scored 59.5% against 18, 14 63.0%
// against 13 and 13 67.5% against 12, in Kingchess 19 62.5% against 18
// (100 games each). In classical chess the anchors held: level 16 scored
// 67.0% against Stockfish's UCI_Elo 1700 and level 12 61.5% against 1500,
// as before (65.5% and 61.0%). Levels below 13 sharing level 13's time
// had made 13 against 12 53.5%. A weaker player thinks less, too.
TimeBudget budgetForLevel(const TimeBudget& full, int level);

// The share of the quiet moves a search at `level` looks at in the game's
// position: a person does not notice every move. Captures, checks and
// promotions are always seen, and every move when in check.
double noticedShareForLevel(int level);

// The moves a search at `level` chooses from (SearchLimits::rootMoves), the
// quiet ones drawn at random by noticedShareForLevel; empty for all of them.
std::vector<Move> noticedMoves(const Ruleset& rules, const Evaluation& evaluation,
                               const Position& position, int level, std::mt19937_64& random);

// Below full strength the engine looks at a few of the best moves and does
// not always play the very best, as a person of that strength would not:
// the weaker the level, the further below the best a move it still plays
// may be, and the likelier a near-equal alternative. A move much worse than
// the best (a piece left hanging, a mate walked into) is never taken.
// Up to four lines at every level, those within the level's margin only
// (SearchLimits::lineMargin), though each line costs near a ply: two lines
// from level 16 (three at 14 and 15) let Frankfurt's 16 to 19 finish
// their own depth at 10s+0.1 where four had stopped at the clock's, but the
// steps only moved (17 over 16, 18 over 17, 19 over 18: +40, +72, +23 Elo
// over 200, 151 and 200 games, against +65, +30, +40 with four), and
// Tavreli's 16 and 15 stayed at 4 or 5 plies (50.5% over 99 games).
// There lines cost the top levels most: level 19 against 13 at 10s+0.1
// scored 39.5% over 100 games with four whole lines, 50.0% over 60 with
// the margin, and 68.3% over 60 with one line and no choice (50.0% with
// four whole lines and the best always played): the choice costs little,
// the lines' search the depth. With the margin, searching the lines at the
// level's last depth only (one line before it) gained nothing more:
// Tavreli's level 19 scored 50.5% over 100 games against itself with them
// at every depth, both short of the clock from the middlegame on.
inline constexpr int kLinesBelowFullStrength = 4;

// How far below the best a move `level` still plays may score
// (centipawns): a fifth of a pawn at level 19, a pawn and a half at level
// 1; 0 at full strength, which plays the best.
int choiceMarginForLevel(int level);

// The line to play, by its place among `scores` (best first, centipawns
// or mate scores for the side to move) at `level`.
std::size_t chooseLine(std::span<const int> scores, int level, std::mt19937_64& random);

// UCI_Elo's range: the greedy level at one end, full strength at the other
// (as measured at 10s+0.1 on Stockfish's UCI_Elo scale; skill_level.cpp).
inline constexpr int kWeakestElo = 500;
inline constexpr int kStrongestElo = 2000;

// About how strong `level` plays on that scale: a broken line through the
// levels measured against Stockfish (skill_level.cpp).
int eloForLevel(int level);

// The level whose Elo is nearest `elo` (clamped to the range above).
int levelForElo(int elo);

// Whether that scale speaks of `rules`: it was measured in standard chess
// alone, and a level's strength in another game is its own.
bool eloScaleHolds(const Ruleset& rules);

}  // namespace tavleya::engine

#include "lessons/forced_win.h"

#include "move_list.h"

namespace tavleya {

namespace {

bool everyReplyLoses(const Ruleset& rules, const Position& position, Color attacker, int moves);

// Each position's end is asked for once: it is the costly part of these
// searches (it looks for legal moves).

// Whether `move` of the attacker, to move in `position`, wins within `moves`.
bool moveWins(const Ruleset& rules, const Position& position, Move move, int moves);

// The attacker, to move in `position`, wins within `moves`.
bool attackerWins(const Ruleset& rules, const Position& position, int moves) {
    MoveList legal;
    rules.legalMoves(position, legal);
    for (Move move : legal)
        if (moveWins(rules, position, move, moves)) return true;
    return false;
}

bool moveWins(const Ruleset& rules, const Position& position, Move move, int moves) {
    const Color attacker = position.sideToMove();
    const Position after = rules.play(position, move);
    const GameEnd end = rules.automaticEnd(after, {});
    if (end.outcome == winFor(attacker)) return true;
    if (end.over()) return false;
    if (after.sideToMove() == attacker) return attackerWins(rules, after, moves);
    return moves > 1 && everyReplyLoses(rules, after, attacker, moves - 1);
}

// The defender is to move in `position`; whatever it plays, the attacker
// wins within `moves` after it.
bool everyReplyLoses(const Ruleset& rules, const Position& position, Color attacker, int moves) {
    MoveList legal;
    rules.legalMoves(position, legal);
    if (legal.size() == 0) return false;
    for (Move reply : legal) {
        const Position after = rules.play(position, reply);
        const GameEnd end = rules.automaticEnd(after, {});
        if (end.outcome == winFor(attacker)) continue;
        if (end.over()) return false;
        const bool lost = after.sideToMove() == attacker
                              ? attackerWins(rules, after, moves)
                              : everyReplyLoses(rules, after, attacker, moves);
        if (!lost) return false;
    }
    return true;
}

// How many moves the attacker needs after `reply`, up to `moves`; one more
// when it no longer wins within them.
int movesNeeded(const Ruleset& rules, const Position& position, Move reply, int moves) {
    const Position after = rules.play(position, reply);
    const Color defender = position.sideToMove();
    if (const GameEnd end = rules.automaticEnd(after, {}); end.over())
        return end.outcome == winFor(~defender) ? 0 : moves + 1;
    for (int needed = 1; needed <= moves; ++needed)
        if (after.sideToMove() == defender ? everyReplyLoses(rules, after, ~defender, needed)
                                           : attackerWins(rules, after, needed))
            return needed;
    return moves + 1;
}

}  // namespace

bool hasWon(const Ruleset& rules, const Position& position, Color side) {
    return rules.automaticEnd(position, {}).outcome == winFor(side);
}

bool winsWithin(const Ruleset& rules, const Position& position, int moves) {
    return attackerWins(rules, position, moves);
}

std::vector<Move> winningMoves(const Ruleset& rules, const Position& position, int moves) {
    MoveList legal;
    rules.legalMoves(position, legal);
    std::vector<Move> winning;
    for (Move move : legal)
        if (moveWins(rules, position, move, moves)) winning.push_back(move);
    return winning;
}

Move longestDefence(const Ruleset& rules, const Position& position, int moves) {
    MoveList legal;
    rules.legalMoves(position, legal);
    Move best;
    int longest = -1;
    for (Move reply : legal) {
        const int needed = movesNeeded(rules, position, reply, moves);
        if (needed > longest) {
            longest = needed;
            best = reply;
        }
    }
    return best;
}

Move escape(const Ruleset& rules, const Position& position, int moves) {
    MoveList legal;
    rules.legalMoves(position, legal);
    for (Move reply : legal)
        if (movesNeeded(rules, position, reply, moves) > moves) return reply;
    return Move();
}

}  // namespace tavleya

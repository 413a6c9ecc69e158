#include "ruleset.h"

#include <algorithm>
#include <cassert>

#include "chess_move.h"

namespace tavleya {

void Ruleset::legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const {
    MoveList all;
    legalMoves(position, all);
    for (Move m : all)
        if (targets & bit(m.to())) moves.push(m);
}

namespace {

// Asking the generator whether the move is legal would cost a generation per
// move, more than the generic perft walk and the random-game tests can spend
// even in a debug build; a move meant for another position fails this.
[[maybe_unused]] bool plausible(const Position& position, Move move) {
    const Color us = position.sideToMove();
    if (move.type() == MoveType::Drop)
        return position.pocketCount(us, move.piece()) > 0 && position.at(move.to()).empty();
    const Piece mover = position.at(move.from());
    return !mover.empty() && mover.color() == us && move.from() != move.to();
}

}  // namespace

Position Ruleset::play(const Position& position, Move move) const {
    assert(plausible(position, move));
    Position after = position;
    const MoveEffects effects = applyMove(after, move);
    assert(after.sideToMove() == position.sideToMove() &&
           after.halfmoveClock() == position.halfmoveClock() &&
           after.fullmoveNumber() == position.fullmoveNumber() &&
           after.enPassant() == position.enPassant() &&
           "applyMove leaves the bookkeeping to play()");
    assert(effects.continuesTurn == move.continuesTurn());
    // Mid-turn nothing is counted: whatever else were reported would be lost.
    assert(!effects.continuesTurn ||
           (!effects.capture && !effects.pawnMove && !effects.enPassant.valid()));
    if (effects.continuesTurn) return after;

    endTurn(after, effects);
    dropImpossibleEnPassant(after);

    [[maybe_unused]] const Color mover = position.sideToMove();
    assert(after.sideToMove() == ~mover);
    assert(after.halfmoveClock() ==
           (effects.capture || effects.pawnMove
                ? 0
                : std::min(position.halfmoveClock() + 1, Position::kMaxCounter)));
    assert(after.fullmoveNumber() ==
           std::min(position.fullmoveNumber() + (mover == Color::Black), Position::kMaxCounter));
    assert(!after.enPassant().valid() ||
           (after.enPassant() == effects.enPassant && effects.enPassant.relativeRank(mover) == 2));
    assert(after.key() == after.computeKey());
    return after;
}

MoveEffects Ruleset::applyMove(Position& position, Move move) const {
    return makeChessMove(
        position, move, ChessMoveOptions{},
        [this](Position& pos, Piece taken, Square capturer) { onCapture(pos, taken, capturer); });
}

bool Ruleset::enPassantCapturable(const Position& position) const {
    MoveList moves;
    legalMovesTo(position, bit(position.enPassant()), moves);
    return std::any_of(moves.begin(), moves.end(),
                       [](Move m) { return m.type() == MoveType::EnPassant; });
}

void Ruleset::dropImpossibleEnPassant(Position& position) const {
    if (position.enPassant().valid() && !enPassantCapturable(position))
        position.setEnPassant(Square::none());
}

std::uint64_t Ruleset::perft(const Position& position, int depth) const {
    if (depth <= 0) return 1;
    MoveList moves;
    legalMoves(position, moves);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += perft(play(position, m), depth - 1);
    return nodes;
}

bool Ruleset::hasLegalMove(const Position& position) const {
    MoveList moves;
    legalMoves(position, moves);
    return !moves.empty();
}

GameEnd Ruleset::automaticEnd(const Position& position, std::span<const Key> earlierKeys) const {
    // Mate comes first: a move that mates ends the game even if it also
    // completes the 75 moves or a fivefold repetition (FIDE 5.1a, 9.6).
    if (!hasLegalMove(position)) {
        if (inCheck(position)) return {Termination::Checkmate, winFor(~position.sideToMove())};
        return {Termination::Stalemate, Outcome::Draw};
    }
    if (occurrences(position.key(), earlierKeys) >= 5)
        return {Termination::FivefoldRepetition, Outcome::Draw};
    if (position.halfmoveClock() >= 150)
        return {Termination::MoveLimit, Outcome::Draw, Color::White, 75};
    if (isDeadPosition(position)) return {Termination::DeadPosition, Outcome::Draw};
    return {};
}

DrawClaims Ruleset::claimableDraws(const Position& position,
                                   std::span<const Key> earlierKeys) const {
    DrawClaims claims;
    claims.threefoldRepetition = occurrences(position.key(), earlierKeys) >= 3;
    claims.fiftyMoves = position.halfmoveClock() >= 100;
    return claims;
}

}  // namespace tavleya

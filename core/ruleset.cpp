#include "ruleset.h"

#include "notation/move_reader.h"
#include "notation/move_writer.h"
#include "notation/piece_names.h"

namespace tavleya {

void Ruleset::legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const {
    MoveList all;
    legalMoves(position, all);
    for (Move m : all)
        if (targets & bit(m.to())) moves.push(m);
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

GameEnd Ruleset::automaticEnd(const Position& position, std::span<const Key> earlierKeys) const {
    MoveList moves;
    legalMoves(position, moves);
    // Mate comes first: a move that mates ends the game even if it also
    // completes the 75 moves or a fivefold repetition (FIDE 5.1a, 9.6).
    if (moves.empty()) {
        if (inCheck(position)) return {Termination::Checkmate, winFor(~position.sideToMove())};
        return {Termination::Stalemate, Outcome::Draw};
    }
    if (occurrences(position.key(), earlierKeys) >= 5)
        return {Termination::FivefoldRepetition, Outcome::Draw};
    if (position.halfmoveClock() >= 150) return {Termination::SeventyFiveMoves, Outcome::Draw};
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

std::string Ruleset::moveText(const Position& position, Move move, NotationStyle style) const {
    return writeSan(*this, position, move, style);
}

Result<Move> Ruleset::readMoveText(const Position& position, std::string_view text) const {
    return readSan(*this, position, text);
}

std::string_view Ruleset::pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const {
    return standardPieceSymbol(kind, alphabet);
}

}  // namespace tavleya

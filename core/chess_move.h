#pragma once

#include "attacks.h"
#include "move.h"
#include "move_effects.h"
#include "position.h"

namespace tavleya {

// Where king and rook end up, wherever they started (FIDE appendix F.3), so
// that one castling serves classical chess and Chess960.
constexpr Square castlingKingTarget(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 6 : 2, c == Color::White ? 0 : 7);
}
constexpr Square castlingRookTarget(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 5 : 3, c == Color::White ? 0 : 7);
}

// The chess-like games make the same moves but remember different things.
struct ChessMoveOptions {
    bool enPassant = true;  // Shatranj has none
    // Only where a capture must know it (Crazyhouse returns such a piece to
    // the pocket as a pawn): elsewhere the mark would split equal positions.
    bool markPromoted = false;
    // Secret setup: a pawn that has left its first rank for its second may
    // not double-step, which the square alone no longer tells.
    bool markPawnsLeavingFirstRank = false;
};

// A chess move's own part (drop, castling, en passant, promotion, double
// step), kept in a header so that the orthodox perft walk inlines it.
// `onCapture(position, taken, at)` runs once the capturer has landed on `at`,
// before a promotion: the game's capture rule (pockets, Frankfurt's change of
// kind) in the order frankfurt.md D7 gives.
template <class OnCapture>
MoveEffects makeChessMove(Position& pos, Move m, const ChessMoveOptions& options,
                          OnCapture&& onCapture) {
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    MoveEffects effects;
    switch (m.type()) {
        case MoveType::Drop:
            pos.removeFromPocket(us, m.piece());
            pos.put(to, Piece(us, m.piece()));
            return effects;
        case MoveType::Castling: {
            pos.loseCastlingRights(us);
            const CastlingSide side =
                to.file() > from.file() ? CastlingSide::King : CastlingSide::Queen;
            // Both lifted first: in Chess960 either may land where the other stood.
            const Piece king = pos.remove(from);
            const Piece rook = pos.remove(to);
            pos.put(castlingKingTarget(us, side), king);
            pos.put(castlingRookTarget(us, side), rook);
            return effects;
        }
        case MoveType::EnPassant: {
            const Piece taken = pos.remove(Square::at(to.file(), from.rank()));
            pos.move(from, to);
            onCapture(pos, taken, to);
            effects.capture = effects.pawnMove = true;
            return effects;
        }
        default:
            break;
    }
    if (pos.castlingSquares() & (bit(from) | bit(to)))
        pos.loseCastlingRightsAt(bit(from) | bit(to));
    // The mover's kind before a capture may change it decides what follows.
    const Piece mover = pos.at(from);
    Piece taken;
    if (!pos.at(to).empty()) taken = pos.remove(to);
    pos.move(from, to);
    if (!taken.empty()) {
        onCapture(pos, taken, to);
        effects.capture = true;
    }
    if (mover.kind() != PieceKind::Pawn) return effects;
    effects.pawnMove = true;
    if (m.type() == MoveType::Promotion) {
        pos.replace(to, Piece(us, m.piece())
                            .withPromoted(options.markPromoted)
                            .withRoyal(mover.royal()));  // a royal pawn (Frankfurt D6)
    } else if ((from.index() ^ to.index()) == 16) {
        const Square passed((from.index() + to.index()) / 2);
        // Without a pawn to use it the square would only split equal positions.
        if (options.enPassant &&
            (AttackTables::instance().pawn(us, passed) & pos.pieces(~us, PieceKind::Pawn)))
            effects.enPassant = passed;
    } else if (options.markPawnsLeavingFirstRank && to.relativeRank(us) == 1) {
        pos.replace(to, pos.at(to).withMoved(true));
    }
    return effects;
}

}  // namespace tavleya

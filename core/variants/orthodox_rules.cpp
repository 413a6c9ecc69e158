#include "orthodox_rules.h"

#include "../attacks.h"

namespace tavleya {
namespace orthodox {

Bitboard attackersTo(const Position& pos, Square s, Bitboard occupied) {
    const AttackTables& at = AttackTables::instance();
    const Bitboard rooksQueens = pos.pieces(PieceKind::Rook) | pos.pieces(PieceKind::Queen);
    const Bitboard bishopsQueens = pos.pieces(PieceKind::Bishop) | pos.pieces(PieceKind::Queen);
    return (at.pawn(Color::White, s) & pos.pieces(Color::Black, PieceKind::Pawn)) |
           (at.pawn(Color::Black, s) & pos.pieces(Color::White, PieceKind::Pawn)) |
           (at.knight(s) & pos.pieces(PieceKind::Knight)) |
           (at.king(s) & pos.pieces(PieceKind::King)) | (at.rook(s, occupied) & rooksQueens) |
           (at.bishop(s, occupied) & bishopsQueens);
}

bool enPassantIsLegal(const Position& pos, Square from) {
    const Color us = pos.sideToMove();
    const Square ep = pos.enPassant();
    const Square captured = Square::at(ep.file(), from.rank());
    const Square king = pos.royalSquare(us);
    if (!king.valid()) return true;
    const Bitboard occupied = (pos.occupied() ^ bit(from) ^ bit(captured)) | bit(ep);
    return !(attackersTo(pos, king, occupied) & pos.pieces(~us) & ~bit(captured));
}

void dropImpossibleEnPassant(Position& pos) {
    const Square ep = pos.enPassant();
    if (!ep.valid()) return;
    const Color us = pos.sideToMove();
    Bitboard candidates = AttackTables::instance().pawn(~us, ep) & pos.pieces(us, PieceKind::Pawn);
    while (candidates)
        if (enPassantIsLegal(pos, popLowest(candidates))) return;
    pos.setEnPassant(Square::none());
}

Square castlingKingTarget(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 6 : 2, c == Color::White ? 0 : 7);
}

Square castlingRookTarget(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 5 : 3, c == Color::White ? 0 : 7);
}

}  // namespace orthodox

namespace {

using namespace orthodox;

// Everything the generator needs about the side to move, computed once.
struct Context {
    const Position& pos;
    const AttackTables& at;
    Color us, them;
    Square king;
    Bitboard own, enemy, occupied;
    Bitboard checkers = 0, pinned = 0;
};

Bitboard attackedBy(const Context& c, Square s, Bitboard occupied) {
    return attackersTo(c.pos, s, occupied) & c.enemy;
}

void findPins(Context& c) {
    const Position& pos = c.pos;
    const Bitboard rooksQueens =
        pos.pieces(c.them, PieceKind::Rook) | pos.pieces(c.them, PieceKind::Queen);
    const Bitboard bishopsQueens =
        pos.pieces(c.them, PieceKind::Bishop) | pos.pieces(c.them, PieceKind::Queen);
    Bitboard snipers =
        (c.at.rook(c.king, 0) & rooksQueens) | (c.at.bishop(c.king, 0) & bishopsQueens);
    while (snipers) {
        const Bitboard blockers = c.at.between(c.king, popLowest(snipers)) & c.occupied;
        if (blockers && !moreThanOne(blockers)) c.pinned |= blockers & c.own;
    }
}

void addPromotions(MoveList& moves, Square from, Square to) {
    moves.push(Move::promotion(from, to, PieceKind::Queen));
    moves.push(Move::promotion(from, to, PieceKind::Rook));
    moves.push(Move::promotion(from, to, PieceKind::Bishop));
    moves.push(Move::promotion(from, to, PieceKind::Knight));
}

// Pawn moves landing on `targets`, given as "to" squares shifted by `delta`.
void addPawnMoves(MoveList& moves, Bitboard targets, int delta, Bitboard lastRank) {
    for (Bitboard b = targets & lastRank; b;) {
        const Square to = popLowest(b);
        addPromotions(moves, Square(to.index() - delta), to);
    }
    for (Bitboard b = targets & ~lastRank; b;) {
        const Square to = popLowest(b);
        moves.push(Move::normal(Square(to.index() - delta), to));
    }
}

void generatePawnMoves(const Context& c, MoveList& moves, Bitboard target) {
    const Bitboard pawns = c.pos.pieces(c.us, PieceKind::Pawn);
    const bool white = c.us == Color::White;
    const int up = white ? 8 : -8;
    const Bitboard lastRank = rankMask(white ? 7 : 0);
    const Bitboard doubleRank = rankMask(white ? 3 : 4);
    const Bitboard empty = ~c.occupied;

    // Pawns that are not pinned move set-wise.
    const Bitboard free = pawns & ~c.pinned;
    const Bitboard single = shiftForward(free, c.us) & empty;
    addPawnMoves(moves, single & target, up, lastRank);
    const Bitboard twice = shiftForward(single, c.us) & empty & doubleRank & target;
    for (Bitboard b = twice; b;) {
        const Square to = popLowest(b);
        moves.push(Move::normal(Square(to.index() - 2 * up), to));
    }
    const Bitboard forward = shiftForward(free, c.us);
    addPawnMoves(moves, shiftWest(forward) & c.enemy & target, up - 1, lastRank);
    addPawnMoves(moves, shiftEast(forward) & c.enemy & target, up + 1, lastRank);

    // A pinned pawn can only move along the pin line.
    for (Bitboard b = pawns & c.pinned; b;) {
        const Square from = popLowest(b);
        const Bitboard line = c.at.line(c.king, from);
        Bitboard to = c.at.pawn(c.us, from) & c.enemy;
        const Square one(from.index() + up);
        if (!(c.occupied & bit(one))) {
            to |= bit(one);
            const Square two(from.index() + 2 * up);
            if (from.relativeRank(c.us) == 1 && !(c.occupied & bit(two))) to |= bit(two);
        }
        for (to &= line & target; to;) {
            const Square t = popLowest(to);
            if (bit(t) & lastRank)
                addPromotions(moves, from, t);
            else
                moves.push(Move::normal(from, t));
        }
    }

    const Square ep = c.pos.enPassant();
    if (ep.valid()) {
        // Rare enough to test each capture by its resulting occupancy; this
        // also covers the pawn pinned along its rank and captures that
        // remove a checking pawn.
        for (Bitboard b = c.at.pawn(c.them, ep) & pawns; b;) {
            const Square from = popLowest(b);
            if (enPassantIsLegal(c.pos, from)) moves.push(Move::enPassant(from, ep));
        }
    }
}

template <PieceKind Kind>
void generatePieceMoves(const Context& c, MoveList& moves, Bitboard target) {
    Bitboard pieces = c.pos.pieces(c.us, Kind);
    if constexpr (Kind == PieceKind::Knight) pieces &= ~c.pinned;  // a pinned knight never moves
    while (pieces) {
        const Square from = popLowest(pieces);
        Bitboard to;
        if constexpr (Kind == PieceKind::Knight)
            to = c.at.knight(from);
        else if constexpr (Kind == PieceKind::Bishop)
            to = c.at.bishop(from, c.occupied);
        else if constexpr (Kind == PieceKind::Rook)
            to = c.at.rook(from, c.occupied);
        else
            to = c.at.queen(from, c.occupied);
        to &= target;
        if (c.pinned & bit(from)) to &= c.at.line(c.king, from);
        while (to) moves.push(Move::normal(from, popLowest(to)));
    }
}

void generateCastling(const Context& c, MoveList& moves) {
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const Square rook = c.pos.castlingRook(c.us, side);
        if (!rook.valid()) continue;
        const Square kingTo = castlingKingTarget(c.us, side);
        const Square rookTo = castlingRookTarget(c.us, side);
        const Bitboard kingPath = c.at.between(c.king, kingTo) | bit(kingTo);
        const Bitboard rookPath = c.at.between(rook, rookTo) | bit(rookTo);
        const Bitboard movers = bit(c.king) | bit(rook);
        if ((kingPath | rookPath) & c.occupied & ~movers) continue;
        // With king and rook lifted off, every square the king crosses or
        // lands on must be safe; lifting them exposes exactly the rank
        // attacks that would hit the king once castled.
        const Bitboard occupied = c.occupied ^ movers;
        bool safe = true;
        for (Bitboard b = kingPath; b && safe;) safe = !attackedBy(c, popLowest(b), occupied);
        if (safe) moves.push(Move::castling(c.king, rook));
    }
}

void generateLegal(const Position& pos, MoveList& moves) {
    Context c{pos,
              AttackTables::instance(),
              pos.sideToMove(),
              ~pos.sideToMove(),
              pos.royalSquare(pos.sideToMove()),
              pos.pieces(pos.sideToMove()),
              pos.pieces(~pos.sideToMove()),
              pos.occupied()};
    if (!c.king.valid()) return;  // no king: nothing to generate (never in a valid position)
    c.checkers = attackedBy(c, c.king, c.occupied);
    findPins(c);

    // The king steps to squares not attacked once it has left its own square.
    const Bitboard withoutKing = c.occupied ^ bit(c.king);
    for (Bitboard to = c.at.king(c.king) & ~c.own; to;) {
        const Square t = popLowest(to);
        if (!attackedBy(c, t, withoutKing)) moves.push(Move::normal(c.king, t));
    }
    if (moreThanOne(c.checkers)) return;

    const Bitboard target =
        c.checkers ? c.at.between(c.king, lowest(c.checkers)) | c.checkers : ~c.own;
    generatePawnMoves(c, moves, target);
    generatePieceMoves<PieceKind::Knight>(c, moves, target);
    generatePieceMoves<PieceKind::Bishop>(c, moves, target);
    generatePieceMoves<PieceKind::Rook>(c, moves, target);
    generatePieceMoves<PieceKind::Queen>(c, moves, target);
    if (!c.checkers && pos.hasCastlingRights()) generateCastling(c, moves);
}

Position makeMove(const Position& before, Move m) {
    Position pos = before;
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    pos.setEnPassant(Square::none());
    pos.setHalfmoveClock(pos.halfmoveClock() + 1);
    if (pos.castlingSquares() & (bit(from) | bit(to)))
        pos.loseCastlingRightsAt(bit(from) | bit(to));

    switch (m.type()) {
        case MoveType::Castling: {
            const CastlingSide side =
                to.file() > from.file() ? CastlingSide::King : CastlingSide::Queen;
            const Piece king = pos.remove(from);
            const Piece rook = pos.remove(to);
            pos.put(castlingKingTarget(us, side), king);
            pos.put(castlingRookTarget(us, side), rook);
            break;
        }
        case MoveType::EnPassant:
            pos.remove(Square::at(to.file(), from.rank()));
            pos.move(from, to);
            pos.setHalfmoveClock(0);
            break;
        default: {
            if (!pos.at(to).empty()) {
                pos.remove(to);
                pos.setHalfmoveClock(0);
            }
            pos.move(from, to);
            if (pos.at(to).kind() == PieceKind::Pawn) {
                pos.setHalfmoveClock(0);
                if (m.type() == MoveType::Promotion)
                    pos.replace(to, Piece(us, m.piece()));
                else if ((from.index() ^ to.index()) == 16) {
                    const Square passed((from.index() + to.index()) / 2);
                    // Record the square only if the opponent has a pawn to use it.
                    if (AttackTables::instance().pawn(us, passed) &
                        pos.pieces(~us, PieceKind::Pawn))
                        pos.setEnPassant(passed);
                }
            }
        }
    }
    if (us == Color::Black) pos.setFullmoveNumber(pos.fullmoveNumber() + 1);
    pos.setSideToMove(~us);
    dropImpossibleEnPassant(pos);
    return pos;
}

std::uint64_t perftWalk(const Position& pos, int depth) {
    MoveList moves;
    generateLegal(pos, moves);
    if (depth == 1) return moves.size();  // bulk count: the last ply is not made
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += perftWalk(makeMove(pos, m), depth - 1);
    return nodes;
}

// Material that can never give mate, whatever the opponent has (A5 case 1
// and 2 of the rules), given as "only the king, or king and one minor".
bool onlyKingAndOneMinor(const Position& pos, Color c) {
    const Bitboard others = pos.pieces(c) & ~pos.pieces(PieceKind::King);
    return !moreThanOne(others) &&
           !(others & ~(pos.pieces(PieceKind::Knight) | pos.pieces(PieceKind::Bishop)));
}

}  // namespace

Result<Position> OrthodoxRules::readFen(std::string_view fen) const {
    auto read = readFenText(fen, dialect_);
    if (!read) return read;
    Position pos = std::move(read).value();
    for (Color c : {Color::White, Color::Black}) {
        const int kings = popCount(pos.pieces(c, PieceKind::King));
        const char* name = c == Color::White ? "White" : "Black";
        if (kings != 1)
            return Error{"FEN field 1 (piece placement), column 1: " + std::string(name) + " has " +
                             std::to_string(kings) + " kings; exactly one is needed",
                         1};
    }
    if (pos.pieces(PieceKind::Pawn) & (rankMask(0) | rankMask(7)))
        return Error{"FEN field 1 (piece placement), column 1: a pawn stands on " +
                         lowest(pos.pieces(PieceKind::Pawn) & (rankMask(0) | rankMask(7))).name() +
                         ", on the first or last rank",
                     1};
    const Color mover = pos.sideToMove();
    if (attackersTo(pos, pos.royalSquare(~mover), pos.occupied()) & pos.pieces(mover))
        return Error{std::string("FEN: the side not to move (") +
                         (mover == Color::White ? "Black" : "White") + ") is in check",
                     1};
    dropImpossibleEnPassant(pos);
    return pos;
}

std::string OrthodoxRules::writeFen(const Position& position) const {
    return writeFenText(position, dialect_);
}

void OrthodoxRules::legalMoves(const Position& position, MoveList& moves) const {
    generateLegal(position, moves);
}

Position OrthodoxRules::play(const Position& position, Move move) const {
    return makeMove(position, move);
}

bool OrthodoxRules::inCheck(const Position& position) const {
    const Color us = position.sideToMove();
    const Square king = position.royalSquare(us);
    return king.valid() &&
           (attackersTo(position, king, position.occupied()) & position.pieces(~us));
}

std::uint64_t OrthodoxRules::perft(const Position& position, int depth) const {
    return depth <= 0 ? 1 : perftWalk(position, depth);
}

bool OrthodoxRules::canStillMate(const Position& pos, Color side) const {
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(PieceKind::King);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(PieceKind::King);
    if (!ours) return false;                                      // only a king
    if (onlyKingAndOneMinor(pos, side) && !theirs) return false;  // K+N or K+B against a bare king
    // King and bishops on one colour against king and bishops on that colour:
    // no piece can ever stand on the other colour to take a flight square.
    const Bitboard bishops = pos.pieces(PieceKind::Bishop);
    if ((ours & ~bishops) || (theirs & ~bishops)) return true;
    const Bitboard all = ours | theirs;
    return !(!(all & kLightSquares) || !(all & ~kLightSquares));
}

bool OrthodoxRules::isDeadPosition(const Position& pos) const {
    return !canStillMate(pos, Color::White) && !canStillMate(pos, Color::Black);
}

}  // namespace tavleya

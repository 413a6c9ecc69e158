#include "orthodox_rules.h"

#include <array>

#include "../attacks.h"

namespace tavleya {
namespace orthodox {

Bitboard attackersTo(const Position& pos, Square s, Bitboard occupied,
                     std::span<const PieceMovement> own) {
    const AttackTables& at = AttackTables::instance();
    const Bitboard rooksQueens = pos.pieces(PieceKind::Rook) | pos.pieces(PieceKind::Queen);
    const Bitboard bishopsQueens = pos.pieces(PieceKind::Bishop) | pos.pieces(PieceKind::Queen);
    Bitboard attackers = (at.pawn(Color::White, s) & pos.pieces(Color::Black, PieceKind::Pawn)) |
                         (at.pawn(Color::Black, s) & pos.pieces(Color::White, PieceKind::Pawn)) |
                         (at.knight(s) & pos.pieces(PieceKind::Knight)) |
                         (at.king(s) & pos.pieces(PieceKind::King)) |
                         (at.rook(s, occupied) & rooksQueens) |
                         (at.bishop(s, occupied) & bishopsQueens);
    for (const PieceMovement& piece : own)
        if (const Bitboard those = pos.pieces(piece.kind))
            attackers |= piece.attacks(s, occupied) & those;
    return attackers;
}

Bitboard pinnedTo(const Position& pos, Square king, Bitboard straight, Bitboard diagonal,
                  Bitboard own) {
    const AttackTables& at = AttackTables::instance();
    Bitboard pinned = 0;
    for (Bitboard snipers = (at.rook(king, 0) & straight) | (at.bishop(king, 0) & diagonal);
         snipers;) {
        const Bitboard blockers = at.between(king, popLowest(snipers)) & pos.occupied();
        if (blockers && !moreThanOne(blockers)) pinned |= blockers & own;
    }
    return pinned;
}

bool enPassantIsLegal(const Position& pos, Square from, std::span<const PieceMovement> own) {
    const Color us = pos.sideToMove();
    const Square ep = pos.enPassant();
    const Square captured = Square::at(ep.file(), from.rank());
    const Square king = pos.royalSquare(us);
    if (!king.valid()) return true;
    const Bitboard occupied = (pos.occupied() ^ bit(from) ^ bit(captured)) | bit(ep);
    return !(attackersTo(pos, king, occupied, own) & pos.pieces(~us) & ~bit(captured));
}

}  // namespace orthodox

namespace {

using namespace orthodox;

bool anyLegalEnPassant(const Position& pos, std::span<const PieceMovement> own) {
    const Square ep = pos.enPassant();
    const Color us = pos.sideToMove();
    Bitboard candidates = AttackTables::instance().pawn(~us, ep) & pos.pieces(us, PieceKind::Pawn);
    while (candidates)
        if (enPassantIsLegal(pos, popLowest(candidates), own)) return true;
    return false;
}

constexpr std::array<PieceKind, 4> kStandardPromotions{PieceKind::Queen, PieceKind::Rook,
                                                       PieceKind::Bishop, PieceKind::Knight};
constexpr std::array<PieceKind, 5> kDroppable{PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop,
                                              PieceKind::Rook, PieceKind::Queen};

// Everything the generator needs about the side to move, computed once.
struct Context {
    const Position& pos;
    const OrthodoxFeatures& features;
    const AttackTables& at;
    Color us, them;
    Square king;
    Bitboard own, enemy, occupied;
    Bitboard only;  // the squares moves are wanted to
    Bitboard checkers = 0, pinned = 0;
};

Bitboard attackedBy(const Context& c, Square s, Bitboard occupied) {
    return attackersTo(c.pos, s, occupied, c.features.ownPieces) & c.enemy;
}

// The squares that block a single check: those between king and checker if
// the checker slides (a leaper's check, the alfil's too, cannot be blocked).
Bitboard blockingSquares(const Context& c) {
    const Square checker = lowest(c.checkers);
    Bitboard sliders = c.pos.pieces(PieceKind::Rook) | c.pos.pieces(PieceKind::Bishop) |
                       c.pos.pieces(PieceKind::Queen);
    for (const PieceMovement& piece : c.features.ownPieces)
        if (piece.straight || piece.diagonal) sliders |= c.pos.pieces(piece.kind);
    return (sliders & c.checkers) ? c.at.between(c.king, checker) : 0;
}

void findPins(Context& c) {
    const Position& pos = c.pos;
    const Bitboard queens = pos.pieces(c.them, PieceKind::Queen);
    Bitboard straight = pos.pieces(c.them, PieceKind::Rook) | queens;
    Bitboard diagonal = pos.pieces(c.them, PieceKind::Bishop) | queens;
    for (const PieceMovement& piece : c.features.ownPieces) {
        if (piece.straight) straight |= pos.pieces(c.them, piece.kind);
        if (piece.diagonal) diagonal |= pos.pieces(c.them, piece.kind);
    }
    c.pinned = pinnedTo(pos, c.king, straight, diagonal, c.own);
}

void addPromotions(const Context& c, MoveList& moves, Square from, Square to) {
    for (PieceKind kind : c.features.promotions) moves.push(Move::promotion(from, to, kind));
}

// Pawn moves onto `targets`, each coming from `delta` squares behind.
void addPawnMoves(const Context& c, MoveList& moves, Bitboard targets, int delta,
                  Bitboard lastRank) {
    for (Bitboard b = targets & lastRank; b;) {
        const Square to = popLowest(b);
        addPromotions(c, moves, Square(to.index() - delta), to);
    }
    for (Bitboard b = targets & ~lastRank; b;) {
        const Square to = popLowest(b);
        moves.push(Move::normal(Square(to.index() - delta), to));
    }
}

// Pawns on their own second rank that may not double-step (secret setup).
Bitboard movedPawns(const Context& c, Bitboard pawns) {
    if (!c.features.pawnsOnFirstRank) return 0;
    Bitboard moved = 0;
    for (Bitboard b = pawns & rankMask(c.us == Color::White ? 1 : 6); b;) {
        const Square s = popLowest(b);
        if (c.pos.at(s).moved()) moved |= bit(s);
    }
    return moved;
}

void generatePawnMoves(const Context& c, MoveList& moves, Bitboard target) {
    const Bitboard pawns = c.pos.pieces(c.us, PieceKind::Pawn);
    if (!pawns) return;
    const bool white = c.us == Color::White;
    const int up = white ? 8 : -8;
    const Bitboard lastRank = rankMask(white ? 7 : 0);
    const Bitboard doubleRank = rankMask(white ? 3 : 4);
    const Bitboard empty = ~c.occupied;

    // Pawns that are not pinned move set-wise.
    const Bitboard free = pawns & ~c.pinned;
    const Bitboard single = shiftForward(free, c.us) & empty;
    addPawnMoves(c, moves, single & target, up, lastRank);
    if (c.features.pawnDoubleStep) {
        const Bitboard canDouble = shiftForward(~movedPawns(c, free), c.us) & single;
        const Bitboard twice = shiftForward(canDouble, c.us) & empty & doubleRank & target;
        for (Bitboard b = twice; b;) {
            const Square to = popLowest(b);
            moves.push(Move::normal(Square(to.index() - 2 * up), to));
        }
    }
    const Bitboard forward = shiftForward(free, c.us);
    addPawnMoves(c, moves, shiftWest(forward) & c.enemy & target, up - 1, lastRank);
    addPawnMoves(c, moves, shiftEast(forward) & c.enemy & target, up + 1, lastRank);

    // A pinned pawn can only move along the pin line.
    for (Bitboard b = pawns & c.pinned; b;) {
        const Square from = popLowest(b);
        const Bitboard line = c.at.line(c.king, from);
        Bitboard to = c.at.pawn(c.us, from) & c.enemy;
        const Square one(from.index() + up);
        if (!(c.occupied & bit(one))) {
            to |= bit(one);
            const Square two(from.index() + 2 * up);
            if (c.features.pawnDoubleStep && from.relativeRank(c.us) == 1 &&
                !c.pos.at(from).moved() && !(c.occupied & bit(two)))
                to |= bit(two);
        }
        for (to &= line & target; to;) {
            const Square t = popLowest(to);
            if (bit(t) & lastRank)
                addPromotions(c, moves, from, t);
            else
                moves.push(Move::normal(from, t));
        }
    }

    const Square ep = c.pos.enPassant();
    if (ep.valid() && (c.only & bit(ep))) {
        // Rare enough to test each capture by its resulting occupancy; this
        // also covers the pawn pinned along its rank and captures that
        // remove a checking pawn.
        for (Bitboard b = c.at.pawn(c.them, ep) & pawns; b;) {
            const Square from = popLowest(b);
            if (enPassantIsLegal(c.pos, from, c.features.ownPieces))
                moves.push(Move::enPassant(from, ep));
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

// The variant's own kinds, as their movements say.
void generateOwnPieceMoves(const Context& c, MoveList& moves, Bitboard target) {
    for (const PieceMovement& piece : c.features.ownPieces) {
        for (Bitboard pieces = c.pos.pieces(c.us, piece.kind); pieces;) {
            const Square from = popLowest(pieces);
            Bitboard to = piece.attacks(from, c.occupied) & target;
            if (c.pinned & bit(from)) to &= c.at.line(c.king, from);
            while (to) moves.push(Move::normal(from, popLowest(to)));
        }
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
        // attacks that would hit the king once castled (chess960.md D2).
        const Bitboard occupied = c.occupied ^ movers;
        bool safe = true;
        for (Bitboard b = kingPath; b && safe;) safe = !attackedBy(c, popLowest(b), occupied);
        if (safe) moves.push(Move::castling(c.king, rook));
    }
}

void generateDrops(const Context& c, MoveList& moves, Bitboard only) {
    if (moreThanOne(c.checkers)) return;
    // A drop cannot expose the king; in check it must interpose.
    Bitboard targets = ~c.occupied & only;
    if (c.checkers) targets &= blockingSquares(c);
    for (PieceKind kind : kDroppable) {
        if (!c.pos.pocketCount(c.us, kind)) continue;
        Bitboard to = kind == PieceKind::Pawn ? targets & ~(rankMask(0) | rankMask(7)) : targets;
        while (to) moves.push(Move::drop(kind, popLowest(to)));
    }
}

// Every piece's moves to `target` but the king's (and castling, drops).
void generateAllButKingMoves(const Context& c, MoveList& moves, Bitboard target) {
    generatePawnMoves(c, moves, target);
    generatePieceMoves<PieceKind::Knight>(c, moves, target);
    generatePieceMoves<PieceKind::Bishop>(c, moves, target);
    generatePieceMoves<PieceKind::Rook>(c, moves, target);
    generatePieceMoves<PieceKind::Queen>(c, moves, target);
    generateOwnPieceMoves(c, moves, target);
}

// `only` limits the destinations (castling is generated only when it is all).
// `firstOnly` asks only whether a legal move exists: the pieces' moves
// first (no square to test for the king's safety), then the king's, and
// it stops once one is found.
void generateLegal(const Position& pos, const OrthodoxFeatures& features, MoveList& moves,
                   Bitboard only = ~Bitboard{0}, bool firstOnly = false) {
    Context c{pos,
              features,
              AttackTables::instance(),
              pos.sideToMove(),
              ~pos.sideToMove(),
              pos.royalSquare(pos.sideToMove()),
              pos.pieces(pos.sideToMove()),
              pos.pieces(~pos.sideToMove()),
              pos.occupied(),
              only};
    if (!c.king.valid()) return;  // no king: nothing to generate (never in a valid position)
    c.checkers = attackedBy(c, c.king, c.occupied);
    findPins(c);
    const Bitboard target = (c.checkers ? blockingSquares(c) | c.checkers : ~c.own) & only;
    if (firstOnly && !moreThanOne(c.checkers)) {
        generateAllButKingMoves(c, moves, target);
        if (!moves.empty()) return;
    }

    // The king steps to squares not attacked once it has left its own square.
    const Bitboard withoutKing = c.occupied ^ bit(c.king);
    for (Bitboard to = c.at.king(c.king) & ~c.own & only; to;) {
        const Square t = popLowest(to);
        if (!attackedBy(c, t, withoutKing)) moves.push(Move::normal(c.king, t));
    }
    if (features.pockets) generateDrops(c, moves, only);
    if (moreThanOne(c.checkers) || (firstOnly && !moves.empty())) return;
    if (!firstOnly) generateAllButKingMoves(c, moves, target);
    if (!c.checkers && pos.hasCastlingRights() && only == ~Bitboard{0}) generateCastling(c, moves);
}

// With pockets the capturer keeps what it took.
void pocketCapture(Position& pos, Piece taken, const OrthodoxFeatures& features) {
    if (!features.pockets) return;
    const bool demote = taken.promoted() && features.demotePromoted;
    pos.addToPocket(pos.sideToMove(), demote ? PieceKind::Pawn : taken.kind());
}

ChessMoveOptions chessMoveOptions(const OrthodoxFeatures& features) {
    ChessMoveOptions options;
    options.enPassant = features.enPassant;
    options.markPromoted = features.pockets;
    options.markPawnsLeavingFirstRank = features.pawnsOnFirstRank;
    return options;
}

MoveEffects applyOrthodoxMove(Position& pos, Move m, const OrthodoxFeatures& features) {
    return makeChessMove(
        pos, m, chessMoveOptions(features),
        [&features](Position& p, Piece taken, Square) { pocketCapture(p, taken, features); });
}

// Ruleset::play without its virtual calls and debug checks, for the walk.
Position makeMove(const Position& before, Move m, const OrthodoxFeatures& features) {
    Position pos = before;
    endTurn(pos, applyOrthodoxMove(pos, m, features));
    if (pos.enPassant().valid() && !anyLegalEnPassant(pos, features.ownPieces))
        pos.setEnPassant(Square::none());
    return pos;
}

std::uint64_t perftWalk(const Position& pos, const OrthodoxFeatures& features, int depth) {
    MoveList moves;
    generateLegal(pos, features, moves);
    if (depth == 1) return moves.size();  // bulk count: the last ply is not made
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += perftWalk(makeMove(pos, m, features), features, depth - 1);
    return nodes;
}

// Only the king, or king and one minor piece.
bool onlyKingAndOneMinor(const Position& pos, Color c) {
    const Bitboard others = pos.pieces(c) & ~pos.pieces(PieceKind::King);
    return !moreThanOne(others) &&
           !(others & ~(pos.pieces(PieceKind::Knight) | pos.pieces(PieceKind::Bishop)));
}

}  // namespace

std::span<const PieceKind> OrthodoxRules::standardPromotions() {
    return kStandardPromotions;
}

OrthodoxRules::OrthodoxRules(FenDialect dialect, OrthodoxFeatures features)
    : dialect_(dialect), features_(features) {
    if (features_.promotions.empty()) features_.promotions = kStandardPromotions;
}

Result<Position> OrthodoxRules::readPosition(std::string_view fen,
                                             std::vector<Error>* droppedCastling) const {
    auto read = readFenText(fen, dialect_, droppedCastling);
    if (!read) return read;
    Position pos = std::move(read).value();
    for (Color c : {Color::White, Color::Black}) {
        const int kings = popCount(pos.pieces(c, PieceKind::King));
        if (kings != 1)
            return Error::translatable(
                c == Color::White ? TAVLEYA_MESSAGE("core",
                                                    "FEN field 1 (piece placement), column 1: "
                                                    "White has %1 kings; exactly one is needed")
                                  : TAVLEYA_MESSAGE("core",
                                                    "FEN field 1 (piece placement), column 1: "
                                                    "Black has %1 kings; exactly one is needed"),
                {std::to_string(kings)}, 1);
    }
    // A pawn never stands on its last rank, nor (but in secret setup) on its first.
    const Bitboard firstRanks =
        features_.pawnsOnFirstRank
            ? 0
            : (pos.pieces(Color::White) & rankMask(0)) | (pos.pieces(Color::Black) & rankMask(7));
    const Bitboard badPawns =
        pos.pieces(PieceKind::Pawn) & ((pos.pieces(Color::White) & rankMask(7)) |
                                       (pos.pieces(Color::Black) & rankMask(0)) | firstRanks);
    if (badPawns)
        return Error::translatable(TAVLEYA_MESSAGE("core",
                                                   "FEN field 1 (piece placement), column 1: a "
                                                   "pawn stands on %1, on the first or last rank"),
                                   {lowest(badPawns).name()}, 1);
    const Color mover = pos.sideToMove();
    if ((orthodox::attackersTo(pos, pos.royalSquare(~mover), pos.occupied(), features_.ownPieces) &
         pos.pieces(mover)) &&
        !features_.waitingSideMayBeInCheck)
        return Error::translatable(
            mover == Color::White
                ? TAVLEYA_MESSAGE("core", "FEN: the side not to move (Black) is in check")
                : TAVLEYA_MESSAGE("core", "FEN: the side not to move (White) is in check"),
            {}, 1);
    dropImpossibleEnPassant(pos);
    return pos;
}

std::string OrthodoxRules::writeFen(const Position& position) const {
    return writeFenText(position, dialect_);
}

void OrthodoxRules::legalMoves(const Position& position, MoveList& moves) const {
    generateLegal(position, features_, moves);
}

void OrthodoxRules::legalMovesTo(const Position& position, Bitboard targets,
                                 MoveList& moves) const {
    generateLegal(position, features_, moves, targets);
}

bool OrthodoxRules::hasLegalMove(const Position& position) const {
    MoveList moves;
    generateLegal(position, features_, moves, ~Bitboard{0}, true);
    return !moves.empty();
}

MoveEffects OrthodoxRules::applyMove(Position& position, Move move) const {
    return applyOrthodoxMove(position, move, features_);
}

void OrthodoxRules::onCapture(Position& position, Piece taken, Square) const {
    pocketCapture(position, taken, features_);
}

bool OrthodoxRules::enPassantCapturable(const Position& position) const {
    return anyLegalEnPassant(position, features_.ownPieces);
}

Bitboard OrthodoxRules::attackersTo(const Position& position, Square square,
                                    Bitboard occupied) const {
    return orthodox::attackersTo(position, square, occupied, features_.ownPieces);
}

bool OrthodoxRules::inCheck(const Position& position) const {
    const Color us = position.sideToMove();
    const Square king = position.royalSquare(us);
    return king.valid() &&
           (orthodox::attackersTo(position, king, position.occupied(), features_.ownPieces) &
            position.pieces(~us));
}

std::uint64_t OrthodoxRules::perft(const Position& position, int depth) const {
    return depth <= 0 ? 1 : perftWalk(position, features_, depth);
}

GameEnd OrthodoxRules::automaticEnd(const Position& position,
                                    std::span<const Key> earlierKeys) const {
    // Only a setup can leave the side that just "moved" in check (secret
    // setup's reveal): that side has lost (secret-setup.md D5).
    const Color waiting = ~position.sideToMove();
    const Square waitingKing = position.royalSquare(waiting);
    if (waitingKing.valid() &&
        (orthodox::attackersTo(position, waitingKing, position.occupied(), features_.ownPieces) &
         position.pieces(position.sideToMove())))
        return {Termination::ExposedAtReveal, winFor(position.sideToMove())};

    MoveList moves;
    legalMoves(position, moves);
    if (moves.empty()) {
        if (inCheck(position)) return {Termination::Checkmate, winFor(waiting)};
        return {Termination::Stalemate, Outcome::Draw};
    }
    if (occurrences(position.key(), earlierKeys) >= 5)
        return {Termination::FivefoldRepetition, Outcome::Draw};
    if (features_.automaticDrawPlies && position.halfmoveClock() >= features_.automaticDrawPlies)
        return {Termination::MoveLimit, Outcome::Draw, Color::White,
                features_.automaticDrawPlies / 2};
    if (isDeadPosition(position)) return {Termination::DeadPosition, Outcome::Draw};
    return {};
}

DrawClaims OrthodoxRules::claimableDraws(const Position& position,
                                         std::span<const Key> earlierKeys) const {
    DrawClaims claims = Ruleset::claimableDraws(position, earlierKeys);
    claims.fiftyMoves =
        features_.claimDrawPlies && position.halfmoveClock() >= features_.claimDrawPlies;
    return claims;
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
    return (all & kLightSquares) && (all & ~kLightSquares);
}

bool OrthodoxRules::isDeadPosition(const Position& pos) const {
    return !canStillMate(pos, Color::White) && !canStillMate(pos, Color::Black);
}

}  // namespace tavleya

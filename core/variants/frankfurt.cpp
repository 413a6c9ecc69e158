#include "frankfurt.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "../attacks.h"
#include "../chess_move.h"
#include "orthodox_rules.h"

namespace tavleya {
namespace {

// Other programs' [Variant] spellings for this game.
constexpr std::array<std::string_view, 1> kAliases{"frankfurtchess"};
constexpr RulesetInfo kInfo{
    "frankfurt",
    TAVLEYA_MESSAGE("core", "Frankfurt chess"),
    "Франкфуртские шахматы",
    "Frankfurt",
    TAVLEYA_MESSAGE("core",
                    "A capturing piece turns into the kind of piece it captured. The king "
                    "does too and stays royal: it can be checked and mated in its new "
                    "shape."),
    kAliases};

FenDialect frankfurtDialect() {
    FenDialect d;
    d.letters = standardPieceLetters();
    d.royalMarks = true;
    return d;
}

// Pseudo-legal moves of every piece by its kind; royal pieces move like
// their kind, and legality is tested by making the move (D7).
void pseudoLegalMoves(const Position& pos, MoveList& moves) {
    const AttackTables& at = AttackTables::instance();
    const Color us = pos.sideToMove();
    const Bitboard own = pos.pieces(us), enemy = pos.pieces(~us), occupied = pos.occupied();
    const int up = us == Color::White ? 8 : -8;
    for (Bitboard b = own; b;) {
        const Square from = popLowest(b);
        const PieceKind kind = pos.at(from).kind();
        Bitboard to = 0;
        switch (kind) {
            case PieceKind::Pawn: {
                const Square one(from.index() + up);
                const bool lastRank = one.relativeRank(us) == 7;
                if (!(occupied & bit(one))) {
                    if (lastRank)
                        for (PieceKind p : OrthodoxRules::standardPromotions())
                            moves.push(Move::promotion(from, one, p));
                    else
                        to |= bit(one);
                    const Square two(from.index() + 2 * up);
                    if (from.relativeRank(us) == 1 && !(occupied & bit(two))) to |= bit(two);
                }
                // A pawn that captures on the last rank becomes the piece it
                // took (D1): a plain move, no promotion.
                to |= at.pawn(us, from) & enemy;
                if (pos.enPassant().valid() && (at.pawn(us, from) & bit(pos.enPassant())))
                    moves.push(Move::enPassant(from, pos.enPassant()));
                break;
            }
            default:
                to = at.piece(kind, from, occupied);
                break;
        }
        for (to &= ~own; to;) moves.push(Move::normal(from, popLowest(to)));
    }
    // Castling: an untransformed king and rook that have never moved (D3).
    const Square king = pos.royalSquare(us);
    if (!pos.hasCastlingRights() || !king.valid() || pos.at(king).kind() != PieceKind::King) return;
    if (orthodox::attackersTo(pos, king, occupied) & enemy) return;
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const Square rook = pos.castlingRook(us, side);
        if (!rook.valid()) continue;
        const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
        const Bitboard kingPath = at.between(king, kingTo) | bit(kingTo);
        const Bitboard movers = bit(king) | bit(rook);
        if ((kingPath | at.between(rook, rookTo) | bit(rookTo)) & occupied & ~movers) continue;
        bool safe = true;
        for (Bitboard p = kingPath; p && safe;)
            safe = !(orthodox::attackersTo(pos, popLowest(p), occupied ^ movers) & enemy);
        if (safe) moves.push(Move::castling(king, rook));
    }
}

}  // namespace

FrankfurtRuleset::FrankfurtRuleset(bool royalNonPassant)
    : dialect_(frankfurtDialect()), royalNonPassant_(royalNonPassant) {}

const RulesetInfo& FrankfurtRuleset::info() const {
    return kInfo;
}

Position FrankfurtRuleset::startPosition() const {
    return readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
}

Result<Position> FrankfurtRuleset::readPosition(std::string_view fen,
                                                std::vector<Error>* droppedCastling) const {
    auto read = readFenText(fen, dialect_, droppedCastling);
    if (!read) return read;
    Position pos = std::move(read).value();
    for (Color c : {Color::White, Color::Black}) {
        const int royals = popCount(pos.royals(c));
        if (royals != 1)
            return Error::translatable(
                c == Color::White
                    ? TAVLEYA_MESSAGE("core",
                                      "FEN field 1 (piece placement), column 1: White has %1 royal "
                                      "pieces; exactly one is needed")
                    : TAVLEYA_MESSAGE("core",
                                      "FEN field 1 (piece placement), column 1: Black has %1 royal "
                                      "pieces; exactly one is needed"),
                {std::to_string(royals)}, 1);
    }
    // Every pawn promotes on its last rank, and no capture can leave one on
    // either edge rank.
    if (const Bitboard edge = pos.pieces(PieceKind::Pawn) & (rankMask(0) | rankMask(7)))
        return Error::translatable(TAVLEYA_MESSAGE("core",
                                                   "FEN field 1 (piece placement), column 1: a "
                                                   "pawn stands on %1, on the first or last rank"),
                                   {lowest(edge).name()}, 1);
    if (!royalSafe(pos, ~pos.sideToMove()))
        return Error::translatable(
            pos.sideToMove() == Color::White
                ? TAVLEYA_MESSAGE("core", "FEN: the side not to move (Black) is in check")
                : TAVLEYA_MESSAGE("core", "FEN: the side not to move (White) is in check"),
            {}, 1);
    dropImpossibleEnPassant(pos);
    return pos;
}

std::string FrankfurtRuleset::writeFen(const Position& position) const {
    return writeFenText(position, dialect_);
}

bool FrankfurtRuleset::royalSafe(const Position& pos, Color side) const {
    const Square royal = pos.royalSquare(side);
    if (!royal.valid()) return false;
    if (orthodox::attackersTo(pos, royal, pos.occupied()) & pos.pieces(~side)) return false;
    // A royal pawn that has just double-stepped past an enemy pawn could be
    // taken en passant: that is check too (D5). Only the royal pawn's own
    // step counts: the en-passant square is the one it has just crossed.
    const Square ep = pos.enPassant();
    const bool royalJustStepped = ep.valid() && pos.at(royal).kind() == PieceKind::Pawn &&
                                  ep.file() == royal.file() && ep.relativeRank(side) == 2 &&
                                  royal.relativeRank(side) == 3;
    if (royalJustStepped &&
        (AttackTables::instance().pawn(side, ep) & pos.pieces(~side, PieceKind::Pawn)))
        return false;
    return true;
}

bool FrankfurtRuleset::crossesAttackedSquares(const Position& pos, Move move) const {
    const Piece mover = pos.at(move.from());
    if (!mover.royal() || move.type() == MoveType::Castling) return false;
    const Bitboard crossed = AttackTables::instance().between(move.from(), move.to());
    const Bitboard occupied = pos.occupied() ^ bit(move.from());
    for (Bitboard b = crossed; b;)
        if (orthodox::attackersTo(pos, popLowest(b), occupied) & pos.pieces(~pos.sideToMove()))
            return true;
    return false;
}

Position FrankfurtRuleset::piecesAfter(const Position& before, Move m) const {
    Position pos = before;
    pos.setEnPassant(applyMove(pos, m).enPassant);
    return pos;
}

void FrankfurtRuleset::onCapture(Position& pos, Piece taken, Square capturer) const {
    const Piece mover = pos.at(capturer);
    if (taken.kind() != mover.kind())
        pos.replace(capturer, Piece(mover.color(), taken.kind()).withRoyal(mover.royal()));
}

bool FrankfurtRuleset::enPassantCapturable(const Position& pos) const {
    const Square ep = pos.enPassant();
    const Color us = pos.sideToMove();
    for (Bitboard b = AttackTables::instance().pawn(~us, ep) & pos.pieces(us, PieceKind::Pawn); b;)
        if (royalSafe(piecesAfter(pos, Move::enPassant(popLowest(b), ep)), us)) return true;
    return false;
}

bool FrankfurtRuleset::leavesRoyalSafe(const Position& pos, Move m) const {
    const Color us = pos.sideToMove();
    const Square royal = pos.royalSquare(us);
    // Another piece's move leaves the royal piece where it stands: it is
    // attacked afterwards by what the new occupancy lets through, less
    // what was taken. (What the capturer becomes attacks only the enemy,
    // and the en-passant square it may leave concerns its own pawns.)
    if ((m.type() == MoveType::Normal || m.type() == MoveType::Promotion) && royal.valid() &&
        m.from() != royal) {
        const Bitboard occupied = (pos.occupied() & ~bit(m.from())) | bit(m.to());
        return !(orthodox::attackersTo(pos, royal, occupied) & pos.pieces(~us) & ~bit(m.to()));
    }
    return royalSafe(piecesAfter(pos, m), us);
}

bool FrankfurtRuleset::hasLegalMove(const Position& position) const {
    MoveList candidates;
    pseudoLegalMoves(position, candidates);
    return std::any_of(candidates.begin(), candidates.end(), [&](Move m) {
        return !(royalNonPassant_ && crossesAttackedSquares(position, m)) &&
               leavesRoyalSafe(position, m);
    });
}

void FrankfurtRuleset::legalMoves(const Position& position, MoveList& moves) const {
    MoveList candidates;
    pseudoLegalMoves(position, candidates);
    for (Move m : candidates) {
        if (royalNonPassant_ && crossesAttackedSquares(position, m)) continue;
        if (leavesRoyalSafe(position, m)) moves.push(m);
    }
}

Bitboard FrankfurtRuleset::attackersTo(const Position& position, Square square,
                                       Bitboard occupied) const {
    return orthodox::attackersTo(position, square, occupied);
}

bool FrankfurtRuleset::inCheck(const Position& position) const {
    return !royalSafe(position, position.sideToMove());
}

// Only a bare untransformed king can never capture, so never mate (D8).
bool FrankfurtRuleset::canStillMate(const Position& pos, Color) const {
    return !isDeadPosition(pos);
}

bool FrankfurtRuleset::isDeadPosition(const Position& pos) const {
    return pos.occupied() == pos.pieces(PieceKind::King);
}

void registerFrankfurt(RulesetRegistry& registry) {
    registry.add(
        kInfo, {{"frankfurt.royalNonPassant", "off", {"on", "off"}}}, [](const RulesetOptions& o) {
            return std::make_unique<FrankfurtRuleset>(o.at("frankfurt.royalNonPassant") == "on");
        });
}

}  // namespace tavleya

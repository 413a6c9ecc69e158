// Tavreli's rules (tavreli.md): towers, splits, the volkhv's safety, promotion by
// identity, demotion and castling; move text and TFEN are in their own files.
#include "tavreli.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <vector>

#include "../attacks.h"
#include "../chess_move.h"
#include "../fen.h"
#include "orthodox_rules.h"
#include "tavreli_pieces.h"

namespace tavleya {
using namespace tavreli;
namespace {

// A square topped by the mover gives each of its targets once per split
// size, i.e. height times. The mover's towers hold at most 31 pieces (32 in
// all, the other volkhv tops a square of its own; TFEN places at most 16 a
// side); the helgi (queen + knight) has the most targets, 27 + 8 = 35; a
// ratnik's en-passant capture is one more on top of its at most 3 others.
// Plus 2 castlings.
constexpr std::size_t kMostMoves = 31 * 35 + move_bound::kCastlings;
static_assert(kMostMoves <= MoveList::kCapacity);

constexpr RulesetInfo kInfo{
    "tavreli",
    TAVLEYA_MESSAGE("core", "Tavreli"),
    "Таврели",
    "Tavreli",
    TAVLEYA_MESSAGE("core",
                    "Russian tower chess: a piece that captures stands on the captured one, "
                    "building towers that move together or split; the helgi moves as duke "
                    "(queen) and horseman (knight); a soldier (pawn) promotes to the piece it "
                    "started in front of."),
    {}};

}  // namespace

TavreliRuleset::TavreliRuleset(bool demoteOnOwnStacking, bool demoteTopOnly, bool automaticDraws)
    : demoteOnOwnStacking_(demoteOnOwnStacking),
      demoteTopOnly_(demoteTopOnly),
      automaticDraws_(automaticDraws) {}

const RulesetInfo& TavreliRuleset::info() const {
    return kInfo;
}

Position TavreliRuleset::startPosition() const {
    return readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abcdefgh/abcdefgh 0 1")
        .value();
}

bool TavreliRuleset::volkhvSafe(const Position& pos, Color side) const {
    const Square volkhv = pos.royalSquare(side);
    return volkhv.valid() &&
           !(orthodox::attackersTo(pos, volkhv, pos.occupied(), kOwnPieces) & pos.pieces(~side));
}

// A tower attacks as its top piece moves.
Bitboard TavreliRuleset::attackersTo(const Position& position, Square square,
                                     Bitboard occupied) const {
    return orthodox::attackersTo(position, square, occupied, kOwnPieces);
}

bool TavreliRuleset::inCheck(const Position& pos) const {
    return !volkhvSafe(pos, pos.sideToMove());
}

void TavreliRuleset::pseudoLegalMoves(const Position& pos, MoveList& moves,
                                      Bitboard targets) const {
    for (Bitboard b = pos.pieces(pos.sideToMove()); b;)
        pseudoLegalMovesFrom(pos, popLowest(b), targets, moves);
    castlingMoves(pos, targets, moves);
}

void TavreliRuleset::pseudoLegalMovesFrom(const Position& pos, Square from, Bitboard targets,
                                          MoveList& moves) const {
    const AttackTables& at = AttackTables::instance();
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.occupied(), own = pos.pieces(us), enemy = pos.pieces(~us);
    const Bitboard volkhvs = pos.pieces(PieceKind::King);  // nothing lands on a volkhv (R7)
    const Piece top = pos.at(from);
    const int h = height(pos, from);
    Bitboard to = 0, enPassant = 0;
    switch (top.kind()) {
        case PieceKind::Pawn: {
            // Straight ahead onto an empty or own-topped square (R15, R16).
            const int up = us == Color::White ? 8 : -8;
            const Bitboard ahead = ~occupied | own;
            const int one = from.index() + up;
            if (one >= 0 && one < 64 && (ahead & bit(Square(one)))) {
                to |= bit(Square(one));
                const int two = one + up;
                if (from.relativeRank(us) == 1 && !top.moved() && h == 1 &&
                    !(occupied & bit(Square(one))) && (ahead & bit(Square(two))))
                    to |= bit(Square(two));
            }
            to |= at.pawn(us, from) & enemy;
            if (pos.enPassant().valid()) enPassant = at.pawn(us, from) & bit(pos.enPassant());
            break;
        }
        default:
            to = pieceAttacks(top.kind(), from, occupied);
            break;
    }
    to &= ~volkhvs & targets;
    enPassant &= targets;
    for (int k = 1; k <= h; ++k) {
        const int split = k < h ? k : 0;
        for (Bitboard t = to; t;) moves.push(Move::normal(from, popLowest(t)).withSplit(split));
        if (enPassant) moves.push(Move::enPassant(from, pos.enPassant()).withSplit(split));
    }
}

void TavreliRuleset::castlingMoves(const Position& pos, Bitboard targets, MoveList& moves) const {
    // A single unmoved volkhv and a ratoborets alone on its corner (R26-R28, D7).
    const AttackTables& at = AttackTables::instance();
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.occupied(), enemy = pos.pieces(~us);
    const Square volkhv = pos.royalSquare(us);
    if (!pos.hasCastlingRights() || !volkhv.valid() || height(pos, volkhv) != 1) return;
    if (orthodox::attackersTo(pos, volkhv, occupied, kOwnPieces) & enemy) return;
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const Square rook = pos.castlingRook(us, side);
        if (!rook.valid() || !(targets & bit(rook)) || height(pos, rook) != 1 ||
            pos.at(rook) != Piece(us, PieceKind::Rook))
            continue;
        if (at.between(volkhv, rook) & occupied) continue;
        const Square kingTo = castlingKingTarget(us, side);
        bool safe = true;
        for (Bitboard p = at.between(volkhv, kingTo) | bit(kingTo); p && safe;)
            safe = !(orthodox::attackersTo(pos, popLowest(p), occupied, kOwnPieces) & enemy);
        if (safe) moves.push(Move::castling(volkhv, rook));
    }
}

MoveEffects TavreliRuleset::applyMove(Position& pos, Move m) const {
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    MoveEffects effects;

    if (m.type() == MoveType::Castling) {
        const CastlingSide side =
            to.file() > from.file() ? CastlingSide::King : CastlingSide::Queen;
        pos.move(from, castlingKingTarget(us, side));
        pos.move(to, castlingRookTarget(us, side));
        pos.loseCastlingRights(us);
    } else {
        Stack source = readStack(pos, from);
        const int k = m.split() ? m.split() : source.size;
        Stack landing = readStack(pos, to);
        const bool enPassant = m.type() == MoveType::EnPassant;
        if (enPassant) {
            // The double-stepped ratnik goes back to the square it crossed and
            // the capturing part lands on it (D14).
            const Square stepped = Square::at(to.file(), from.rank());
            Stack rest = readStack(pos, stepped);
            landing = Stack{};
            landing.push(rest[0]);
            Stack below;
            for (int i = 1; i < rest.size; ++i) below.push(rest[i]);
            writeStack(pos, stepped, below);
        }
        effects.capture = landing.size > 0;  // any tower built, own pieces too (D9)
        // Prisoners: promoted ratniks of the mover's opponent fall back (D3, D4).
        for (int i = 0; i < landing.size && (!demoteTopOnly_ || i == 0); ++i)
            if (landing[i].promoted() && (landing[i].color() != us || demoteOnOwnStacking_))
                landing[i] = demoted(landing[i], to);
        Stack moved, left;
        for (int i = 0; i < k; ++i) moved.push(afterMoving(source[i], to));
        for (int i = 0; i < landing.size; ++i) moved.push(landing[i]);
        for (int i = k; i < source.size; ++i) left.push(source[i]);
        writeStack(pos, from, left);
        writeStack(pos, to, moved);

        effects.pawnMove = source[0].kind() == PieceKind::Pawn;
        if (effects.pawnMove && (from.index() ^ to.index()) == 16)
            effects.enPassant = Square((from.index() + to.index()) / 2);
        if (source[0].kind() == PieceKind::King) pos.loseCastlingRights(us);
    }
    // A right ends when its ratoborets no longer stands at the bottom of its
    // corner, whoever carried it away (D7).
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            if (pos.castlingRook(c, side).valid() &&
                bottom(pos, corner(c, side)) != Piece(c, PieceKind::Rook))
                pos.setCastlingRook(c, side, Square::none());
    // Every ratnik on top of a square on its own last rank promotes, either
    // colour, as part of this move (R20, R21, D5).
    const Bitboard promoting = (pos.pieces(Color::White, PieceKind::Pawn) & rankMask(7)) |
                               (pos.pieces(Color::Black, PieceKind::Pawn) & rankMask(0));
    for (Bitboard b = promoting; b;) {
        const Square s = popLowest(b);
        const Piece p = pos.at(s);
        pos.replace(s,
                    Piece(p.color(), p.identity()).withIdentity(p.identity()).withPromoted(true));
    }
    return effects;
}

bool TavreliRuleset::enPassantCapturable(const Position& pos) const {
    MoveList moves;
    pseudoLegalMoves(pos, moves);
    for (Move m : moves)
        if (m.type() == MoveType::EnPassant && keepsVolkhvSafe(pos, m)) return true;
    return false;
}

namespace {

// The top pieces of one side by kind, and the occupancy: what attacks are
// computed from. Only top pieces attack (R8, D15).
struct Tops {
    std::array<Bitboard, kPieceKindCount> byKind{};
    Bitboard occupied = 0;

    void set(Square s, Piece p, Color side) {
        for (Bitboard& b : byKind) b &= ~bit(s);
        if (!p.empty() && p.color() == side)
            byKind[static_cast<std::size_t>(index(topKind(p, s)))] |= bit(s);
        occupied = p.empty() ? occupied & ~bit(s) : occupied | bit(s);
    }
    // A ratnik uncovered on its last rank acts as what it promotes to (D5).
    static PieceKind topKind(Piece p, Square s) {
        const bool lastRank = s.relativeRank(p.color()) == 7;
        return p.kind() == PieceKind::Pawn && lastRank ? p.identity() : p.kind();
    }
    Bitboard of(PieceKind k) const { return byKind[static_cast<std::size_t>(index(k))]; }
};

}  // namespace

bool TavreliRuleset::keepsVolkhvSafe(const Position& pos, Move m) const {
    const Color us = pos.sideToMove(), them = ~us;
    const Square from = m.from(), to = m.to();
    Tops enemy;
    for (int k = 0; k < kPieceKindCount; ++k)
        enemy.byKind[static_cast<std::size_t>(k)] = pos.pieces(them, PieceKind(k));
    enemy.occupied = pos.occupied();

    const int h = height(pos, from);
    const int k = m.split() ? m.split() : h;
    const Piece mover = pos.at(from);
    enemy.set(from, k < h ? pos.towers().beneath(from, k - 1) : Piece(), them);
    enemy.set(to, mover, them);  // whatever stood on `to` is covered now
    if (m.type() == MoveType::EnPassant) {
        const Square stepped = Square::at(to.file(), from.rank());
        enemy.set(stepped,
                  pos.towers().height(stepped) ? pos.towers().beneath(stepped, 0) : Piece(), them);
    }
    const Square volkhv = mover.kind() == PieceKind::King ? to : pos.royalSquare(us);

    const AttackTables& at = AttackTables::instance();
    const Bitboard occ = enemy.occupied;
    const Bitboard helgi = enemy.of(kHelgi);
    const Bitboard diagonal = enemy.of(PieceKind::Bishop) | enemy.of(PieceKind::Queen) | helgi;
    const Bitboard straight = enemy.of(PieceKind::Rook) | enemy.of(PieceKind::Queen) | helgi;
    return !((at.pawn(us, volkhv) & enemy.of(PieceKind::Pawn)) |
             (at.knight(volkhv) & (enemy.of(PieceKind::Knight) | helgi)) |
             (at.king(volkhv) & enemy.of(PieceKind::King)) | (at.bishop(volkhv, occ) & diagonal) |
             (at.rook(volkhv, occ) & straight));
}

// What judging the moves of one position for the volkhv's safety needs,
// worked out once: where it stands, the enemy tops attacking it, and the
// side's tops that alone stand between it and an enemy line piece.
struct TavreliRuleset::VolkhvWatch {
    Square volkhv;
    Bitboard checkers = 0;
    Bitboard pinned = 0;

    explicit VolkhvWatch(const Position& pos) : volkhv(pos.royalSquare(pos.sideToMove())) {
        const Color us = pos.sideToMove(), them = ~us;
        checkers =
            orthodox::attackersTo(pos, volkhv, pos.occupied(), kOwnPieces) & pos.pieces(them);
        const Bitboard queens = pos.pieces(them, PieceKind::Queen) | pos.pieces(them, kHelgi);
        pinned = orthodox::pinnedTo(pos, volkhv, pos.pieces(them, PieceKind::Rook) | queens,
                                    pos.pieces(them, PieceKind::Bishop) | queens, pos.pieces(us));
    }
};

bool TavreliRuleset::keepsVolkhvSafe(const Position& pos, const VolkhvWatch& watch, Move m) const {
    const AttackTables& at = AttackTables::instance();
    const Color us = pos.sideToMove(), them = ~us;
    const Square from = m.from(), to = m.to(), volkhv = watch.volkhv;
    // What a split leaves on top of the square it leaves; a whole tower leaves nothing.
    const Piece left = m.split() ? pos.towers().beneath(from, m.split() - 1) : Piece();
    const bool enemyUncovered = !left.empty() && left.color() == them;
    if (from == volkhv) {
        if (enemyUncovered) return keepsVolkhvSafe(pos, m);
        const Bitboard occupied = left.empty() ? pos.occupied() ^ bit(from) : pos.occupied();
        // An enemy top on the square landed on is covered by the move.
        return !(orthodox::attackersTo(pos, to, occupied, kOwnPieces) & pos.pieces(them) &
                 ~bit(to));
    }
    // In check, another top can only cover the one checker or stand in its way.
    if (watch.checkers &&
        (popCount(watch.checkers) > 1 ||
         !((at.between(volkhv, lowest(watch.checkers)) | watch.checkers) & bit(to))))
        return false;
    if (enemyUncovered) {
        const PieceKind kind = Tops::topKind(left, from);
        const Bitboard attacks = kind == PieceKind::Pawn
                                     ? at.pawn(them, from)
                                     : pieceAttacks(kind, from, pos.occupied() | bit(to));
        return !(attacks & bit(volkhv));
    }
    // The square left stays covered by the side's own piece, or empties:
    // then a pinned top must keep to its line.
    return !left.empty() || !(watch.pinned & bit(from)) || (at.line(volkhv, from) & bit(to));
}

bool TavreliRuleset::isLegal(const Position& pos, const VolkhvWatch& watch, Move m) const {
    if (m.type() == MoveType::Castling) {
        Position after = pos;
        applyMove(after, m);
        return volkhvSafe(after, pos.sideToMove());
    }
    if (m.type() == MoveType::EnPassant) return keepsVolkhvSafe(pos, m);
    return keepsVolkhvSafe(pos, watch, m);
}

void TavreliRuleset::legalMoves(const Position& pos, MoveList& moves) const {
    MoveList candidates;
    pseudoLegalMoves(pos, candidates);
    const VolkhvWatch watch(pos);
    for (Move m : candidates)
        if (isLegal(pos, watch, m)) moves.push(m);
}

void TavreliRuleset::legalMovesTo(const Position& pos, Bitboard targets, MoveList& moves) const {
    MoveList candidates;
    pseudoLegalMoves(pos, candidates, targets);
    const VolkhvWatch watch(pos);
    for (Move m : candidates)
        if (isLegal(pos, watch, m)) moves.push(m);
}

bool TavreliRuleset::hasLegalMove(const Position& pos) const {
    // Piece by piece, stopping at the first legal move: most positions have
    // one among the first piece's moves.
    const VolkhvWatch watch(pos);
    const auto anyLegal = [&](const MoveList& candidates) {
        return std::any_of(candidates.begin(), candidates.end(),
                           [&](Move m) { return isLegal(pos, watch, m); });
    };
    MoveList candidates;
    for (Bitboard b = pos.pieces(pos.sideToMove()); b;) {
        candidates.clear();
        pseudoLegalMovesFrom(pos, popLowest(b), ~Bitboard{0}, candidates);
        if (anyLegal(candidates)) return true;
    }
    candidates.clear();
    castlingMoves(pos, ~Bitboard{0}, candidates);
    return anyLegal(candidates);
}

GameEnd TavreliRuleset::automaticEnd(const Position& pos, std::span<const Key> earlierKeys) const {
    if (automaticDraws_) return Ruleset::automaticEnd(pos, earlierKeys);
    if (hasLegalMove(pos)) return {};
    if (inCheck(pos)) return {Termination::Checkmate, winFor(~pos.sideToMove())};
    return {Termination::Stalemate, Outcome::Draw};
}

void registerTavreli(RulesetRegistry& registry) {
    registry.add(kInfo,
                 {{"demoteOnOwnStacking", "off", {"off", "on"}},
                  {"demoteTopOnly", "off", {"off", "on"}},
                  {"tavreli.automaticDraws", "on", {"on", "off"}}},
                 [](const RulesetOptions& o) {
                     return std::make_unique<TavreliRuleset>(
                         o.at("demoteOnOwnStacking") == "on", o.at("demoteTopOnly") == "on",
                         o.at("tavreli.automaticDraws") == "on");
                 });
}

}  // namespace tavleya

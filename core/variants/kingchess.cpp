#include "kingchess.h"

#include <algorithm>
#include <array>
#include <optional>

#include "../attacks.h"

namespace tavleya {
namespace {

// Placements add to the orthodox moves: 6 kinds (the king on the first
// turn) onto the 32 squares of the mover's half, each one ending the turn or
// continuing it.
constexpr std::size_t kMostMoves = move_bound::kOrthodox + 6 * 32 * 2;
static_assert(kMostMoves <= MoveList::kCapacity);

constexpr RulesetInfo kInfo{
    "kingchess",
    TAVLEYA_MESSAGE("core", "Kingchess"),
    "Кингчесс",
    "Kingchess",
    TAVLEYA_MESSAGE("core",
                    "The board starts empty: on a turn a player either moves or places "
                    "pieces from the reserve on their own half."),
    {}};

// The canonical order of placements (D12).
constexpr std::array<PieceKind, 6> kOrder{PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                                          PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn};

int orderOf(PieceKind kind) {
    return static_cast<int>(std::find(kOrder.begin(), kOrder.end(), kind) - kOrder.begin());
}
int canonical(PieceKind kind, Square s) {
    return orderOf(kind) * 64 + s.index();
}

// Position::variantState() bits: the bishop memory of each side (2 bits:
// 0 none, 1 light, 2 dark), a turn in progress, and its last placement.
enum BishopMemory : std::uint16_t { kNone = 0, kLight = 1, kDark = 2 };
constexpr std::uint16_t kInTurnBit = 1 << 4;
constexpr int kLastShift = 5;  // 9 bits: canonical index of the last placement

std::uint16_t bishopMemory(const Position& pos, Color c) {
    return (pos.variantState() >> (2 * index(c))) & 3;
}
std::uint16_t colourOf(Square s) {
    return (bit(s) & kLightSquares) ? kLight : kDark;
}
int lastPlacement(const Position& pos) {
    return (pos.variantState() >> kLastShift) & 511;
}

// The squares a `kind` may be placed on now: empty squares of the player's
// half, a pawn not on its first rank, a second bishop not on the first
// one's colour (not check).
Bitboard placeableSquares(const Position& pos, PieceKind kind) {
    const Color us = pos.sideToMove();
    if (!pos.pocketCount(us, kind)) return 0;
    Bitboard squares =
        (us == Color::White ? 0x00000000FFFFFFFFULL : 0xFFFFFFFF00000000ULL) & ~pos.occupied();
    if (kind == PieceKind::Pawn) squares &= ~rankMask(us == Color::White ? 0 : 7);
    if (kind == PieceKind::Bishop && bishopMemory(pos, us) != kNone)
        squares &= bishopMemory(pos, us) == kLight ? ~kLightSquares : kLightSquares;
    return squares;
}

// The squares where a `kind` comes after placement `last` in the canonical
// order (-1: before any).
Bitboard laterThan(int last, PieceKind kind) {
    const int order = orderOf(kind);
    if (last < order * 64) return ~Bitboard{0};
    if (last >= order * 64 + 63) return 0;
    return ~((Bitboard{2} << (last - order * 64)) - 1);
}

// The squares whose king or rooks keep castling alive while unmoved (D7).
constexpr std::array<const char*, 6> kVirginSquares{"e1", "a1", "h1", "e8", "a8", "h8"};

bool isVirginCandidate(Square s) {
    return (s.rank() == 0 || s.rank() == 7) && (s.file() == 0 || s.file() == 4 || s.file() == 7);
}

bool castlingPiece(const Position& pos, Square s);

bool virgin(const Position& pos, Square s) {
    return castlingPiece(pos, s) && !pos.at(s).moved();
}

void recomputeCastling(Position& pos) {
    for (Color c : {Color::White, Color::Black}) {
        const int rank = c == Color::White ? 0 : 7;
        const bool king = virgin(pos, Square::at(4, rank));
        const Square h = Square::at(7, rank), a = Square::at(0, rank);
        const Square kingSide = king && virgin(pos, h) ? h : Square::none();
        const Square queenSide = king && virgin(pos, a) ? a : Square::none();
        if (pos.castlingRook(c, CastlingSide::King) != kingSide)
            pos.setCastlingRook(c, CastlingSide::King, kingSide);
        if (pos.castlingRook(c, CastlingSide::Queen) != queenSide)
            pos.setCastlingRook(c, CastlingSide::Queen, queenSide);
    }
}

// Whether the piece on `s` is one castling could use there: its side's king
// on e1/e8, or a rook in its side's corner.
bool castlingPiece(const Position& pos, Square s) {
    if (!isVirginCandidate(s)) return false;
    const Piece p = pos.at(s);
    const Color owner = s.rank() == 0 ? Color::White : Color::Black;
    const PieceKind wanted = s.file() == 4 ? PieceKind::King : PieceKind::Rook;
    return !p.empty() && p.color() == owner && p.kind() == wanted;
}

// A piece that moved onto a castling square is marked; anywhere else the
// mark means nothing and is cleared, so equal positions have equal keys.
void markMoved(Position& pos, Square s) {
    const Piece p = pos.at(s);
    if (!p.empty() && p.moved() != castlingPiece(pos, s))
        pos.replace(s, p.withMoved(castlingPiece(pos, s)));
}

FenDialect kingchessDialect() {
    FenDialect d;
    d.letters = standardPieceLetters();
    d.pockets = true;
    d.kingsInPockets = true;
    return d;
}

bool hasReserve(const Position& pos, Color c) {
    for (PieceKind k : kOrder)
        if (pos.pocketCount(c, k)) return true;
    return false;
}

}  // namespace

KingchessRuleset::KingchessRuleset() : OrthodoxRules(kingchessDialect(), {}) {}

std::span<const PieceKind> KingchessRuleset::pocketKinds() const {
    // The whole army starts in reserve, the king first.
    static constexpr PieceKind kinds[] = {PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                                          PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn};
    return kinds;
}

const RulesetInfo& KingchessRuleset::info() const {
    return kInfo;
}

Position KingchessRuleset::startPosition() const {
    return readFen("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 - --").value();
}

GameEnd KingchessRuleset::automaticEnd(const Position& position,
                                       std::span<const Key> earlierKeys) const {
    if (turnInProgress(position)) return {};
    return OrthodoxRules::automaticEnd(position, earlierKeys);
}

bool KingchessRuleset::turnInProgress(const Position& pos) {
    return pos.variantState() & kInTurnBit;
}

Result<Position> KingchessRuleset::readPosition(std::string_view fen,
                                                std::vector<Error>* /*droppedCastling*/) const {
    // Split off the two Kingchess fields; the rest is ordinary FEN.
    const std::vector<FenField> fields = splitFenFields(fen);
    std::string_view virgins = "-", bishops = "--";
    std::string_view base = fen;
    if (fields.size() == 8) {
        virgins = fields[6].text;
        bishops = fields[7].text;
        base = fen.substr(0, static_cast<std::size_t>(fields[6].column - 1));
    }
    const int virginColumn = fields.size() == 8 ? fields[6].column : 0;
    auto read = readFenText(base, dialect());
    if (!read) return read;
    Position pos = std::move(read).value();

    for (Color c : {Color::White, Color::Black}) {
        const int kings =
            popCount(pos.pieces(c, PieceKind::King)) + pos.pocketCount(c, PieceKind::King);
        if (kings != 1)
            return Error::translatable(
                c == Color::White
                    ? TAVLEYA_MESSAGE(
                          "core",
                          "White has %1 kings on the board and in reserve; exactly one is needed")
                    : TAVLEYA_MESSAGE(
                          "core",
                          "Black has %1 kings on the board and in reserve; exactly one is needed"),
                {std::to_string(kings)}, 1);
        const Bitboard pawns = pos.pieces(c, PieceKind::Pawn);
        if (pawns & (rankMask(0) | rankMask(7)))
            return Error::translatable(
                TAVLEYA_MESSAGE("core",
                                "FEN field 1 (piece placement), column 1: a "
                                "pawn stands on %1, on the first or last rank"),
                {lowest(pawns & (rankMask(0) | rankMask(7))).name()}, 1);
    }
    // Virgin squares: each listed square holds its unmoved king or rook.
    Bitboard listed = 0;
    if (virgins != "-") {
        for (std::size_t i = 0; i < virgins.size(); i += 2) {
            const auto s = Square::parse(virgins.substr(i, 2));
            if (!s || !isVirginCandidate(*s) || !virgin(pos, *s))
                return Error::translatable(
                    TAVLEYA_MESSAGE(
                        "core",
                        "FEN field 7 (virgin squares), column %1: '%2' is not a king or rook "
                        "square holding its king or rook"),
                    {std::to_string(virginColumn + static_cast<int>(i)),
                     std::string(virgins.substr(i, 2))},
                    virginColumn + static_cast<int>(i));
            listed |= bit(*s);
        }
    }
    for (const char* name : kVirginSquares) {
        const Square s = *Square::parse(name);
        if (virgin(pos, s) && !(listed & bit(s))) pos.replace(s, pos.at(s).withMoved(true));
    }
    std::uint16_t state = 0;
    if (bishops.size() != 2)
        return Error::translatable(
            TAVLEYA_MESSAGE("core",
                            "FEN field 8 (bishop memory): '%1' is not two characters of l, d or -"),
            {std::string(bishops)}, 1);
    for (int c = 0; c < 2; ++c) {
        const char m = bishops[static_cast<std::size_t>(c)];
        if (m != 'l' && m != 'd' && m != '-')
            return Error::translatable(
                TAVLEYA_MESSAGE("core", "FEN field 8 (bishop memory): '%1' is not l, d or -"),
                {std::string(1, m)}, 1);
        state |= static_cast<std::uint16_t>((m == 'l'   ? kLight
                                             : m == 'd' ? kDark
                                                        : kNone)
                                            << (2 * c));
    }
    pos.setVariantState(state);
    recomputeCastling(pos);
    const Square waiting = pos.royalSquare(~pos.sideToMove());
    if (waiting.valid() &&
        (orthodox::attackersTo(pos, waiting, pos.occupied()) & pos.pieces(pos.sideToMove())))
        return Error::translatable(TAVLEYA_MESSAGE("core", "FEN: the side not to move is in check"),
                                   {}, 1);
    dropImpossibleEnPassant(pos);
    return pos;
}

std::string KingchessRuleset::writeFen(const Position& pos) const {
    std::string virgins;
    for (const char* name : kVirginSquares)
        if (virgin(pos, *Square::parse(name))) virgins += name;
    std::string bishops;
    for (Color c : {Color::White, Color::Black}) {
        const auto m = bishopMemory(pos, c);
        bishops += m == kLight ? 'l' : m == kDark ? 'd' : '-';
    }
    return writeFenText(pos, dialect()) + " " + (virgins.empty() ? "-" : virgins) + " " + bishops;
}

bool KingchessRuleset::mayPlace(const Position& pos, PieceKind kind, Square s) const {
    return placeableSquares(pos, kind) & bit(s);
}

void KingchessRuleset::place(Position& pos, Move drop) const {
    const Color us = pos.sideToMove();
    pos.removeFromPocket(us, drop.piece());
    pos.put(drop.to(), Piece(us, drop.piece()));
    std::uint16_t state = pos.variantState();
    if (drop.piece() == PieceKind::Bishop && bishopMemory(pos, us) == kNone)
        state |= static_cast<std::uint16_t>(colourOf(drop.to()) << (2 * index(us)));
    state = static_cast<std::uint16_t>((state & ((1 << kLastShift) - 1)) | kInTurnBit |
                                       (canonical(drop.piece(), drop.to()) << kLastShift));
    pos.setVariantState(state);
}

bool KingchessRuleset::ownKingSafe(const Position& pos) const {
    const Color us = pos.sideToMove();
    const Square king = pos.royalSquare(us);
    return king.valid() && !(orthodox::attackersTo(pos, king, pos.occupied()) & pos.pieces(~us));
}

namespace {

// The squares between the placer's king and the pieces checking it, any of
// which a placement may block; none when a piece that does not slide
// checks it: no placement answers that, now or later in the turn.
std::optional<Bitboard> checkLines(const Position& pos) {
    const Color us = pos.sideToMove();
    const Square king = pos.royalSquare(us);
    const Bitboard sliders =
        pos.pieces(PieceKind::Rook) | pos.pieces(PieceKind::Bishop) | pos.pieces(PieceKind::Queen);
    const Bitboard checkers = orthodox::attackersTo(pos, king, pos.occupied()) & pos.pieces(~us);
    if (checkers & ~sliders) return std::nullopt;
    Bitboard lines = 0;
    for (Bitboard b = checkers; b;) lines |= AttackTables::instance().between(king, popLowest(b));
    return lines;
}

}  // namespace

// Whether more placements (after the last one, in canonical order) can end
// the turn legally: with no check any one will do; in check each sliding
// checker needs a blocker of its own, and other checks cannot be answered.
bool KingchessRuleset::canComplete(const Position& mid) const {
    const Color us = mid.sideToMove();
    const Square king = mid.royalSquare(us);
    if (!king.valid()) return false;
    const AttackTables& at = AttackTables::instance();
    const Bitboard checkers = orthodox::attackersTo(mid, king, mid.occupied()) & mid.pieces(~us);
    const Bitboard sliders =
        mid.pieces(PieceKind::Rook) | mid.pieces(PieceKind::Bishop) | mid.pieces(PieceKind::Queen);
    if (checkers & ~sliders) return false;
    Bitboard targets = ~mid.occupied();
    if (checkers) {
        targets = 0;
        for (Bitboard b = checkers; b;) targets |= at.between(king, popLowest(b));
    }
    const int last = lastPlacement(mid);
    for (PieceKind kind : kOrder) {
        const Bitboard squares = placeableSquares(mid, kind) & laterThan(last, kind) & targets;
        // Out of check any placement ends the turn; against one checker any
        // placement on its line does.
        if (!checkers || !moreThanOne(checkers)) {
            if (squares) return true;
            continue;
        }
        for (Bitboard b = squares; b;) {
            const Square s = popLowest(b);
            Position next = mid;
            place(next, Move::drop(kind, s));
            if (ownKingSafe(next) || canComplete(next)) return true;
        }
    }
    return false;
}

namespace {

// The placements of a `kind` on `squares` while the king, already placed,
// is not in check. Each only adds a blocker, so each leaves the king safe,
// and each may go on while a square is left for a later placement: for
// another of the kind on a later square (a second bishop on the other
// colour than the first) or for a later kind.
void placementsOutOfCheck(const Position& pos, PieceKind kind, Bitboard squares, Bitboard targets,
                          MoveList& moves) {
    Bitboard laterKinds = 0;
    for (auto k = kOrder.begin() + orderOf(kind) + 1; k != kOrder.end(); ++k)
        laterKinds |= placeableSquares(pos, *k);
    const Color us = pos.sideToMove();
    const bool another = pos.pocketCount(us, kind) > 1;
    const bool firstBishop = kind == PieceKind::Bishop && bishopMemory(pos, us) == kNone;
    for (Bitboard b = squares & targets; b;) {
        const Square s = popLowest(b);
        const Move drop = Move::drop(kind, s);
        moves.push(drop);
        Bitboard sameKind = another ? squares & laterThan(canonical(kind, s), kind) : 0;
        if (firstBishop)  // the second bishop goes on the other colour
            sameKind &= colourOf(s) == kLight ? ~kLightSquares : kLightSquares;
        if (sameKind || (laterKinds & ~bit(s))) moves.push(drop.withContinuation(true));
    }
}

}  // namespace

void KingchessRuleset::placementsInCheck(const Position& pos, PieceKind kind, Bitboard squares,
                                         Bitboard lines, MoveList& moves) const {
    const Color us = pos.sideToMove();
    const bool firstBishop = kind == PieceKind::Bishop && bishopMemory(pos, us) == kNone;
    // Off the checking lines a placement blocks nothing: it ends no turn,
    // and whether the turn can go on after it depends on its square only
    // through the blocking squares left to its kind after it (and a first
    // bishop's colour), so canComplete is asked once for each such class.
    struct Known {
        Bitboard laterBlocks;
        std::uint16_t colour;
        bool goesOn;
    };
    std::array<Known, 32> known;
    std::size_t knownCount = 0;
    for (Bitboard b = squares; b;) {
        const Square s = popLowest(b);
        const Move drop = Move::drop(kind, s);
        const Bitboard laterBlocks = lines & laterThan(canonical(kind, s), kind);
        const std::uint16_t colour = firstBishop ? colourOf(s) : 0;
        const bool blocks = (lines & bit(s)) != 0;
        const auto end = known.begin() + knownCount;
        const auto found = blocks ? end : std::find_if(known.begin(), end, [&](const Known& k) {
            return k.laterBlocks == laterBlocks && k.colour == colour;
        });
        bool goesOn;
        if (found != end) {
            goesOn = found->goesOn;
        } else {
            Position after = pos;
            place(after, drop);
            if (ownKingSafe(after)) moves.push(drop);
            goesOn = hasReserve(after, us) && canComplete(after);
            if (!blocks && knownCount < known.size())
                known[knownCount++] = {laterBlocks, colour, goesOn};
        }
        if (goesOn) moves.push(drop.withContinuation(true));
    }
}

void KingchessRuleset::legalMoves(const Position& pos, MoveList& moves) const {
    generate(pos, ~Bitboard{0}, moves);
}

void KingchessRuleset::legalMovesTo(const Position& pos, Bitboard targets, MoveList& moves) const {
    generate(pos, targets, moves);
}

bool KingchessRuleset::hasLegalMove(const Position& pos) const {
    const Color us = pos.sideToMove();
    const bool inTurn = turnInProgress(pos);
    const bool firstTurn = pos.pocketCount(us, PieceKind::King) > 0;
    if (!inTurn && !firstTurn && OrthodoxRules::hasLegalMove(pos)) return true;
    if (!hasReserve(pos, us)) return false;
    if (!ownKingSafe(pos)) {
        MoveList moves;
        generate(pos, ~Bitboard{0}, moves);
        return !moves.empty();
    }
    const int last = inTurn ? lastPlacement(pos) : -1;
    for (PieceKind kind : kOrder)
        if ((!firstTurn || inTurn || kind == PieceKind::King) &&
            (placeableSquares(pos, kind) & laterThan(last, kind)))
            return true;
    return false;
}

void KingchessRuleset::generate(const Position& pos, Bitboard targets, MoveList& moves) const {
    const Color us = pos.sideToMove();
    const bool inTurn = turnInProgress(pos);
    const bool firstTurn = pos.pocketCount(us, PieceKind::King) > 0;
    if (!inTurn && !firstTurn) {
        // Filtered, not generated to the targets: castling (to the rook's
        // square) stays among the moves to that square, as move codes expect.
        const std::size_t from = moves.size();
        OrthodoxRules::legalMoves(pos, moves);
        if (~targets)
            moves.keepIf(from, [targets](Move m) { return (targets & bit(m.to())) != 0; });
    }
    if (!hasReserve(pos, us)) return;
    const int last = inTurn ? lastPlacement(pos) : -1;
    // The search meets placements out of check far more often than any
    // other move: they are not tried on a copy of the position.
    const bool outOfCheck = ownKingSafe(pos);
    const bool kingPlaced = pos.royalSquare(us).valid();
    std::optional<Bitboard> lines;
    if (!outOfCheck && kingPlaced) {
        lines = checkLines(pos);
        if (!lines) return;
    }
    for (PieceKind kind : kOrder) {
        if (firstTurn && !inTurn && kind != PieceKind::King) continue;
        const Bitboard squares = placeableSquares(pos, kind) & laterThan(last, kind);
        if (!squares) continue;
        if (outOfCheck) {
            placementsOutOfCheck(pos, kind, squares, targets, moves);
            continue;
        }
        if (lines) {
            placementsInCheck(pos, kind, squares & targets, *lines, moves);
            continue;
        }
        // The king itself, the turn's first placement.
        for (Bitboard b = squares & targets; b;) {
            const Square s = popLowest(b);
            const Move drop = Move::drop(kind, s);
            Position after = pos;
            place(after, drop);
            if (ownKingSafe(after)) moves.push(drop);
            if (hasReserve(after, us) && canComplete(after))
                moves.push(drop.withContinuation(true));
        }
    }
}

MoveEffects KingchessRuleset::applyMove(Position& pos, Move move) const {
    MoveEffects effects;
    if (move.type() == MoveType::Drop) {
        place(pos, move);  // resets no count, even a pawn's (D9)
        effects.continuesTurn = move.continuesTurn();
        if (effects.continuesTurn) return effects;
        pos.setVariantState(pos.variantState() & 15);  // keep only the bishop memory
    } else {
        effects = OrthodoxRules::applyMove(pos, move);
        const Color us = pos.sideToMove();
        if (move.type() == MoveType::Castling) {
            const CastlingSide side =
                move.to().file() > move.from().file() ? CastlingSide::King : CastlingSide::Queen;
            markMoved(pos, castlingKingTarget(us, side));
            markMoved(pos, castlingRookTarget(us, side));
        } else {
            markMoved(pos, move.to());
        }
    }
    recomputeCastling(pos);
    return effects;
}

std::uint64_t KingchessRuleset::countTurns(const Position& pos) const {
    MoveList moves;
    legalMoves(pos, moves);
    std::uint64_t turns = 0;
    for (Move m : moves) turns += m.continuesTurn() ? countTurns(play(pos, m)) : 1;
    return turns;
}

namespace {

// A side's material on the board and in reserve, king aside (D10).
struct Material {
    int pieces = 0;
    bool pawnsOrMajors = false;
    int knights = 0;
    bool light = false, dark = false;  // colours its bishops stand on or may take
};

Material materialOf(const Position& pos, Color c) {
    Material m;
    for (PieceKind k : kOrder) {
        if (k == PieceKind::King) continue;
        const int n = popCount(pos.pieces(c, k)) + pos.pocketCount(c, k);
        m.pieces += n;
        if (k == PieceKind::Pawn || k == PieceKind::Rook || k == PieceKind::Queen)
            m.pawnsOrMajors |= n > 0;
        if (k == PieceKind::Knight) m.knights = n;
    }
    const Bitboard bishops = pos.pieces(c, PieceKind::Bishop);
    m.light = bishops & kLightSquares;
    m.dark = bishops & ~kLightSquares;
    if (pos.pocketCount(c, PieceKind::Bishop)) {
        const auto memory = bishopMemory(pos, c);
        m.light |= memory != kLight;
        m.dark |= memory != kDark;
    }
    return m;
}

}  // namespace

// classical.md A5 on board and reserve material; a reserve bishop may take
// either colour unless it is the second and must take the other one (D10).
bool KingchessRuleset::canStillMate(const Position& pos, Color side) const {
    const Material ours = materialOf(pos, side), theirs = materialOf(pos, ~side);
    if (ours.pieces == 0) return false;
    if (ours.pawnsOrMajors) return true;
    if (ours.pieces == 1 && theirs.pieces == 0) return false;
    if (ours.knights || theirs.knights || theirs.pawnsOrMajors) return true;
    return (ours.light || theirs.light) && (ours.dark || theirs.dark);
}

bool KingchessRuleset::isDeadPosition(const Position& pos) const {
    return !turnInProgress(pos) && !canStillMate(pos, Color::White) &&
           !canStillMate(pos, Color::Black);
}

PlacingTurn::PlacingTurn(const Ruleset& rules, const Position& start)
    : rules_(rules), start_(start) {}

Position PlacingTurn::preview() const {
    Position pos = start_;
    for (const Placement& p : placements_) {
        pos.removeFromPocket(pos.sideToMove(), p.kind);
        pos.put(p.square, Piece(pos.sideToMove(), p.kind));
    }
    return pos;
}

std::optional<Error> PlacingTurn::add(PieceKind kind, Square square) {
    const Position pos = preview();
    const Color us = pos.sideToMove();
    const std::string where = square.name();
    if (!pos.pocketCount(us, kind))
        return Error::translatable(TAVLEYA_MESSAGE("core", "no such piece left in the reserve"),
                                   {});
    if (!pos.at(square).empty())
        return Error::translatable(TAVLEYA_MESSAGE("core", "%1 is not empty"), {where});
    if (square.relativeRank(us) > 3)
        return Error::translatable(TAVLEYA_MESSAGE("core", "%1 is not on your half of the board"),
                                   {where});
    if (kind == PieceKind::Pawn && square.relativeRank(us) == 0)
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "a pawn may not be placed on your first rank"), {});
    if (kind == PieceKind::Bishop) {
        // The memory, or a bishop placed earlier in this turn, fixes the colour.
        std::uint16_t used = (start_.variantState() >> (2 * index(us))) & 3;
        for (const Placement& p : placements_)
            if (p.kind == PieceKind::Bishop && !used) used = colourOf(p.square);
        if (used && used == colourOf(square))
            return Error::translatable(
                TAVLEYA_MESSAGE("core",
                                "the second bishop must stand on the other colour than the first"),
                {});
    }
    placements_.push_back({square, kind});
    return std::nullopt;
}

bool PlacingTurn::undo() {
    if (placements_.empty()) return false;
    placements_.pop_back();
    return true;
}

Result<std::vector<Move>> PlacingTurn::confirm() const {
    if (placements_.empty())
        return Error::translatable(TAVLEYA_MESSAGE("core", "place at least one piece"), {});
    std::vector<Placement> sorted = placements_;
    std::sort(sorted.begin(), sorted.end(), [](const Placement& a, const Placement& b) {
        return canonical(a.kind, a.square) < canonical(b.kind, b.square);
    });
    const Color us = start_.sideToMove();
    if (start_.pocketCount(us, PieceKind::King) && sorted.front().kind != PieceKind::King)
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "the king must be placed in the first turn"), {});
    std::vector<Move> moves;
    Position pos = start_;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const Move m =
            Move::drop(sorted[i].kind, sorted[i].square).withContinuation(i + 1 < sorted.size());
        MoveList legal;
        rules_.legalMoves(pos, legal);
        if (!legal.contains(m))
            return Error::translatable(
                TAVLEYA_MESSAGE("core", "after this turn your king would be in check"), {});
        moves.push_back(m);
        pos = rules_.play(pos, m);
    }
    return moves;
}

void registerKingchess(RulesetRegistry& registry) {
    registry.add(kInfo, {},
                 [](const RulesetOptions&) { return std::make_unique<KingchessRuleset>(); });
}

}  // namespace tavleya

#include "tavreli.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <vector>

#include "../attacks.h"
#include "../fen.h"
#include "orthodox_rules.h"

namespace tavleya {
namespace {

constexpr RulesetInfo kInfo{
    "tavreli",
    "Tavreli",
    "Таврели",
    "Tavreli",
    "Russian tower chess: a piece that captures stands on the captured one, "
    "building towers that move together or split; the helgi moves as queen "
    "and knight; a pawn promotes to the piece it started in front of.",
    "Русские шахматы-башни: взявшая фигура встаёт на взятую, образуя башни, "
    "которые ходят целиком или делятся; хельги ходит как ферзь и конь; "
    "пешка превращается в фигуру, перед которой стояла вначале.",
    {}};

// The kind a ratnik standing in front of `file` at the start promotes to (R4).
PieceKind defaultIdentity(int file) {
    constexpr std::array<PieceKind, 8> kinds{
        PieceKind::Rook,  PieceKind::Knight, PieceKind::Bishop, PieceKind::Queen,
        PieceKind::Helgi, PieceKind::Bishop, PieceKind::Knight, PieceKind::Rook};
    return kinds[static_cast<std::size_t>(file)];
}

constexpr std::string_view kLetters = "KQRBNHP";
constexpr std::array<PieceKind, 7> kLetterKinds{
    PieceKind::King,   PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
    PieceKind::Knight, PieceKind::Helgi, PieceKind::Pawn};

char letterOf(PieceKind kind, Color c) {
    for (std::size_t i = 0; i < kLetterKinds.size(); ++i)
        if (kLetterKinds[i] == kind)
            return c == Color::White ? kLetters[i] : static_cast<char>(kLetters[i] - 'A' + 'a');
    return '?';
}

PieceKind kindOfLetter(char upper) {
    const auto i = kLetters.find(upper);
    return i == std::string_view::npos ? PieceKind::None : kLetterKinds[i];
}

Piece ratnik(Color c, PieceKind identity) {
    return Piece(c, PieceKind::Pawn).withIdentity(identity);
}

// One square's pieces, top first.
struct Stack {
    std::array<Piece, 32> pieces{};
    int size = 0;
    Piece& operator[](int i) { return pieces[static_cast<std::size_t>(i)]; }
    Piece operator[](int i) const { return pieces[static_cast<std::size_t>(i)]; }
    void push(Piece p) { pieces[static_cast<std::size_t>(size++)] = p; }
};

int height(const Position& pos, Square s) {
    return pos.at(s).empty() ? 0 : 1 + pos.towers().height(s);
}

Piece bottom(const Position& pos, Square s) {
    const int h = height(pos, s);
    return h <= 1 ? pos.at(s) : pos.towers().beneath(s, h - 2);
}

Stack readStack(const Position& pos, Square s) {
    Stack st;
    if (pos.at(s).empty()) return st;
    st.push(pos.at(s));
    for (int d = 0; d < pos.towers().height(s); ++d) st.push(pos.towers().beneath(s, d));
    return st;
}

void writeStack(Position& pos, Square s, const Stack& st) {
    for (int d = pos.towers().height(s) - 1; d >= 0; --d) pos.eraseBeneath(s, d);
    if (!pos.at(s).empty()) pos.remove(s);
    if (st.size == 0) return;
    pos.put(s, st[0]);
    for (int i = 1; i < st.size; ++i) pos.insertBeneath(s, i - 1, st[i]);
}

// A ratnik that moves onto its own start rank has lost the double step;
// anywhere else the mark means nothing and is cleared, so keys stay canonical.
Piece afterMoving(Piece p, Square to) {
    if (p.kind() != PieceKind::Pawn) return p;
    return p.withMoved(to.relativeRank(p.color()) == 1);
}

// A promoted ratnik taken prisoner is a ratnik again, and one that has moved.
Piece demoted(Piece p, Square s) {
    return afterMoving(ratnik(p.color(), p.identity()), s);
}

Square corner(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 7 : 0, c == Color::White ? 0 : 7);
}

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
           !(orthodox::attackersTo(pos, volkhv, pos.occupied()) & pos.pieces(~side));
}

bool TavreliRuleset::inCheck(const Position& pos) const {
    return !volkhvSafe(pos, pos.sideToMove());
}

void TavreliRuleset::pseudoLegalMoves(const Position& pos, MoveList& moves) const {
    const AttackTables& at = AttackTables::instance();
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.occupied(), own = pos.pieces(us), enemy = pos.pieces(~us);
    const Bitboard volkhvs = pos.pieces(PieceKind::King);  // nothing lands on a volkhv (R7)
    const int up = us == Color::White ? 8 : -8;
    for (Bitboard b = own; b;) {
        const Square from = popLowest(b);
        const Piece top = pos.at(from);
        const int h = height(pos, from);
        Bitboard to = 0, enPassant = 0;
        switch (top.kind()) {
            case PieceKind::Pawn: {
                // Straight ahead onto an empty or own-topped square (R15, R16).
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
                to = at.piece(top.kind(), from, occupied);
                break;
        }
        to &= ~volkhvs;
        for (int k = 1; k <= h; ++k) {
            const int split = k < h ? k : 0;
            for (Bitboard t = to; t;) moves.push(Move::normal(from, popLowest(t)).withSplit(split));
            if (enPassant) moves.push(Move::enPassant(from, pos.enPassant()).withSplit(split));
        }
    }
    // Castling: a single unmoved volkhv and a ratoborets alone on its corner (R26-R28, D7).
    const Square volkhv = pos.royalSquare(us);
    if (!pos.hasCastlingRights() || !volkhv.valid() || height(pos, volkhv) != 1) return;
    if (orthodox::attackersTo(pos, volkhv, occupied) & enemy) return;
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const Square rook = pos.castlingRook(us, side);
        if (!rook.valid() || height(pos, rook) != 1 || pos.at(rook) != Piece(us, PieceKind::Rook))
            continue;
        if (at.between(volkhv, rook) & occupied) continue;
        const Square kingTo = orthodox::castlingKingTarget(us, side);
        bool safe = true;
        for (Bitboard p = at.between(volkhv, kingTo) | bit(kingTo); p && safe;)
            safe = !(orthodox::attackersTo(pos, popLowest(p), occupied) & enemy);
        if (safe) moves.push(Move::castling(volkhv, rook));
    }
}

Position TavreliRuleset::makeRaw(const Position& before, Move m) const {
    Position pos = before;
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    pos.setEnPassant(Square::none());

    if (m.type() == MoveType::Castling) {
        const CastlingSide side =
            to.file() > from.file() ? CastlingSide::King : CastlingSide::Queen;
        pos.move(from, orthodox::castlingKingTarget(us, side));
        pos.move(to, orthodox::castlingRookTarget(us, side));
        pos.loseCastlingRights(us);
        pos.setHalfmoveClock(pos.halfmoveClock() + 1);
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
        const bool built = landing.size > 0;
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

        const bool ratnikMoved = source[0].kind() == PieceKind::Pawn;
        pos.setHalfmoveClock(ratnikMoved || built ? 0 : pos.halfmoveClock() + 1);  // D9
        if (ratnikMoved && (from.index() ^ to.index()) == 16)
            pos.setEnPassant(Square((from.index() + to.index()) / 2));
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
    if (us == Color::Black) pos.setFullmoveNumber(pos.fullmoveNumber() + 1);
    pos.setSideToMove(~us);
    return pos;
}

void TavreliRuleset::dropImpossibleEnPassant(Position& pos) const {
    if (!pos.enPassant().valid()) return;
    MoveList moves;
    pseudoLegalMoves(pos, moves);
    for (Move m : moves)
        if (m.type() == MoveType::EnPassant && keepsVolkhvSafe(pos, m)) return;
    pos.setEnPassant(Square::none());
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
    const Bitboard helgi = enemy.of(PieceKind::Helgi);
    const Bitboard diagonal = enemy.of(PieceKind::Bishop) | enemy.of(PieceKind::Queen) | helgi;
    const Bitboard straight = enemy.of(PieceKind::Rook) | enemy.of(PieceKind::Queen) | helgi;
    return !((at.pawn(us, volkhv) & enemy.of(PieceKind::Pawn)) |
             (at.knight(volkhv) & (enemy.of(PieceKind::Knight) | helgi)) |
             (at.king(volkhv) & enemy.of(PieceKind::King)) | (at.bishop(volkhv, occ) & diagonal) |
             (at.rook(volkhv, occ) & straight));
}

void TavreliRuleset::legalMoves(const Position& pos, MoveList& moves) const {
    MoveList candidates;
    pseudoLegalMoves(pos, candidates);
    for (Move m : candidates) {
        const bool safe = m.type() == MoveType::Castling
                              ? volkhvSafe(makeRaw(pos, m), pos.sideToMove())
                              : keepsVolkhvSafe(pos, m);
        if (safe) moves.push(m);
    }
}

Position TavreliRuleset::play(const Position& pos, Move move) const {
    Position after = makeRaw(pos, move);
    dropImpossibleEnPassant(after);
    return after;
}

GameEnd TavreliRuleset::automaticEnd(const Position& pos, std::span<const Key> earlierKeys) const {
    if (automaticDraws_) return Ruleset::automaticEnd(pos, earlierKeys);
    MoveList moves;
    legalMoves(pos, moves);
    if (!moves.empty()) return {};
    if (inCheck(pos)) return {Termination::Checkmate, winFor(~pos.sideToMove())};
    return {Termination::Stalemate, Outcome::Draw};
}

std::string TavreliRuleset::engineText(const Position&, Move m) const {
    if (m.type() == MoveType::Castling) return m.to().file() > m.from().file() ? "0-0" : "0-0-0";
    std::string text = m.from().name();
    if (m.split()) text += "(" + std::to_string(m.split()) + ")";
    return text + "-" + m.to().name();
}

namespace {

constexpr std::array<std::string_view, 8> kRussianFiles{"а", "б", "в", "г", "д", "е", "ж", "з"};

std::string russianSquare(Square s) {
    return std::string(kRussianFiles[static_cast<std::size_t>(s.file())]) + rankDigit(s.rank());
}

// Reads a file letter, Latin (either case) or Russian, from the front of `text`.
std::optional<int> takeFile(std::string_view& text) {
    if (text.empty()) return std::nullopt;
    const char c = text.front();
    if ((c >= 'a' && c <= 'h') || (c >= 'A' && c <= 'H')) {
        text.remove_prefix(1);
        return (c | 0x20) - 'a';
    }
    for (std::size_t f = 0; f < kRussianFiles.size(); ++f)
        if (text.starts_with(kRussianFiles[f])) {
            text.remove_prefix(kRussianFiles[f].size());
            return static_cast<int>(f);
        }
    // A Russian "с" typed for the Latin c, as in some records.
    if (text.starts_with("с")) {
        text.remove_prefix(std::string_view("с").size());
        return 2;
    }
    return std::nullopt;
}

std::optional<Square> takeSquare(std::string_view& text) {
    const auto file = takeFile(text);
    if (!file || text.empty() || text.front() < '1' || text.front() > '8') return std::nullopt;
    const int rank = text.front() - '1';
    text.remove_prefix(1);
    return Square::at(*file, rank);
}

void skipSpaces(std::string_view& text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
}

// "(k)" at the front, or the PGN token's "_k", if there.
std::optional<int> takeSplit(std::string_view& text) {
    skipSpaces(text);
    int k = 0;
    if (text.starts_with("_")) {
        const auto [end, ec] = std::from_chars(text.data() + 1, text.data() + text.size(), k);
        if (ec != std::errc() || k < 1) return std::nullopt;
        text.remove_prefix(static_cast<std::size_t>(end - text.data()));
        return k;
    }
    if (!text.starts_with("(")) return std::nullopt;
    const auto close = text.find(')');
    if (close == std::string_view::npos) return std::nullopt;
    const auto [end, ec] = std::from_chars(text.data() + 1, text.data() + close, k);
    if (ec != std::errc() || end != text.data() + close || k < 1) return std::nullopt;
    text.remove_prefix(close + 1);
    return k;
}

bool stripEnd(std::string_view& text, std::string_view suffix) {
    if (!text.ends_with(suffix)) return false;
    text.remove_suffix(suffix.size());
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    return true;
}

}  // namespace

std::string TavreliRuleset::moveText(const Position& pos, Move m, NotationStyle style) const {
    const bool book = style.alphabet == PieceAlphabet::Russian;
    std::string text;
    if (m.type() == MoveType::Castling || !book) {
        text = engineText(pos, m);
    } else {
        if (m.split()) text = "(" + std::to_string(m.split()) + ") ";
        const bool built = m.type() == MoveType::EnPassant || !pos.at(m.to()).empty();
        text += russianSquare(m.from()) + (built ? " х " : " – ") + russianSquare(m.to());
        if (m.type() == MoveType::EnPassant) text += " в.п.";
    }
    const Position after = play(pos, m);
    if (!inCheck(after)) return text;
    MoveList replies;
    legalMoves(after, replies);
    return text + (replies.empty() ? (book ? "++" : "#") : "+");
}

std::string TavreliRuleset::pgnMoveText(const Position& pos, Move m, NotationStyle) const {
    std::string text = moveText(pos, m, kSan);
    if (const auto open = text.find('('); open != std::string::npos) {
        const auto close = text.find(')', open);
        text = text.substr(0, open) + "_" + text.substr(open + 1, close - open - 1) +
               text.substr(close + 1);
    }
    return text;
}

Result<Move> TavreliRuleset::readMoveText(const Position& pos, std::string_view original) const {
    std::string_view text = original;
    skipSpaces(text);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    // Marks the position decides anyway: check, mate, en passant, annotations,
    // and the trailing "x" or "*" of some records.
    while (stripEnd(text, "+") || stripEnd(text, "#") || stripEnd(text, "!") ||
           stripEnd(text, "?") || stripEnd(text, "*") || stripEnd(text, "в.п.") ||
           stripEnd(text, "e.p.") ||
           (text.size() > 5 && (stripEnd(text, "x") || stripEnd(text, "х")))) {
    }
    MoveList legal;
    legalMoves(pos, legal);
    const auto fail = [&](const std::string& why) {
        return Error{
            "move '" + std::string(original) + "' (move " + std::to_string(pos.fullmoveNumber()) +
                ", " + (pos.sideToMove() == Color::White ? "White" : "Black") + " to move): " + why,
            1};
    };
    if (text == "0-0" || text == "0-0-0" || text == "O-O" || text == "O-O-O") {
        const bool kingSide = text.size() == 3;
        for (Move m : legal)
            if (m.type() == MoveType::Castling && (m.to().file() > m.from().file()) == kingSide)
                return m;
        return fail("castling is not possible now");
    }
    std::optional<int> split = takeSplit(text);
    skipSpaces(text);
    const auto from = takeSquare(text);
    if (!split) split = takeSplit(text);
    skipSpaces(text);
    for (std::string_view mark : {"-", "–", "—", "x", "х", ":"})
        if (text.starts_with(mark)) {
            text.remove_prefix(mark.size());
            break;
        }
    skipSpaces(text);
    const auto to = takeSquare(text);
    if (!from || !to || !text.empty())
        return fail("expected <from>[(<k>)]-<to>, as in d4(1)-f5 or (1) г4 – е5");
    const int height = pos.at(*from).empty() ? 0 : 1 + pos.towers().height(*from);
    if (split && height && *split > height)
        return fail(from->name() + " holds only " + std::to_string(height) + " pieces");
    const int wanted =
        split && *split < height ? *split : 0;  // all of the tower is the whole tower
    for (Move m : legal) {
        if (m.from() != *from) continue;
        if (m.type() == MoveType::Castling) {
            const CastlingSide side =
                m.to().file() > m.from().file() ? CastlingSide::King : CastlingSide::Queen;
            if (*to == orthodox::castlingKingTarget(pos.sideToMove(), side) || *to == m.to())
                return m;
        } else if (m.to() == *to && m.split() == wanted) {
            return m;
        }
    }
    if (pos.at(*from).empty() || pos.at(*from).color() != pos.sideToMove())
        return fail("no tower of the side to move stands on " + from->name());
    return fail("the tower on " + from->name() + " cannot move to " + to->name());
}

std::string TavreliRuleset::bookListing(const Position& pos) const {
    const auto word = [](Piece p, Square s) {
        static constexpr std::array<std::pair<PieceKind, std::string_view>, 7> kWords{{
            {PieceKind::King, "Вл"},
            {PieceKind::Queen, "Кн"},
            {PieceKind::Rook, "Рб"},
            {PieceKind::Bishop, "Лч"},
            {PieceKind::Knight, "Вс"},
            {PieceKind::Pawn, "Рт"},
            {PieceKind::Helgi, "Хл"},
        }};
        const auto name = [&](PieceKind kind) {
            for (auto [k, w] : kWords)
                if (k == kind) {
                    // Lower case for Black: the capital is a two-byte letter.
                    if (p.color() == Color::White) return std::string(w);
                    static constexpr std::array<std::pair<std::string_view, std::string_view>, 5>
                        kLower{{{"В", "в"}, {"К", "к"}, {"Р", "р"}, {"Л", "л"}, {"Х", "х"}}};
                    for (auto [upper, lower] : kLower)
                        if (w.starts_with(upper))
                            return std::string(lower) + std::string(w.substr(upper.size()));
                }
            return std::string("?");
        };
        std::string text = name(p.kind());
        if (p.promoted()) text += "~";
        if (p.kind() == PieceKind::Pawn && p.identity() != defaultIdentity(s.file()))
            text += "(" + name(p.identity()) + ")";
        return text;
    };
    std::vector<std::string> parts;
    for (Color c : {Color::White, Color::Black})
        for (Bitboard b = pos.pieces(c) & ~pos.towers().squares(); b;) {
            const Square s = popLowest(b);
            parts.push_back(word(pos.at(s), s) + " " + russianSquare(s));
        }
    for (Bitboard b = pos.towers().squares(); b;) {
        const Square s = popLowest(b);
        const Stack st = readStack(pos, s);
        std::string part = russianSquare(s) + ": " + std::to_string(st.size) + " — ";
        for (int i = 0; i < st.size; ++i) part += (i ? ", " : "") + word(st[i], s);
        parts.push_back(part);
    }
    std::string listing;
    for (const std::string& part : parts) listing += (listing.empty() ? "" : "; ") + part;
    return listing;
}

namespace {

Error tfenError(int field, int column, const std::string& what) {
    constexpr std::array<const char*, 7> names{"board",          "side to move", "castling",
                                               "en passant",     "double steps", "halfmove clock",
                                               "fullmove number"};
    return Error{"TFEN field " + std::to_string(field + 1) + " (" +
                     names[static_cast<std::size_t>(field)] + "), column " +
                     std::to_string(column) + ": " + what,
                 column};
}

bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
char upper(char c) {
    return isUpper(c) ? c : static_cast<char>(c - 'a' + 'A');
}

}  // namespace

Result<Position> TavreliRuleset::readFen(std::string_view tfen) const {
    const std::vector<FenField> fields = splitFenFields(tfen);
    if (fields.size() != 7)
        return Error{"TFEN has " + std::to_string(fields.size()) + " fields; expected 7", 1};

    Position pos;
    // Board: ranks 8 to 1; a tower is "(...)", pieces from top to bottom.
    const auto [board, boardColumn] = fields[0];
    int rank = 7, file = 0;
    std::array<int, 2> counts{};
    for (std::size_t i = 0; i < board.size();) {
        const int column = boardColumn + static_cast<int>(i);
        const char c = board[i];
        if (c == '/') {
            if (file != 8)
                return tfenError(0, column,
                                 "rank " + std::to_string(rank + 1) + " does not have 8 squares");
            if (--rank < 0) return tfenError(0, column, "more than 8 ranks");
            file = 0;
            ++i;
            continue;
        }
        if (c >= '1' && c <= '8') {
            file += c - '0';
            ++i;
            if (file > 8)
                return tfenError(0, column,
                                 "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            continue;
        }
        if (file >= 8)
            return tfenError(0, column,
                             "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        const Square s = Square::at(file, rank);
        const bool tower = c == '(';
        if (tower) ++i;
        Stack st;
        while (i < board.size() && board[i] != ')' && (tower || st.size == 0)) {
            const int pieceColumn = boardColumn + static_cast<int>(i);
            const char letter = board[i++];
            const PieceKind kind = kindOfLetter(upper(letter));
            if (kind == PieceKind::None)
                return tfenError(0, pieceColumn,
                                 std::string("unknown piece letter '") + letter + "'");
            const Color color = isUpper(letter) ? Color::White : Color::Black;
            Piece p(color, kind);
            if (kind == PieceKind::Pawn) {
                PieceKind identity = defaultIdentity(s.file());
                if (i < board.size() && board[i] == '^') {
                    identity =
                        i + 1 < board.size() ? kindOfLetter(upper(board[i + 1])) : PieceKind::None;
                    if (identity == PieceKind::None || identity == PieceKind::King ||
                        identity == PieceKind::Pawn)
                        return tfenError(0, pieceColumn,
                                         "a ratnik's identity must be Q, R, B, N or H");
                    i += 2;
                }
                p = ratnik(color, identity);
            } else if (i < board.size() && board[i] == '~') {
                if (kind == PieceKind::King)
                    return tfenError(0, pieceColumn, "a volkhv cannot be a promoted ratnik");
                p = p.withPromoted(true).withIdentity(kind);
                ++i;
            }
            if (kind == PieceKind::King && st.size > 0)
                return tfenError(0, pieceColumn, "a volkhv must be the top of its tower");
            if (++counts[static_cast<std::size_t>(index(color))] > 16)
                return tfenError(0, pieceColumn,
                                 std::string(color == Color::White ? "White" : "Black") +
                                     " has more than 16 pieces");
            st.push(p);
        }
        if (tower) {
            if (i >= board.size()) return tfenError(0, column, "a tower has no closing ')'");
            if (st.size < 2) return tfenError(0, column, "a tower needs at least two pieces");
            ++i;
        }
        writeStack(pos, s, st);
        ++file;
    }
    if (rank != 0 || file != 8)
        return tfenError(0, boardColumn + static_cast<int>(board.size()),
                         "the board does not have 8 ranks of 8 squares");
    for (Color c : {Color::White, Color::Black})
        if (popCount(pos.pieces(c, PieceKind::King)) != 1)
            return tfenError(0, boardColumn,
                             std::string(c == Color::White ? "White" : "Black") +
                                 " needs exactly one volkhv on top of a square");
    const Bitboard unpromoted = (pos.pieces(Color::White, PieceKind::Pawn) & rankMask(7)) |
                                (pos.pieces(Color::Black, PieceKind::Pawn) & rankMask(0));
    if (unpromoted)
        return tfenError(0, boardColumn,
                         "the ratnik on " + lowest(unpromoted).name() +
                             " tops a square on its last rank and should have promoted");

    const auto [side, sideColumn] = fields[1];
    if (side != "w" && side != "b")
        return tfenError(1, sideColumn, "'" + std::string(side) + "' is neither 'w' nor 'b'");
    pos.setSideToMove(side == "w" ? Color::White : Color::Black);

    const auto [castling, castlingColumn] = fields[2];
    if (castling != "-") {
        std::size_t order = 0;
        for (std::size_t i = 0; i < castling.size(); ++i) {
            const auto at = std::string_view("KQkq").find(castling[i]);
            if (at == std::string_view::npos || at < order)
                return tfenError(2, castlingColumn + static_cast<int>(i),
                                 "castling must be an ordered subset of KQkq");
            order = at + 1;
            const Color c = at < 2 ? Color::White : Color::Black;
            const CastlingSide cs = at % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
            const Square volkhv = Square::at(4, c == Color::White ? 0 : 7);
            if (pos.at(volkhv) != Piece(c, PieceKind::King) || height(pos, volkhv) != 1 ||
                bottom(pos, corner(c, cs)) != Piece(c, PieceKind::Rook))
                return tfenError(2, castlingColumn + static_cast<int>(i),
                                 std::string("'") + castling[i] +
                                     "' needs the volkhv alone on its square and the ratoborets at "
                                     "the bottom of its corner");
            pos.setCastlingRook(c, cs, corner(c, cs));
        }
    }

    const auto [ep, epColumn] = fields[3];
    if (ep != "-") {
        const auto s = Square::parse(ep);
        const Color mover = ~pos.sideToMove();
        if (!s || s->relativeRank(mover) != 2 || !pos.at(*s).empty() ||
            pos.at(Square(s->index() + (mover == Color::White ? 8 : -8))).kind() != PieceKind::Pawn)
            return tfenError(3, epColumn,
                             "'" + std::string(ep) + "' does not follow a double step");
        pos.setEnPassant(*s);
    }

    // Double steps: the listed start squares keep an unmoved ratnik at the
    // bottom; every other ratnik on its start rank has moved (D6).
    const auto [dstep, dstepColumn] = fields[4];
    Bitboard unmoved = 0;
    if (dstep != "-") {
        const auto slash = dstep.find('/');
        if (slash == std::string_view::npos)
            return tfenError(4, dstepColumn, "expected '<files>/<files>' or '-'");
        for (Color c : {Color::White, Color::Black}) {
            const std::string_view files =
                c == Color::White ? dstep.substr(0, slash) : dstep.substr(slash + 1);
            const int base = dstepColumn + (c == Color::White ? 0 : static_cast<int>(slash) + 1);
            if (files == "-") continue;
            for (std::size_t i = 0; i < files.size(); ++i) {
                const int f = files[i] - 'a';
                const Square s = Square::at(std::clamp(f, 0, 7), c == Color::White ? 1 : 6);
                if (f < 0 || f > 7 || bottom(pos, s) != ratnik(c, defaultIdentity(f)))
                    return tfenError(4, base + static_cast<int>(i),
                                     "'" + std::string(1, files[i]) +
                                         "' has no unmoved ratnik at the bottom of " + s.name());
                unmoved |= bit(s);
            }
        }
    }
    for (Color c : {Color::White, Color::Black}) {
        const Square first = Square::at(0, c == Color::White ? 1 : 6);
        for (int f = 0; f < 8; ++f) {
            const Square s(first.index() + f);
            Stack st = readStack(pos, s);
            bool changed = false;
            for (int i = 0; i < st.size; ++i) {
                if (st[i].kind() != PieceKind::Pawn || st[i].color() != c) continue;
                const bool keeps = i == st.size - 1 && (unmoved & bit(s));
                if (st[i].moved() == keeps) {
                    st[i] = st[i].withMoved(!keeps);
                    changed = true;
                }
            }
            if (changed) writeStack(pos, s, st);
        }
    }

    for (int f : {5, 6}) {
        const auto [text, column] = fields[static_cast<std::size_t>(f)];
        int value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < 0 ||
            value > Position::kMaxCounter)
            return tfenError(f, column, "'" + std::string(text) + "' is not a number");
        if (f == 5)
            pos.setHalfmoveClock(value);
        else
            pos.setFullmoveNumber(std::max(1, value));
    }
    if (!volkhvSafe(pos, ~pos.sideToMove()))
        return Error{"TFEN: the side not to move is in check", 1};
    dropImpossibleEnPassant(pos);
    return pos;
}

std::string TavreliRuleset::writeFen(const Position& pos) const {
    const auto token = [](Piece p, Square s) {
        std::string t(1, letterOf(p.kind(), p.color()));
        if (p.kind() == PieceKind::Pawn && p.identity() != defaultIdentity(s.file()))
            t += std::string("^") + letterOf(p.identity(), p.color());
        if (p.promoted()) t += '~';
        return t;
    };
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Square s = Square::at(file, rank);
            const Stack st = readStack(pos, s);
            if (st.size == 0) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            if (st.size > 1) out += '(';
            for (int i = 0; i < st.size; ++i) out += token(st[i], s);
            if (st.size > 1) out += ')';
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    out += pos.sideToMove() == Color::White ? " w " : " b ";
    std::string castling;
    if (pos.castlingRook(Color::White, CastlingSide::King).valid()) castling += 'K';
    if (pos.castlingRook(Color::White, CastlingSide::Queen).valid()) castling += 'Q';
    if (pos.castlingRook(Color::Black, CastlingSide::King).valid()) castling += 'k';
    if (pos.castlingRook(Color::Black, CastlingSide::Queen).valid()) castling += 'q';
    out += (castling.empty() ? "-" : castling) + " " + pos.enPassant().name() + " ";
    std::string dstep;
    for (Color c : {Color::White, Color::Black}) {
        std::string files;
        for (int f = 0; f < 8; ++f) {
            const Square s = Square::at(f, c == Color::White ? 1 : 6);
            const Piece b = bottom(pos, s);
            if (b == ratnik(c, defaultIdentity(f))) files += static_cast<char>('a' + f);
        }
        dstep += (c == Color::White ? "" : "/") + (files.empty() ? std::string("-") : files);
    }
    out += (dstep == "-/-" ? "-" : dstep) + " " + std::to_string(pos.halfmoveClock()) + " " +
           std::to_string(pos.fullmoveNumber());
    return out;
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

// Tavreli positions as TFEN text (tavreli.md): towers in brackets, ratnik
// identities, the double-step files, and every check the reader makes.
#include "tavreli.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "../attacks.h"
#include "../fen.h"
#include "orthodox_rules.h"
#include "tavreli_pieces.h"

namespace tavleya {
using namespace tavreli;

namespace {

// `pattern` names its field and starts with the column as %1 (each sentence
// whole, so that the interface can translate it: core/result.h); `args` are
// %2 and on.
Error tfenError(std::string_view pattern, int column, std::vector<std::string> args = {}) {
    args.insert(args.begin(), std::to_string(column));
    Error e{{}, column, pattern, std::move(args)};
    e.message = fillPattern(pattern, e.args);
    return e;
}

bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
char upper(char c) {
    return isUpper(c) ? c : static_cast<char>(c - 'a' + 'A');
}

}  // namespace

Result<Position> TavreliRuleset::readPosition(std::string_view tfen,
                                              std::vector<Error>* droppedCastling) const {
    const std::vector<FenField> fields = splitFenFields(tfen);
    if (fields.size() != 7)
        return Error::translatable(TAVLEYA_MESSAGE("core", "TFEN has %1 fields; expected 7"),
                                   {std::to_string(fields.size())}, 1);

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
                return tfenError(
                    TAVLEYA_MESSAGE(
                        "core", "TFEN field 1 (board), column %1: rank %2 does not have 8 squares"),
                    column, {std::to_string(rank + 1)});
            if (--rank < 0)
                return tfenError(
                    TAVLEYA_MESSAGE("core", "TFEN field 1 (board), column %1: more than 8 ranks"),
                    column);
            file = 0;
            ++i;
            continue;
        }
        if (c >= '1' && c <= '8') {
            file += c - '0';
            ++i;
            if (file > 8)
                return tfenError(
                    TAVLEYA_MESSAGE(
                        "core", "TFEN field 1 (board), column %1: rank %2 has more than 8 squares"),
                    column, {std::to_string(rank + 1)});
            continue;
        }
        if (file >= 8)
            return tfenError(
                TAVLEYA_MESSAGE("core",
                                "TFEN field 1 (board), column %1: rank %2 has more than 8 squares"),
                column, {std::to_string(rank + 1)});
        const Square s = Square::at(file, rank);
        const bool tower = c == '(';
        if (tower) ++i;
        Stack st;
        while (i < board.size() && board[i] != ')' && (tower || st.size == 0)) {
            const int pieceColumn = boardColumn + static_cast<int>(i);
            const char letter = board[i++];
            const PieceKind kind = kindOfLetter(upper(letter));
            if (kind == PieceKind::None)
                return tfenError(
                    TAVLEYA_MESSAGE("core",
                                    "TFEN field 1 (board), column %1: unknown piece letter '%2'"),
                    pieceColumn, {std::string(1, letter)});
            const Color color = isUpper(letter) ? Color::White : Color::Black;
            Piece p(color, kind);
            if (kind == PieceKind::Pawn) {
                PieceKind identity = defaultIdentity(s.file());
                if (i < board.size() && board[i] == '^') {
                    identity =
                        i + 1 < board.size() ? kindOfLetter(upper(board[i + 1])) : PieceKind::None;
                    if (identity == PieceKind::None || identity == PieceKind::King ||
                        identity == PieceKind::Pawn)
                        return tfenError(
                            TAVLEYA_MESSAGE("core",
                                            "TFEN field 1 (board), column %1: a ratnik's identity "
                                            "must be Q, R, B, N or H"),
                            pieceColumn);
                    i += 2;
                }
                p = ratnik(color, identity);
            } else if (i < board.size() && board[i] == '~') {
                if (kind == PieceKind::King)
                    return tfenError(TAVLEYA_MESSAGE("core",
                                                     "TFEN field 1 (board), column %1: a volkhv "
                                                     "cannot be a promoted ratnik"),
                                     pieceColumn);
                p = p.withPromoted(true).withIdentity(kind);
                ++i;
            }
            if (kind == PieceKind::King && st.size > 0)
                return tfenError(
                    TAVLEYA_MESSAGE(
                        "core",
                        "TFEN field 1 (board), column %1: a volkhv must be the top of its tower"),
                    pieceColumn);
            if (++counts[static_cast<std::size_t>(index(color))] > 16)
                return tfenError(
                    color == Color::White
                        ? TAVLEYA_MESSAGE(
                              "core",
                              "TFEN field 1 (board), column %1: White has more than 16 pieces")
                        : TAVLEYA_MESSAGE(
                              "core",
                              "TFEN field 1 (board), column %1: Black has more than 16 pieces"),
                    pieceColumn);
            st.push(p);
        }
        if (tower) {
            if (i >= board.size())
                return tfenError(
                    TAVLEYA_MESSAGE("core",
                                    "TFEN field 1 (board), column %1: a tower has no closing ')'"),
                    column);
            if (st.size < 2)
                return tfenError(
                    TAVLEYA_MESSAGE(
                        "core",
                        "TFEN field 1 (board), column %1: a tower needs at least two pieces"),
                    column);
            ++i;
        }
        writeStack(pos, s, st);
        ++file;
    }
    if (rank != 0 || file != 8)
        return tfenError(
            TAVLEYA_MESSAGE(
                "core",
                "TFEN field 1 (board), column %1: the board does not have 8 ranks of 8 squares"),
            boardColumn + static_cast<int>(board.size()));
    for (Color c : {Color::White, Color::Black})
        if (popCount(pos.pieces(c, PieceKind::King)) != 1)
            return tfenError(c == Color::White
                                 ? TAVLEYA_MESSAGE("core",
                                                   "TFEN field 1 (board), column %1: White needs "
                                                   "exactly one volkhv on top of a square")
                                 : TAVLEYA_MESSAGE("core",
                                                   "TFEN field 1 (board), column %1: Black needs "
                                                   "exactly one volkhv on top of a square"),
                             boardColumn);
    const Bitboard unpromoted = (pos.pieces(Color::White, PieceKind::Pawn) & rankMask(7)) |
                                (pos.pieces(Color::Black, PieceKind::Pawn) & rankMask(0));
    if (unpromoted)
        return tfenError(TAVLEYA_MESSAGE("core",
                                         "TFEN field 1 (board), column %1: the ratnik on %2 tops a "
                                         "square on its last rank and should have promoted"),
                         boardColumn, {lowest(unpromoted).name()});

    const auto [side, sideColumn] = fields[1];
    if (side != "w" && side != "b")
        return tfenError(
            TAVLEYA_MESSAGE("core",
                            "TFEN field 2 (side to move), column %1: '%2' is neither 'w' nor 'b'"),
            sideColumn, {std::string(side)});
    pos.setSideToMove(side == "w" ? Color::White : Color::Black);

    const auto [castling, castlingColumn] = fields[2];
    if (castling != "-") {
        std::size_t order = 0;
        for (std::size_t i = 0; i < castling.size(); ++i) {
            const auto at = std::string_view("KQkq").find(castling[i]);
            if (at == std::string_view::npos || at < order)
                return tfenError(TAVLEYA_MESSAGE("core",
                                                 "TFEN field 3 (castling), column %1: castling "
                                                 "must be an ordered subset of KQkq"),
                                 castlingColumn + static_cast<int>(i));
            order = at + 1;
            const Color c = at < 2 ? Color::White : Color::Black;
            const CastlingSide cs = at % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
            const Square volkhv = Square::at(4, c == Color::White ? 0 : 7);
            if (pos.at(volkhv) != Piece(c, PieceKind::King) || height(pos, volkhv) != 1 ||
                bottom(pos, corner(c, cs)) != Piece(c, PieceKind::Rook)) {
                const int column = castlingColumn + static_cast<int>(i);
                if (!droppedCastling)
                    return tfenError(
                        TAVLEYA_MESSAGE(
                            "core",
                            "TFEN field 3 (castling), column %1: '%2' needs the volkhv alone on "
                            "its square and the ratoborets at the bottom of its corner"),
                        column, {std::string(1, castling[i])});
                droppedCastling->push_back(tfenError(
                    TAVLEYA_MESSAGE("core",
                                    "TFEN field 3 (castling), column %1: the castling right '%2' "
                                    "is dropped: it needs the volkhv alone on its square and the "
                                    "ratoborets at the bottom of its corner"),
                    column, {std::string(1, castling[i])}));
                continue;
            }
            pos.setCastlingRook(c, cs, corner(c, cs));
        }
    }

    const auto [ep, epColumn] = fields[3];
    if (ep != "-") {
        const auto s = Square::parse(ep);
        const Color mover = ~pos.sideToMove();
        if (!s || s->relativeRank(mover) != 2 || !pos.at(*s).empty() ||
            pos.at(Square(s->index() + (mover == Color::White ? 8 : -8))).kind() != PieceKind::Pawn)
            return tfenError(
                TAVLEYA_MESSAGE(
                    "core",
                    "TFEN field 4 (en passant), column %1: '%2' does not follow a double step"),
                epColumn, {std::string(ep)});
        pos.setEnPassant(*s);
    }

    // Double steps: the listed start squares keep an unmoved ratnik at the
    // bottom; every other ratnik on its start rank has moved (D6).
    const auto [dstep, dstepColumn] = fields[4];
    Bitboard unmoved = 0;
    if (dstep != "-") {
        const auto slash = dstep.find('/');
        if (slash == std::string_view::npos)
            return tfenError(
                TAVLEYA_MESSAGE(
                    "core",
                    "TFEN field 5 (double steps), column %1: expected '<files>/<files>' or '-'"),
                dstepColumn);
        for (Color c : {Color::White, Color::Black}) {
            const std::string_view files =
                c == Color::White ? dstep.substr(0, slash) : dstep.substr(slash + 1);
            const int base = dstepColumn + (c == Color::White ? 0 : static_cast<int>(slash) + 1);
            if (files == "-") continue;
            for (std::size_t i = 0; i < files.size(); ++i) {
                const int f = files[i] - 'a';
                const Square s = Square::at(std::clamp(f, 0, 7), c == Color::White ? 1 : 6);
                if (f < 0 || f > 7 || bottom(pos, s) != ratnik(c, defaultIdentity(f)))
                    return tfenError(TAVLEYA_MESSAGE("core",
                                                     "TFEN field 5 (double steps), column %1: '%2' "
                                                     "has no unmoved ratnik at the bottom of %3"),
                                     base + static_cast<int>(i),
                                     {std::string(1, files[i]), s.name()});
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
            return tfenError(
                f == 5
                    ? TAVLEYA_MESSAGE(
                          "core", "TFEN field 6 (halfmove clock), column %1: '%2' is not a number")
                    : TAVLEYA_MESSAGE(
                          "core",
                          "TFEN field 7 (fullmove number), column %1: '%2' is not a number"),
                column, {std::string(text)});
        if (f == 5)
            pos.setHalfmoveClock(value);
        else
            pos.setFullmoveNumber(std::max(1, value));
    }
    if (!volkhvSafe(pos, ~pos.sideToMove()))
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "TFEN: the side not to move is in check"), {}, 1);
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

}  // namespace tavleya

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

}  // namespace tavleya

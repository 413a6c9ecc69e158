#include "fen.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <vector>

namespace tavleya {
namespace {

constexpr std::array<std::pair<char, PieceKind>, 6> kStandardLetters{{
    {'P', PieceKind::Pawn},
    {'N', PieceKind::Knight},
    {'B', PieceKind::Bishop},
    {'R', PieceKind::Rook},
    {'Q', PieceKind::Queen},
    {'K', PieceKind::King},
}};

using Field = FenField;

// `pattern` names its field and starts with the column as %1 (each sentence
// whole, so that the interface can translate it: core/result.h); `args` are
// %2 and on.
Error fieldError(std::string_view pattern, int column, std::vector<std::string> args = {}) {
    args.insert(args.begin(), std::to_string(column));
    Error e{{}, column, pattern, std::move(args)};
    e.message = fillPattern(pattern, e.args);
    return e;
}

char toUpper(char c) {
    return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
}
bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}

PieceKind kindForLetter(const FenDialect& dialect, char letter) {
    for (auto [l, kind] : dialect.letters)
        if (l == toUpper(letter)) return kind;
    return PieceKind::None;
}

char letterForKind(const FenDialect& dialect, PieceKind kind) {
    for (auto [l, k] : dialect.letters)
        if (k == kind) return l;
    return '?';
}

// Captures move pieces into pockets (a promoted one as the pawn it was), and
// drops move them back: all the pieces of a kind, on the board and in both
// pockets, may end up in one pocket, which must have room for them.
std::optional<Error> checkPocketRoom(const FenDialect& dialect, const Position& pos,
                                     int pocketColumn) {
    std::array<int, kPieceKindCount> total{};
    for (int i = 0; i < 64; ++i) {
        const Piece p = pos.at(Square(i));
        if (!p.empty()) ++total[index(p.promoted() ? PieceKind::Pawn : p.kind())];
    }
    for (auto [letter, kind] : dialect.letters) {
        if (kind == PieceKind::King && !dialect.kingsInPockets) continue;
        const int n = total[index(kind)] + pos.pocketCount(Color::White, kind) +
                      pos.pocketCount(Color::Black, kind);
        if (n > Position::kPocketCapacity)
            return fieldError(
                TAVLEYA_MESSAGE(
                    "core",
                    "FEN field 1 (piece placement), column %1: %2 pieces '%3' on the board and in "
                    "the pockets; captures could put them all in one pocket, which holds %4"),
                pocketColumn,
                {std::to_string(n), std::string(1, letter),
                 std::to_string(Position::kPocketCapacity)});
    }
    return std::nullopt;
}

// Placement: ranks 8 to 1, optionally followed by "[pocket]".
std::optional<Error> readPlacement(Field field, const FenDialect& dialect, Position& pos) {
    std::string_view text = field.text;
    std::string_view pocket;
    int pocketColumn = 0;
    if (const auto open = text.find('['); open != std::string_view::npos) {
        if (!dialect.pockets)
            return fieldError(
                TAVLEYA_MESSAGE(
                    "core",
                    "FEN field 1 (piece placement), column %1: this variant has no pockets"),
                field.column + static_cast<int>(open));
        if (text.back() != ']')
            return fieldError(
                TAVLEYA_MESSAGE(
                    "core", "FEN field 1 (piece placement), column %1: pocket has no closing ']'"),
                field.column + static_cast<int>(text.size()) - 1);
        pocket = text.substr(open + 1, text.size() - open - 2);
        pocketColumn = field.column + static_cast<int>(open) + 1;
        text = text.substr(0, open);
    } else if (dialect.pockets && std::count(text.begin(), text.end(), '/') == 8) {
        // lichess writes the pockets as a ninth rank: ".../RNBQKBNR/Qn"
        const auto last = text.rfind('/');
        pocket = text.substr(last + 1);
        pocketColumn = field.column + static_cast<int>(last) + 1;
        text = text.substr(0, last);
    }

    int rank = 7, file = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const int column = field.column + static_cast<int>(i);
        if (c == '/') {
            if (file != 8)
                return fieldError(
                    TAVLEYA_MESSAGE(
                        "core",
                        "FEN field 1 (piece placement), column %1: rank %2 has %3 squares, not 8"),
                    column, {std::to_string(rank + 1), std::to_string(file)});
            if (--rank < 0)
                return fieldError(
                    TAVLEYA_MESSAGE("core",
                                    "FEN field 1 (piece placement), column %1: more than 8 ranks"),
                    column);
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fieldError(TAVLEYA_MESSAGE("core",
                                                  "FEN field 1 (piece placement), column %1: rank "
                                                  "%2 has more than 8 squares"),
                                  column, {std::to_string(rank + 1)});
        } else if (c == '!') {
            const Square s = Square::at(file - 1, rank);
            if (!dialect.royalMarks || file == 0 || pos.at(s).empty() || pos.at(s).royal())
                return fieldError(
                    TAVLEYA_MESSAGE("core",
                                    "FEN field 1 (piece placement), column %1: unexpected '!'"),
                    column);
            pos.replace(s, pos.at(s).withRoyal(true));
        } else if (c == '~') {
            const Square s = Square::at(file - 1, rank);
            if (!dialect.promotedMarks || file == 0 || pos.at(s).empty() || pos.at(s).promoted())
                return fieldError(
                    TAVLEYA_MESSAGE("core",
                                    "FEN field 1 (piece placement), column %1: unexpected '~'"),
                    column);
            pos.replace(s, pos.at(s).withPromoted(true));
        } else {
            const PieceKind kind = kindForLetter(dialect, c);
            if (kind == PieceKind::None)
                return fieldError(
                    TAVLEYA_MESSAGE(
                        "core",
                        "FEN field 1 (piece placement), column %1: unknown piece letter '%2'"),
                    column, {std::string(1, c)});
            if (file >= 8)
                return fieldError(TAVLEYA_MESSAGE("core",
                                                  "FEN field 1 (piece placement), column %1: rank "
                                                  "%2 has more than 8 squares"),
                                  column, {std::to_string(rank + 1)});
            pos.put(Square::at(file, rank), Piece(isLower(c) ? Color::Black : Color::White, kind));
            ++file;
        }
    }
    const int end = field.column + static_cast<int>(text.size());
    if (rank > 0)
        return fieldError(
            TAVLEYA_MESSAGE("core",
                            "FEN field 1 (piece placement), column %1: only %2 ranks, not 8"),
            end, {std::to_string(8 - rank)});
    if (file != 8)
        return fieldError(
            TAVLEYA_MESSAGE(
                "core", "FEN field 1 (piece placement), column %1: rank %2 has %3 squares, not 8"),
            end, {"1", std::to_string(file)});

    for (std::size_t i = 0; i < pocket.size(); ++i) {
        const char c = pocket[i];
        const PieceKind kind = kindForLetter(dialect, c);
        if (kind == PieceKind::None || (kind == PieceKind::King && !dialect.kingsInPockets))
            return fieldError(
                TAVLEYA_MESSAGE(
                    "core",
                    "FEN field 1 (piece placement), column %1: no such piece in a pocket: '%2'"),
                pocketColumn + static_cast<int>(i), {std::string(1, c)});
        const Color side = isLower(c) ? Color::Black : Color::White;
        // A set has 16 pieces: more than that of one kind cannot come about.
        if (pos.pocketCount(side, kind) >= 16)
            return fieldError(TAVLEYA_MESSAGE("core",
                                              "FEN field 1 (piece placement), column %1: more than "
                                              "16 of one piece in a pocket: '%2'"),
                              pocketColumn + static_cast<int>(i), {std::string(1, c)});
        pos.addToPocket(side, kind);
    }
    if (dialect.pockets)
        if (auto error =
                checkPocketRoom(dialect, pos, pocket.empty() ? field.column : pocketColumn))
            return error;
    return std::nullopt;
}

// The king that castles: the single king of that colour on its back rank.
Square castlingKing(const Position& pos, Color c) {
    const Bitboard kings = pos.pieces(c, PieceKind::King) & rankMask(c == Color::White ? 0 : 7);
    return (kings && !moreThanOne(kings)) ? lowest(kings) : Square::none();
}

// A castling right the position cannot have, as an error; or, when the
// reader drops such rights (`dropped` set), noted there as dropped.
std::optional<Error> impossibleRight(std::string_view errorPattern, std::string_view dropPattern,
                                     int column, std::vector<std::string> args,
                                     std::vector<Error>* dropped) {
    if (!dropped) return fieldError(errorPattern, column, std::move(args));
    dropped->push_back(fieldError(dropPattern, column, std::move(args)));
    return std::nullopt;
}

std::optional<Error> readCastling(Field field, const FenDialect& dialect, Position& pos,
                                  std::vector<Error>* dropped) {
    if (field.text == "-") return std::nullopt;
    if (!dialect.castling)
        return impossibleRight(
            TAVLEYA_MESSAGE(
                "core",
                "FEN field 3 (castling), column %1: this variant has no castling; expected '-'"),
            TAVLEYA_MESSAGE("core",
                            "FEN field 3 (castling), column %1: the castling rights '%2' are "
                            "dropped: this variant has no castling"),
            field.column, {std::string(field.text)}, dropped);
    for (std::size_t i = 0; i < field.text.size(); ++i) {
        const char c = field.text[i];
        const int column = field.column + static_cast<int>(i);
        const Color color = isLower(c) ? Color::Black : Color::White;
        const char upper = toUpper(c);
        const int backRank = color == Color::White ? 0 : 7;
        const bool white = color == Color::White;
        const std::string letter(1, c);
        if (upper != 'K' && upper != 'Q' && (upper < 'A' || upper > 'H'))
            return fieldError(
                TAVLEYA_MESSAGE("core",
                                "FEN field 3 (castling), column %1: unknown castling letter '%2'"),
                column, {letter});
        const Square king = castlingKing(pos, color);
        if (!king.valid()) {
            if (auto error = impossibleRight(
                    white ? TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: '%2' but White "
                                            "has no king on its back rank")
                          : TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: '%2' but Black "
                                            "has no king on its back rank"),
                    white ? TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: the castling "
                                            "right '%2' is dropped: White has no king on its "
                                            "back rank")
                          : TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: the castling "
                                            "right '%2' is dropped: Black has no king on its "
                                            "back rank"),
                    column, {letter}, dropped))
                return error;
            continue;
        }
        const Bitboard rooks = pos.pieces(color, PieceKind::Rook) & rankMask(backRank);

        Square rook;
        if (upper == 'K' || upper == 'Q') {
            rook = outermostRook(pos, color, king,
                                 upper == 'K' ? CastlingSide::King : CastlingSide::Queen);
        } else {
            const Square s = Square::at(upper - 'A', backRank);
            if (rooks & bit(s)) rook = s;
        }
        if (!rook.valid()) {
            if (auto error = impossibleRight(
                    white ? TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: '%2' but White "
                                            "has no rook to castle with there")
                          : TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: '%2' but Black "
                                            "has no rook to castle with there"),
                    white ? TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: the castling "
                                            "right '%2' is dropped: White has no rook to castle "
                                            "with there")
                          : TAVLEYA_MESSAGE("core",
                                            "FEN field 3 (castling), column %1: the castling "
                                            "right '%2' is dropped: Black has no rook to castle "
                                            "with there"),
                    column, {letter}, dropped))
                return error;
            continue;
        }
        if (!dialect.freeCastling && (king.file() != 4 || (rook.file() != 0 && rook.file() != 7))) {
            if (auto error = impossibleRight(
                    TAVLEYA_MESSAGE("core",
                                    "FEN field 3 (castling), column %1: '%2' needs the king on %3 "
                                    "and the rook in the corner"),
                    TAVLEYA_MESSAGE("core",
                                    "FEN field 3 (castling), column %1: the castling right '%2' "
                                    "is dropped: it needs the king on %3 and the rook in the "
                                    "corner"),
                    column, {letter, Square::at(4, backRank).name()}, dropped))
                return error;
            continue;
        }
        const CastlingSide side =
            rook.file() > king.file() ? CastlingSide::King : CastlingSide::Queen;
        if (pos.castlingRook(color, side).valid())
            return fieldError(TAVLEYA_MESSAGE("core",
                                              "FEN field 3 (castling), column %1: '%2' repeats a "
                                              "castling right already given"),
                              column, {letter});
        pos.setCastlingRook(color, side, rook);
    }
    return std::nullopt;
}

std::optional<Error> readEnPassant(Field field, Position& pos) {
    if (field.text == "-") return std::nullopt;
    const auto square = Square::parse(field.text);
    if (!square)
        return fieldError(
            TAVLEYA_MESSAGE("core", "FEN field 4 (en passant), column %1: '%2' is not a square"),
            field.column, {std::string(field.text)});
    const Color mover = ~pos.sideToMove();  // the side that made the double step
    const int expectedRank = mover == Color::White ? 2 : 5;
    if (square->rank() != expectedRank)
        return fieldError(mover == Color::White
                              ? TAVLEYA_MESSAGE("core",
                                                "FEN field 4 (en passant), column %1: %2 is not on "
                                                "rank %3, where a double step by White passes")
                              : TAVLEYA_MESSAGE("core",
                                                "FEN field 4 (en passant), column %1: %2 is not on "
                                                "rank %3, where a double step by Black passes"),
                          field.column, {square->name(), std::to_string(expectedRank + 1)});
    const int forward = mover == Color::White ? 8 : -8;
    const Square pawn(square->index() + forward), origin(square->index() - forward);
    // Any pawn of the mover's, royal ones included (Frankfurt).
    const Piece stepped = pos.at(pawn);
    if (!pos.at(*square).empty() || !pos.at(origin).empty() || stepped.kind() != PieceKind::Pawn ||
        stepped.color() != mover)
        return fieldError(
            TAVLEYA_MESSAGE(
                "core",
                "FEN field 4 (en passant), column %1: %2 does not follow a double pawn step to %3"),
            field.column, {square->name(), pawn.name()});
    pos.setEnPassant(*square);
    return std::nullopt;
}

std::optional<int> readNumber(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

}  // namespace

std::span<const std::pair<char, PieceKind>> standardPieceLetters() {
    return kStandardLetters;
}

Square outermostRook(const Position& pos, Color color, Square king, CastlingSide side) {
    if (!king.valid()) return Square::none();
    const Bitboard rooks = pos.pieces(color, PieceKind::Rook) & rankMask(king.rank());
    const Bitboard beyond =
        side == CastlingSide::King ? rooks & ~((bit(king) << 1) - 1) : rooks & (bit(king) - 1);
    if (!beyond) return Square::none();
    return side == CastlingSide::King ? Square(63 - std::countl_zero(beyond)) : lowest(beyond);
}

std::vector<FenField> splitFenFields(std::string_view line) {
    std::vector<FenField> fields;
    for (std::size_t i = 0; i < line.size();) {
        if (line[i] == ' ' || line[i] == '\t') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        fields.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
    }
    return fields;
}

Result<Position> readFenText(std::string_view fen, const FenDialect& dialect,
                             std::vector<Error>* droppedCastling) {
    const std::vector<Field> fields = splitFenFields(fen);
    if (fields.size() != 4 && fields.size() != 6)
        return Error::translatable(
            TAVLEYA_MESSAGE("core",
                            "FEN has %1 fields; expected 6 (or 4 without the move counters)"),
            {std::to_string(fields.size())}, fields.empty() ? 1 : fields.back().column);

    Position pos;
    if (auto e = readPlacement(fields[0], dialect, pos)) return *e;

    if (fields[1].text == "w")
        pos.setSideToMove(Color::White);
    else if (fields[1].text == "b")
        pos.setSideToMove(Color::Black);
    else
        return fieldError(
            TAVLEYA_MESSAGE("core",
                            "FEN field 2 (side to move), column %1: '%2' is neither 'w' nor 'b'"),
            fields[1].column, {std::string(fields[1].text)});

    if (auto e = readCastling(fields[2], dialect, pos, droppedCastling)) return *e;
    if (auto e = readEnPassant(fields[3], pos)) return *e;

    if (fields.size() == 6) {
        const auto halfmove = readNumber(fields[4].text);
        if (!halfmove)
            return fieldError(
                TAVLEYA_MESSAGE("core",
                                "FEN field 5 (halfmove clock), column %1: '%2' is not a number"),
                fields[4].column, {std::string(fields[4].text)});
        const auto fullmove = readNumber(fields[5].text);
        if (!fullmove)
            return fieldError(
                TAVLEYA_MESSAGE("core",
                                "FEN field 6 (fullmove number), column %1: '%2' is not a number"),
                fields[5].column, {std::string(fields[5].text)});
        for (std::size_t f : {4u, 5u})
            if ((f == 4 ? *halfmove : *fullmove) > Position::kMaxCounter)
                return fieldError(
                    f == 4
                        ? TAVLEYA_MESSAGE(
                              "core",
                              "FEN field 5 (halfmove clock), column %1: '%2' is larger than %3")
                        : TAVLEYA_MESSAGE(
                              "core",
                              "FEN field 6 (fullmove number), column %1: '%2' is larger than %3"),
                    fields[f].column,
                    {std::string(fields[f].text), std::to_string(Position::kMaxCounter)});
        pos.setHalfmoveClock(*halfmove);
        pos.setFullmoveNumber(std::max(1, *fullmove));  // some writers start at 0
    }
    return pos;
}

std::string writeFenText(const Position& pos, const FenDialect& dialect) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.at(Square::at(file, rank));
            if (p.empty()) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            const char letter = letterForKind(dialect, p.kind());
            out += p.color() == Color::White ? letter : static_cast<char>(letter - 'A' + 'a');
            if (p.promoted() && dialect.promotedMarks) out += '~';
            if (p.royal() && p.kind() != PieceKind::King && dialect.royalMarks) out += '!';
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    if (dialect.pockets) {
        out += '[';
        for (Color c : {Color::White, Color::Black})
            for (auto it = dialect.letters.rbegin(); it != dialect.letters.rend(); ++it)
                for (int n = pos.pocketCount(c, it->second); n > 0; --n)
                    out += c == Color::White ? it->first : static_cast<char>(it->first - 'A' + 'a');
        out += ']';
    }
    out += pos.sideToMove() == Color::White ? " w " : " b ";

    std::string castling;
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const Square rook = pos.castlingRook(c, side);
            if (!rook.valid()) continue;
            char letter = static_cast<char>('A' + rook.file());
            if (dialect.castlingOutput == CastlingNotation::Standard) {
                // X-FEN: KQ unless another rook stands further out on that side.
                if (outermostRook(pos, c, pos.royalSquare(c), side) == rook)
                    letter = side == CastlingSide::King ? 'K' : 'Q';
            }
            castling += c == Color::White ? letter : static_cast<char>(letter - 'A' + 'a');
        }
    }
    out += castling.empty() ? "-" : castling;
    out += ' ';
    out += pos.enPassant().name();
    out += ' ' + std::to_string(pos.halfmoveClock()) + ' ' + std::to_string(pos.fullmoveNumber());
    return out;
}

}  // namespace tavleya

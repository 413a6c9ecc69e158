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

constexpr std::array<const char*, 6> kFieldNames{"piece placement", "side to move",
                                                 "castling",        "en passant",
                                                 "halfmove clock",  "fullmove number"};

using Field = FenField;

Error fieldError(int field, int column, const std::string& what) {
    return Error{"FEN field " + std::to_string(field + 1) + " (" + kFieldNames[field] +
                     "), column " + std::to_string(column) + ": " + what,
                 column};
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

std::string quoted(char c) {
    return std::string("'") + c + "'";
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
            return fieldError(0, pocketColumn,
                              std::to_string(n) + " pieces " + quoted(letter) +
                                  " on the board and in the pockets; captures could put them "
                                  "all in one pocket, which holds " +
                                  std::to_string(Position::kPocketCapacity));
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
            return fieldError(0, field.column + static_cast<int>(open),
                              "this variant has no pockets");
        if (text.back() != ']')
            return fieldError(0, field.column + static_cast<int>(text.size()) - 1,
                              "pocket has no closing ']'");
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
                return fieldError(0, column,
                                  "rank " + std::to_string(rank + 1) + " has " +
                                      std::to_string(file) + " squares, not 8");
            if (--rank < 0) return fieldError(0, column, "more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fieldError(0, column,
                                  "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else if (c == '!') {
            const Square s = Square::at(file - 1, rank);
            if (!dialect.royalMarks || file == 0 || pos.at(s).empty() || pos.at(s).royal())
                return fieldError(0, column, "unexpected '!'");
            pos.replace(s, pos.at(s).withRoyal(true));
        } else if (c == '~') {
            const Square s = Square::at(file - 1, rank);
            if (!dialect.promotedMarks || file == 0 || pos.at(s).empty() || pos.at(s).promoted())
                return fieldError(0, column, "unexpected '~'");
            pos.replace(s, pos.at(s).withPromoted(true));
        } else {
            const PieceKind kind = kindForLetter(dialect, c);
            if (kind == PieceKind::None)
                return fieldError(0, column, "unknown piece letter " + quoted(c));
            if (file >= 8)
                return fieldError(0, column,
                                  "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            pos.put(Square::at(file, rank), Piece(isLower(c) ? Color::Black : Color::White, kind));
            ++file;
        }
    }
    const int end = field.column + static_cast<int>(text.size());
    if (rank > 0) return fieldError(0, end, "only " + std::to_string(8 - rank) + " ranks, not 8");
    if (file != 8)
        return fieldError(0, end, "rank 1 has " + std::to_string(file) + " squares, not 8");

    for (std::size_t i = 0; i < pocket.size(); ++i) {
        const char c = pocket[i];
        const PieceKind kind = kindForLetter(dialect, c);
        if (kind == PieceKind::None || (kind == PieceKind::King && !dialect.kingsInPockets))
            return fieldError(0, pocketColumn + static_cast<int>(i),
                              "no such piece in a pocket: " + quoted(c));
        const Color side = isLower(c) ? Color::Black : Color::White;
        // A set has 16 pieces: more than that of one kind cannot come about.
        if (pos.pocketCount(side, kind) >= 16)
            return fieldError(0, pocketColumn + static_cast<int>(i),
                              "more than 16 of one piece in a pocket: " + quoted(c));
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

std::optional<Error> readCastling(Field field, const FenDialect& dialect, Position& pos) {
    if (field.text == "-") return std::nullopt;
    if (!dialect.castling)
        return fieldError(2, field.column, "this variant has no castling; expected '-'");
    for (std::size_t i = 0; i < field.text.size(); ++i) {
        const char c = field.text[i];
        const int column = field.column + static_cast<int>(i);
        const Color color = isLower(c) ? Color::Black : Color::White;
        const char upper = toUpper(c);
        const int backRank = color == Color::White ? 0 : 7;
        const char* colorName = color == Color::White ? "White" : "Black";
        const Square king = castlingKing(pos, color);
        if (!king.valid())
            return fieldError(2, column,
                              quoted(c) + " but " + colorName + " has no king on its back rank");
        const Bitboard rooks = pos.pieces(color, PieceKind::Rook) & rankMask(backRank);

        Square rook;
        if (upper == 'K' || upper == 'Q') {
            rook = outermostRook(pos, color, king,
                                 upper == 'K' ? CastlingSide::King : CastlingSide::Queen);
        } else if (upper >= 'A' && upper <= 'H') {
            const Square s = Square::at(upper - 'A', backRank);
            if (rooks & bit(s)) rook = s;
        } else {
            return fieldError(2, column, "unknown castling letter " + quoted(c));
        }
        if (!rook.valid())
            return fieldError(
                2, column, quoted(c) + " but " + colorName + " has no rook to castle with there");
        if (!dialect.freeCastling && (king.file() != 4 || (rook.file() != 0 && rook.file() != 7)))
            return fieldError(2, column,
                              quoted(c) + " needs the king on e" + rankDigit(backRank) +
                                  " and the rook in the corner");
        const CastlingSide side =
            rook.file() > king.file() ? CastlingSide::King : CastlingSide::Queen;
        if (pos.castlingRook(color, side).valid())
            return fieldError(2, column, quoted(c) + " repeats a castling right already given");
        pos.setCastlingRook(color, side, rook);
    }
    return std::nullopt;
}

std::optional<Error> readEnPassant(Field field, Position& pos) {
    if (field.text == "-") return std::nullopt;
    const auto square = Square::parse(field.text);
    if (!square)
        return fieldError(3, field.column, "'" + std::string(field.text) + "' is not a square");
    const Color mover = ~pos.sideToMove();  // the side that made the double step
    const int expectedRank = mover == Color::White ? 2 : 5;
    if (square->rank() != expectedRank)
        return fieldError(3, field.column,
                          square->name() + " is not on rank " + std::to_string(expectedRank + 1) +
                              ", where a double step by " +
                              (mover == Color::White ? "White" : "Black") + " passes");
    const int forward = mover == Color::White ? 8 : -8;
    const Square pawn(square->index() + forward), origin(square->index() - forward);
    // Any pawn of the mover's, royal ones included (Frankfurt).
    const Piece stepped = pos.at(pawn);
    if (!pos.at(*square).empty() || !pos.at(origin).empty() || stepped.kind() != PieceKind::Pawn ||
        stepped.color() != mover)
        return fieldError(3, field.column,
                          square->name() + " does not follow a double pawn step to " + pawn.name());
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

Result<Position> readFenText(std::string_view fen, const FenDialect& dialect) {
    const std::vector<Field> fields = splitFenFields(fen);
    if (fields.size() != 4 && fields.size() != 6)
        return Error{"FEN has " + std::to_string(fields.size()) +
                         " fields; expected 6 (or 4 without the move counters)",
                     fields.empty() ? 1 : fields.back().column};

    Position pos;
    if (auto e = readPlacement(fields[0], dialect, pos)) return *e;

    if (fields[1].text == "w")
        pos.setSideToMove(Color::White);
    else if (fields[1].text == "b")
        pos.setSideToMove(Color::Black);
    else
        return fieldError(1, fields[1].column,
                          "'" + std::string(fields[1].text) + "' is neither 'w' nor 'b'");

    if (auto e = readCastling(fields[2], dialect, pos)) return *e;
    if (auto e = readEnPassant(fields[3], pos)) return *e;

    if (fields.size() == 6) {
        const auto halfmove = readNumber(fields[4].text);
        if (!halfmove)
            return fieldError(4, fields[4].column,
                              "'" + std::string(fields[4].text) + "' is not a number");
        const auto fullmove = readNumber(fields[5].text);
        if (!fullmove)
            return fieldError(5, fields[5].column,
                              "'" + std::string(fields[5].text) + "' is not a number");
        for (std::size_t f : {4u, 5u})
            if ((f == 4 ? *halfmove : *fullmove) > Position::kMaxCounter)
                return fieldError(static_cast<int>(f), fields[f].column,
                                  "'" + std::string(fields[f].text) + "' is larger than " +
                                      std::to_string(Position::kMaxCounter));
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

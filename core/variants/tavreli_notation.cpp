// Tavreli move text: engine form, the modern and book notations (Cyrillic
// files, "х" for a capture, splits in brackets), reading them back, and the
// listing of a position's moves (tavreli.md, notation).
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

std::span<const PieceKind> TavreliRuleset::pieceKinds() const {
    static constexpr PieceKind kKinds[] = {PieceKind::King, PieceKind::Queen,  kHelgi,
                                           PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight,
                                           PieceKind::Pawn};
    return kKinds;
}

std::string_view TavreliRuleset::pieceName(PieceKind kind) const {
    switch (kind) {
        case PieceKind::King:
            return TAVLEYA_MESSAGE("core", "magus");
        case PieceKind::Queen:
            return TAVLEYA_MESSAGE("core", "duke");
        case PieceKind::Rook:
            return TAVLEYA_MESSAGE("core", "warrior");
        case PieceKind::Bishop:
            return TAVLEYA_MESSAGE("core", "archer");
        case PieceKind::Knight:
            return TAVLEYA_MESSAGE("core", "horseman");
        case PieceKind::Pawn:
            return TAVLEYA_MESSAGE("core", "soldier");
        case kHelgi:
            return TAVLEYA_MESSAGE("core", "helgi");
        default:
            return Ruleset::pieceName(kind);
    }
}

std::string_view TavreliRuleset::pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const {
    if (kind != kHelgi) return Ruleset::pieceSymbol(kind, alphabet);
    return alphabet == PieceAlphabet::Russian ? "Х" : "H";
}

std::string_view TavreliRuleset::pieceImage(PieceKind kind) const {
    return kind == kHelgi ? "helgi" : Ruleset::pieceImage(kind);
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

// A file in lower case, Latin or Russian, from the front of `text`: in the
// chess-like form capitals are the pieces' letters.
std::optional<int> takeLowerFile(std::string_view& text) {
    if (text.empty() || (text.front() >= 'A' && text.front() <= 'Z')) return std::nullopt;
    return takeFile(text);
}

// The piece on top of the moving tower, named by its letter (K Q R B N P H,
// D19) or by the book's name (Вл Кн Рб Лч Вс Рт Хл); a pawn when none is
// written. The one-letter Russian chess names are not read: К is the
// knight in chess but would be taken for Кн, the knyaz (Tavreli's queen),
// and Л the rook for Лч, the luchnik (the bishop) — see docs/variants.md.
PieceKind takeTopPiece(std::string_view& text) {
    // The book's names in lower case too, as Russian is often typed: the
    // side to move says whose piece it is.
    static constexpr std::array<std::pair<std::string_view, PieceKind>, 21> kNames{{
        {"K", PieceKind::King},
        {"Q", PieceKind::Queen},
        {"R", PieceKind::Rook},
        {"B", PieceKind::Bishop},
        {"N", PieceKind::Knight},
        {"P", PieceKind::Pawn},
        {"H", kHelgi},
        {"Вл", PieceKind::King},
        {"Кн", PieceKind::Queen},
        {"Рб", PieceKind::Rook},
        {"Лч", PieceKind::Bishop},
        {"Вс", PieceKind::Knight},
        {"Рт", PieceKind::Pawn},
        {"Хл", kHelgi},
        {"вл", PieceKind::King},
        {"кн", PieceKind::Queen},
        {"рб", PieceKind::Rook},
        {"лч", PieceKind::Bishop},
        {"вс", PieceKind::Knight},
        {"рт", PieceKind::Pawn},
        {"хл", kHelgi},
    }};
    for (auto [name, kind] : kNames)
        if (text.starts_with(name)) {
            text.remove_prefix(name.size());
            return kind;
        }
    return PieceKind::Pawn;
}

// A move as chess players write one: "e4", "Nf3", "exd5", "Ngf3", "Вс ж3".
struct ChessStyleMove {
    PieceKind top = PieceKind::Pawn;
    std::optional<int> fromFile, fromRank;
    Square to;
};

std::optional<ChessStyleMove> parseChessStyle(std::string_view text) {
    ChessStyleMove move;
    move.top = takeTopPiece(text);
    // Files and ranks in order, marks between them skipped: the last file and
    // rank are the destination, anything before them where the piece stands.
    std::vector<std::pair<bool, int>> coordinates;  // (is a file, its number)
    while (!text.empty()) {
        if (text.front() >= '1' && text.front() <= '8') {
            coordinates.emplace_back(false, text.front() - '1');
            text.remove_prefix(1);
        } else if (const auto file = takeLowerFile(text)) {
            coordinates.emplace_back(true, *file);
        } else if (text.front() == ' ' || text.front() == 'x' || text.front() == ':' ||
                   text.front() == '-') {
            text.remove_prefix(1);
        } else if (text.starts_with("х") || text.starts_with("–") || text.starts_with("—")) {
            text.remove_prefix(text.starts_with("х") ? std::string_view("х").size()
                                                     : std::string_view("–").size());
        } else {
            return std::nullopt;
        }
    }
    const std::size_t n = coordinates.size();
    if (n < 2 || n > 4 || !coordinates[n - 2].first || coordinates[n - 1].first)
        return std::nullopt;
    move.to = Square::at(coordinates[n - 2].second, coordinates[n - 1].second);
    for (std::size_t i = 0; i + 2 < n; ++i) {
        auto& from = coordinates[i].first ? move.fromFile : move.fromRank;
        if (from) return std::nullopt;
        from = coordinates[i].second;
    }
    return move;
}

// Whether `text` starts with a piece letter of Russian chess notation that
// is none of Tavreli's names (docs/variants.md: such a move is refused).
bool startsWithRussianChessLetter(std::string_view text) {
    for (std::string_view name :
         {"Вл", "Кн", "Рб", "Лч", "Вс", "Рт", "Хл", "вл", "кн", "рб", "лч", "вс", "рт", "хл"})
        if (text.starts_with(name)) return false;
    for (std::string_view letter : {"К", "Ф", "Л", "С", "к", "ф", "л", "с"})
        if (text.starts_with(letter)) return true;
    return false;
}

// The legal move a chess-like text names: the whole tower (a split needs its
// count, in the book or engine form) topped by the piece named.
Result<Move> readChessStyle(const Position& pos, const MoveList& legal,
                            const ChessStyleMove& parsed, std::string_view original,
                            const TavreliRuleset& rules) {
    MoveList found;
    for (Move m : legal) {
        const Square from = m.from();
        if (m.type() == MoveType::Castling || m.split() != 0 || m.to() != parsed.to ||
            pos.at(from).kind() != parsed.top ||
            (parsed.fromFile && from.file() != *parsed.fromFile) ||
            (parsed.fromRank && from.rank() != *parsed.fromRank))
            continue;
        found.push(m);
    }
    if (found.size() == 1) return Result<Move>(found[0]);
    const bool white = pos.sideToMove() == Color::White;
    std::vector<std::string> args{std::string(original), std::to_string(pos.fullmoveNumber())};
    if (found.empty()) {
        args.push_back(parsed.to.name());
        return Result<Move>(Error::translatable(
            white ? TAVLEYA_MESSAGE("core",
                                    "move '%1' (move %2, White to move): no piece or whole tower "
                                    "topped by the piece named can go to %3")
                  : TAVLEYA_MESSAGE("core",
                                    "move '%1' (move %2, Black to move): no piece or whole tower "
                                    "topped by the piece named can go to %3"),
            std::move(args), 1));
    }
    std::string options;
    for (Move m : found) options += (options.empty() ? "" : ", ") + rules.engineText(pos, m);
    args.push_back(options);
    return Result<Move>(Error::translatable(
        white
            ? TAVLEYA_MESSAGE("core", "move '%1' (move %2, White to move): ambiguous, could be %3")
            : TAVLEYA_MESSAGE("core", "move '%1' (move %2, Black to move): ambiguous, could be %3"),
        std::move(args), 1));
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
    // The move's text and number come first in every message, as in the
    // move reader's; `patterns` holds one sentence for each side to move.
    const bool white = pos.sideToMove() == Color::White;
    const auto fail = [&](const std::array<std::string_view, 2>& patterns,
                          std::initializer_list<std::string> more = {}) {
        std::vector<std::string> args{std::string(original), std::to_string(pos.fullmoveNumber())};
        args.insert(args.end(), more);
        return Error::translatable(patterns[white ? 0 : 1], std::move(args), 1);
    };
    if (text == "0-0" || text == "0-0-0" || text == "O-O" || text == "O-O-O") {
        const bool kingSide = text.size() == 3;
        for (Move m : legal)
            if (m.type() == MoveType::Castling && (m.to().file() > m.from().file()) == kingSide)
                return m;
        return fail(
            {TAVLEYA_MESSAGE("core",
                             "move '%1' (move %2, White to move): castling is not possible now"),
             TAVLEYA_MESSAGE("core",
                             "move '%1' (move %2, Black to move): castling is not possible now")});
    }
    const std::string_view written = text;
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
    if (!from || !to || !text.empty()) {
        if (const auto parsed = parseChessStyle(written))
            return readChessStyle(pos, legal, *parsed, original, *this);
        if (startsWithRussianChessLetter(written))
            return fail({TAVLEYA_MESSAGE("core",
                                         "move '%1' (move %2, White to move): Tavreli's pieces are "
                                         "written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with "
                                         "the chess letters Кр Ф Л С К (a vsadnik to f3: Вс f3)"),
                         TAVLEYA_MESSAGE("core",
                                         "move '%1' (move %2, Black to move): Tavreli's pieces are "
                                         "written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with "
                                         "the chess letters Кр Ф Л С К (a vsadnik to f6: Вс f6)")});
        return fail(
            {TAVLEYA_MESSAGE("core",
                             "move '%1' (move %2, White to move): expected <from>[(<k>)]-<to> "
                             "or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5"),
             TAVLEYA_MESSAGE("core",
                             "move '%1' (move %2, Black to move): expected <from>[(<k>)]-<to> "
                             "or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5")});
    }
    const int height = pos.at(*from).empty() ? 0 : 1 + pos.towers().height(*from);
    if (split && height && *split > height)
        return fail(
            {TAVLEYA_MESSAGE("core", "move '%1' (move %2, White to move): %3 holds only %4 pieces"),
             TAVLEYA_MESSAGE("core",
                             "move '%1' (move %2, Black to move): %3 holds only %4 pieces")},
            {from->name(), std::to_string(height)});
    const int wanted =
        split && *split < height ? *split : 0;  // all of the tower is the whole tower
    for (Move m : legal) {
        if (m.from() != *from) continue;
        if (m.type() == MoveType::Castling) {
            const CastlingSide side =
                m.to().file() > m.from().file() ? CastlingSide::King : CastlingSide::Queen;
            if (*to == castlingKingTarget(pos.sideToMove(), side) || *to == m.to()) return m;
        } else if (m.to() == *to && m.split() == wanted) {
            return m;
        }
    }
    if (pos.at(*from).empty() || pos.at(*from).color() != pos.sideToMove())
        return fail(
            {TAVLEYA_MESSAGE(
                 "core",
                 "move '%1' (move %2, White to move): no tower of the side to move stands on %3"),
             TAVLEYA_MESSAGE(
                 "core",
                 "move '%1' (move %2, Black to move): no tower of the side to move stands on %3")},
            {from->name()});
    return fail(
        {TAVLEYA_MESSAGE("core",
                         "move '%1' (move %2, White to move): the tower on %3 cannot move to %4"),
         TAVLEYA_MESSAGE("core",
                         "move '%1' (move %2, Black to move): the tower on %3 cannot move to %4")},
        {from->name(), to->name()});
}

}  // namespace tavleya

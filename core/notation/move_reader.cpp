#include "move_reader.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "move_writer.h"

namespace tavleya {
namespace {

struct SymbolMatch {
    PieceKind kind = PieceKind::None;
    std::size_t length = 0;
};

// Black figurines, read as the white ones they stand for.
constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kBlackFigurines{
    {{"♚", "♔"}, {"♛", "♕"}, {"♜", "♖"}, {"♝", "♗"}, {"♞", "♘"}}};

// The piece symbol at the start of `text` in any alphabet of the ruleset;
// the longest match wins, so the Russian king "Кр" beats the knight "К".
SymbolMatch matchPieceSymbol(const Ruleset& rules, std::string_view text) {
    if (text.empty()) return {};
    // Plain text, the common case: only English letters start with ASCII.
    if (static_cast<unsigned char>(text.front()) < 0x80) {
        if (text.front() == 'P') return {PieceKind::Pawn, 1};
        if (text.front() < 'A' || text.front() > 'Z') return {};
        for (PieceKind kind : rules.pieceKinds()) {
            const std::string_view symbol = rules.pieceSymbol(kind, PieceAlphabet::English);
            if (!symbol.empty() && text.starts_with(symbol)) return {kind, symbol.size()};
        }
        return {};
    }
    for (auto [black, white] : kBlackFigurines)
        if (text.starts_with(black)) {
            for (PieceKind kind : rules.pieceKinds())
                if (rules.pieceSymbol(kind, PieceAlphabet::Figurine) == white)
                    return {kind, black.size()};
        }
    for (std::string_view pawn : {"♙", "♟", "P"})
        if (text.starts_with(pawn)) return {PieceKind::Pawn, pawn.size()};
    SymbolMatch best;
    for (PieceKind kind : rules.pieceKinds())
        for (PieceAlphabet alphabet :
             {PieceAlphabet::English, PieceAlphabet::Russian, PieceAlphabet::Figurine}) {
            const std::string_view symbol = rules.pieceSymbol(kind, alphabet);
            if (!symbol.empty() && symbol.size() > best.length && text.starts_with(symbol))
                best = {kind, symbol.size()};
        }
    return best;
}

// Removes one of `suffixes` from the end of `text`, if present.
bool stripSuffix(std::string_view& text, std::initializer_list<std::string_view> suffixes) {
    for (std::string_view s : suffixes) {
        if (text.ends_with(s)) {
            text.remove_suffix(s.size());
            return true;
        }
    }
    return false;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// What a piece of move text says, before it is matched to a legal move.
struct MoveText {
    PieceKind piece = PieceKind::None;  // None: not written
    std::optional<int> fromFile, fromRank;
    std::optional<Square> to;
    PieceKind promotion = PieceKind::None;
    bool castleKingSide = false, castleQueenSide = false;
    bool drop = false;
    bool continuesTurn = false;  // a Kingchess placement followed by more
};

// Characters that separate squares or mark a capture; they carry no meaning
// the legal move list does not already know.
constexpr std::array<std::string_view, 9> kSeparators{"x", "X", ":", "-", "–", "—", "х", "×", "*"};
// Russian look-alikes of Latin file letters, common in typed Russian text.
constexpr std::array<std::pair<std::string_view, int>, 3> kCyrillicFiles{
    {{"а", 0}, {"с", 2}, {"е", 4}}};

std::optional<MoveText> parseCastling(std::string_view text) {
    std::string normal;
    for (char c : text)
        if (c == 'O' || c == 'o' || c == '0')
            normal += 'O';
        else if (c != '-')
            return std::nullopt;
    MoveText m;
    if (normal == "OO")
        m.castleKingSide = true;
    else if (normal == "OOO")
        m.castleQueenSide = true;
    else
        return std::nullopt;
    return m;
}

PieceKind promotionLetter(const Ruleset& rules, std::string_view& text) {
    if (text.empty()) return PieceKind::None;
    const SymbolMatch symbol = matchPieceSymbol(rules, text);
    if (symbol.kind != PieceKind::None) {
        text.remove_prefix(symbol.length);
        return symbol.kind;
    }
    // Engine form: the letter in lower case after the destination.
    for (PieceKind kind : rules.pieceKinds()) {
        const std::string_view letter = rules.pieceSymbol(kind, PieceAlphabet::English);
        if (kind != PieceKind::King && letter.size() == 1 &&
            text.front() == letter[0] - 'A' + 'a') {
            text.remove_prefix(1);
            return kind;
        }
    }
    return PieceKind::None;
}

std::optional<MoveText> parseMoveText(const Ruleset& rules, std::string_view text) {
    if (auto castling = parseCastling(text)) return castling;
    MoveText m;
    const SymbolMatch symbol = matchPieceSymbol(rules, text);
    m.piece = symbol.kind;
    text.remove_prefix(symbol.length);
    if (text.starts_with("@")) {
        m.drop = true;
        text.remove_prefix(1);
        if (m.piece == PieceKind::None) m.piece = PieceKind::Pawn;
    }

    // Files and ranks in order, separators skipped; the last file+rank pair is
    // the destination, anything before it tells where the piece comes from.
    std::array<std::pair<char, int>, 6> coords;  // ('f', file) or ('r', rank)
    std::size_t n = 0;
    while (!text.empty()) {
        const char c = text.front();
        if (n == coords.size()) return std::nullopt;
        if (c >= 'a' && c <= 'h') {
            coords[n++] = {'f', c - 'a'};
            text.remove_prefix(1);
            continue;
        }
        if (c >= '1' && c <= '8') {
            coords[n++] = {'r', c - '1'};
            text.remove_prefix(1);
            continue;
        }
        bool consumed = false;
        for (auto [cyr, file] : kCyrillicFiles)
            if (!consumed && text.starts_with(cyr)) {
                coords[n++] = {'f', file};
                text.remove_prefix(cyr.size());
                consumed = true;
            }
        for (std::string_view sep : kSeparators)
            if (!consumed && text.starts_with(sep)) {
                text.remove_prefix(sep.size());
                consumed = true;
            }
        if (consumed) continue;
        break;
    }
    // Engine form "e7e8b": a trailing b after a whole square is a bishop.
    if (n >= 3 && text.empty() && coords[n - 1] == std::pair<char, int>{'f', 1} &&
        coords[n - 2].first == 'r') {
        --n;
        text = "B";
    }
    if (n < 2 || coords[n - 2].first != 'f' || coords[n - 1].first != 'r') return std::nullopt;
    m.to = Square::at(coords[n - 2].second, coords[n - 1].second);
    if (n > 4) return std::nullopt;
    for (std::size_t i = 0; i + 2 < n; ++i) {
        auto& slot = coords[i].first == 'f' ? m.fromFile : m.fromRank;
        if (slot) return std::nullopt;
        slot = coords[i].second;
    }

    // Promotion: =Q, Q, (Q), /Q, or an engine-form letter.
    const bool bracket = text.starts_with("(");
    if (text.starts_with("=") || text.starts_with("/") || bracket) text.remove_prefix(1);
    m.promotion = promotionLetter(rules, text);
    if (bracket && !stripSuffix(text, {")"})) return std::nullopt;
    if (!text.empty()) return std::nullopt;
    return m;
}

bool matches(const Position& pos, Move move, const MoveText& t) {
    if (t.drop)
        return move.type() == MoveType::Drop && move.piece() == t.piece && move.to() == *t.to &&
               move.continuesTurn() == t.continuesTurn;
    if (move.type() == MoveType::Drop) return false;
    const bool fullFrom = t.fromFile && t.fromRank;
    const Square from = move.from();
    if (t.fromFile && from.file() != *t.fromFile) return false;
    if (t.fromRank && from.rank() != *t.fromRank) return false;
    const PieceKind kind = pos.at(from).kind();
    if (t.piece != PieceKind::None ? kind != t.piece : (!fullFrom && kind != PieceKind::Pawn))
        return false;

    if (move.type() == MoveType::Castling) {
        // The king written onto its destination (e1g1, Ke1-g1) or onto its rook.
        if (!fullFrom) return false;
        const bool kingSide = move.to().file() > from.file();
        const Square kingTarget = Square::at(kingSide ? 6 : 2, from.rank());
        return *t.to == move.to() || (*t.to == kingTarget && kingTarget != from);
    }
    if (move.to() != *t.to) return false;
    if (move.type() == MoveType::Promotion) return move.piece() == t.promotion;
    return t.promotion == PieceKind::None;
}

// Every sentence below is whole, one for each side and piece kind, so that
// the interface can translate it (core/result.h); tables are indexed by the
// side to move and by index(kind) - 1.
constexpr std::array<const char*, 2> kCastling{
    TAVLEYA_MESSAGE("core",
                    "illegal move '%1': castling is not possible now (move %2, White to move)"),
    TAVLEYA_MESSAGE("core",
                    "illegal move '%1': castling is not possible now (move %2, Black to move)"),
};
constexpr std::array<const char*, 2> kDrop{
    TAVLEYA_MESSAGE(
        "core", "illegal move '%1': that piece cannot be dropped there (move %2, White to move)"),
    TAVLEYA_MESSAGE(
        "core", "illegal move '%1': that piece cannot be dropped there (move %2, Black to move)"),
};
constexpr std::array<const char*, 2> kNoPieceOn{
    TAVLEYA_MESSAGE("core",
                    "illegal move '%1': no white piece stands on %2 (move %3, White to move)"),
    TAVLEYA_MESSAGE("core",
                    "illegal move '%1': no black piece stands on %2 (move %3, Black to move)"),
};
constexpr std::array<const char*, 2> kPromotes{
    TAVLEYA_MESSAGE("core",
                    "move '%1' does not say what the pawn promotes to (move %2, White to move)"),
    TAVLEYA_MESSAGE("core",
                    "move '%1' does not say what the pawn promotes to (move %2, Black to move)"),
};
constexpr std::array<const char*, 2> kAmbiguous{
    TAVLEYA_MESSAGE("core", "ambiguous move '%1': could be %2 (move %3, White to move)"),
    TAVLEYA_MESSAGE("core", "ambiguous move '%1': could be %2 (move %3, Black to move)"),
};
constexpr std::array<std::array<const char*, 9>, 2> kTheKindOn{{
    {{
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the pawn on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the knight on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the bishop on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the rook on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the queen on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the king on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the fers on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the alfil on %2 cannot move to %3 (move %4, White to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the helgi on %2 cannot move to %3 (move %4, White to move)"),
    }},
    {{
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the pawn on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the knight on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the bishop on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the rook on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the queen on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the king on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': the fers on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the alfil on %2 cannot move to %3 (move %4, Black to move)"),
        TAVLEYA_MESSAGE(
            "core",
            "illegal move '%1': the helgi on %2 cannot move to %3 (move %4, Black to move)"),
    }},
}};
constexpr std::array<std::array<const char*, 9>, 2> kNoKind{{
    {{
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white pawn (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white knight (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white bishop (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white rook (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white queen (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white king (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white fers (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white alfil (move %2, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no white helgi (move %2, White to move)"),
    }},
    {{
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black pawn (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black knight (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black bishop (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black rook (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black queen (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black king (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black fers (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black alfil (move %2, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': there is no black helgi (move %2, Black to move)"),
    }},
}};
constexpr std::array<std::array<const char*, 9>, 2> kNoKindTo{{
    {{
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no white pawn can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no white knight can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no white bishop can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no white rook can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no white queen can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no white king can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no white fers can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no white alfil can move to %2 (move %3, White to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no white helgi can move to %2 (move %3, White to move)"),
    }},
    {{
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no black pawn can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no black knight can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no black bishop can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no black rook can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no black queen can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no black king can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE("core",
                        "illegal move '%1': no black fers can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no black alfil can move to %2 (move %3, Black to move)"),
        TAVLEYA_MESSAGE(
            "core", "illegal move '%1': no black helgi can move to %2 (move %3, Black to move)"),
    }},
}};

// Why no legal move matches, in the words a player would use.
Error illegalMove(const Position& pos, const MoveText& t, const std::string& text) {
    const std::size_t side = pos.sideToMove() == Color::White ? 0 : 1;
    const std::string number = std::to_string(pos.fullmoveNumber());
    if (t.castleKingSide || t.castleQueenSide)
        return Error::translatable(kCastling[side], {text, number}, 1);
    if (t.drop) return Error::translatable(kDrop[side], {text, number}, 1);
    if (t.fromFile && t.fromRank) {
        const Square from = Square::at(*t.fromFile, *t.fromRank);
        const Piece p = pos.at(from);
        if (p.empty() || p.color() != pos.sideToMove())
            return Error::translatable(kNoPieceOn[side], {text, from.name(), number}, 1);
        return Error::translatable(kTheKindOn[side][static_cast<std::size_t>(index(p.kind()) - 1)],
                                   {text, from.name(), t.to->name(), number}, 1);
    }
    const PieceKind kind = t.piece == PieceKind::None ? PieceKind::Pawn : t.piece;
    const auto k = static_cast<std::size_t>(index(kind) - 1);
    if (!pos.pieces(pos.sideToMove(), kind))
        return Error::translatable(kNoKind[side][k], {text, number}, 1);
    return Error::translatable(kNoKindTo[side][k], {text, t.to->name(), number}, 1);
}

// `text` with a lower-case Russian piece letter at its start written as a
// capital ("кge2" is "Кge2"), or nullopt when it does not start with one.
std::optional<std::string> withRussianCapital(std::string_view text) {
    constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kCapitals{
        {{"кр", "Кр"}, {"к", "К"}, {"ф", "Ф"}, {"л", "Л"}, {"с", "С"}}};
    text = trimmed(text);
    for (auto [small, capital] : kCapitals)
        if (text.starts_with(small))
            return std::string(capital) + std::string(text.substr(small.size()));
    return std::nullopt;
}

Result<Move> readSanAsWritten(const Ruleset& rules, const Position& pos,
                              std::string_view original) {
    std::string_view text = trimmed(original);
    // Annotation, check and mate marks, and en-passant suffixes, in any order.
    // Every mark ends in one of these bytes; most moves end in a digit or letter.
    const auto mayHaveMark = [](std::string_view t) {
        if (t.empty()) return false;
        const char c = t.back();
        return c == '!' || c == '?' || c == '+' || c == '#' || c == '.' || c == 'p' || c == ' ' ||
               static_cast<unsigned char>(c) >= 0x80;
    };
    while (mayHaveMark(text) && (stripSuffix(text, {"!", "?", "+", "#", "‼", "⁇", "⁈", "⁉", "e.p.",
                                                    "ep", "в.п.", "В.П.", "Ep"}) ||
                                 (text.size() > 1 && text.back() == ' ')))
        text = trimmed(text);
    if (text.empty()) return Error::translatable(TAVLEYA_MESSAGE("core", "empty move text"), {}, 1);
    const bool continues = stripSuffix(text, {","});

    auto parsed = parseMoveText(rules, text);
    // The seed booklet's long notation marks mate with a trailing "x".
    if (!parsed && (text.ends_with("x") || text.ends_with("х"))) {
        std::string_view shorter = text;
        stripSuffix(shorter, {"x", "х"});
        parsed = parseMoveText(rules, shorter);
    }
    if (!parsed)
        return Error::translatable(TAVLEYA_MESSAGE("core", "cannot read '%1' as a move"),
                                   {std::string(original)}, 1);
    parsed->continuesTurn = continues;

    // A destination narrows the search, except for a king written from and to
    // squares, which may be castling (its to() is the rook).
    MoveList legal;
    if (parsed->to && !(parsed->fromFile && parsed->fromRank))
        rules.legalMovesTo(pos, bit(*parsed->to), legal);
    else
        rules.legalMoves(pos, legal);
    MoveList found;
    const bool castlingText = parsed->castleKingSide || parsed->castleQueenSide;
    for (Move m : legal) {
        const bool castling = m.type() == MoveType::Castling;
        if (castlingText) {
            if (castling && (m.to().file() > m.from().file()) == parsed->castleKingSide)
                found.push(m);
        } else if ((castling || m.to() == *parsed->to) && matches(pos, m, *parsed)) {
            found.push(m);
        }
    }
    // Frankfurt: "Nf3xe5=P" names the kind the capturer becomes, which must
    // be the kind it takes (frankfurt.md D10).
    if (found.empty() && rules.capturerBecomesCapturedKind() &&
        parsed->promotion != PieceKind::None && parsed->to &&
        pos.at(*parsed->to).kind() == parsed->promotion) {
        MoveText plain = *parsed;
        plain.promotion = PieceKind::None;
        for (Move m : legal)
            if (matches(pos, m, plain)) found.push(m);
    }
    // A king written onto a square next to it that is also its castling
    // square ("Kd1-c1", "d1c1" in Chess960) is that plain king move;
    // castling is written O-O / O-O-O or as the king onto its rook.
    if (found.size() > 1 && !castlingText) {
        MoveList plain;
        for (Move m : found)
            if (m.type() != MoveType::Castling || m.to() == *parsed->to) plain.push(m);
        if (plain.size() == 1) return plain[0];
    }
    if (found.size() == 1) return found[0];

    const std::size_t side = pos.sideToMove() == Color::White ? 0 : 1;
    const std::string number = std::to_string(pos.fullmoveNumber());
    if (found.empty()) {
        // Say what is missing: an unchosen promotion, or no such move at all.
        for (Move m : legal)
            if (m.type() == MoveType::Promotion && !parsed->drop && parsed->to &&
                m.to() == *parsed->to && parsed->promotion == PieceKind::None &&
                !parsed->castleKingSide && !parsed->castleQueenSide) {
                MoveText withQueen = *parsed;
                withQueen.promotion = PieceKind::Queen;
                if (matches(pos, m, withQueen))
                    return Error::translatable(kPromotes[side], {std::string(original), number}, 1);
            }
        return illegalMove(pos, *parsed, std::string(original));
    }
    std::string options;
    for (Move m : found) options += (options.empty() ? "" : ", ") + writeMove(rules, pos, m, kSan);
    return Error::translatable(kAmbiguous[side], {std::string(original), options, number}, 1);
}

}  // namespace

Result<Move> readMove(const Ruleset& rules, const Position& pos, std::string_view text) {
    return rules.readMoveText(pos, text);
}

Result<Move> readSan(const Ruleset& rules, const Position& pos, std::string_view text) {
    Result<Move> move = readSanAsWritten(rules, pos, text);
    // Typed Russian is often all lower case; "с" is also the look-alike of
    // the file c, so the text as written is tried first.
    if (!move)
        if (const auto capital = withRussianCapital(text))
            if (Result<Move> read = readSanAsWritten(rules, pos, *capital)) return read;
    return move;
}

}  // namespace tavleya

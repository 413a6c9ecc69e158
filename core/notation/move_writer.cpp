#include "move_writer.h"

namespace tavleya {
namespace {

bool isCapture(const Position& pos, Move m) {
    return m.type() == MoveType::EnPassant ||
           (m.type() != MoveType::Castling && m.type() != MoveType::Drop &&
            !pos.at(m.to()).empty());
}

// FIDE C.10: the file if it tells the pieces apart, else the rank, else both.
std::string disambiguation(const Ruleset& rules, const Position& pos, Move move) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    const PieceKind kind = pos.at(move.from()).kind();
    bool any = false, sameFile = false, sameRank = false;
    for (Move other : moves) {
        if (other.to() != move.to() || other.from() == move.from() ||
            other.type() == MoveType::Castling || other.type() == MoveType::Drop ||
            pos.at(other.from()).kind() != kind)
            continue;
        any = true;
        sameFile |= other.from().file() == move.from().file();
        sameRank |= other.from().rank() == move.from().rank();
    }
    if (!any) return {};
    if (!sameFile) return {fileLetter(move.from().file())};
    if (!sameRank) return {rankDigit(move.from().rank())};
    return move.from().name();
}

std::string checkSuffix(const Ruleset& rules, const Position& pos, Move move) {
    const Position after = rules.play(pos, move);
    if (!rules.inCheck(after)) return {};
    MoveList replies;
    rules.legalMoves(after, replies);
    return replies.empty() ? "#" : "+";
}

std::string castlingText(Move move, PieceAlphabet alphabet) {
    const bool kingSide = move.to().file() > move.from().file();
    const std::string_view o = alphabet == PieceAlphabet::Russian ? "0" : "O";
    std::string text = std::string(o) + "-" + std::string(o);
    if (!kingSide) text += "-" + std::string(o);
    return text;
}

}  // namespace

std::string writeMove(const Ruleset& rules, const Position& pos, Move move, NotationStyle style) {
    return rules.moveText(pos, move, style);
}

std::string writeSan(const Ruleset& rules, const Position& pos, Move move, NotationStyle style) {
    const bool russian = style.alphabet == PieceAlphabet::Russian;
    std::string text;
    if (move.type() == MoveType::Castling) {
        text = castlingText(move, style.alphabet);
    } else if (move.type() == MoveType::Drop) {
        text =
            std::string(rules.pieceSymbol(move.piece(), style.alphabet)) + "@" + move.to().name();
    } else {
        const PieceKind kind = pos.at(move.from()).kind();
        const bool capture = isCapture(pos, move);
        if (style.longForm) {
            text = std::string(rules.pieceSymbol(kind, style.alphabet)) + move.from().name();
            text += capture ? (russian ? ":" : "x") : (russian ? "–" : "-");
            text += move.to().name();
        } else if (kind == PieceKind::Pawn) {
            if (capture) text = std::string{fileLetter(move.from().file())} + "x";
            text += move.to().name();
        } else {
            text = std::string(rules.pieceSymbol(kind, style.alphabet)) +
                   disambiguation(rules, pos, move);
            if (capture) text += 'x';
            text += move.to().name();
        }
        if (move.type() == MoveType::Promotion)
            text +=
                (russian ? "" : "=") + std::string(rules.pieceSymbol(move.piece(), style.alphabet));
        if (move.type() == MoveType::EnPassant && russian && style.longForm) text += " в.п.";
    }
    // A placement that continues the turn ends with a comma: the turn reads
    // "K@e1,Q@d1,@d2"; check is judged at the end of the turn.
    if (move.continuesTurn()) return text + ",";
    return text + checkSuffix(rules, pos, move);
}

std::string uciText(const Ruleset& rules, Move move) {
    const auto letter = [&](PieceKind kind) {
        return kind == PieceKind::Pawn
                   ? std::string("P")
                   : std::string(rules.pieceSymbol(kind, PieceAlphabet::English));
    };
    // A placement after which the same player places more ends in a comma,
    // so that a whole placing turn reads "K@e1,Q@d1,P@d2".
    if (move.type() == MoveType::Drop)
        return letter(move.piece()) + "@" + move.to().name() + (move.continuesTurn() ? "," : "");
    // A Tavreli split names how many pieces leave the tower, where a player
    // writes it (d4(1)-f5), so the token reads back as typed text too.
    std::string text = move.from().name();
    if (move.split() > 0) text += "(" + std::to_string(move.split()) + ")";
    text += move.to().name();
    if (move.type() == MoveType::Promotion) {
        for (char c : letter(move.piece())) text += static_cast<char>(c - 'A' + 'a');
    }
    return text;
}

}  // namespace tavleya

#include "puzzles/theme_finder.h"

#include <algorithm>

#include "attacks.h"
#include "puzzles/material_count.h"
#include "uci/uci_move_text.h"

namespace tavleya {

namespace {

// The enemy pieces that attack `side`'s royal piece.
Bitboard checkers(const Ruleset& rules, const Position& position, Color side) {
    const Square royal = position.royalSquare(side);
    if (!royal.valid()) return 0;
    return rules.attackersTo(position, royal, position.occupied()) & position.pieces(~side);
}

bool isCapture(const Position& before, Move move) {
    if (move.type() == MoveType::EnPassant) return true;
    if (move.type() == MoveType::Drop || move.type() == MoveType::Castling) return false;
    const Piece target = before.at(move.to());
    return !target.empty() && target.color() != before.sideToMove();
}

// The royal piece of `loser`, mated by a knight that every square around it
// is closed to by the loser's own pieces.
bool smothered(const Position& end, Color loser, Bitboard checking) {
    const Square royal = end.royalSquare(loser);
    if (checking == 0 || (checking & (checking - 1)) != 0) return false;
    if (end.at(lowest(checking)).kind() != PieceKind::Knight) return false;
    const Bitboard around = AttackTables::instance().king(royal);
    return (around & end.pieces(loser)) == around;
}

// Mated on its own first rank along that rank, the squares in front of it
// taken by its own pieces.
bool backRank(const Position& end, Color loser, Bitboard checking) {
    const Square royal = end.royalSquare(loser);
    if (royal.relativeRank(loser) != 0 || checking == 0) return false;
    for (Bitboard b = checking; b;)
        if (popLowest(b).rank() != royal.rank()) return false;
    const Bitboard front = AttackTables::instance().king(royal) & ~rankMask(royal.rank());
    return (front & end.pieces(loser)) == front;
}

// The piece moved to `to` attacks an enemy piece it would win: one worth
// more than itself, or one left undefended (the royal piece aside).
bool threatens(const Ruleset& rules, const Position& at, Square to, Color enemy) {
    const int attacker = worth(at.at(to).kind());
    Bitboard targets = at.pieces(enemy);
    if (const Square royal = at.royalSquare(enemy); royal.valid()) targets &= ~bit(royal);
    for (Bitboard b = targets; b;) {
        const Square target = popLowest(b);
        const Bitboard onTarget = rules.attackersTo(at, target, at.occupied());
        if ((onTarget & bit(to)) &&
            (worth(at.at(target).kind()) > attacker || !(onTarget & at.pieces(enemy))))
            return true;
    }
    return false;
}

// The piece moved to `to` attacks two of `enemy`'s pieces at once, each of
// them the royal piece, a piece worth more than the attacker or one left
// undefended; and the attacker is not simply lost there (attacked and
// undefended, or attacked by a piece worth less).
bool forks(const Ruleset& rules, const Position& at, Square to, Color enemy) {
    const Square royal = at.royalSquare(enemy);
    const int attacker = worth(at.at(to).kind());
    if (attacker >= worth(PieceKind::King)) return false;
    const Bitboard around = rules.attackersTo(at, to, at.occupied());
    const Bitboard threats = around & at.pieces(enemy);
    if (threats) {
        if (!(around & at.pieces(~enemy))) return false;
        for (Bitboard b = threats; b;) {
            const Square from = popLowest(b);
            if (from != royal && worth(at.at(from).kind()) < attacker) return false;
        }
    }
    int attacked = 0;
    for (Bitboard b = at.pieces(enemy) & ~at.pieces(PieceKind::Pawn); b;) {
        const Square target = popLowest(b);
        const Bitboard onTarget = rules.attackersTo(at, target, at.occupied());
        if (!(onTarget & bit(to))) continue;
        if (target == royal || worth(at.at(target).kind()) > attacker ||
            !(onTarget & at.pieces(enemy)))
            ++attacked;
    }
    return attacked >= 2;
}

// The moved piece on `to` pins one of `enemy`'s pieces to its royal piece:
// with that piece gone, it would attack the royal piece.
bool pins(const Ruleset& rules, const Position& at, Square to, Color enemy) {
    const Square royal = at.royalSquare(enemy);
    if (!royal.valid() || (rules.attackersTo(at, royal, at.occupied()) & bit(to))) return false;
    for (Bitboard b = at.pieces(enemy) & ~bit(royal); b;)
        if (rules.attackersTo(at, royal, at.occupied() & ~bit(popLowest(b))) & bit(to)) return true;
    return false;
}

}  // namespace

std::optional<std::vector<std::string>> findThemes(const Ruleset& rules, const Puzzle& puzzle) {
    const auto start = rules.readFen(puzzle.fen);
    if (!start || puzzle.moves.size() < 2) return std::nullopt;
    const int solverTurns = int(puzzle.moves.size()) / 2;
    std::vector<std::string> themes = {solverTurns == 1   ? "oneMove"
                                       : solverTurns == 2 ? "short"
                                       : solverTurns == 3 ? "long"
                                                          : "veryLong"};
    const auto add = [&themes](const char* theme) {
        if (std::find(themes.begin(), themes.end(), theme) == themes.end()) themes.push_back(theme);
    };
    Position at = *start;
    int materialAfterMistake = 0;  // the solver's lead, in worth()
    Move last;
    bool offered = false;  // the solver's last move took nothing
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        const auto turn = uci::readEngineMoves(rules, at, puzzle.moves[i]);
        if (!turn) return std::nullopt;
        const bool solver = i % 2 == 1;
        if (i == 1) materialAfterMistake = materialLead(at, at.sideToMove());
        for (Move move : *turn) {
            const Position before = at;
            const Color mover = before.sideToMove();
            at = rules.play(at, move);
            if (!solver) {
                // The defence takes the piece the solver just offered.
                if (offered && move.to() == last.to() && isCapture(before, move)) add("sacrifice");
                continue;
            }
            const bool capture = isCapture(before, move);
            const Bitboard checking = checkers(rules, at, ~mover);
            if (move.type() == MoveType::Promotion) add("promotion");
            if (move.type() == MoveType::EnPassant) add("enPassant");
            if (move.type() == MoveType::Castling) add("castling");
            if (move.split()) add("towerSplit");
            if (capture && at.towers().height(move.to()) > 0) add("towerCapture");
            if (capture && rules.capturerBecomesCapturedKind() &&
                at.at(move.to()).kind() != before.at(move.from()).kind())
                add("transformation");
            if (popCount(checking) > 1) add("doubleCheck");
            // A check by another piece than the one moved (castling moves two).
            if (checking && move.type() != MoveType::Drop && move.type() != MoveType::Castling &&
                (checking & ~bit(move.to())))
                add("discoveredAttack");
            // Neither a check nor a capture, nor a threat to take something.
            if (i == 1 && solverTurns > 1 && !capture && !checking &&
                !threatens(rules, at, move.to(), ~mover))
                add("quietMove");
            // The last move wins; the ideas are in the moves before it.
            if (i + 1 < puzzle.moves.size() && forks(rules, at, move.to(), ~mover)) add("fork");
            if (i + 1 < puzzle.moves.size() && pins(rules, at, move.to(), ~mover)) add("pin");
            offered = !capture;
            last = move;
        }
    }
    const GameEnd end = rules.automaticEnd(at, {});
    const Color loser = at.sideToMove();
    if (!end.over()) {
        // A gain of material: a rook's worth or more crushes.
        const int gain = materialLead(at, ~loser) - materialAfterMistake;
        themes.push_back(gain >= worth(PieceKind::Rook) ? "crushing" : "advantage");
        return themes;
    }
    themes.insert(themes.begin(), "mateIn" + std::to_string(solverTurns));
    if (end.termination == Termination::Checkmate) {
        themes.push_back("mate");
        const Bitboard checking = checkers(rules, at, loser);
        if (last.type() == MoveType::Drop) add("dropMate");
        if (at.at(at.royalSquare(loser)).kind() != PieceKind::King)
            add("royalPieceMate");
        else if (smothered(at, loser, checking))
            add("smotheredMate");
        else if (backRank(at, loser, checking))
            add("backRankMate");
    } else {
        themes.push_back("win");
        if (end.termination == Termination::BareKing) add("bareKing");
        if (last.type() == MoveType::Drop) add("dropMate");
    }
    return themes;
}

}  // namespace tavleya

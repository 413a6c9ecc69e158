#pragma once

#include <optional>
#include <vector>

#include "../ruleset_registry.h"
#include "../setup_phase.h"
#include "orthodox_rules.h"

namespace tavleya {

// «Кингчесс» (kingchess.md): the board starts empty; on a turn a player
// either moves a piece or places any number of pieces from his reserve on
// his own half.
//
// A placing turn is a sequence of drops in the canonical order of D12
// (K Q R B N P, then a1, b1, ... h8); every drop but the last is marked
// Move::continuesTurn(), so each set of placements is one sequence and the
// turn's text is the drops' texts joined: "K@e1,Q@d1,@d2". A continuing drop
// is legal only if the turn can still be completed legally (D1); placing
// turns are never enumerated beyond that (D11).
class KingchessRuleset : public OrthodoxRules, public PlacingTurns {
public:
    KingchessRuleset();
    const RulesetInfo& info() const override;
    Position startPosition() const override;
    std::string writeFen(const Position& position) const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    // Placements are generated to the targets alone (a search asks for
    // those landing on pieces or the last ranks at every quiet leaf).
    void legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const override;
    // Out of check any placement will do: none is tried.
    bool hasLegalMove(const Position& position) const override;
    // The generic walk: the orthodox one knows no placements.
    std::uint64_t perft(const Position& position, int depth) const override {
        return Ruleset::perft(position, depth);
    }
    // Nothing ends in the middle of a placing turn: a placement may attack
    // the other king (D2) and the turn goes on; the game is judged when the
    // turn ends.
    GameEnd automaticEnd(const Position& position, std::span<const Key> earlierKeys) const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;

    // Whole turns rather than plies: a placing turn counts once.
    std::uint64_t countTurns(const Position& position) const;
    // Whether `position` is in the middle of a placing turn.
    static bool turnInProgress(const Position& position);
    // Whether one piece may go there now, considering the square, the
    // player's half, the pawn's first rank and the bishop colours (not check).
    bool mayPlace(const Position& position, PieceKind kind, Square square) const override;

    std::span<const PieceKind> pocketKinds() const override;
    const PlacingTurns* placingTurns() const override { return this; }

protected:
    // FEN with two more fields (D12): the virgin squares and the bishop
    // memory. Castling follows the virgin squares: no right is dropped.
    Result<Position> readPosition(std::string_view fen,
                                  std::vector<Error>* droppedCastling) const override;
    // Placements and the marks of D7 besides the orthodox moves; a placement
    // that continues the turn says so, keeping the turn with the player.
    MoveEffects applyMove(Position& position, Move move) const override;

private:
    void place(Position& position, Move drop) const;
    bool canComplete(const Position& midTurn) const;
    bool ownKingSafe(const Position& position) const;
    // The placements of a `kind` on `squares` while the king is checked
    // only by sliding pieces along `lines` (the squares between them).
    void placementsInCheck(const Position& position, PieceKind kind, Bitboard squares,
                           Bitboard lines, MoveList& moves) const;
    // The legal moves whose square is in `targets` (all of them for ~0), in
    // the order legalMoves gives them.
    void generate(const Position& position, Bitboard targets, MoveList& moves) const;
};

void registerKingchess(RulesetRegistry& registry);

}  // namespace tavleya

#pragma once

#include <string>

#include "../ruleset_registry.h"

namespace tavleya {

// Tavreli, «Русские шахматы» (tavreli.md): nothing leaves the board; a piece
// that lands on others tops a tower, which moves by its top piece, whole or
// split; ratniks promote to the piece they started in front of (the e-ratnik
// to the helgi) and fall back when taken prisoner.
//
// Pieces are the Position's tops and Towers (beneath). A ratnik carries its
// identity (the kind it promotes to); Piece::moved() marks a ratnik on its
// start rank that has moved and so lost the double step (D6).
class TavreliRuleset : public Ruleset {
public:
    // Options of the decisions table: `demoteOnOwnStacking` (D3),
    // `demoteTopOnly` (D4), `automaticDraws` (D10).
    TavreliRuleset(bool demoteOnOwnStacking = false, bool demoteTopOnly = false,
                   bool automaticDraws = true);

    const RulesetInfo& info() const override;
    bool cyrillicFilesInRussian() const override { return true; }
    bool buildsTowers() const override { return true; }
    Position startPosition() const override;
    std::string writeFen(const Position& position) const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    // The volkhv's safety is judged for the moves to `targets` alone.
    void legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const override;
    bool hasLegalMove(const Position& position) const override;
    bool inCheck(const Position& position) const override;
    Bitboard attackersTo(const Position& position, Square square, Bitboard occupied) const override;
    GameEnd automaticEnd(const Position& position, std::span<const Key> earlierKeys) const override;
    // Pieces never leave the board: no position is dead, a flag always loses (D12).
    bool canStillMate(const Position&, Color) const override { return true; }
    bool isDeadPosition(const Position&) const override { return false; }

    // The pieces' own names (tavreli.md, Names): magus, duke, warrior,
    // archer, horseman, soldier, helgi.
    std::span<const PieceKind> pieceKinds() const override;
    std::string_view pieceName(PieceKind kind) const override;
    std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const override;
    std::string_view pieceImage(PieceKind kind) const override;
    // The engine form of a move: "d4(1)-f5", "c3-f3", "0-0".
    std::string engineText(const Position& position, Move move) const;
    // Russian letters give the book form, "(1) г4 – е5+", "д4 х б4",
    // "д5 х г6 в.п.", "++" for mate; otherwise the modern Latin form, the
    // engine form with "+" or "#".
    std::string moveText(const Position& position, Move move, NotationStyle style) const override;
    // Any of the three forms, Latin or Russian files, the split count before
    // or after the square it leaves, "-" "–" "—" or "x" "х" ":" between the
    // squares, with or without spaces; marks of check and mate are ignored.
    // Also as chess players write a move, "e4", "Nf3", "exd5", "Вс ж3": the
    // whole tower topped by the piece named (docs/variants.md).
    Result<Move> readMoveText(const Position& position, std::string_view text) const override;
    // The PGN token (docs/pgn-variants.md): the modern form with the split
    // count after an underscore, "d4_1-f5+", since PGN keeps brackets for
    // variations.
    std::string pgnMoveText(const Position& position, Move move,
                            NotationStyle style) const override;

protected:
    // TFEN (tavreli.md, Notation). Castling needs the volkhv alone on its
    // square and the ratoborets at the bottom of its corner: a recorded
    // game's right without them is dropped.
    Result<Position> readPosition(std::string_view tfen,
                                  std::vector<Error>* droppedCastling) const override;
    // Its own, not chess moves with a capture rule: nothing leaves the
    // board, a capture builds a tower.
    MoveEffects applyMove(Position& position, Move move) const override;
    bool enPassantCapturable(const Position& position) const override;

private:
    bool volkhvSafe(const Position& position, Color side) const;
    // Whether a pseudo-legal move leaves the mover's volkhv safe, judged
    // from the few squares whose top piece it changes, without making it.
    bool keepsVolkhvSafe(const Position& position, Move move) const;
    // The same, faster, for a move other than en passant and castling, from
    // what the position's watch has worked out once for all its moves.
    struct VolkhvWatch;
    bool keepsVolkhvSafe(const Position& position, const VolkhvWatch& watch, Move move) const;
    bool isLegal(const Position& position, const VolkhvWatch& watch, Move move) const;
    // Those to `targets` only (castling when its rook's square is one).
    void pseudoLegalMoves(const Position& position, MoveList& moves,
                          Bitboard targets = ~Bitboard{0}) const;
    // Of the tower (or piece) on `from`, every part that may move.
    void pseudoLegalMovesFrom(const Position& position, Square from, Bitboard targets,
                              MoveList& moves) const;
    void castlingMoves(const Position& position, Bitboard targets, MoveList& moves) const;

    bool demoteOnOwnStacking_;
    bool demoteTopOnly_;
    bool automaticDraws_;
};

void registerTavreli(RulesetRegistry& registry);

}  // namespace tavleya

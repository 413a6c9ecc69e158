#pragma once

#include "../ruleset_registry.h"
#include "orthodox_rules.h"

namespace tavleya {

// Shatranj (shatranj.md): fers and alfil instead of queen and bishops, single
// pawn steps, promotion to a fers, no castling or en passant.
class ShatranjRuleset : public OrthodoxRules {
public:
    // `kingsOnDFile`: the optional array of D1; `historicalEnd`: bare king
    // loses, stalemate loses, 70-move rule (D2).
    ShatranjRuleset(bool kingsOnDFile = false, bool historicalEnd = false);
    const RulesetInfo& info() const override;
    Position startPosition() const override;
    GameEnd automaticEnd(const Position& position, std::span<const Key> earlierKeys) const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;
    std::span<const PieceKind> pieceKinds() const override;
    std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const override;
    std::string_view pieceName(PieceKind kind) const override;
    std::string_view pieceImage(PieceKind kind) const override;

private:
    bool kingsOnDFile_;
    bool historicalEnd_;
};

void registerShatranj(RulesetRegistry& registry);

}  // namespace tavleya

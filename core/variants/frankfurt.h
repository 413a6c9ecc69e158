#pragma once

#include "../fen.h"
#include "../ruleset_registry.h"

namespace tavleya {

// Frankfurt chess (frankfurt.md): a capturing piece becomes the kind it
// captured; the king becomes a royal piece of that kind.
class FrankfurtRuleset : public Ruleset {
public:
    // `royalNonPassant`: a royal line piece may not cross attacked squares (D4).
    explicit FrankfurtRuleset(bool royalNonPassant = false);

    const RulesetInfo& info() const override;
    Position startPosition() const override;
    Result<Position> readFen(std::string_view fen) const override;
    std::string writeFen(const Position& position) const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    Position play(const Position& position, Move move) const override;
    bool inCheck(const Position& position) const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;
    bool capturerBecomesCapturedKind() const override { return true; }

private:
    Position makeRaw(const Position& position, Move move) const;
    bool royalSafe(const Position& position, Color side) const;
    bool crossesAttackedSquares(const Position& position, Move move) const;
    void dropImpossibleEnPassant(Position& position) const;

    FenDialect dialect_;
    bool royalNonPassant_;
};

void registerFrankfurt(RulesetRegistry& registry);

}  // namespace tavleya

#pragma once

#include "../ruleset_registry.h"
#include "orthodox_rules.h"

namespace tavleya {

// Crazyhouse (crazyhouse.md): captured pieces change sides into the
// capturer's pocket and may be dropped instead of a move.
class CrazyhouseRuleset : public OrthodoxRules {
public:
    // `demotePromoted`: a captured promoted piece returns as a pawn (D1);
    // `fiftyMoveRule`: the 50/75-move rules apply (D6).
    CrazyhouseRuleset(bool demotePromoted = true, bool fiftyMoveRule = true);
    const RulesetInfo& info() const override;
    std::span<const PieceKind> pocketKinds() const override;
    Position startPosition() const override;
    bool canStillMate(const Position& position, Color side) const override;
    bool isDeadPosition(const Position& position) const override;
};

void registerCrazyhouse(RulesetRegistry& registry);

}  // namespace tavleya

#pragma once

#include <optional>
#include <span>

#include "../ruleset_registry.h"
#include "../setup_phase.h"
#include "orthodox_rules.h"

namespace tavleya {

// «Боевые шахматы» (secret-setup.md): each player arranges his 16 pieces on
// his own four ranks unseen; then the halves are revealed and chess is played.
class SecretSetupRuleset : public OrthodoxRules, public SecretArrangement {
public:
    // `chess960Castling`: castling with the king anywhere between its rooks
    // (option secretSetup.castling=chess960, D4); otherwise only from the
    // classical squares.
    explicit SecretSetupRuleset(bool chess960Castling = false);
    const RulesetInfo& info() const override;
    // The classical array, a valid setup for both sides.
    Position startPosition() const override;

    // Checks one side's arrangement and names exactly what is wrong: a missing
    // or extra piece, a piece off the player's ranks, two pieces on a square.
    static std::optional<Error> validateSetup(Color side, std::span<const Placement> setup);
    // The revealed position: both arrangements, White to move, castling
    // rights by D4. If Black's king is attacked there, White has already won
    // (automaticEnd says so, D5).
    Result<Position> reveal(std::span<const Placement> white,
                            std::span<const Placement> black) const override;

    std::optional<Error> checkHalf(Color side, std::span<const Placement> half) const override {
        return validateSetup(side, half);
    }
    const SecretArrangement* secretArrangement() const override { return this; }
    bool needsGivenStart() const override { return true; }

private:
    bool chess960Castling_;
};

void registerSecretSetup(RulesetRegistry& registry);

}  // namespace tavleya

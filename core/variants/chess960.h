#pragma once

#include <random>
#include <string>

#include "../ruleset_registry.h"
#include "orthodox_rules.h"

namespace tavleya {

// Chess960 (FIDE appendix F): the back rank shuffled, castling by F.3.
class Chess960Ruleset : public OrthodoxRules {
public:
    Chess960Ruleset();
    const RulesetInfo& info() const override;
    // The standard array (number 518); games choose theirs with startPosition(n).
    Position startPosition() const override;
    Position startPosition(int number) const;

    int startPositionCount() const override { return 960; }
    Position numberedStart(int number) const override { return startPosition(number); }
    bool needsGivenStart() const override { return true; }
};

// White's back rank of start position `number` (Scharnagl, 0-959), e.g.
// "RNBQKBNR" for 518; empty for numbers out of range.
std::string chess960BackRank(int number);
// The number of a back rank, or -1 if it is not a Chess960 array.
int chess960Number(std::string_view backRank);

template <std::uniform_random_bit_generator Random>
int randomChess960Number(Random& random) {
    return std::uniform_int_distribution<int>(0, 959)(random);
}

void registerChess960(RulesetRegistry& registry);

}  // namespace tavleya

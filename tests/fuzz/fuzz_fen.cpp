// libFuzzer target: every ruleset's position reader (FEN, Kingchess FEN,
// TFEN) on any text. A position it accepts must write out and read back to
// the same text and the same position.

#include <cstddef>
#include <cstdint>
#include <string>

#include "ruleset_registry.h"

using namespace tavleya;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesetRegistry registry = builtinRulesets();
    static const std::vector<RulesetInfo> rulesets = registry.list();
    if (size == 0) return 0;
    const auto rules = registry.create(rulesets[data[0] % rulesets.size()].key).value();
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const auto position = rules->readFen(text);
    if (!position) return 0;
    const std::string written = rules->writeFen(*position);
    const auto again = rules->readFen(written);
    if (!again || rules->writeFen(*again) != written) __builtin_trap();
    // Nothing read is lost in writing: counters, pockets, towers and all.
    if (!(*again == *position)) __builtin_trap();
    MoveList moves;
    rules->legalMoves(*again, moves);
    return 0;
}

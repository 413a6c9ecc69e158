// libFuzzer target: move text read in every ruleset, after a few moves of
// the start position chosen by the input. A move it accepts must be legal.

#include <cstddef>
#include <cstdint>
#include <string>

#include "notation/move_reader.h"
#include "ruleset_registry.h"

using namespace tavleya;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesetRegistry registry = builtinRulesets();
    static const std::vector<RulesetInfo> rulesets = registry.list();
    if (size < 2) return 0;
    const auto rules = registry.create(rulesets[data[0] % rulesets.size()].key).value();
    Position position = rules->startPosition();
    // The second byte plays up to seven moves first, each the n-th legal one.
    for (int ply = 0; ply < (data[1] & 7); ++ply) {
        MoveList moves;
        rules->legalMoves(position, moves);
        if (moves.empty()) break;
        position = rules->play(position, moves[(data[1] * 31u + ply) % moves.size()]);
    }
    const std::string text(reinterpret_cast<const char*>(data) + 2, size - 2);
    const auto move = readMove(*rules, position, text);
    if (!move) return 0;
    MoveList legal;
    rules->legalMoves(position, legal);
    if (!legal.contains(*move)) __builtin_trap();
    rules->moveText(position, *move, kSanRussian);
    rules->pgnMoveText(position, *move, kSan);
    return 0;
}

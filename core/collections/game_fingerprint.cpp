#include "game_fingerprint.h"

namespace tavleya {

namespace {

// A bijective mix of all 64 bits (SplitMix64's finaliser): folding each key
// in through it makes the result depend on the order of the keys, which a
// sum or an exclusive or of them would not.
std::uint64_t mixed(std::uint64_t h) {
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
    return h ^ (h >> 31);
}

}  // namespace

GameFingerprint fingerprintOf(std::string_view rulesKey, std::span<const Key> mainLineKeys) {
    GameFingerprint fingerprint;
    fingerprint.rules = rulesKey;
    fingerprint.plies = mainLineKeys.empty() ? 0 : std::uint32_t(mainLineKeys.size() - 1);
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (const Key key : mainLineKeys) h = mixed(h ^ key);
    fingerprint.positions = h;
    return fingerprint;
}

}  // namespace tavleya

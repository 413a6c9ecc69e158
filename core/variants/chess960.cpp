#include "chess960.h"

#include <array>

namespace tavleya {
namespace {

// Other programs' [Variant] spellings for this game.
// The last is the name the game had in Tavleya's Russian interface before.
constexpr std::array<std::string_view, 5> kAliases{"fischerandom", "fischerrandom", "frc", "960",
                                                   "Шахматы960"};
constexpr RulesetInfo kInfo{
    "chess960",
    TAVLEYA_MESSAGE("core", "Chess960"),
    "Шахматы Фишера (960)",
    "Chess960",
    TAVLEYA_MESSAGE("core",
                    "Chess with the pieces of the back rank shuffled (bishops on opposite "
                    "colours, the king between the rooks); castling puts king and rook on "
                    "their usual squares."),
    kAliases};

FenDialect chess960Dialect() {
    FenDialect d;
    d.letters = standardPieceLetters();
    d.freeCastling = true;
    d.castlingOutput = CastlingNotation::Shredder;
    return d;
}

// The knights' places among the five squares left after bishops and queen
// (chess960.md D3).
constexpr std::array<std::array<int, 2>, 10> kKnightTable{
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

// Puts `piece` on the `n`-th (0-based) empty square of the rank.
void putOnFree(std::string& rank, int n, char piece) {
    for (char& c : rank)
        if (c == ' ' && n-- == 0) {
            c = piece;
            return;
        }
}

}  // namespace

std::string chess960BackRank(int number) {
    if (number < 0 || number > 959) return {};
    std::string rank(8, ' ');
    int n = number;
    rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = 'B';  // light square b, d, f, h
    n /= 4;
    rank[static_cast<std::size_t>(2 * (n % 4))] = 'B';  // dark square a, c, e, g
    n /= 4;
    putOnFree(rank, n % 6, 'Q');
    n /= 6;
    const auto knights = kKnightTable[static_cast<std::size_t>(n)];
    putOnFree(rank, knights[1], 'N');  // the later one first, so indices stay valid
    putOnFree(rank, knights[0], 'N');
    putOnFree(rank, 0, 'R');
    putOnFree(rank, 0, 'K');
    putOnFree(rank, 0, 'R');
    return rank;
}

int chess960Number(std::string_view backRank) {
    for (int n = 0; n < 960; ++n)
        if (chess960BackRank(n) == backRank) return n;
    return -1;
}

Chess960Ruleset::Chess960Ruleset() : OrthodoxRules(chess960Dialect(), {}) {}

const RulesetInfo& Chess960Ruleset::info() const {
    return kInfo;
}

Position Chess960Ruleset::startPosition() const {
    return startPosition(518);
}

Position Chess960Ruleset::startPosition(int number) const {
    std::string white = chess960BackRank(number);
    if (white.empty()) white = chess960BackRank(518);
    std::string black = white;
    for (char& c : black) c = static_cast<char>(c - 'A' + 'a');
    return readFen(black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1").value();
}

void registerChess960(RulesetRegistry& registry) {
    registry.add(kInfo, {},
                 [](const RulesetOptions&) { return std::make_unique<Chess960Ruleset>(); });
}

}  // namespace tavleya

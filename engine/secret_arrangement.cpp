#include "secret_arrangement.h"

#include <algorithm>
#include <random>
#include <utility>

#include "evaluation.h"

namespace tavleya::engine {
namespace {

constexpr int kCandidates = 32;
constexpr int kBestFew = 4;

// A side's pieces as its usual array has them.
std::vector<Placement> usualHalf(const Ruleset& rules, Color side) {
    std::vector<Placement> half;
    const Position start = rules.startPosition();
    for (int i = 0; i < 64; ++i)
        if (const Piece p = start.at(Square(i)); !p.empty() && p.color() == side)
            half.push_back({Square(i), p.kind()});
    return half;
}

// One arrangement drawn at random: the king on the back rank (not in a
// corner) with pawns on the three squares before it, the other pawns on
// the second rank (now and then the third), the pieces on the free squares
// of the first and third ranks. Each rank counted from the side's own edge.
class RandomArrangement {
public:
    RandomArrangement(Color side, std::mt19937_64& random) : side_(side), random_(random) {}

    std::vector<Placement> draw(const std::vector<PieceKind>& kinds) {
        taken_ = 0;
        std::vector<Placement> half;
        const int kingFile = std::uniform_int_distribution<int>(1, 6)(random_);
        int pawns = static_cast<int>(std::ranges::count(kinds, PieceKind::Pawn));
        for (PieceKind kind : kinds)
            if (kind == PieceKind::King) half.push_back(take(square(kingFile, 0), kind));
        for (int file = kingFile - 1; file <= kingFile + 1 && pawns > 0; ++file, --pawns)
            half.push_back(take(square(file, 1), PieceKind::Pawn));
        for (; pawns > 0; --pawns) {
            const bool forward = std::bernoulli_distribution(0.2)(random_);
            half.push_back(take(free({forward ? 2 : 1, forward ? 1 : 2, 3}), PieceKind::Pawn));
        }
        for (PieceKind kind : kinds)
            if (kind != PieceKind::King && kind != PieceKind::Pawn)
                half.push_back(take(free({0, 2, 1, 3}), kind));
        return half;
    }

private:
    Square square(int file, int rankFromEdge) const {
        return Square::at(file, side_ == Color::White ? rankFromEdge : 7 - rankFromEdge);
    }
    Placement take(Square s, PieceKind kind) {
        taken_ |= bit(s);
        return {s, kind};
    }
    // A free square at random, of the first rank in `ranks` that has one.
    Square free(std::initializer_list<int> ranks) {
        for (int rank : ranks) {
            std::vector<Square> open;
            for (int file = 0; file < 8; ++file)
                if (!(taken_ & bit(square(file, rank)))) open.push_back(square(file, rank));
            if (!open.empty())
                return open[std::uniform_int_distribution<std::size_t>(0,
                                                                       open.size() - 1)(random_)];
        }
        return Square::none();
    }

    Color side_;
    std::mt19937_64& random_;
    Bitboard taken_ = 0;
};

}  // namespace

std::vector<Placement> arrangeHalf(const Ruleset& rules, const Evaluation* evaluation, Color side,
                                   std::uint64_t seed) {
    const SecretArrangement* secret = rules.secretArrangement();
    if (!secret) return {};
    const std::vector<Placement> usual = usualHalf(rules, side);
    const std::vector<Placement> theirs = usualHalf(rules, ~side);
    std::vector<PieceKind> kinds;
    for (const Placement& p : usual) kinds.push_back(p.kind);
    std::mt19937_64 random(seed);
    RandomArrangement drawing(side, random);
    std::vector<std::pair<int, std::vector<Placement>>> judged;
    for (int i = 0; i < kCandidates; ++i) {
        std::vector<Placement> half = drawing.draw(kinds);
        if (std::ranges::any_of(half, [](const Placement& p) { return !p.square.valid(); }) ||
            secret->checkHalf(side, half))
            continue;
        const auto revealed =
            side == Color::White ? secret->reveal(half, theirs) : secret->reveal(theirs, half);
        if (!revealed) continue;
        // White moves first: the score is White's, turned for Black.
        const int score = evaluation ? evaluation->evaluate(revealed.value()) : 0;
        judged.emplace_back(side == Color::White ? score : -score, std::move(half));
    }
    if (judged.empty()) return usual;  // the usual array is always allowed
    std::ranges::stable_sort(judged,
                             [](const auto& a, const auto& b) { return a.first > b.first; });
    const std::size_t few = std::min<std::size_t>(kBestFew, judged.size());
    return judged[std::uniform_int_distribution<std::size_t>(0, few - 1)(random)].second;
}

}  // namespace tavleya::engine

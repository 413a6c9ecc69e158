#include "pawn_structure.h"

#include <algorithm>
#include <array>

namespace tavleya::engine {

namespace {

// The squares ahead of each square for each side, on its own file and the
// two beside it; and the files beside each file.
struct Spans {
    std::array<std::array<Bitboard, 64>, 2> front{};
    std::array<Bitboard, 8> adjacent{};
    constexpr Spans() {
        for (int file = 0; file < 8; ++file)
            adjacent[std::size_t(file)] =
                (file > 0 ? fileMask(file - 1) : 0) | (file < 7 ? fileMask(file + 1) : 0);
        for (int s = 0; s < 64; ++s) {
            const int file = s % 8, rank = s / 8;
            const Bitboard files = fileMask(file) | adjacent[std::size_t(file)];
            Bitboard above = 0, below = 0;
            for (int r = 0; r < 8; ++r) {
                if (r > rank) above |= rankMask(r);
                if (r < rank) below |= rankMask(r);
            }
            front[0][std::size_t(s)] = files & above;
            front[1][std::size_t(s)] = files & below;
        }
    }
};
constexpr Spans kSpans;

Bitboard frontSpan(Square s, Color side) {
    return kSpans.front[std::size_t(index(side))][std::size_t(s.index())];
}

Bitboard adjacentFiles(int file) {
    return kSpans.adjacent[std::size_t(file)];
}

int sideStructure(const Position& position, Color side, int endgame,
                  const PawnStructureWeights& weights) {
    const Bitboard ours = position.pieces(side, PieceKind::Pawn);
    const Bitboard theirs = position.pieces(~side, PieceKind::Pawn);
    int score = 0;
    for (Bitboard b = ours; b;) {
        const Square s = popLowest(b);
        const Bitboard span = frontSpan(s, side);
        if (span & fileMask(s.file()) & ours) score -= weights.doubled;
        if (!(adjacentFiles(s.file()) & ours)) score -= weights.isolated;
        if (!(span & theirs)) {
            const int bonus = weights.passed[static_cast<std::size_t>(s.relativeRank(side))];
            score += bonus + bonus * endgame / 256;
        }
    }
    // The king's shelter: own pawns on the three files around it, just ahead.
    const Square king = position.royalSquare(side);
    if (king.valid()) {
        const int step = side == Color::White ? 1 : -1;
        const Bitboard nearRanks = rankMask(std::clamp(king.rank() + step, 0, 7)) |
                                   rankMask(std::clamp(king.rank() + 2 * step, 0, 7));
        const Bitboard shield = frontSpan(king, side) & nearRanks;
        score += weights.shelter * popCount(shield & ours) * (256 - endgame) / 256;
    }
    return score;
}

}  // namespace

int pawnStructure(const Position& position, int endgame, const PawnStructureWeights& weights) {
    return sideStructure(position, Color::White, endgame, weights) -
           sideStructure(position, Color::Black, endgame, weights);
}

}  // namespace tavleya::engine

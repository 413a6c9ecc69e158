#include "position_horizon.h"

#include <algorithm>
#include <cstdlib>

namespace tavleya {

namespace {

// The squares from which a pawn of `side` can walk to `target`: going
// forward only, at most a file aside for each rank (a capture).
Bitboard pawnSourcesOf(Square target, Color side) {
    Bitboard sources = 0;
    for (int rank = 0; rank < 8; ++rank) {
        const int ahead = side == Color::White ? target.rank() - rank : rank - target.rank();
        if (ahead < 0) continue;
        for (int file = 0; file < 8; ++file)
            if (std::abs(file - target.file()) <= ahead) sources |= bit(Square::at(file, rank));
    }
    return sources;
}

bool isPromotable(PieceKind kind) {
    return kind != PieceKind::None && kind != PieceKind::Pawn && kind != PieceKind::King;
}

}  // namespace

PositionHorizon::PositionHorizon(const Position& target, PositionMatch match, LossesForGood losses)
    : demanded_(Irreversibles::of(target)) {
    // Each match asks only for what it compares.
    if (match != PositionMatch::Exact || !losses.castling) demanded_.castling = 0;
    if (match == PositionMatch::Material) demanded_.unmovedPawns = 0;
    if (match == PositionMatch::PawnStructure) demanded_.pieces = {};
    if (!losses.material) {
        demanded_.unmovedPawns = 0;
        demanded_.pieces = {};
        demanded_.pawns = {};
        return;
    }
    if (match != PositionMatch::Material)
        for (Color side : {Color::White, Color::Black})
            for (Bitboard pawns = target.pieces(side, PieceKind::Pawn); pawns;)
                pawnSources_[index(side)].push_back(pawnSourcesOf(popLowest(pawns), side));
    if (match != PositionMatch::PawnStructure) {
        countsPromotions_ = true;
        for (Color side : {Color::White, Color::Black})
            for (int kind = 0; kind < kPieceKindCount; ++kind)
                if (isPromotable(static_cast<PieceKind>(kind)))
                    promotable_[index(side)][static_cast<std::size_t>(kind)] =
                        static_cast<std::uint8_t>(
                            popCount(target.pieces(side, static_cast<PieceKind>(kind))));
    }
}

bool PositionHorizon::mayReach(const Position& now) const {
    return Irreversibles::of(now).cover(demanded_) && pawnsCanArrive(now) &&
           (!countsPromotions_ || promotionsSuffice(now));
}

bool PositionHorizon::pawnsCanArrive(const Position& now) const {
    for (Color side : {Color::White, Color::Black}) {
        const Bitboard pawns = now.pieces(side, PieceKind::Pawn);
        for (Bitboard sources : pawnSources_[index(side)])
            if ((sources & pawns) == 0) return false;
    }
    return true;
}

bool PositionHorizon::promotionsSuffice(const Position& now) const {
    for (Color side : {Color::White, Color::Black}) {
        const auto& wanted = promotable_[index(side)];
        int missing = 0;
        for (int kind = 0; kind < kPieceKindCount; ++kind)
            if (const int want = wanted[static_cast<std::size_t>(kind)])
                missing +=
                    std::max(0, want - popCount(now.pieces(side, static_cast<PieceKind>(kind))));
        const int spare =
            popCount(now.pieces(side, PieceKind::Pawn)) - demanded_.pawns[index(side)];
        if (missing > spare) return false;
    }
    return true;
}

}  // namespace tavleya

#include "position_pattern.h"

namespace tavleya {

namespace {

std::array<Bitboard, 2> pawnsOf(const Position& position) {
    return {position.pieces(Color::White, PieceKind::Pawn),
            position.pieces(Color::Black, PieceKind::Pawn)};
}

}  // namespace

PositionPattern::PositionPattern(const Position& target, PositionMatch match)
    : match_(match), key_(target.key()), pawns_(pawnsOf(target)), material_(materialOf(target)) {}

PositionPattern::Material PositionPattern::materialOf(const Position& position) {
    Material counts{};
    for (Color side : {Color::White, Color::Black})
        for (int kind = 1; kind < kPieceKindCount; ++kind) {
            const PieceKind k = static_cast<PieceKind>(kind);
            counts[static_cast<std::size_t>(index(side) * kPieceKindCount + kind)] =
                static_cast<std::uint8_t>(popCount(position.pieces(side, k)) +
                                          position.pocketCount(side, k));
        }
    return counts;
}

bool PositionPattern::matches(const Position& position) const {
    switch (match_) {
        case PositionMatch::Exact:
            return position.key() == key_;
        case PositionMatch::Material:
            return materialOf(position) == material_;
        case PositionMatch::PawnStructure:
            return pawnsOf(position) == pawns_;
    }
    return false;
}

}  // namespace tavleya

#include "crazyhouse.h"

#include <array>
#include <string_view>

namespace tavleya {
namespace {

// Drops add to the orthodox moves: 5 kinds (no king) onto at most 62 empty
// squares (two kings stand on the board).
constexpr std::size_t kMostMoves = move_bound::kOrthodox + 5 * 62;
static_assert(kMostMoves <= MoveList::kCapacity);

// Other programs' [Variant] spellings for this game.
constexpr std::array<std::string_view, 1> kAliases{"zh"};
constexpr RulesetInfo kInfo{
    "crazyhouse",
    TAVLEYA_MESSAGE("core", "Crazyhouse"),
    "Крейзихаус",
    "Crazyhouse",
    TAVLEYA_MESSAGE("core",
                    "A captured piece changes sides and goes into the captor's pocket; "
                    "instead of moving, a player may drop a piece from the pocket on any "
                    "empty square."),
    kAliases};

FenDialect crazyhouseDialect() {
    FenDialect d;
    d.letters = standardPieceLetters();
    d.pockets = true;
    d.promotedMarks = true;
    return d;
}

OrthodoxFeatures crazyhouseFeatures(bool demotePromoted, bool fiftyMoveRule) {
    OrthodoxFeatures f;
    f.pockets = true;
    f.demotePromoted = demotePromoted;
    if (!fiftyMoveRule) f.claimDrawPlies = f.automaticDrawPlies = 0;
    return f;
}

}  // namespace

CrazyhouseRuleset::CrazyhouseRuleset(bool demotePromoted, bool fiftyMoveRule)
    : OrthodoxRules(crazyhouseDialect(), crazyhouseFeatures(demotePromoted, fiftyMoveRule)) {}

std::span<const PieceKind> CrazyhouseRuleset::pocketKinds() const {
    // Any piece but the king can be captured and dropped.
    static constexpr PieceKind kinds[] = {PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                                          PieceKind::Knight, PieceKind::Pawn};
    return kinds;
}

const RulesetInfo& CrazyhouseRuleset::info() const {
    return kInfo;
}

Position CrazyhouseRuleset::startPosition() const {
    return readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1").value();
}

// Material only moves between board and pockets, so only the total counts:
// two kings alone, or with one knight or bishop, can never mate (D7).
bool CrazyhouseRuleset::isDeadPosition(const Position& pos) const {
    int minors = 0;
    for (Color c : {Color::White, Color::Black}) {
        if (pos.pieces(c) & ~pos.pieces(PieceKind::King) & ~pos.pieces(PieceKind::Knight) &
            ~pos.pieces(PieceKind::Bishop))
            return false;
        const Bitboard boardMinors =
            pos.pieces(c, PieceKind::Knight) | pos.pieces(c, PieceKind::Bishop);
        // A promoted minor, captured, comes back as a pawn that can promote
        // again: mate stays possible (D7).
        if (features().demotePromoted)
            for (Bitboard b = boardMinors; b;)
                if (pos.at(popLowest(b)).promoted()) return false;
        minors += popCount(boardMinors);
        for (PieceKind k : {PieceKind::Pawn, PieceKind::Rook, PieceKind::Queen})
            if (pos.pocketCount(c, k)) return false;
        minors += pos.pocketCount(c, PieceKind::Knight) + pos.pocketCount(c, PieceKind::Bishop);
    }
    return minors <= 1;
}

bool CrazyhouseRuleset::canStillMate(const Position& pos, Color) const {
    return !isDeadPosition(pos);
}

void registerCrazyhouse(RulesetRegistry& registry) {
    registry.add(kInfo,
                 {{"demotePromoted", "on", {"on", "off"}},
                  {"crazyhouse.fiftyMoveRule", "on", {"on", "off"}}},
                 [](const RulesetOptions& o) {
                     return std::make_unique<CrazyhouseRuleset>(
                         o.at("demotePromoted") == "on", o.at("crazyhouse.fiftyMoveRule") == "on");
                 });
}

}  // namespace tavleya

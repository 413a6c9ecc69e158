#include "kingchess_evaluation.h"

#include <algorithm>

namespace tavleya::engine {

namespace {

constexpr PieceKind kOfficers[] = {PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook,
                                   PieceKind::Queen};

// What a king on its fourth rank costs while a queen's worth or more waits
// on the other side (less for each rank further back): a placement is a
// move no sentry can stop, and the other side's half begins a rank beyond.
constexpr int kExposureAtTheFront = 120;
constexpr int kWorthFeared = 950;

}  // namespace

KingchessEvaluation::KingchessEvaluation() : fullSet_(0) {
    for (PieceKind kind : kOfficers)
        fullSet_ += 2 * pieceValue(kind) * (kind == PieceKind::Queen ? 1 : 2);
}

// The officers' worth that `side` has still to place.
int KingchessEvaluation::waitingMaterial(const Position& position, Color side) const {
    int total = 0;
    for (PieceKind kind : kOfficers) total += pieceValue(kind) * position.pocketCount(side, kind);
    return total;
}

int KingchessEvaluation::exposure(const Position& position, Color side) const {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return 0;
    const int waiting = std::min(waitingMaterial(position, ~side), kWorthFeared);
    return kExposureAtTheFront * king.relativeRank(side) / 3 * waiting / kWorthFeared;
}

int KingchessEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    const int waiting =
        waitingMaterial(position, Color::White) + waitingMaterial(position, Color::Black);
    const int phase = std::max(0, endgame - waiting * 256 / fullSet_);
    return ChessEvaluation::whiteAdvantage(position, phase) - exposure(position, Color::White) +
           exposure(position, Color::Black);
}

void registerKingchessEvaluation(EvaluationRegistry& registry) {
    registry.add("kingchess", [] { return std::make_unique<KingchessEvaluation>(); });
}

}  // namespace tavleya::engine

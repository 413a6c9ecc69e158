#include "kingchess_evaluation.h"

#include <algorithm>

namespace tavleya::engine {

namespace {

constexpr PieceKind kOfficers[] = {PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook,
                                   PieceKind::Queen};

// The officers' worth, by the chess values, that `side` has still to place.
int waitingMaterial(const Position& position, Color side) {
    const PieceValues values = ChessEvaluation::values();
    int total = 0;
    for (PieceKind kind : kOfficers)
        total += values[index(kind)] * position.pocketCount(side, kind);
    return total;
}

// Both sides' officers, as the phase counts them.
int fullSet() {
    const PieceValues values = ChessEvaluation::values();
    int total = 0;
    for (PieceKind kind : kOfficers)
        total += values[index(kind)] * (kind == PieceKind::Queen ? 1 : 2);
    return 2 * total;
}

// What a king on its fourth rank costs while a queen's worth or more waits
// on the other side (less for each rank further back): a placement is a
// move no sentry can stop, and the other side's half begins a rank beyond.
constexpr int kExposureAtTheFront = 120;
constexpr int kWorthFeared = 950;

int exposure(const Position& position, Color side) {
    const Square king = position.royalSquare(side);
    if (!king.valid()) return 0;
    const int waiting = std::min(waitingMaterial(position, ~side), kWorthFeared);
    return kExposureAtTheFront * king.relativeRank(side) / 3 * waiting / kWorthFeared;
}

}  // namespace

int KingchessEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    const int full = fullSet();
    const int waiting =
        waitingMaterial(position, Color::White) + waitingMaterial(position, Color::Black);
    const int phase = std::max(0, endgame - waiting * 256 / full);
    return ChessEvaluation::whiteAdvantage(position, phase) - exposure(position, Color::White) +
           exposure(position, Color::Black);
}

void registerKingchessEvaluation(EvaluationRegistry& registry) {
    registry.add("kingchess", [] { return std::make_unique<KingchessEvaluation>(); });
}

}  // namespace tavleya::engine

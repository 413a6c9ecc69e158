#pragma once

#include <span>
#include <string_view>

#include "../king_safety.h"
#include "../mobility.h"
#include "../named_weight.h"
#include "../pawn_structure.h"
#include "chess_piece_squares.h"

namespace tavleya::engine {

// The weights of the chess evaluation (chess_evaluation.h), by name: what
// the tuner (tools/tavleya-tune) fits to games and writes to a weight file
// (engine/weights/), and what the build compiles in from that file. The
// values given here are the hand-set ones, for the games whose evaluation
// builds on chess's and has no weight file of its own yet.
struct ChessTerms {
    ChessPieceValues pieces;
    MobilityWeights mobility;
    PawnStructureWeights pawns;
    KingSafetyWeights kingSafety;
    int bishopPair = 30;

    // Calls visit(name, weight) for each weight of `terms` (a ChessTerms,
    // const or not), in the order a weight file lists them.
    template <class Terms, class Visit>
    static void forEachWeight(Terms& terms, Visit&& visit);

    // The hand-set terms with each of `weights` that names one set to its
    // value; false if a name is not a weight or a weight is not named.
    static bool assign(ChessTerms& terms, std::span<const NamedWeight> weights);
};

template <class Terms, class Visit>
void ChessTerms::forEachWeight(Terms& terms, Visit&& visit) {
    // Each group's names, in the order of its array; the piece values and
    // the passed pawns start at their array's second entry.
    static constexpr std::string_view kMiddlegame[] = {"pawn-middlegame", "knight-middlegame",
                                                       "bishop-middlegame", "rook-middlegame",
                                                       "queen-middlegame"};
    static constexpr std::string_view kEndgame[] = {
        "pawn-endgame", "knight-endgame", "bishop-endgame", "rook-endgame", "queen-endgame"};
    static constexpr std::string_view kMobility[] = {"mobility-knight", "mobility-bishop",
                                                     "mobility-rook", "mobility-queen"};
    static constexpr std::string_view kPassed[] = {"passed-pawn-rank-2", "passed-pawn-rank-3",
                                                   "passed-pawn-rank-4", "passed-pawn-rank-5",
                                                   "passed-pawn-rank-6", "passed-pawn-rank-7"};
    static constexpr std::string_view kAttack[] = {"king-attack-knight", "king-attack-bishop",
                                                   "king-attack-rook", "king-attack-queen"};
    const auto group = [&](std::span<const std::string_view> names, auto& values,
                           std::size_t first) {
        for (std::size_t i = 0; i < names.size(); ++i) visit(names[i], values[first + i]);
    };
    for (std::size_t k = 0; k < std::size(kMiddlegame); ++k) {
        visit(kMiddlegame[k], terms.pieces.middlegame[k + 1]);
        visit(kEndgame[k], terms.pieces.endgame[k + 1]);
    }
    visit("bishop-pair", terms.bishopPair);
    group(kMobility, terms.mobility.perSquare, 0);
    visit("doubled-pawn", terms.pawns.doubled);
    visit("isolated-pawn", terms.pawns.isolated);
    group(kPassed, terms.pawns.passed, 1);
    visit("pawn-shelter", terms.pawns.shelter);
    group(kAttack, terms.kingSafety.attackUnits, 0);
    visit("king-danger-divisor", terms.kingSafety.dangerDivisor);
    visit("king-danger-most", terms.kingSafety.maxDanger);
    visit("half-open-file-by-king", terms.kingSafety.halfOpenFile);
    visit("open-file-by-king", terms.kingSafety.openFile);
}

}  // namespace tavleya::engine

#include "tavreli_evaluation.h"

#include "variants/tavreli_pieces.h"

namespace tavleya::engine {

namespace {

PieceValues values() {
    PieceValues v{};
    v[index(PieceKind::Pawn)] = 100;    // ratnik
    v[index(PieceKind::Knight)] = 300;  // vsadnik
    v[index(PieceKind::Bishop)] = 310;  // luchnik
    v[index(PieceKind::Rook)] = 480;    // ratoborets
    v[index(PieceKind::Queen)] = 900;   // knyaz
    v[index(tavreli::kHelgi)] = 1150;   // queen and knight
    return v;
}

// Own pieces in reserve count for most of their worth; a prisoner keeps a
// little for its owner (it may be freed).
constexpr int kReservePercent = 80;
constexpr int kPrisonerPercent = 20;
// Of a stake beneath a top the enemy attacks and we do not defend, this
// much is as good as lost.
constexpr int kStakeAtRiskPercent = 30;

// The helgi towards the centre as a queen.
PieceValues centreWeights() {
    PieceValues weights = MaterialEvaluation::standardCentreWeights();
    weights[index(tavreli::kHelgi)] = 3;
    return weights;
}

}  // namespace

TavreliEvaluation::TavreliEvaluation()
    : MaterialEvaluation(values(), PieceValues{}, centreWeights()) {}

int TavreliEvaluation::ratnikValue(PieceKind identity, int rank) const {
    if (identity == PieceKind::None) return pieceValue(PieceKind::Pawn);
    // Grows with the cube of the distance covered: far pawns are near promotion.
    const int future = pieceValue(identity) - pieceValue(PieceKind::Pawn);
    return pieceValue(PieceKind::Pawn) + future / 40 +
           future * rank * rank * rank / (7 * 7 * 7 * 2);
}

int TavreliEvaluation::freeValue(Piece piece) const {
    if (piece.royal()) return 0;
    return pieceValue(piece.kind());
}

int TavreliEvaluation::stakeBeneath(const Position& position, Square s) const {
    const Color owner = position.at(s).color();
    int stake = 0;
    for (int depth = 0; depth < position.towers().height(s); ++depth) {
        const Piece q = position.towers().beneath(s, depth);
        stake += q.color() == owner ? freeValue(q) * kReservePercent / 100
                                    : freeValue(q) * (100 - kPrisonerPercent) / 100;
    }
    return stake;
}

int TavreliEvaluation::gain(const Position& position, Move move) const {
    int value = Evaluation::gain(position, move);
    const Piece target = position.at(move.to());
    if (!target.empty() && target.color() != position.sideToMove())
        value += stakeBeneath(position, move.to());
    return value;
}

int TavreliEvaluation::whiteAdvantage(const Position& position, int endgame) const {
    int score = 0;
    for (Bitboard b = position.occupied(); b;) {
        const Square s = popLowest(b);
        const Piece top = position.at(s);
        const Color owner = top.color();
        int mine = placement(top, s, endgame);
        mine += top.kind() == PieceKind::Pawn ? ratnikValue(top.identity(), s.relativeRank(owner))
                                              : freeValue(top);
        int theirs = 0;
        int stake = 0;
        for (int depth = 0; depth < position.towers().height(s); ++depth) {
            const Piece q = position.towers().beneath(s, depth);
            if (q.color() == owner) {
                mine += freeValue(q) * kReservePercent / 100;
                stake += freeValue(q);
            } else {
                theirs += freeValue(q) * kPrisonerPercent / 100;
                stake += freeValue(q);
            }
        }
        // Only a tower has a stake, and towers are few: their attackers are
        // looked up from them rather than every top's attacks worked out.
        if (stake > 0) {
            const Bitboard attackers = rules_.attackersTo(position, s, position.occupied());
            if ((attackers & position.pieces(~owner)) && !(attackers & position.pieces(owner)))
                mine -= stake * kStakeAtRiskPercent / 100;
        }
        score += owner == Color::White ? mine - theirs : theirs - mine;
    }
    return score;
}

void registerTavreliEvaluation(EvaluationRegistry& registry) {
    registry.add("tavreli", [] { return std::make_unique<TavreliEvaluation>(); });
}

}  // namespace tavleya::engine

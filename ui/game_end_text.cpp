#include "game_end_text.h"

#include <QCoreApplication>

namespace tavleya {

// Holds the translation context of the sentences below (the full name, as
// lupdate writes it for a class in a namespace).
class GameEndText {
    Q_DECLARE_TR_FUNCTIONS(tavleya::GameEndText)

public:
    static QString winner(Outcome outcome);
    static QString reason(const GameEnd& end);
};

QString GameEndText::winner(Outcome outcome) {
    switch (outcome) {
        case Outcome::WhiteWins:
            return tr("1–0: White wins");
        case Outcome::BlackWins:
            return tr("0–1: Black wins");
        case Outcome::Draw:
            return tr("½–½: Draw");
        case Outcome::Undecided:
            break;
    }
    return {};
}

QString GameEndText::reason(const GameEnd& end) {
    switch (end.termination) {
        case Termination::Checkmate:
            return tr("checkmate");
        case Termination::Stalemate:
            return tr("stalemate");
        case Termination::FivefoldRepetition:
            return tr("fivefold repetition");
        case Termination::SeventyFiveMoves:
            return tr("75 moves without a capture or pawn move");
        case Termination::DeadPosition:
            return tr("neither side can mate");
        case Termination::FlagFall:
            return end.outcome == Outcome::Draw ? tr("time ran out, but the opponent cannot mate")
                                                : tr("time ran out");
        case Termination::BareKing:
            return tr("bare king");
        case Termination::ExposedAtReveal:
            return tr("king exposed when the setups were revealed");
        case Termination::Resignation:
            return tr("resignation");
        case Termination::DrawAgreed:
            return tr("agreed");
        case Termination::DrawClaimed:
            return tr("claimed");
        case Termination::None:
            break;
    }
    return {};
}

QString describeGameEnd(const GameEnd& end) {
    if (end.outcome == Outcome::Undecided) return {};
    return GameEndText::winner(end.outcome) + QStringLiteral(" — ") + GameEndText::reason(end);
}

}  // namespace tavleya

#include "text/game_end_text.h"

#include <QCoreApplication>

namespace tavleya {

// Holds the translation context of the sentences below (the full name, as
// lupdate writes it for a class in a namespace). Each sentence is whole, for
// each side, so that a translation can put the words in its own order.
class GameEndText {
    Q_DECLARE_TR_FUNCTIONS(tavleya::GameEndText)

public:
    static QString score(Outcome outcome);
    static QString won(const GameEnd& end, bool white);
    static QString drawn(const GameEnd& end, bool white);
    static QString recordedReason(std::string_view termination);
};

// The reasons the PGN standard gives for [Termination] (section 9.8.1).
QString GameEndText::recordedReason(std::string_view termination) {
    const QString word =
        QString::fromUtf8(termination.data(), qsizetype(termination.size())).trimmed().toLower();
    if (word.isEmpty() || word == QLatin1String("normal") || word == QLatin1String("unterminated"))
        return {};
    if (word == QLatin1String("time forfeit")) return tr("time forfeit");
    if (word == QLatin1String("abandoned")) return tr("abandoned");
    if (word == QLatin1String("adjudication")) return tr("adjudicated");
    if (word == QLatin1String("rules infraction")) return tr("rules infraction");
    if (word == QLatin1String("emergency")) return tr("ended by an emergency");
    if (word == QLatin1String("death")) return tr("ended by a player's death");
    return QString::fromUtf8(termination.data(), qsizetype(termination.size())).trimmed();
}

QString GameEndText::score(Outcome outcome) {
    switch (outcome) {
        case Outcome::WhiteWins:
            return QStringLiteral("1–0");
        case Outcome::BlackWins:
            return QStringLiteral("0–1");
        case Outcome::Draw:
            return QStringLiteral("½–½");
        case Outcome::Undecided:
            break;
    }
    return {};
}

// `white`: White won.
QString GameEndText::won(const GameEnd& end, bool white) {
    switch (end.termination) {
        case Termination::Checkmate:
            return white ? tr("White won by checkmate") : tr("Black won by checkmate");
        case Termination::FlagFall:
            return white ? tr("White won on time") : tr("Black won on time");
        case Termination::BareKing:
            return white ? tr("White won: Black's king is bare")
                         : tr("Black won: White's king is bare");
        case Termination::ExposedAtReveal:
            return white
                       ? tr("White won: Black's king stood in check when the setups were revealed")
                       : tr("Black won: White's king stood in check when the setups were "
                            "revealed");
        case Termination::Resignation:
            return white ? tr("White won: Black resigned") : tr("Black won: White resigned");
        default:
            return white ? tr("White won") : tr("Black won");
    }
}

// `white`: White is the one who acted (claimed, or whose time ran out).
QString GameEndText::drawn(const GameEnd& end, bool white) {
    switch (end.termination) {
        case Termination::Stalemate:
            return tr("Draw: stalemate");
        case Termination::FivefoldRepetition:
            return tr("Draw: the position stood five times");
        case Termination::MoveLimit:
            return end.moveLimit > 0
                       ? tr("Draw: %n moves without a capture or pawn move", "", end.moveLimit)
                       : tr("Draw: the moves allowed without a capture or pawn move were played");
        case Termination::DeadPosition:
            return tr("Draw: neither side can mate");
        case Termination::FlagFall:
            // The one whose time ran out is White: Black cannot mate.
            return white ? tr("Draw: time ran out, but Black cannot mate")
                         : tr("Draw: time ran out, but White cannot mate");
        case Termination::BareKing:
            return tr("Draw: both kings are bare");
        case Termination::DrawAgreed:
            return tr("Draw agreed");
        case Termination::RepetitionClaimed:
            return white ? tr("Draw: threefold repetition (claimed by White)")
                         : tr("Draw: threefold repetition (claimed by Black)");
        case Termination::FiftyMovesClaimed:
            return white ? tr("Draw: fifty moves without a capture or pawn move (claimed by White)")
                         : tr("Draw: fifty moves without a capture or pawn move (claimed by "
                              "Black)");
        default:
            return tr("Draw");
    }
}

QString describeGameEnd(const GameEnd& end) {
    switch (end.outcome) {
        case Outcome::Undecided:
            return {};
        case Outcome::Draw:
            return GameEndText::score(end.outcome) + QStringLiteral("  ") +
                   GameEndText::drawn(end, end.by == Color::White);
        default:
            return GameEndText::score(end.outcome) + QStringLiteral("  ") +
                   GameEndText::won(end, end.outcome == Outcome::WhiteWins);
    }
}

QString describeScore(Outcome outcome) {
    return GameEndText::score(outcome);
}

QString describeRecordedResult(Outcome outcome, std::string_view termination) {
    const QString score = GameEndText::score(outcome);
    const QString reason = GameEndText::recordedReason(termination);
    if (score.isEmpty() || reason.isEmpty()) return score;
    return score + QStringLiteral("  ") + reason;
}

}  // namespace tavleya

#include "text/time_control_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace tavleya {

// Holds the translation context of the words below.
class TimeControlText {
    Q_DECLARE_TR_FUNCTIONS(tavleya::TimeControlText)

public:
    static QString amount(Millis time);
    static QString periods(const TimeControl& control);
    static QString bonus(const TimeControl& control);
    static QString describe(const TimeControl& control);
};

// "90 min", "2 min 5 s", "45 s", "0.5 s".
QString TimeControlText::amount(Millis time) {
    const Millis minutes = time / 60000;
    const Millis rest = time % 60000;
    const QString seconds = QLocale().toString(static_cast<double>(rest) / 1000.0, 'g', 6);
    if (minutes == 0) return tr("%1 s").arg(seconds);
    if (rest == 0) return tr("%1 min").arg(minutes);
    return tr("%1 min %2 s").arg(minutes).arg(seconds);
}

QString TimeControlText::periods(const TimeControl& control) {
    QStringList parts;
    for (const Period& p : control.periods) {
        if (p.moves)
            parts << tr("%1 for %n moves", nullptr, p.moves).arg(amount(p.time));
        else
            parts << (parts.empty() ? tr("%1 for the game") : tr("%1 for the rest of the game"))
                         .arg(amount(p.time));
    }
    return parts.join(tr(", then "));
}

QString TimeControlText::bonus(const TimeControl& control) {
    switch (control.bonus) {
        case MoveBonus::None:
            return {};
        case MoveBonus::Increment:
            return tr("; +%1 per move").arg(amount(control.bonusTime));
        case MoveBonus::SimpleDelay:
            return tr("; %1 delay on each move").arg(amount(control.bonusTime));
        case MoveBonus::Bronstein:
            return tr("; %1 Bronstein delay on each move").arg(amount(control.bonusTime));
    }
    return {};
}

QString TimeControlText::describe(const TimeControl& control) {
    switch (control.kind) {
        case TimeControl::Kind::Unlimited:
            return tr("no clock");
        case TimeControl::Kind::Hourglass:
            return tr("hourglass: %1 in all; what one player uses, the other gains")
                .arg(amount(control.periods.front().time));
        case TimeControl::Kind::FixedPerMove:
            return tr("%1 for each move").arg(amount(control.periods.front().time));
        case TimeControl::Kind::Periods:
            break;
    }
    return periods(control) + bonus(control);
}

QString describeTimeControl(const TimeControl& control) {
    return TimeControlText::describe(control);
}

}  // namespace tavleya

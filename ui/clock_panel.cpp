#include "clock_panel.h"

#include <QVBoxLayout>

namespace tavleya {

ClockPanel::ClockPanel(GameSession& session, QWidget* parent) : QWidget(parent), session_(session) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Black's clock on top, as the board is seen from White's side.
    for (Color side : {Color::Black, Color::White}) {
        auto* label = new QLabel(this);
        label->setObjectName(side == Color::White ? QStringLiteral("whiteClock")
                                                  : QStringLiteral("blackClock"));
        label->setAlignment(Qt::AlignCenter);
        QFont big = label->font();
        big.setPointSizeF(big.pointSizeF() * 2.4);
        big.setBold(true);
        big.setStyleHint(QFont::Monospace);
        label->setFont(big);
        label->setMargin(6);
        label->setAutoFillBackground(true);
        labels_[index(side)] = label;
        layout->addWidget(label);
    }
    // Only the display ticks here; the flag falls from the session.
    connect(&timer_, &QTimer::timeout, this, &ClockPanel::refresh);
    timer_.start(100);
    connect(&session_, &GameSession::changed, this, &ClockPanel::refresh);
    refresh();
}

QString ClockPanel::formatTime(Millis time) {
    if (time < 10'000) {
        const Millis tenths = time / 100;
        return QStringLiteral("0:%1.%2").arg(tenths / 10, 2, 10, QLatin1Char('0')).arg(tenths % 10);
    }
    const Millis seconds = time / 1000;
    const Millis h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString ClockPanel::shownTime(Color side) const {
    return labels_[index(side)]->text();
}

void ClockPanel::refresh() {
    const ChessClock* clock = session_.clock();
    setVisible(clock != nullptr);
    if (!clock) return;
    const bool running = clock->state() == ChessClock::State::Running;
    for (Color side : {Color::White, Color::Black}) {
        QLabel* label = labels_[index(side)];
        label->setText(formatTime(clock->timeLeft(side)));
        QPalette palette = this->palette();
        const bool lit = (running || clock->state() == ChessClock::State::NotStarted) &&
                         clock->running() == side && !session_.over();
        palette.setColor(QPalette::Window,
                         lit ? QColor(0x3C, 0x7A, 0x3A) : palette.color(QPalette::Base));
        palette.setColor(QPalette::WindowText, lit ? Qt::white : palette.color(QPalette::Text));
        label->setPalette(palette);
    }
}

}  // namespace tavleya

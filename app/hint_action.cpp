#include "hint_action.h"

#include <QAction>
#include <limits>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "computer_opponents.h"
#include "engines/analysis_lines.h"
#include "engines/engine_list.h"
#include "engines/hint_request.h"
#include "play/game_session.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"

namespace tavleya {
namespace {
// How long the engine thinks about a hint, and how long its arrow stays.
constexpr int kHintThinkingMillis = 1500;
constexpr int kHintMillis = 5000;
}  // namespace

HintAction::HintAction(Parts parts, QObject* parent)
    : QObject(parent), parts_(std::move(parts)), action_(new QAction(tr("&Hint"), this)) {
    action_->setObjectName(QStringLiteral("hint"));
    action_->setShortcut(QKeySequence(tr("Ctrl+H")));
    action_->setToolTip(
        tr("The engine's move for the player to move, shown for a few seconds and written in the "
           "game; in games between people when they agree to it in Settings"));
    connect(action_, &QAction::triggered, this, &HintAction::ask);
    shownFor_.setSingleShot(true);
    shownFor_.setInterval(kHintMillis);
    connect(&shownFor_, &QTimer::timeout, this, &HintAction::clearArrow);
    connect(&parts_.session, &GameSession::changed, this, &HintAction::dropIfGone);
    connect(&parts_.session, &GameSession::aboutToStart, this, [this] {
        // A hint still being thought of is for the game that goes.
        delete request_;
        shownNode_ = std::numeric_limits<NodeId>::max();
        dropIfGone();
    });
}

QString HintAction::refusal() const {
    const GameSession& session = parts_.session;
    if (session.over()) return tr("The game is over: there is no move to hint at.");
    if (parts_.presenter.shown() != session.current())
        return tr("Hints are for the position the game has reached: go to its last move.");
    if (parts_.setup.arranging()) return tr("Hints come once the pieces are arranged.");
    const Color toMove = session.position().sideToMove();
    if (parts_.computers.player(toMove)) return tr("The computer is to move.");
    if (!parts_.computers.player(~toMove) && !settings::hintsBetweenPeople.read())
        return tr(
            "In a game between people, hints are given when both players agree to them "
            "in View › Settings.");
    return {};
}

void HintAction::ask() {
    if (const QString why = refusal(); !why.isEmpty()) {
        emit message(why);
        return;
    }
    EngineListModel& engines = parts_.engines();
    engines.waitForInstalled();
    const int row = engines.defaultFor(parts_.session.rules());
    if (row < 0) {
        emit message(tr("No engine plays this game."));
        return;
    }
    delete request_;
    request_ = new HintRequest(engines.engine(row), kHintThinkingMillis, this);
    const NodeId asked = parts_.session.current();
    connect(request_, &HintRequest::found, this, [this, asked](Move move) { show(asked, move); });
    connect(request_, &HintRequest::failed, this, [this](const QString& why) {
        emit message(why);
        request_->deleteLater();
    });
    emit message(tr("%1 is looking for a move…").arg(engines.displayName(row)));
    request_->ask(parts_.session.tree(), asked);
}

void HintAction::show(NodeId asked, Move move) {
    request_->disconnect(this);
    request_->deleteLater();
    GameSession& session = parts_.session;
    // A move played meanwhile makes the hint one for a position gone.
    if (asked != session.current() || session.over()) return;
    const std::string text = session.rules().moveText(session.position(), move, kSan);
    // The same hint asked for again is written once.
    const std::string note = tr("Hint: %1").arg(QString::fromStdString(text)).toStdString();
    if (session.tree().node(asked).commentAfter.find(note) == std::string::npos)
        session.recordNote(note);
    const QString shown =
        QString::fromStdString(session.rules().moveText(session.position(), move, notation_));
    emit message(tr("Hint: %1").arg(shown));
    shownNode_ = asked;
    parts_.board.setHintArrow(arrowOf(session.rules(), move));
    shownFor_.start();
}

void HintAction::dropIfGone() {
    if (!shownFor_.isActive() || parts_.session.current() == shownNode_) return;
    shownFor_.stop();
    clearArrow();
}

void HintAction::clearArrow() {
    if (!parts_.analysisShowsArrow()) parts_.board.setHintArrow(std::nullopt);
}

}  // namespace tavleya

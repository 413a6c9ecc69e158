#include "computer_opponents.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

#include "engines/engine_list.h"
#include "play/game_session.h"

namespace tavleya {

ComputerOpponents::ComputerOpponents(GameSession& session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
    connect(&session_, &GameSession::aboutToStart, this, &ComputerOpponents::clear);
    // After the window has seen the change (the move drawn, the sound
    // played): the engine's answer comes from the event loop, never from
    // inside the move that asked for it.
    connect(&session_, &GameSession::changed, this, [this] {
        for (ComputerPlayer* p : players_)
            if (p) QTimer::singleShot(0, p, &ComputerPlayer::consider);
    });
}

void ComputerOpponents::clear() {
    for (ComputerPlayer*& p : players_) {
        delete p;
        p = nullptr;
    }
}

void ComputerOpponents::setPlayers(const std::array<std::optional<ComputerSide>, 2>& sides) {
    clear();
    for (Color side : {Color::White, Color::Black}) {
        if (!sides[index(side)]) continue;
        auto* player = new ComputerPlayer(session_, side, *sides[index(side)], this);
        connect(player, &ComputerPlayer::failed, this,
                [this, player](const QString& why) { engineFailed(player, why); });
        players_[index(side)] = player;
    }
    recordPlayers();
    emit playersChanged();
}

void ComputerOpponents::recordPlayers() {
    std::array<std::optional<ComputerSide>, 2> sides;
    for (Color side : {Color::White, Color::Black})
        if (const ComputerPlayer* p = players_[index(side)]) sides[index(side)] = p->who();
    std::vector<PgnTag> tags = session_.tags();
    const RecordedSeats before = recordedSeats(tags);
    // A game between people says nothing of programs.
    if (!sides[0] && !sides[1] && !before[0] && !before[1]) return;
    recordSeats(tags, sides);
    session_.setTags(std::move(tags));
}

std::array<std::optional<ComputerSide>, 2> ComputerOpponents::recordedPlayers(
    EngineListModel& engines) {
    std::array<std::optional<ComputerSide>, 2> sides;
    const RecordedSeats seats = recordedSeats(session_.tags());
    if (session_.over() || (!seats[0] && !seats[1])) return sides;
    // An engine installed since the list was read is looked for first.
    engines.waitForInstalled();
    for (Color side : {Color::White, Color::Black}) {
        const std::optional<RecordedSeat>& seat = seats[index(side)];
        if (!seat) continue;
        int row = -1;
        for (int r = 0; r < engines.count() && row < 0; ++r)
            if (engines.engine(r).name == seat->engine &&
                engines.engine(r).gameFor(session_.rules()))
                row = r;
        if (row < 0) row = askForAnother(engines, *seat, side);
        if (row >= 0) sides[index(side)] = ComputerSide{engines.engine(row), seat->level};
    }
    return sides;
}

int ComputerOpponents::askForAnother(EngineListModel& engines, const RecordedSeat& seat,
                                     Color side) {
    const int other = engines.defaultFor(session_.rules());
    const QString text =
        side == Color::White
            ? tr("White was played by %1, which is not among the engines here.").arg(seat.engine)
            : tr("Black was played by %1, which is not among the engines here.").arg(seat.engine);
    QMessageBox box(QMessageBox::Question, tr("Engine"), text, QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("engineMissing"));
    QPushButton* instead = nullptr;
    if (other >= 0) {
        instead = box.addButton(
            tr("Play On Against %1, Level %2").arg(engines.displayName(other)).arg(seat.level),
            QMessageBox::AcceptRole);
        instead->setObjectName(QStringLiteral("otherEngine"));
        box.setDefaultButton(instead);
    }
    QPushButton* person = box.addButton(
        side == Color::White ? tr("A Person Plays White") : tr("A Person Plays Black"),
        QMessageBox::RejectRole);
    person->setObjectName(QStringLiteral("personInstead"));
    box.exec();
    return instead && box.clickedButton() == instead ? other : -1;
}

std::optional<Color> ComputerOpponents::personAlone() const {
    if (players_[0] && !players_[1]) return Color::Black;
    if (players_[1] && !players_[0]) return Color::White;
    return std::nullopt;
}

QAction* ComputerOpponents::createUndoAction(QObject* parent) {
    QUndoStack* stack = session_.undoStack();
    auto* undo = new QAction(tr("&Undo"), parent);
    const auto follow = [stack, undo] {
        undo->setEnabled(stack->canUndo());
        undo->setText(stack->undoText().isEmpty() ? tr("&Undo")
                                                  : tr("&Undo %1").arg(stack->undoText()));
    };
    follow();
    connect(stack, &QUndoStack::indexChanged, undo, follow);
    connect(stack, &QUndoStack::cleanChanged, undo, follow);
    connect(undo, &QAction::triggered, this, [this, stack] {
        if (!any() || !takeBack()) stack->undo();
    });
    return undo;
}

bool ComputerOpponents::takeBack() {
    const auto person = personAlone();
    if (!session_.canTakeBack()) return false;
    const NodeId before = session_.current();
    const Color lastMover =
        session_.tree().node(session_.tree().node(before).parent).position.sideToMove();
    if (!session_.takeBack()) return false;
    // The engine's reply is taken back with the move it answered, so that
    // the person moves again.
    if (person && lastMover != *person && session_.canTakeBack()) session_.takeBack();
    return true;
}

bool ComputerOpponents::acceptsDraw() const {
    const ComputerPlayer* toMove = players_[index(session_.position().sideToMove())];
    return toMove && toMove->acceptsDraw();
}

void ComputerOpponents::engineFailed(ComputerPlayer* player, const QString& why) {
    // The game waits for the player's word; nothing is lost.
    session_.setPaused(true);
    QMessageBox box(QMessageBox::Warning, tr("Engine"), why, QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("engineFailed"));
    QPushButton* again = box.addButton(tr("Start It Again"), QMessageBox::AcceptRole);
    again->setObjectName(QStringLiteral("restartEngine"));
    QPushButton* people = box.addButton(tr("Go On Without It"), QMessageBox::RejectRole);
    people->setObjectName(QStringLiteral("dropEngine"));
    box.setDefaultButton(again);
    box.exec();
    if (box.clickedButton() == again) {
        player->restart();
    } else {
        players_[index(player->side())] = nullptr;
        player->deleteLater();
        recordPlayers();
        emit message(tr("The game goes on between people."));
    }
    session_.setPaused(false);
}

}  // namespace tavleya

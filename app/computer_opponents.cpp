#include "computer_opponents.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

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
}

std::optional<Color> ComputerOpponents::personAlone() const {
    if (players_[0] && !players_[1]) return Color::Black;
    if (players_[1] && !players_[0]) return Color::White;
    return std::nullopt;
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
        emit message(tr("The game goes on between people."));
    }
    session_.setPaused(false);
}

}  // namespace tavleya

#pragma once

#include <QObject>
#include <array>
#include <optional>

#include "engines/computer_player.h"
#include "engines/recorded_seats.h"

class QWidget;

class QAction;

namespace tavleya {

class EngineListModel;
class GameSession;

// The engines playing in the game at the board, one per side at most. They
// go with the game they were chosen for: any other game started, opened or
// set up at the board is played by people. A takeback against the computer
// takes back its reply too; an engine that fails pauses the game and the
// player is asked whether to start it again.
class ComputerOpponents : public QObject {
    Q_OBJECT

public:
    ComputerOpponents(GameSession& session, QWidget* window);

    // For the game just started or read back; the game's header records
    // them, so that the game is played on against them when it is read again.
    void setPlayers(const std::array<std::optional<ComputerSide>, 2>& sides);
    // The engines the header of the game at the board says play it, when it
    // is not over, found among `engines`; for one that is not there the
    // player chooses another engine or a person.
    std::array<std::optional<ComputerSide>, 2> recordedPlayers(EngineListModel& engines);
    ComputerPlayer* player(Color side) const { return players_[index(side)]; }
    bool any() const { return players_[0] || players_[1]; }
    // The side a lone person plays against the computer; nullopt when both
    // or neither side is a person.
    std::optional<Color> personAlone() const;
    // The takeback a person wants: their last move, with the engine's
    // reply if it has made it. False when there is nothing to take back.
    bool takeBack();
    // Edit › Undo: in a game against the computer, a move played is taken
    // back as Take Back does, with the engine's reply; any other step is
    // undone as it is.
    QAction* createUndoAction(QObject* parent);
    // Whether the engine to move takes the draw just offered.
    bool acceptsDraw() const;

signals:
    // What went wrong, said to the player.
    void message(const QString& text);
    // Who plays which side changed (setPlayers).
    void playersChanged();

private:
    void clear();
    // Writes who plays each side into the game's header.
    void recordPlayers();
    // The row of the engine to play `side` instead of `seat`'s, which is
    // not among `engines`; -1: a person plays it.
    int askForAnother(EngineListModel& engines, const RecordedSeat& seat, Color side);
    void engineFailed(ComputerPlayer* player, const QString& why);

    GameSession& session_;
    QWidget* window_;
    std::array<ComputerPlayer*, 2> players_{};
};

}  // namespace tavleya

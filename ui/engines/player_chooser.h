#pragma once

#include <QWidget>
#include <optional>

#include "engines/computer_player.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace tavleya {

class EngineListModel;

// Who plays one side: a person, or one of the engines that play the game
// chosen, at a level from 1 to 20, with the level's Elo where Tavleya's own
// engine was measured.
class PlayerChooser : public QWidget {
    Q_OBJECT

public:
    PlayerChooser(const EngineListModel& engines, QWidget* parent = nullptr);

    // Offers the engines that play `rules`; keeps the engine chosen if it
    // does, else a person plays.
    void setGame(std::shared_ptr<const Ruleset> rules);
    std::optional<ComputerSide> computer() const;
    // Chooses the engine started as `program` (empty: a person).
    void choose(const QString& program, int level);
    QString chosenProgram() const;
    QComboBox* playerBox() const { return player_; }
    QSpinBox* levelBox() const { return level_; }
    QLabel* eloLabel() const { return elo_; }

signals:
    void changed();

private:
    void showLevel();

    const EngineListModel& engines_;
    std::shared_ptr<const Ruleset> rules_;
    QString wanted_;  // the engine chosen, when it has not joined the list yet
    QComboBox* player_;
    QSpinBox* level_;
    QLabel* elo_;
};

}  // namespace tavleya

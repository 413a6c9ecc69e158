#pragma once

#include <QDialog>
#include <optional>

#include "puzzles/puzzle_race.h"

namespace tavleya {

// Puzzle Race: who races (two different names) and how many puzzles each.
class PuzzleRaceDialog : public QDialog {
    Q_OBJECT

public:
    // The race asked for, or nullopt when cancelled; `first` is offered as
    // the first player's name.
    static std::optional<PuzzleRace> ask(QWidget* parent, const QString& first);

private:
    explicit PuzzleRaceDialog(QWidget* parent, const QString& first);
    PuzzleRace race() const;

    class QLineEdit* first_;
    class QLineEdit* second_;
    class QSpinBox* each_;
};

}  // namespace tavleya

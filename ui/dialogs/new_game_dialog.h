#pragma once

#include <QDialog>
#include <optional>

#include <array>

#include "engines/computer_player.h"
#include "play/game_session.h"
#include "position.h"
#include "ruleset_registry.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QDialogButtonBox;

namespace tavleya {

class EngineListModel;
class PlayerChooser;

// What a new game is to be: the variant, its start, the clock and the names.
struct NewGameChoice {
    std::shared_ptr<const Ruleset> rules;
    std::optional<Position> start;     // set for a chosen numbered start position
    std::optional<TimeControls> time;  // none: no clock
    QString white, black;
    // An engine for a side a person does not play.
    std::array<std::optional<ComputerSide>, 2> computers;
};

// Asks for the variant (with a short summary of its rules), the Chess960
// array (a number or random), the time control as people type it ("5+3",
// "40/90+30+30", "5 d5"; empty for none) or from a list of presets, another
// one for Black if the players are given different times, and the players'
// names. Remembers the last choice in QSettings.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);
    // Offers the games of `registry` rather than the shipped ones, and
    // with `engines` a computer for either side.
    NewGameDialog(RulesetRegistry registry, QWidget* parent,
                  const EngineListModel* engines = nullptr);

    // A game from a given position (set up, pasted, or reached in a game):
    // the variant and the start are fixed, the clock and the names asked.
    void startFrom(std::shared_ptr<const Ruleset> rules, Position start);
    // Valid after the dialog was accepted.
    NewGameChoice choice() const;
    // The summary of a game's rules, in the current language.
    static QString summary(const RulesetInfo& info);

    QComboBox* variantBox() const { return variant_; }
    QLineEdit* timeEdit() const { return time_; }
    QLineEdit* blackTimeEdit() const { return blackTime_; }
    QComboBox* presetBox() const { return presets_; }
    QLabel* summaryLabel() const { return summary_; }
    // How the typed time controls were read, in words, or what is wrong.
    QLabel* timeNote() const { return timeNote_; }
    // Who plays a side; null without engines.
    PlayerChooser* playerChooser(Color side) const { return players_[index(side)]; }

    void accept() override;

signals:
    // The person asked to read the rules of the game `key` chosen.
    void rulesWanted(const QString& key);

private:
    void addTimeRows(QFormLayout* form);
    void addPlayerRows(QFormLayout* form, const EngineListModel* engines);
    void restoreChoices();
    void variantChanged();
    void validate();
    void fitContents();
    // The start position's number shown as its first rank (♖♘♗♕♔♗♘♖).
    void showArrangement();

    RulesetRegistry registry_;
    std::shared_ptr<const Ruleset> fixedRules_;
    std::optional<Position> fixedStart_;
    QComboBox* variant_;
    QLabel* summary_;
    QSpinBox* number_;
    QLabel* numberLabel_;
    QLabel* arrangement_;
    QComboBox* presets_;
    QLineEdit* time_;
    QLineEdit* blackTime_;
    QLabel* timeNote_;
    QLineEdit* white_;
    QLineEdit* black_;
    std::array<PlayerChooser*, 2> players_{};
    QDialogButtonBox* buttons_;
};

}  // namespace tavleya

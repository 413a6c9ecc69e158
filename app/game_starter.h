#pragma once

#include <QObject>
#include <array>
#include <functional>
#include <memory>
#include <optional>

#include "engines/computer_player.h"
#include "ruleset_registry.h"

class QWidget;

namespace tavleya {

class BoardWidget;
class ComputerOpponents;
class EngineListModel;
class GameDocument;
class GameSession;
class SecretSetupController;
struct NewGameChoice;

// Every way a new game begins: chosen in New Game (or Play from Here), named
// on the command line, a lesson's exercise, a game read back against the
// computer. It seats the computers (after the reveal, in a secret setup),
// turns the board to a person playing the computer, and starts the clock
// as the settings say.
class GameStarter : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QWidget& window;
        GameSession& session;
        SecretSetupController& setup;
        ComputerOpponents& computers;
        BoardWidget& board;
        GameDocument& document;
        const RulesetRegistry& rulesets;
        // The engines, looked for when first needed.
        std::function<EngineListModel&()> engines;
        // Shows the rules of a game over the New Game dialog.
        std::function<void(const std::string& key, QWidget* over)> showRules;
    };
    explicit GameStarter(Parts parts);

    // A game of the ruleset `key` (the default one if empty), from
    // `position` if given; what was wrong with them, or an empty string.
    QString startGame(const QString& key, const QString& position = {});
    void startChosenGame(const NewGameChoice& choice);
    // Asks for a new game, from `from` if given (Play from Here), after
    // asking about unsaved work; a cancelled one leaves the clock as it was.
    void askNewGame(std::optional<Position> from = std::nullopt);
    // From the start page, after asking about unsaved work: classical chess
    // between two people on the clock last chosen, or against Tavleya's
    // engine at `level` (1 … 20), the person White.
    void playFriend();
    void playComputer(int level);
    // A game from a position with no clock and no computer (a lesson's).
    // An exercise's game (a lesson, a puzzle): as startFrom, and nobody is
    // asked to save it.
    void startDrill(std::shared_ptr<const Ruleset> rules, const Position& position);
    void startFrom(std::shared_ptr<const Ruleset> rules, const Position& position);
    // After a dialog: the window active, the keys at the board.
    void backToTheBoard();

private:
    // A classical game on the clock last chosen in New Game.
    NewGameChoice usualGame() const;
    void seatComputers(const std::array<std::optional<ComputerSide>, 2>& sides);

    Parts parts_;
    std::array<std::optional<ComputerSide>, 2> computersAfterReveal_;
};

}  // namespace tavleya

#include "game_starter.h"

#include <QWidget>
#include <utility>

#include "board/board_widget.h"
#include "computer_opponents.h"
#include "dialogs/new_game_dialog.h"
#include "engines/engine_list.h"
#include "game_document.h"
#include "play/game_session.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "text/user_message.h"

namespace tavleya {

GameStarter::GameStarter(Parts parts) : QObject(&parts.window), parts_(std::move(parts)) {
    connect(&parts_.setup, &SecretSetupController::revealed, this,
            [this] { seatComputers(std::exchange(computersAfterReveal_, {})); });
    // A game read back against the computer is played on against it.
    connect(&parts_.document, &GameDocument::gameRead, this, [this] {
        const auto sides = parts_.computers.recordedPlayers(parts_.engines());
        if (sides[0] || sides[1]) seatComputers(sides);
    });
}

QString GameStarter::startGame(const QString& key, const QString& position) {
    computersAfterReveal_ = {};
    const RulesetRegistry& rulesets = parts_.rulesets;
    auto rules =
        rulesets.create(key.isEmpty() ? std::string(rulesets.defaultKey()) : key.toStdString());
    if (!rules) return userSentence(rules.error());
    std::optional<Position> from;
    if (!position.isEmpty()) {
        auto read = rules.value()->readFen(position.toStdString());
        if (!read) return userSentence(read.error());
        from = read.value();
    }
    parts_.session.start(rules.value(), std::nullopt, {}, from);
    if (!from && rules.value()->secretArrangement()) parts_.setup.begin(Color::White);
    return {};
}

void GameStarter::startChosenGame(const NewGameChoice& choice) {
    parts_.session.start(choice.rules, choice.time, {}, choice.start);
    parts_.session.setTags(GameSession::newGameTags(choice.white, choice.black));
    if (choice.rules->secretArrangement()) {
        // The engines join when both arrangements are revealed.
        std::array<std::optional<EngineInfo>, 2> arrangers;
        for (int side = 0; side < 2; ++side)
            if (choice.computers[side]) arrangers[side] = choice.computers[side]->engine;
        parts_.setup.setArrangedByComputer(std::move(arrangers));
        computersAfterReveal_ = choice.computers;
        parts_.setup.begin(Color::White);
        return;
    }
    computersAfterReveal_ = {};
    seatComputers(choice.computers);
    if (settings::clockStartsWithTheGame.read()) parts_.session.startClock();
}

void GameStarter::startFrom(std::shared_ptr<const Ruleset> rules, const Position& position) {
    computersAfterReveal_ = {};
    parts_.computers.setPlayers({});
    parts_.session.start(std::move(rules), std::nullopt, {}, position);
}

void GameStarter::startDrill(std::shared_ptr<const Ruleset> rules, const Position& position) {
    startFrom(std::move(rules), position);
    parts_.document.treatAsDrill();
}

NewGameChoice GameStarter::usualGame() const {
    NewGameChoice choice;
    choice.rules = parts_.rulesets.create(parts_.rulesets.defaultKey()).value();
    if (const auto time = TimeControl::fromText(settings::newGameTime.read().toStdString()))
        choice.time = TimeControls(*time, *time);
    return choice;
}

void GameStarter::playFriend() {
    if (parts_.document.maybeKeepWork()) startChosenGame(usualGame());
}

void GameStarter::playComputer(int level) {
    if (!parts_.document.maybeKeepWork()) return;
    NewGameChoice choice = usualGame();
    EngineListModel& engines = parts_.engines();
    for (int row = 0; row < engines.count(); ++row)
        if (engines.engine(row).own)
            choice.computers[index(Color::Black)] = ComputerSide{engines.engine(row), level};
    choice.black = tr("Tavleya, level %1").arg(level);
    startChosenGame(choice);
}

void GameStarter::seatComputers(const std::array<std::optional<ComputerSide>, 2>& sides) {
    parts_.computers.setPlayers(sides);
    // A person playing the computer sits at their own side of the board.
    const bool computerWhite = sides[index(Color::White)].has_value();
    if (computerWhite != sides[index(Color::Black)].has_value())
        parts_.board.setFlipped(computerWhite);
}

void GameStarter::askNewGame(std::optional<Position> from) {
    // Asked about unsaved work, the clock waits; a new game cancelled goes
    // on with it running again.
    GameSession& session = parts_.session;
    const bool wasPaused = session.paused();
    if (!parts_.document.maybeKeepWork()) return;
    NewGameDialog dialog(parts_.rulesets, &parts_.window, &parts_.engines());
    if (from) dialog.startFrom(session.rulesPointer(), *from);
    connect(&dialog, &NewGameDialog::rulesWanted, this,
            [this, &dialog](const QString& key) { parts_.showRules(key.toStdString(), &dialog); });
    const bool accepted = dialog.exec() == QDialog::Accepted;
    backToTheBoard();
    if (accepted)
        startChosenGame(dialog.choice());
    else if (!wasPaused)
        session.setPaused(false);
}

void GameStarter::backToTheBoard() {
    // Not every window manager gives the window back its keys when a dialog
    // closes, and the part that had them may be a comment box: the players
    // are at the board, and typing over it starts their move.
    parts_.window.activateWindow();
    parts_.board.setFocus();
}

}  // namespace tavleya

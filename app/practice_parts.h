#pragma once

#include <functional>
#include <memory>

#include "position.h"

class QMainWindow;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class GameSession;
class Ruleset;
class RulesetRegistry;

// What a practice desk (lessons, puzzles) works with: the window it adds
// its pane to, the game and board its exercises are played on, the games
// there are, and the window's ways of replacing the game.
struct PracticeParts {
    QMainWindow& window;
    GameSession& session;
    BoardPresenter& presenter;
    BoardWidget& board;
    const RulesetRegistry& rulesets;
    // Asks about unsaved work before an exercise replaces the game; false: stay.
    std::function<bool()> keepWork;
    // A new game from `position`, with no clock and no computer.
    std::function<void(std::shared_ptr<const Ruleset>, const Position&)> startFrom;
};

}  // namespace tavleya

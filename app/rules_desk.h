#pragma once

#include <QObject>
#include <functional>
#include <memory>
#include <string>

#include "position.h"

class QMenu;
class QWidget;

namespace tavleya {

class BoardWidget;
class CourseLibrary;
class Ruleset;
class RulesetRegistry;

// Help › Rules of …: each game's rules for players, opened beside the board
// in the look of the board; a diagram clicked is set up on the board.
class RulesDesk : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QWidget& window;
        BoardWidget& board;
        const RulesetRegistry& rulesets;
        // Asks about unsaved work before a diagram replaces the game; false: stay.
        std::function<bool()> keepWork;
        // A new game from `position`, with no clock and no computer.
        std::function<void(std::shared_ptr<const Ruleset>, const Position&)> startFrom;
    };
    explicit RulesDesk(Parts parts);
    ~RulesDesk() override;

    // The submenu, one entry per game with rules written for players.
    QMenu* rulesMenu(QWidget* parent);
    // Opens the rules of the game `variant`; false when it has none. Over a
    // dialog (`over`), the page waits for the person to close it, and its
    // diagrams are not set up.
    bool showRules(const std::string& variant, QWidget* over = nullptr);

private:
    const CourseLibrary& library();

    Parts parts_;
    std::unique_ptr<CourseLibrary> library_;
};

}  // namespace tavleya

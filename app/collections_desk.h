#pragma once

#include <QObject>
#include <memory>

#include "collections/position_pattern.h"
#include "notation_style.h"
#include "ruleset_registry.h"

class QDockWidget;
class QMainWindow;
class QMenu;

namespace tavleya {

class BoardPresenter;
class GameDocument;
class GameListPanel;
class GameSession;
class OpeningNames;
class OpeningTreePanel;
class PositionFinder;

// The games of an opened file at the window's edges: their list (in a panel
// that can be moved or closed), the opening tree of the position shown, and
// the searches through them: the position, material or pawns shown, and
// the games that repeat earlier ones.
class CollectionsDesk : public QObject {
    Q_OBJECT

public:
    CollectionsDesk(QMainWindow& window, GameListPanel& list, GameDocument& document,
                    GameSession& session, BoardPresenter& presenter,
                    const RulesetRegistry& rulesets);

    GameListPanel& list() const { return list_; }
    OpeningTreePanel* openingTree() const { return openingTree_; }
    // The searches, in the Edit menu.
    void addSearchActions(QMenu* edit);
    // The panels' toggles, in the View menu.
    void addPanelToggles(QMenu* view);
    void setNotation(NotationStyle notation);

    // Narrows the list to the games that reach the position shown (or, as
    // `match` asks, its material or its pawns); opening one shows where it
    // does. Returns what is wrong (the search goes on in the background).
    QString findPosition(PositionMatch match = PositionMatch::Exact);
    // Narrows the list to the games that repeat an earlier one (the same
    // moves, White, Black and Date). Returns what is wrong.
    QString findDuplicates();
    // Writes the listed file's games to `path`, leaving out those that
    // repeat an earlier one. Returns what is wrong.
    QString saveWithoutDuplicates(const QString& path);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    void createList();
    void createOpeningTree();
    void askSaveWithoutDuplicates();
    void showFound(int games);
    // Shows where the game opened from a search's list reaches the position.
    void showWhereReached(int row);

    QMainWindow& window_;
    GameListPanel& list_;
    GameDocument& document_;
    GameSession& session_;
    BoardPresenter& presenter_;
    const RulesetRegistry& rulesets_;
    QDockWidget* gamesDock_ = nullptr;
    OpeningTreePanel* openingTree_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    PositionFinder* positionFinder_ = nullptr;
    PositionMatch finding_ = PositionMatch::Exact;  // what the finder looks for
};

}  // namespace tavleya

#pragma once

#include <QMainWindow>
#include <memory>

#include "dialogs/new_game_dialog.h"
#include "ruleset_registry.h"

class QAction;
class QMenu;
class QStackedWidget;

namespace tavleya {

class AnalysisDesk;
class LessonDesk;
class PuzzleDesk;
class GameStarter;
class RulesDesk;
class StartPage;
class AnnotationDesk;
class ClipboardActions;
class CollectionsDesk;
class GameReviews;
class ViewMenu;
class BoardArea;
class BoardPresenter;
class ComputerOpponents;
class DocumentDialogs;
class EngineListModel;
class GameDocument;
class GameEndActions;
class GameSession;
class HintAction;
class OpeningNames;
class PlacingTurnController;
class SecretSetupController;
class SidePanel;
class StatusLine;

// The window makes the parts that do the work (docs/architecture.md lists
// them), lays them out, connects them and builds the menus from their
// actions (main_window_menus.cpp); each part owns its widgets, actions and
// reactions.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Plays and reads the games of `rulesets` rather than the shipped ones.
    explicit MainWindow(RulesetRegistry rulesets, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The game's file: opened, saved, kept safe and restored.
    GameDocument* document() const { return document_; }
    // Starts a game of the ruleset `key` (empty: the default game), from
    // `position` (its FEN) when not empty. Returns what is wrong, or an empty string.
    QString startGame(const QString& key, const QString& position = {});
    // Starts the game a New Game or Play from Here dialog chose.
    void startChosenGame(const NewGameChoice& choice);
    // The start page over the side panel: the ways to begin, one click each.
    void showStartPage();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void createParts();
    void createDesks();
    void connectParts();
    // The status bar's lasting line and what the parts have to say over it.
    void createStatusLine();
    // The menus, each in its own function (main_window_menus.cpp).
    void createMenus();
    void createGameMenu();
    void createEditMenu();
    void createViewMenu();
    void createEngineMenu();
    void fillRecentMenu(QMenu* menu);
    // The engines, looked for when first needed.
    EngineListModel& engines();
    // Opens a file the user chose or dropped, telling what went wrong.
    void openChosenFile(const QString& path);
    void askOpen();
    void updateActions();

    RulesetRegistry rulesets_;
    std::shared_ptr<const OpeningNames> openingNames_;
    GameSession* session_ = nullptr;
    SecretSetupController* setup_ = nullptr;
    PlacingTurnController* placing_ = nullptr;
    BoardArea* boardArea_ = nullptr;
    BoardPresenter* presenter_ = nullptr;
    SidePanel* side_ = nullptr;
    std::unique_ptr<DocumentDialogs> documentDialogs_;
    GameDocument* document_ = nullptr;
    ComputerOpponents* computers_ = nullptr;
    GameEndActions* gameEnd_ = nullptr;
    HintAction* hint_ = nullptr;
    AnalysisDesk* analysis_ = nullptr;
    GameReviews* reviews_ = nullptr;
    LessonDesk* lessons_ = nullptr;
    PuzzleDesk* puzzles_ = nullptr;
    GameStarter* starter_ = nullptr;
    RulesDesk* rules_ = nullptr;
    QStackedWidget* sideStack_ = nullptr;
    StartPage* startPage_ = nullptr;
    CollectionsDesk* collections_ = nullptr;
    AnnotationDesk* annotation_ = nullptr;
    ClipboardActions* clipboard_ = nullptr;
    ViewMenu* view_ = nullptr;
    EngineListModel* engines_ = nullptr;
    StatusLine* status_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* takeBack_ = nullptr;
};

}  // namespace tavleya

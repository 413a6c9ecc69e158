#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <memory>

#include "collections/position_pattern.h"
#include "dialogs/new_game_dialog.h"
#include "game/game_tree.h"
#include "notation_style.h"
#include "ruleset_registry.h"
#include "settings/settings.h"

class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QVBoxLayout;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class ClockPanel;
class AnalysisPanel;
class CommentEditor;
class EvaluationBar;
class EvaluationGraph;
class HintAction;
class ComputerOpponents;
class EngineListModel;
class MoveEntry;
class DocumentDialogs;
class GameDocument;
class GameEndActions;
class GameListPanel;
class GameSession;
class GameSounds;
class MoveListModel;
class NagPalette;
class OpeningNames;
class OpeningTreePanel;
class PlacingTurnController;
class PocketWidget;
class ScoreSheetView;
class PositionFinder;
class SecretSetupController;
class TowerPanel;

// The window: the board, the clocks, the score sheet with its comments and
// glyphs, the result, and the list of the games of an opened file. It lays
// out the pieces that do the work and keeps them in step: the game
// (GameSession), what the board shows and what a gesture means
// (BoardPresenter), the setup phases (SecretSetupController,
// PlacingTurnController) and the file (GameDocument). Its menus are built in
// main_window_menus.cpp, its annotating in main_window_annotating.cpp.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Plays and reads the games of `rulesets` rather than the shipped ones.
    explicit MainWindow(RulesetRegistry rulesets, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameSession* session() const { return session_; }
    GameSounds* sounds() const { return sounds_; }
    GameDocument* document() const { return document_; }
    BoardPresenter* presenter() const { return presenter_; }
    SecretSetupController* secretSetup() const { return setup_; }
    PlacingTurnController* placingTurn() const { return placing_; }
    BoardWidget* board() const { return board_; }
    PocketWidget* pocket(Color side) const { return pockets_[index(side)]; }
    MoveListModel* moveList() const { return moves_; }
    GameListPanel* gameList() const { return gameList_; }
    OpeningTreePanel* openingTree() const { return openingTree_; }
    ComputerOpponents* computers() const { return computers_; }
    // Null until the analysis pane is first opened.
    AnalysisPanel* analysis() const { return analysis_; }
    EvaluationBar* evaluationBar() const { return evaluationBar_; }
    EvaluationGraph* evaluationGraph() const { return evaluationGraph_; }
    // The engines, looked for when first needed.
    EngineListModel& engines();
    // The opening of the line shown ("C42 Petrov's Defense"), empty when it
    // has none or the game is not one the opening lists name.
    QString openingText() const;
    // The text of the result banner; empty while the game goes on.
    QString resultText() const;

    // Starts a game of the ruleset `key` (empty: the default game), from
    // `position` (its FEN) when not empty. Returns what is wrong, or an empty string.
    QString startGame(const QString& key, const QString& position = {});
    // Reviews the game's main line with the game's default engine, thinking
    // `millisPerMove` on each position, with a progress dialog that can
    // cancel. Returns what went wrong, or an empty string.
    QString reviewGame(int millisPerMove);
    // Reviews the listed games of `rows` (each with its game's engine) and
    // writes them, reviewed, to a new file at `path`, the listed file left
    // as it is; a progress dialog can cancel, and then nothing is written.
    // Returns what went wrong, or an empty string.
    QString reviewListedGames(const QList<int>& rows, int millisPerMove, const QString& path);
    // A hint may be asked for now: the live game goes on, a person is to
    // move, and it is a game against the computer or the players agreed.
    bool hintAllowed() const;
    // Why a hint cannot be given now, in words for the player; empty: it can.
    QString hintRefusal() const;
    // Looks through the listed file for the games that reach the position
    // shown (or, as `match` asks, its material or its pawns) and narrows the
    // list to them; opening one shows where it does. Returns what is wrong,
    // or an empty string (the search goes on in the background).
    QString findPosition(PositionMatch match = PositionMatch::Exact);
    // Narrows the list of games to those that repeat an earlier one (the
    // same moves, White, Black and Date). Returns what is wrong, or an empty
    // string.
    QString findDuplicates();
    // Writes the listed file's games to `path`, leaving out those that
    // repeat an earlier one. Returns what is wrong, or an empty string.
    QString saveWithoutDuplicates(const QString& path);
    // Asks where, then saves the list without duplicates.
    void askSaveWithoutDuplicates();
    // Starts the game a New Game or Play from Here dialog chose.
    void startChosenGame(const NewGameChoice& choice);
    // The engines play those sides (none: people play the game).
    void seatComputers(const std::array<std::optional<ComputerSide>, 2>& sides);
    // The clipboard: the position shown as FEN (TFEN for Tavreli); a
    // position pasted starts a game of the same rules from it. Returns what
    // is wrong with the text.
    void copyPosition() const;
    QString pastePosition(const QString& text);
    // Writes the board as shown to a PNG or SVG file (by the file's suffix).
    QString exportBoard(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QLayout* createBoardArea(QWidget* central);
    QLayout* createSidePanel(QWidget* central);
    QWidget* createMoveEntry(QWidget* central);
    // Says `text` in the status bar, over its lasting line, until the game
    // changes or for a while.
    void tell(const QString& text);
    // Says `text` over the board for a few seconds, where the player looks.
    void sayOnBoard(const QString& text);
    // The board and the pockets drawn as the settings say.
    void showBoardLook();
    void createGameList();
    void createOpeningTree();
    // Makes the window at least `height` tall (so far as the screen allows)
    // when a panel opens below the board.
    void makeRoomBelowBoard(int height);
    void connectParts();
    // The menus, each in its own function (main_window_menus.cpp).
    void createActions();
    void createGameMenu();
    void createEditMenu();
    void createVariationActions(QMenu* menu);
    void createClipboardActions(QMenu* menu);
    void createViewMenu();
    void createNotationMenu(QMenu* view);
    // A checkable view choice remembered between runs as `setting`: `apply`
    // takes it at once and whenever it changes.
    QAction* addViewToggle(QMenu* menu, const QString& text, const char* name,
                           const Setting<bool>& setting, const std::function<void(bool)>& apply);
    void createGoMenu();
    // The engine menu and the analysis pane (main_window_engines.cpp).
    void createEngineMenu();
    // The analysis pane, made when first wanted.
    AnalysisPanel* analysisPanel();
    void askReviewListedGames();
    // The engine's line for the position after `node`, added to the game.
    void addEngineLine(NodeId node, const std::vector<Move>& moves);
    void fillRecentMenu();
    // Opens a file the user chose or dropped, telling what went wrong.
    void openChosenFile(const QString& path);

    void newGame();
    void askNewGame();
    // After a dialog that starts a game: the window active, the keys at the board.
    void backToTheBoard();
    // A new game, clock and all, from the position shown.
    void playFromHere();
    void askOpen();
    void showGame();
    // Shows the position after `node` (the live one when it is the last).
    void showNode(NodeId node);
    void followTheMoveShown();
    void updateActions();
    // Annotating: what is said about the move shown, and its variations.
    void editComment(NodeId node, bool before, const QString& text);
    // The comment after a move as its author wrote it: a draw offer's "(=)"
    // in front is the game's record, kept by the program, not text to edit.
    static QString writtenComment(const std::string& commentAfter);
    void toggleNagShown(int nag);
    void drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers);
    // The first move of the variation the move shown is in; 0 on the main line.
    NodeId variationHead() const;
    void editVariation(const QString& text, const std::function<NodeId(GameTree&, NodeId)>& change);
    void editHeader();
    void setUpPosition();
    void about();

    RulesetRegistry rulesets_;
    GameSession* session_ = nullptr;
    std::unique_ptr<DocumentDialogs> documentDialogs_;
    GameDocument* document_ = nullptr;
    BoardPresenter* presenter_ = nullptr;
    SecretSetupController* setup_ = nullptr;
    PlacingTurnController* placing_ = nullptr;
    BoardWidget* board_ = nullptr;
    PocketWidget* pockets_[2] = {};
    ClockPanel* clocks_ = nullptr;
    GameSounds* sounds_ = nullptr;
    MoveListModel* moves_ = nullptr;
    ScoreSheetView* moveView_ = nullptr;
    QLabel* banner_ = nullptr;
    // The status bar's lasting line: the side to move, the clock paused, an
    // arrangement to make, or how the game ended; a passing message (a move
    // refused) shows over it for a while.
    QLabel* state_ = nullptr;
    QPushButton* resume_ = nullptr;  // over the board while the clock is paused
    TowerPanel* towerPanel_ = nullptr;
    QLabel* opening_ = nullptr;  // the opening of the line shown, for chess games
    std::shared_ptr<const OpeningNames> openingNames_;
    CommentEditor* comments_ = nullptr;
    MoveEntry* entry_ = nullptr;
    QLabel* boardNote_ = nullptr;
    QTimer noteTimer_;
    NagPalette* nags_ = nullptr;
    GameListPanel* gameList_ = nullptr;
    PositionFinder* positionFinder_ = nullptr;
    PositionMatch finding_ = PositionMatch::Exact;  // what the finder looks for
    ComputerOpponents* computers_ = nullptr;
    GameEndActions* gameEnd_ = nullptr;
    std::array<std::optional<ComputerSide>, 2> computersAfterReveal_;
    AnalysisPanel* analysis_ = nullptr;
    QDockWidget* analysisDock_ = nullptr;
    EvaluationBar* evaluationBar_ = nullptr;
    EvaluationGraph* evaluationGraph_ = nullptr;
    QAction* analyse_ = nullptr;
    HintAction* hint_ = nullptr;
    bool bestMoveArrow_ = true;
    bool evaluationBarShown_ = true;
    EngineListModel* engines_ = nullptr;
    QDockWidget* gamesDock_ = nullptr;
    OpeningTreePanel* openingTree_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    NotationStyle notation_ = kSan;
    QAction* pause_ = nullptr;
    QAction* takeBack_ = nullptr;
    QList<QAction*> variationActions_;  // need a variation shown
};

}  // namespace tavleya

#pragma once

#include <QMainWindow>
#include <functional>
#include <memory>

#include "pgn/pgn_game.h"
#include "ruleset.h"
#include "ruleset_registry.h"
#include "setup_phase.h"

class QDockWidget;
class QLabel;
class QPushButton;
class QTreeView;

namespace tavleya {

class AutosaveSlot;
class AutosaveWriter;
class BoardWidget;
class ClockPanel;
class CommentEditor;
class NagPalette;
class GameListPanel;
class GameSession;
class MoveListModel;
class PocketWidget;

// The window: the board, the clocks, the score sheet with its comments and
// glyphs, the result, and the list of the games of an opened file. Its
// methods are defined by topic in main_window.cpp (playing),
// main_window_files.cpp and main_window_annotating.cpp.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Plays and reads the games of `rulesets` rather than the shipped ones.
    explicit MainWindow(RulesetRegistry rulesets, QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return board_; }
    PocketWidget* pocket(Color side) const { return pockets_[index(side)]; }
    GameSession* session() const { return session_; }
    MoveListModel* moveList() const { return moves_; }
    NodeId shownNode() const { return shown_; }
    // The placements of a placing turn not yet confirmed.
    const std::optional<PlacingTurn>& placing() const { return placing_; }
    // The side arranging its secret setup, if the game is in that phase.
    std::optional<Color> arranging() const { return arranging_; }
    // The text of the result banner; empty while the game goes on.
    QString resultText() const;

    // Starts a game of the ruleset `key` (empty: the default game), from
    // `position` (its FEN) when not empty. Returns what is wrong, or an empty string.
    QString startGame(const QString& key, const QString& position = {});

    // Writes the game as PGN (atomically, through QSaveFile), with [%clk]
    // after every move of a game with a clock. Returns what went wrong.
    QString saveGame(const QString& path);
    // Writes the game back into the file it was listed from, in its place
    // (the file is replaced atomically). Returns what went wrong.
    QString saveIntoFile();
    // Opens the first game of a PGN file to continue it, its clock running
    // or paused. Returns what is wrong.
    QString openGame(const QString& path, bool clockPaused = false);
    // Opens a PGN file of any size: its games are listed (the list fills
    // while the file is indexed in the background) and the first one is
    // shown as soon as it is listed. Returns what is wrong.
    QString openFile(const QString& path);
    // Shows game `row` of the list. Returns the reader's message if it
    // cannot be read (the row is then marked with it).
    QString openListedGame(int row);
    GameListPanel* gameList() const { return gameList_; }
    // The files opened lately, the last first.
    static QStringList recentFiles();

    // Never losing a game: the game with unsaved changes is written to
    // autosavePath() after every move and edit, and removed when the window
    // closes properly. A window that finds one left over (the program was
    // killed) keeps it as the recovery file and offers to restore it.
    QString autosavePath() const;
    static QString recoveryPath();
    bool hasRecovery() const;
    // Opens the recovered game exactly as it was, its clock paused; it
    // counts as unsaved. Returns what is wrong.
    QString restoreRecovery();
    void discardRecovery();
    // Asks whether to save a game with unsaved changes before it is replaced
    // or closed; false when the user cancels.
    bool maybeKeepWork();
    // The game as PGN.
    PgnGame currentGame() const;

    // The clipboard: the position shown as FEN (TFEN for Tavreli), the game
    // as PGN. Pasting starts a game from the position (in the current
    // variant) or opens the game; returns what is wrong with the text.
    void copyPosition() const;
    QString pastePosition(const QString& text);
    void copyGame() const;
    QString pasteGame(const QString& text);
    // Writes the board as shown to a PNG or SVG file (by the file's suffix).
    QString exportBoard(const QString& path);
    // Sets up a position in the position editor and starts from it.
    void setUpPosition();

    // A sentence for how a game ended: "White wins: checkmate".
    static QString describeEnd(const GameEnd& end);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void rememberFile(const QString& path);
    void fillRecentMenu();
    void autosave();
    // Saves through a file dialog; false if cancelled or failed.
    bool askSave();
    void newGame();
    void askNewGame();
    void askOpen();
    void showGame();
    // Shows the position after `node` (the live one when it is the last).
    void showNode(NodeId node);
    void render();
    void chooseMove(Square from, Square to, int taken);
    void pickFromPocket(Color side, PieceKind kind);
    void chooseDrop(PieceKind kind, Square to);
    // A placing turn is built piece by piece and then confirmed; null when
    // the game has no placing turns.
    const PlacingTurns* placingTurns() const;
    void confirmPlacing();
    void undoPlacement();
    // Secret setup: each player arranges their pieces unseen, then the reveal.
    void beginSetup(Color side);
    void finishSetup();
    void offerDraw();
    void claimDraw();
    // Annotating: what is said about the move shown, and its variations.
    void editComment(NodeId node, bool before, const QString& text);
    void toggleNagShown(int nag);
    void drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers);
    // The first move of the variation the move shown is in; 0 on the main line.
    NodeId variationHead() const;
    void editVariation(const QString& text, const std::function<NodeId(GameTree&, NodeId)>& change);
    void editHeader();
    // Whether a move made now in the position shown goes into the game as
    // played (the live end of a game on), not as a variation.
    bool playingLive() const;
    // Whether the pieces in the position shown may be moved now.
    bool movesAllowed() const;
    // A move made on the board: played, or added to the game as a variation.
    void playOrAnnotate(Move move);
    void about();
    void loadGame(const PgnGame& game, bool clockPaused = false);

    std::unique_ptr<AutosaveSlot> autosave_;
    std::unique_ptr<AutosaveWriter> autosaveWriter_;  // goes before the slot's lock
    GameSession* session_ = nullptr;
    BoardWidget* board_ = nullptr;
    PocketWidget* pockets_[2] = {};
    ClockPanel* clocks_ = nullptr;
    MoveListModel* moves_ = nullptr;
    QTreeView* moveView_ = nullptr;
    QLabel* banner_ = nullptr;
    GameListPanel* gameList_ = nullptr;
    QDockWidget* gamesDock_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    bool openFirstListed_ = false;
    int listedRow_ = -1;  // the game shown, if it was opened from the list  // a file was opened:
                          // show its first game when listed
    QLabel* stack_ = nullptr;  // the composition of the tower under the pointer
    NodeId shown_ = 0;
    NotationStyle notation_ = kSan;
    QAction* autoFlip_ = nullptr;
    QAction* claimDraw_ = nullptr;
    QAction* offerDraw_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* takeBack_ = nullptr;
    QAction* replaceRest_ = nullptr;
    QList<QAction*> variationActions_;  // need a variation shown
    CommentEditor* comments_ = nullptr;
    NagPalette* nags_ = nullptr;
    RulesetRegistry rulesets_;
    std::optional<PlacingTurn> placing_;
    QWidget* placingBar_ = nullptr;
    std::optional<Color> arranging_;  // whose secret setup is being arranged
    Position arrangement_;            // that side's pieces only
    std::vector<Placement> whiteSetup_;
    QPushButton* setupDone_ = nullptr;
    QWidget* handOver_ = nullptr;
    QLabel* handOverText_ = nullptr;
};

}  // namespace tavleya

#pragma once

#include <QObject>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>

#include "clock/chess_clock.h"
#include "game/game_tree.h"
#include "pgn/pgn_game.h"
#include "ruleset.h"

namespace tavleya {

// The time controls of the two players; usually both have the same.
struct TimeControls {
    TimeControls(TimeControl both) : white(both), black(std::move(both)) {}  // NOLINT: implicit
    TimeControls(TimeControl forWhite, TimeControl forBlack)
        : white(std::move(forWhite)), black(std::move(forBlack)) {}
    TimeControl white, black;
};

// One game at the board: its moves and variations with what is said about
// them, its header, its clock and how it ended. The widgets show it and ask
// it to play moves or to change the game; it knows the rules through the
// core and keeps every move and every edit undoable (a takeback restores
// both clocks; an edit keeps only what it changed).
class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // A new game from the ruleset's start position; without a time control
    // the game has no clock. `now` is the clock's time source (a monotonic
    // count of milliseconds), a parameter so that tests can drive it.
    // `from` replaces the start position (a position set up or read).
    void start(std::shared_ptr<const Ruleset> rules, std::optional<TimeControls> controls,
               ChessClock::Now now = {}, std::optional<Position> from = {});

    const Ruleset& rules() const { return tree_->rules(); }
    std::shared_ptr<const Ruleset> rulesPointer() const { return rules_; }
    const GameTree& tree() const { return *tree_; }
    NodeId current() const { return current_; }
    // The node the views show after the change being announced: the one an
    // edit of the tree or of the notes names, else the live one.
    NodeId nodeToShow() const { return editShown_ ? editShown_ : current_; }
    const Position& position() const { return tree_->node(current_).position; }
    const GameEnd& end() const { return end_; }
    // The game's tag pairs (PGN header), the result aside.
    const std::vector<PgnTag>& tags() const { return tags_; }
    // Sets the header of a game just started or read (not undoable).
    void setTags(std::vector<PgnTag> tags) { tags_ = std::move(tags); }
    // The header of a new game: a casual game today between two players.
    static std::vector<PgnTag> newGameTags(const QString& white, const QString& black);
    // The result to write: how the game ended here, else the one the file
    // recorded (until a move is played at the end).
    std::string resultToken() const;
    void setRecordedResult(std::string result) { recordedResult_ = std::move(result); }
    // Starts the clock of a game that has not begun, for the side to move
    // (a clock otherwise starts with the first move).
    void startClock();
    bool over() const { return end_.over(); }
    // Over, or read back with a result its record gives without saying how
    // it came (a file's [Result "1-0"] alone): nobody resigns or offers a
    // draw in it.
    bool decided() const { return over() || recordedOutcome() != Outcome::Undecided; }
    Outcome recordedOutcome() const { return outcomeOfResult(recordedResult_); }
    // Null when the game is played without a clock.
    ChessClock* clock() const { return clock_.get(); }
    // How moves are written in the undo stack's texts (Edit › Undo "e4").
    void setNotation(NotationStyle notation) { notation_ = notation; }
    QUndoStack* undoStack() { return &undo_; }
    // Whether the last step on the undo stack is a move played (not an
    // edit), and undoing it: the takeback, clocks and all.
    bool canTakeBack() const;
    bool takeBack();

    // Plays a legal move for the side to move and presses its clock; false
    // when the move is not legal, the game is over or the flag has fallen.
    bool play(Move move);
    // Stops the running clock for a while (or starts it again); no move can
    // be made meanwhile. False when there is no running clock to pause.
    bool setPaused(bool paused);
    bool paused() const { return clock_ && clock_->state() == ChessClock::State::Paused; }
    // Checks the running side's flag and ends the game if it fell.
    bool checkFlag();
    // Adds what a tree read from a file says beyond the moves played (see
    // GameTree::merge): comments, NAGs, commands and variations.
    void mergeTree(const GameTree& other);
    void resign(Color side);
    // Ends a game read back from a file as it had ended (resigned, flagged …).
    void endAs(const GameEnd& end);
    void agreeDraw();
    // The player who has just moved offers a draw: the offer is marked "(=)"
    // after their move. False before the first move or after the end.
    bool offerDraw();
    // Adds `note` to the comment after the live move (before the first
    // move, to the game's opening comment) as part of the game's record, as
    // a draw offer is: no edit to undo, so the move can still be taken back,
    // but a change to save.
    void recordNote(const std::string& note);
    // Whether the player to move may claim a draw now (FIDE 9.2, 9.3).
    bool canClaimDraw() const;
    // Ends the game drawn if a claim is valid; false if it is not.
    bool claimDraw();
    // The moves the player to move may write down to claim a draw: those
    // after which the claim would be valid (FIDE 9.2.1.1, 9.3.1).
    std::vector<Move> drawClaimMoves() const;
    // Plays one of those moves and ends the game drawn; false if `intended`
    // is not one of them.
    bool claimDraw(Move intended);

    // What is said about one move: its comments, commands (arrows, marked
    // squares, clock) and glyphs.
    struct MoveNotes {
        std::string commentBefore;
        std::string commentAfter;
        CommentCommands commands;
        std::vector<int> nags;
        bool operator==(const MoveNotes&) const = default;
    };
    // An edit of what is said about `node` as one undoable step that keeps
    // only those notes before and after; `shown` is the node to show after
    // it and after its undoing. Edits with the same nonzero `typing` in a row
    // on the same node (a comment typed in several goes) become one step.
    void editNotes(const QString& text, NodeId node, NodeId shown,
                   const std::function<void(MoveNotes&)>& change, int typing = 0);
    // Edits, each one undoable step named `text`. `change` alters the tree
    // and returns the node to show afterwards; undoing shows `shown` again,
    // the node shown when the edit was made.
    void editTree(const QString& text, NodeId shown,
                  const std::function<NodeId(GameTree&)>& change);
    void editTags(std::vector<PgnTag> tags);
    // A move made in an earlier position, or after the end: a new variation
    // (or the continuation, where there is none), or the new continuation
    // in place of the rest. Returns its node, or 0 if it is not legal there.
    NodeId addMoveAt(NodeId at, Move move, bool replaceRest = false);

signals:
    // After an edit or its undoing: the node the views should show.
    void showRequested(tavleya::NodeId node);
    // A new game replaces the tree: views of the old one must let go of it.
    void aboutToStart();
    // The position, the moves or the clock changed.
    void changed();
    void gameOver(const tavleya::GameEnd& end);
    // A move went into the game at `node`: played at the live end, or added
    // to the tree. After changed(), and after gameOver() when it ended the game.
    void movePlayed(tavleya::NodeId node);

private:
    friend class PlayedMove;
    friend class TreeEdit;
    friend class TagsEdit;
    friend class NotesEdit;
    // After the tree changed: the live node is the main line's end again.
    void followMainLine();
    // Announces an edit after which the views show `shown`, so that none
    // shows another node in between (a comment being typed would be reset).
    void announceEdit(NodeId shown);
    void finish(GameEnd end);
    // The draw `claimant` claims in the position now: repetition first.
    GameEnd claimedDraw(Color claimant) const;
    // Sets the flag timer for the moment the running side's time is up.
    void armFlagTimer();

    std::shared_ptr<const Ruleset> rules_;
    std::unique_ptr<GameTree> tree_;
    NodeId current_ = 0;
    NodeId editShown_ = 0;  // while announceEdit runs
    std::unique_ptr<ChessClock> clock_;
    GameEnd end_;
    std::vector<PgnTag> tags_;
    std::string recordedResult_ = "*";
    QUndoStack undo_;
    NotationStyle notation_ = kSan;
    // The flag falls from the game itself, whether or not a clock is shown.
    QTimer flagTimer_;
};

}  // namespace tavleya

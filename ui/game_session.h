#pragma once

#include <QObject>
#include <QUndoStack>
#include <memory>
#include <optional>

#include "clock/chess_clock.h"
#include "game/game_tree.h"
#include "ruleset.h"

namespace tavleya {

// The time controls of the two players; usually both have the same.
struct TimeControls {
    TimeControls(TimeControl both) : white(both), black(std::move(both)) {}  // NOLINT: implicit
    TimeControls(TimeControl forWhite, TimeControl forBlack)
        : white(std::move(forWhite)), black(std::move(forBlack)) {}
    TimeControl white, black;
};

// One game being played at the board: its moves, its clock and how it ended.
// The widgets show it and ask it to play moves; it knows the rules through
// the core and keeps every move undoable (takeback restores both clocks).
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
    const Position& position() const { return tree_->node(current_).position; }
    const GameEnd& end() const { return end_; }
    bool over() const { return end_.over(); }
    // Null when the game is played without a clock.
    ChessClock* clock() const { return clock_.get(); }
    QUndoStack* undoStack() { return &undo_; }

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
    void agreeDraw();
    // The player who has just moved offers a draw: the offer is marked "(=)"
    // after their move. False before the first move or after the end.
    bool offerDraw();
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

signals:
    // A new game replaces the tree: views of the old one must let go of it.
    void aboutToStart();
    // The position, the moves or the clock changed.
    void changed();
    void gameOver(const tavleya::GameEnd& end);

private:
    friend class PlayedMove;
    void finish(GameEnd end);

    std::shared_ptr<const Ruleset> rules_;
    std::unique_ptr<GameTree> tree_;
    NodeId current_ = 0;
    std::unique_ptr<ChessClock> clock_;
    GameEnd end_;
    QUndoStack undo_;
};

}  // namespace tavleya

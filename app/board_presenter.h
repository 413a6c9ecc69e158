#pragma once

#include <QObject>
#include <array>
#include <functional>
#include <string_view>

#include "board/piece_set.h"
#include "game/comment_commands.h"
#include "game/game_tree.h"
#include "notation_style.h"

namespace tavleya {

class BoardWidget;
class GameSession;
class PlacingTurnController;
class PocketWidget;
class SecretSetupController;

// What the board and the pockets show, and what a gesture on them means.
// The board shows the position after the move shown (or a setup being
// arranged or placed) with the squares each piece may go to, the last move,
// a king in check and the marks drawn on the move. A drag or two clicks
// become a move (a chooser asks when one gesture means several), played at
// the live end of a game on, added as a variation anywhere else.
class BoardPresenter : public QObject {
    Q_OBJECT

public:
    BoardPresenter(GameSession& session, BoardWidget* board, std::array<PocketWidget*, 2> pockets,
                   PlacingTurnController& placing, SecretSetupController& setup,
                   QObject* parent = nullptr);

    // The node whose position the board shows.
    NodeId shown() const { return shown_; }
    // Shows the position after `node`.
    void show(NodeId node);
    // Draws what is shown again (the game, a setup or a view choice changed),
    // and says so to those that follow the move shown.
    void refresh();
    // Whether a move made now goes into the game as played: the live end of
    // a game that goes on.
    bool playingLive() const;
    // Whether the pieces of the position shown may be moved now.
    bool movesAllowed() const;

    // A move made where the game goes on replaces what follows instead of
    // adding a variation.
    void setReplaceRest(bool on) { replaceRest_ = on; }
    // The board turns so that the side to move is always at the bottom.
    void setTurnForEachMove(bool on) { turnForEachMove_ = on; }
    // The notation, for the files' letters.
    void setNotation(NotationStyle notation) { notation_ = notation; }
    // Which sides the computer plays: their pieces are not the person's to move.
    void setComputerPlays(std::function<bool(Color)> computerPlays) {
        computerPlays_ = std::move(computerPlays);
    }

    // Squares marked on the game's start position beside its own marks (a
    // lesson's targets); a new game clears them.
    void setStartMarks(std::vector<MarkedSquare> marks);

    // A move typed for the position the board shows: played, added as a
    // variation, or placed in a placing turn. False when no move may be
    // made there now.
    bool enterMove(Move move);

signals:
    // The board was drawn showing `node`: the score sheet, the comments and
    // the actions that follow the move shown show it too.
    void shownChanged(tavleya::NodeId node);
    // A piece was let go where it may not go, and the board put it back.
    void moveRefused(tavleya::Square from, tavleya::Square to);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Draws the board and the pockets.
    void draw();
    const Position& positionShown() const;
    // Where each piece of the position shown may go now.
    std::array<Bitboard, 64> destinations(const Position& position) const;
    void chooseMove(Square from, Square to, int taken);
    void pickFromPocket(Color side, PieceKind kind);
    void chooseDrop(PieceKind kind, Square to);
    void refuseDrop(PieceKind kind, Square to);
    // A piece dragged out of a pocket was let go (on a square it may take,
    // or not).
    void endPocketDrag(bool dropped);
    void playOrAnnotate(Move move);

    GameSession& session_;
    BoardWidget* board_;
    std::array<PocketWidget*, 2> pockets_;
    PlacingTurnController& placing_;
    SecretSetupController& setup_;
    NodeId shown_ = 0;
    NodeId drawn_ = 0;  // the node drawn last, to tell a step forward
    bool replaceRest_ = false;
    bool turnForEachMove_ = false;
    NotationStyle notation_ = kSan;
    std::function<bool(Color)> computerPlays_;
    std::vector<MarkedSquare> startMarks_;
    std::string_view wordsKey_;  // the kind of game the board's piece words are for
};

}  // namespace tavleya

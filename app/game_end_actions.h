#pragma once

#include <QObject>

#include "game/game_tree.h"
#include "notation_style.h"

class QAction;
class QWidget;

namespace tavleya {

class BoardWidget;
class ComputerOpponents;
class GameSession;

// The players' ways to end a game by their word: resigning, offering a draw
// and claiming one, as actions for the window's menu. Each question opens
// beside the board, so that it is answered looking at the position; each
// action is enabled only where it means something for the move shown.
class GameEndActions : public QObject {
    Q_OBJECT

public:
    // `window` is the parent of the questions; `board` is where they open beside.
    GameEndActions(GameSession& session, const ComputerOpponents& computers,
                   const BoardWidget* board, QWidget* window);

    QAction* offerDraw() const { return offerDraw_; }
    QAction* claimDraw() const { return claimDraw_; }
    QAction* resign() const { return resign_; }
    // The next move played goes with a draw offer (typed with it, "e4 (=)").
    void offerWithTheNextMove() { offerWithNextMove_ = true; }

    // The move shown: the actions follow it.
    void setShown(NodeId node);
    // The notation a draw claim names its moves in.
    void setNotation(NotationStyle notation) { notation_ = notation; }

signals:
    // A sentence for the status bar (a draw declined, an offer refused).
    void message(const QString& text);

private:
    void askResign();
    void askOfferDraw();
    // The draw offered with the move just made, answered by the side to move.
    void offerWithLastMove();
    // A move went into the game: an offer waiting for the offerer's move goes with it.
    void moved(NodeId node);
    void askClaimDraw();
    // The move a draw is claimed with, picked from those that would make it
    // valid; nullopt when none is picked.
    std::optional<Move> chooseClaimMove(const std::vector<Move>& moves);

    GameSession& session_;
    const ComputerOpponents& computers_;
    const BoardWidget* board_;
    QWidget* window_;
    NotationStyle notation_ = kSan;
    // The person playing the computer offered a draw on their turn: it goes
    // with their next move (FIDE 9.1.2.2, as over the board).
    bool offerWithNextMove_ = false;
    bool declined_ = false;  // the computer declined: said with its move
    NodeId shown_ = 0;       // the move the actions were last set for
    QAction* offerDraw_;
    QAction* claimDraw_;
    QAction* resign_;
};

}  // namespace tavleya

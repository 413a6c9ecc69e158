#pragma once

#include <QObject>
#include <optional>

#include "bitboard.h"
#include "position.h"
#include "setup_phase.h"

class QWidget;

namespace tavleya {

class GameSession;

// A turn of a game with placing turns, built at the live end of the game
// piece by piece on a preview board, then confirmed and played, or taken
// back placement by placement. Its bar of buttons shows while a turn is
// being built.
class PlacingTurnController : public QObject {
    Q_OBJECT

public:
    PlacingTurnController(GameSession& session, QWidget* parent);

    // The bar with "Take Back Placement" and "Confirm Turn", for the window
    // to place.
    QWidget* bar() const { return bar_; }
    // The placements made so far; empty when none is.
    const std::optional<PlacingTurn>& turn() const { return turn_; }
    // The squares where a piece of `kind` may go next.
    Bitboard targets(PieceKind kind) const;

    void place(PieceKind kind, Square square);
    void undo();
    void confirm();
    // Forgets the placements not yet confirmed.
    void reset();
    // The game changed: the placements stay only while they are still for
    // its live end (a comment typed meanwhile keeps them; a move taken back,
    // a game over or a new game does not).
    void followGame();

signals:
    // The placements changed: the board is drawn again.
    void changed();
    // A sentence for the status bar (why a placement was refused).
    void message(const QString& text);

private:
    void update();

    GameSession& session_;
    std::optional<PlacingTurn> turn_;
    Position startedFrom_;  // the live position the turn is built for
    QWidget* bar_ = nullptr;
};

}  // namespace tavleya

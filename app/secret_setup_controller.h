#pragma once

#include <QObject>
#include <array>
#include <optional>
#include <vector>

#include "bitboard.h"
#include "engines/engine_list.h"
#include "position.h"
#include "setup_phase.h"

class QDialog;
class QLabel;
class QPushButton;
class QWidget;

namespace tavleya {

class EngineArrangement;
class GameSession;

// The setup phase of a game whose players arrange their pieces unseen
// (secret setup): White arranges on a board showing only White's pieces, a
// screen covers the window while the board is handed over, Black arranges,
// and the reveal starts the game from both arrangements.
class SecretSetupController : public QObject {
    Q_OBJECT

public:
    // `window` is the widget the hand-over screen covers.
    SecretSetupController(GameSession& session, QWidget* window);

    // The button that ends a side's arrangement, for the window to place.
    QPushButton* doneButton() const { return done_; }
    // The side arranging, if the game is in its setup phase.
    std::optional<Color> arranging() const { return arranging_; }
    // The arranging side's pieces, as they stand now.
    const Position& arrangement() const { return arrangement_; }
    // Where each piece of the arrangement may go: any square of the side's
    // own four ranks (onto another piece, the two swap).
    std::array<Bitboard, 64> destinations() const;
    // What the arranging side is to do, for the status bar; empty when none arranges.
    QString instruction() const;

    // The engines that arrange a side (none: a person does). The engine
    // that plays the side is asked for its arrangement; the board changes
    // hands only between two people. One that gives none leaves the
    // arranging to the person at the board.
    void setArrangedByComputer(std::array<std::optional<EngineInfo>, 2> engines) {
        byComputer_ = std::move(engines);
    }

    // Starts `side`'s arrangement from its pieces' classical squares.
    void begin(Color side);
    // Moves a piece of the arrangement (swapping with what stands there).
    void move(Square from, Square to);
    // Ends the arranging side's turn: hands over to Black, or reveals.
    void finish();
    // Leaves the setup phase (a new game replaces this one); people arrange
    // the next one unless told otherwise.
    void cancel();

signals:
    // The arrangement or the phase changed: the board is drawn again.
    void changed();
    // The board is turned so that the arranging side has its pieces near.
    void boardTurned(bool flipped);
    // A sentence for the status bar.
    void message(const QString& text);
    // Both arrangements are on the board and the game has begun.
    void revealed();

private:
    void handOver();

    GameSession& session_;
    QWidget* window_;
    std::optional<Color> arranging_;
    Position arrangement_;
    std::vector<Placement> whiteSetup_;
    QPushButton* done_ = nullptr;
    QDialog* screen_ = nullptr;
    QLabel* screenText_ = nullptr;
    std::array<std::optional<EngineInfo>, 2> byComputer_;
    EngineArrangement* asking_ = nullptr;  // the engine asked for the arranging side's half
    void arrangeByComputer();
    void arrangedByComputer(const std::vector<Placement>& half);
    void arrangeByHand();
};

}  // namespace tavleya

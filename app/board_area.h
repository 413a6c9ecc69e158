#pragma once

#include <QObject>
#include <QTimer>
#include <array>

#include "square.h"

class QLabel;
class QPushButton;
class QWidget;

namespace tavleya {

class BoardWidget;
class EvaluationBar;
class GameSession;
class PocketWidget;

// The board with what stands around it: the pockets (the far player's above,
// the near player's below, swapped when the board turns), the evaluation bar
// beside it, and over it the way back from a paused clock and the notes said
// where the players look.
class BoardArea : public QObject {
    Q_OBJECT

public:
    BoardArea(GameSession& session, QWidget* parent);

    // The column to lay out: as wide as the board is high.
    QWidget* column() const { return column_; }
    BoardWidget* board() const { return board_; }
    std::array<PocketWidget*, 2> pockets() const { return pockets_; }
    EvaluationBar* evaluationBar() const { return bar_; }
    // The board and the pockets drawn as the settings say.
    void showLook();
    // Says `text` over the board for a few seconds.
    void sayOnBoard(const QString& text);
    // Resume shows while the game's clock is paused.
    void followPause();

private:
    void createOverlay();

    GameSession& session_;
    QWidget* column_ = nullptr;
    BoardWidget* board_ = nullptr;
    std::array<PocketWidget*, 2> pockets_{};
    EvaluationBar* bar_ = nullptr;
    QPushButton* resume_ = nullptr;
    QLabel* note_ = nullptr;
    QTimer noteTimer_;
};

}  // namespace tavleya

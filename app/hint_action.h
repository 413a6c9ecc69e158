#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

#include "game/game_tree.h"
#include "notation_style.h"

class QAction;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class ComputerOpponents;
class EngineListModel;
class GameSession;
class HintRequest;
class SecretSetupController;

// A hint at the board: the game's engine thinks briefly about the position
// the game has reached, its move is drawn as an arrow for a few seconds and
// written in the game's record. Given in a game against the computer, and
// between people when they agreed to hints in Settings.
class HintAction : public QObject {
    Q_OBJECT

public:
    struct Parts {
        GameSession& session;
        const BoardPresenter& presenter;
        const SecretSetupController& setup;
        const ComputerOpponents& computers;
        BoardWidget& board;
        // The engines, looked for when first needed.
        std::function<EngineListModel&()> engines;
        // Whether the analysis draws its own arrow on the board, which a
        // hint's going leaves in place.
        std::function<bool()> analysisShowsArrow;
    };
    HintAction(Parts parts, QObject* parent);

    QAction* action() const { return action_; }
    // Why a hint cannot be given now, in words for the player; empty: it can.
    QString refusal() const;
    void setNotation(NotationStyle notation) { notation_ = notation; }

signals:
    // A sentence for the status bar: why not, the engine thinking, the hint.
    void message(const QString& text);

private:
    void ask();
    void show(NodeId asked, Move move);
    // A hint is for its position: a move played or taken back, or a new
    // game, takes its arrow away.
    void dropIfGone();
    void clearArrow();

    Parts parts_;
    QAction* action_;
    QPointer<HintRequest> request_;
    QTimer shownFor_;       // how long a hint's arrow stays
    NodeId shownNode_ = 0;  // the position the hint shown is for
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

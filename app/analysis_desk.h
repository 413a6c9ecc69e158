#pragma once

#include <QObject>
#include <functional>

#include "game/game_tree.h"
#include "notation_style.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace tavleya {

class AnalysisPanel;
class BoardPresenter;
class BoardWidget;
class EngineListModel;
class EvaluationBar;
class GameSession;

// An engine thinking about the position shown: the analysis pane (made when
// first wanted), its best move drawn on the board and its view in the bar
// beside it, and the lines it finds taken into the game.
class AnalysisDesk : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QMainWindow& window;
        GameSession& session;
        BoardPresenter& presenter;
        BoardWidget& board;
        EvaluationBar& bar;
        // The engines, looked for when first needed.
        std::function<EngineListModel&()> engines;
    };
    explicit AnalysisDesk(Parts parts);
    ~AnalysisDesk() override;

    // Analyse, which starts and stops the engine, opening the pane if need be.
    QAction* analyseAction() const { return analyse_; }
    // The view choices: the best move's arrow, the bar, whose side scores are from.
    void addViewChoices(QMenu* menu);
    // Null until the pane is first opened.
    AnalysisPanel* panel() const { return panel_; }
    bool running() const;
    // A new game is starting: the pane lets the old one go.
    void forgetGame();
    void setNotation(NotationStyle notation);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    // The pane, made when first wanted.
    AnalysisPanel* openPanel();
    // The engine's line for the position after `node`, added to the game.
    void addLine(NodeId node, const std::vector<Move>& moves);

    Parts parts_;
    QAction* analyse_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    QDockWidget* dock_ = nullptr;
    bool bestMoveArrow_ = true;
    bool barShown_ = true;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

#pragma once

#include <QWidget>
#include <memory>
#include <optional>

#include "engines/analysis_lines.h"
#include "game/game_tree.h"

class QComboBox;
class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace tavleya {

class EngineListModel;
class UciConnection;

// The analysis pane: an engine thinking about the position on the board,
// with its best lines (1 to 5), their scores, depth and speed. A new
// position restarts it at once; Stop stops it. A double-clicked line goes
// into the game as a variation.
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMostLines = 5;

    AnalysisPanel(EngineListModel& engines, QWidget* parent = nullptr);
    ~AnalysisPanel() override;

    // The position after `node` of `tree`, with the moves that led there.
    void setPosition(const GameTree& tree, NodeId node);
    // The game on the board is about to be replaced: its tree is let go of
    // (the analysis goes on with the next position set).
    void forgetGame();
    void setNotation(NotationStyle notation) { lines_->setNotation(notation); }
    void setWhitesView(bool on) { lines_->setWhitesView(on); }
    bool isRunning() const { return running_; }
    void setRunning(bool on);

    AnalysisLines* lines() const { return lines_; }
    QComboBox* engineBox() const { return engine_; }
    QSpinBox* lineCountBox() const { return count_; }
    QTreeView* view() const { return view_; }
    QLabel* statusLabel() const { return status_; }

signals:
    void runningChanged(bool running);
    // The first line's score and move; nullopt when there is none (stopped,
    // or nothing reported yet for the position).
    void bestChanged(std::optional<tavleya::Evaluation> evaluation,
                     std::optional<tavleya::Move> move);
    // A line picked to go into the game after `node`.
    void lineChosen(tavleya::NodeId node, const std::vector<tavleya::Move>& moves);

private:
    QLayout* createControls();
    void fillEngines();
    // Starts the chosen engine for the game, if it is not running already.
    bool connectEngine();
    void search();
    void report(const uci::UciInfo& info);
    void reportBest();

    EngineListModel& engines_;
    AnalysisLines* lines_;
    QComboBox* engine_;
    QSpinBox* count_;
    QPushButton* start_;
    QTreeView* view_;
    QLabel* status_;
    UciConnection* connection_ = nullptr;
    QString connectedFor_;  // the program and game the connection was prepared for
    // The name the status says: the engine's own, or Tavleya's as the
    // engine list writes it (its engine's UCI name is English).
    QString connectedName_;
    QString filledFor_;  // the game the engine list was made for
    bool kingTakesRook_ = false;
    bool running_ = false;
    std::shared_ptr<const Ruleset> rules_;
    // The tree of the game on the board (the window's session keeps it) and
    // the node analysed.
    const GameTree* tree_ = nullptr;
    NodeId node_ = 0;
    GameEnd end_;  // how the game ended in the position analysed, if it did
};

}  // namespace tavleya

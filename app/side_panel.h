#pragma once

#include <QObject>
#include <memory>

#include "notation_style.h"

class QLabel;
class QLayout;
class QVBoxLayout;
class QWidget;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class ClockPanel;
class CommentEditor;
class EvaluationGraph;
class GameSession;
class MoveEntry;
class MoveListModel;
class OpeningNames;
class PlacingTurnController;
class ScoreSheetView;
class SecretSetupController;
class TowerPanel;

// The panel beside the board: each clock on its player's side (swapped when
// the board turns), the result, the tower under the cursor, the opening's
// name, the move box, the score sheet, the evaluation graph, the comments,
// and the buttons of a placing turn and of a secret arrangement. What it
// shows follows the move the board shows.
class SidePanel : public QObject {
    Q_OBJECT

public:
    struct Parts {
        GameSession& session;
        BoardPresenter& presenter;
        BoardWidget& board;
        PlacingTurnController& placing;
        SecretSetupController& setup;
        std::shared_ptr<const OpeningNames> openingNames;
    };
    SidePanel(Parts parts, QWidget* parent);

    QLayout* layout() const;
    ClockPanel* clocks() const { return clocks_; }
    MoveListModel* moveList() const { return moves_; }
    MoveEntry* moveEntry() const { return entry_; }
    CommentEditor* comments() const { return comments_; }
    void setNotation(NotationStyle notation);
    // The opening of the line shown ("C42 Petrov's Defense"), empty when it
    // has none or the game is not one the opening lists name.
    QString openingText() const;
    // The text of the result banner; empty while the game goes on.
    QString resultText() const;

signals:
    // A sentence for the status bar: a typed move refused.
    void message(const QString& text);

private:
    void createMoveEntry(QWidget* parent);
    void createLabels(QWidget* parent);
    void followTheMoveShown();

    Parts parts_;
    QVBoxLayout* layout_ = nullptr;
    ClockPanel* clocks_ = nullptr;
    QLabel* banner_ = nullptr;
    TowerPanel* towerPanel_ = nullptr;
    QLabel* opening_ = nullptr;
    MoveEntry* entry_ = nullptr;
    MoveListModel* moves_ = nullptr;
    ScoreSheetView* moveView_ = nullptr;
    EvaluationGraph* graph_ = nullptr;
    CommentEditor* comments_ = nullptr;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya

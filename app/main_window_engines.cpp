// The main window's engine menu: the analysis pane (an engine thinking about
// the position shown, its best move drawn on the board and its view in the
// bar beside it) and the lines it finds taken into the game.

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <limits>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "computer_opponents.h"
#include "engines/analysis_panel.h"
#include "engines/engines_dialog.h"
#include "engines/evaluation_bar.h"
#include "engines/game_review.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "hint_action.h"
#include "main_window.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "settings_dialog.h"

namespace tavleya {

void MainWindow::createEngineMenu() {
    QMenu* menu = menuBar()->addMenu(tr("E&ngine"));
    // One key starts and stops the analysis, opening the pane if need be.
    analyse_ = menu->addAction(tr("&Analyse"));
    analyse_->setObjectName(QStringLiteral("analyse"));
    analyse_->setCheckable(true);
    analyse_->setShortcut(QKeySequence(Qt::Key_F2));
    analyse_->setToolTip(tr("An engine thinks about the position on the board"));
    connect(analyse_, &QAction::triggered, this, [this](bool on) {
        AnalysisPanel* panel = analysisPanel();
        if (on) analysisDock_->show();
        panel->setRunning(on);
    });
    menu->addAction(hint_->action());
    menu->addAction(tr("&Review Game..."), this,
                    [this] {
                        bool ok = false;
                        engines().waitForInstalled();
                        const int row = engines().defaultFor(session_->rules());
                        const int seconds = QInputDialog::getInt(
                            this, tr("Review Game"),
                            tr("%1 reviews the game. Seconds of thought for each position:")
                                .arg(row < 0 ? QString() : engines().displayName(row)),
                            1, 1, 60, 1, &ok);
                        if (!ok) return;
                        const QString error = reviewGame(seconds * 1000);
                        if (!error.isEmpty()) QMessageBox::warning(this, tr("Review Game"), error);
                    })
        ->setObjectName(QStringLiteral("reviewGame"));
    menu->addAction(tr("Review &Selected Games..."), this, &MainWindow::askReviewListedGames)
        ->setObjectName(QStringLiteral("reviewListedGames"));
    menu->addAction(tr("&Engines..."), this,
                    [this] {
                        EnginesDialog dialog(engines(), this);
                        dialog.exec();
                    })
        ->setObjectName(QStringLiteral("engines"));
    menu->addSeparator();
    addViewToggle(menu, tr("Show the &Best Move"), "bestMoveArrow", settings::bestMoveArrow,
                  [this](bool on) {
                      bestMoveArrow_ = on;
                      if (!on) board_->setHintArrow(std::nullopt);
                  });
    addViewToggle(menu, tr("Show the &Evaluation Bar"), "evaluationBarShown",
                  settings::evaluationBar, [this](bool on) {
                      evaluationBarShown_ = on;
                      evaluationBar_->setVisible(on && analysis_ && analysis_->isRunning());
                  });
    addViewToggle(menu, tr("Scores From &White's Side"), "whitesView", settings::scoresFromWhite,
                  [this](bool on) {
                      if (analysis_) analysis_->setWhitesView(on);
                  })
        ->setToolTip(tr("Otherwise from the side to move's"));
}

AnalysisPanel* MainWindow::analysisPanel() {
    if (analysis_) return analysis_;
    analysis_ = new AnalysisPanel(engines(), this);
    analysis_->setObjectName(QStringLiteral("analysisPanel"));
    analysis_->setNotation(notation_);
    analysis_->setWhitesView(settings::scoresFromWhite.read());
    analysisDock_ = new QDockWidget(tr("Analysis"), this);
    analysisDock_->setObjectName(QStringLiteral("analysisDock"));
    analysisDock_->setWidget(analysis_);
    addDockWidget(Qt::BottomDockWidgetArea, analysisDock_);
    // Room for the board above a few lines of analysis.
    makeRoomBelowBoard(820);
    resizeDocks({analysisDock_}, {170}, Qt::Vertical);
    connect(analysis_, &AnalysisPanel::runningChanged, this, [this](bool on) {
        analyse_->setChecked(on);
        evaluationBar_->setVisible(on && evaluationBarShown_);
    });
    connect(analysis_, &AnalysisPanel::bestChanged, this,
            [this](std::optional<Evaluation> evaluation, std::optional<Move> move) {
                evaluationBar_->setEvaluation(evaluation);
                board_->setHintArrow(bestMoveArrow_ && move ? arrowOf(session_->rules(), *move)
                                                            : std::nullopt);
            });
    connect(analysis_, &AnalysisPanel::lineChosen, this, &MainWindow::addEngineLine);
    // Closing the pane stops the engine.
    connect(analysisDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && !analysisDock_->isFloating() && analysisDock_->isHidden())
            analysis_->setRunning(false);
    });
    analysis_->setPosition(session_->tree(), presenter_->shown());
    connect(presenter_, &BoardPresenter::shownChanged, analysis_,
            [this] { analysis_->setPosition(session_->tree(), presenter_->shown()); });
    return analysis_;
}

void MainWindow::askReviewListedGames() {
    const QList<int> rows = gameList_->selectedRows();
    if (gameList_->path().isEmpty() || rows.isEmpty()) {
        QMessageBox::information(this, tr("Review Selected Games"),
                                 tr("Open a file and choose the games to review in its list."));
        return;
    }
    bool ok = false;
    const int seconds = QInputDialog::getInt(
        this, tr("Review Selected Games"),
        tr("%n game(s). Seconds of thought for each position:", nullptr, int(rows.size())), 1, 1,
        60, 1, &ok);
    if (!ok) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Reviewed Games"), {},
                                                      tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    const QString error = reviewListedGames(rows, seconds * 1000, path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Review Selected Games"), error);
}

bool MainWindow::hintAllowed() const {
    return hint_->refusal().isEmpty();
}

QString MainWindow::hintRefusal() const {
    return hint_->refusal();
}

namespace {

enum class ReviewEnd { Done, Cancelled, Failed };

// Runs `review` of `tree` to its end, its progress shown by `progress`,
// whose Cancel stops it; `error` says why it failed.
ReviewEnd runReview(GameReview& review, const GameTree& tree, QProgressDialog& progress,
                    QString& error) {
    QEventLoop loop;
    bool done = false;
    QObject::connect(&review, &GameReview::progress, &loop, [&progress](int step, int total) {
        progress.setMaximum(total);
        progress.setValue(step);
    });
    QObject::connect(&review, &GameReview::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QObject::connect(&review, &GameReview::failed, &loop, [&](const QString& why) {
        error = why;
        loop.quit();
    });
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    review.start(tree);
    if (!done && error.isEmpty()) loop.exec();
    if (!error.isEmpty()) return ReviewEnd::Failed;
    if (!done) {
        review.cancel();
        return ReviewEnd::Cancelled;
    }
    return ReviewEnd::Done;
}

}  // namespace

QString MainWindow::reviewGame(int millisPerMove) {
    engines().waitForInstalled();
    const int row = engines().defaultFor(session_->rules());
    if (row < 0) return tr("No engine plays this game.");
    if (session_->tree().mainLine().empty()) return tr("The game has no moves to review.");
    GameReview review(engines().engine(row), millisPerMove);
    QProgressDialog progress(tr("Reviewing the game with %1…").arg(engines().displayName(row)),
                             tr("Cancel"), 0, 1, this);
    progress.setWindowTitle(tr("Review Game"));
    progress.setObjectName(QStringLiteral("reviewProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    QString error;
    const ReviewEnd end = runReview(review, session_->tree(), progress, error);
    progress.close();
    if (end == ReviewEnd::Failed) return error;
    if (end == ReviewEnd::Cancelled) {
        tell(tr("The review was cancelled; the game is as it was."));
        return {};
    }
    review.annotate(*session_);
    tell(tr("The game was reviewed: Edit › Undo takes the review back."));
    return {};
}

QString MainWindow::reviewListedGames(const QList<int>& rows, int millisPerMove,
                                      const QString& path) {
    if (rows.isEmpty()) return tr("Choose the games to review in the list of games first.");
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(gameList_->path()).canonicalFilePath())
        return tr("The reviewed games go to a file of their own, not into the listed file.");
    engines().waitForInstalled();
    QProgressDialog progress(tr("Reviewing the games…"), tr("Cancel"), 0, 1, this);
    progress.setWindowTitle(tr("Review Selected Games"));
    // One dialog for all the games: it stays between them.
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    progress.setObjectName(QStringLiteral("reviewProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    std::string text;
    int unreadable = 0, reviewed = 0;
    for (int i = 0; i < rows.size(); ++i) {
        QString error;
        auto read = document_->readListedGame(rows[i], error);
        if (!read) {
            ++unreadable;
            continue;
        }
        PgnGame& game = *read->game;
        // A game no engine plays, or without moves, goes out as it came.
        const int engine = engines().defaultFor(game.tree.rules());
        if (engine >= 0 && !game.tree.mainLine().empty()) {
            progress.setLabelText(tr("Reviewing game %1 of %2 with %3…")
                                      .arg(i + 1)
                                      .arg(rows.size())
                                      .arg(engines().displayName(engine)));
            GameReview review(engines().engine(engine), millisPerMove);
            const ReviewEnd end = runReview(review, game.tree, progress, error);
            if (end == ReviewEnd::Failed) return error;
            if (end == ReviewEnd::Cancelled)
                return tr("The review was cancelled; nothing was written.");
            review.annotate(game.tree);
            ++reviewed;
        }
        text += writePgnGame(game);
        text += '\n';
    }
    progress.close();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0 ||
        !file.commit())
        return tr("The reviewed games could not be written to %1: %2")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    // Games no engine plays, or without moves, are written unreviewed.
    tell(unreadable ? tr("%n game(s) reviewed into %1; %2 could not be read.", nullptr, reviewed)
                          .arg(QDir::toNativeSeparators(path))
                          .arg(unreadable)
                    : tr("%n game(s) reviewed into %1.", nullptr, reviewed)
                          .arg(QDir::toNativeSeparators(path)));
    return {};
}

void MainWindow::addEngineLine(NodeId node, const std::vector<Move>& moves) {
    if (moves.empty() || !session_->tree().contains(node)) return;
    if (node == session_->current() && !session_->over()) {
        tell(
            tr("At the position the game has reached, play the move; lines go into the game "
               "where it has moved on."));
        return;
    }
    session_->editTree(tr("Add Engine Line"), presenter_->shown(), [&](GameTree& tree) {
        NodeId at = node;
        NodeId first = 0;
        for (Move move : moves) {
            at = tree.addMove(at, move);
            if (!first) first = at;
        }
        return first;
    });
}

}  // namespace tavleya

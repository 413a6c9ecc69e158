#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include "board_widget.h"
#include "ruleset_registry.h"

namespace tavleya {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Tavleya"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tavleya.svg")));
    rules_ = builtinRulesets().create("classical").value();
    board_ = new BoardWidget(this);
    board_->setObjectName(QStringLiteral("board"));
    setCentralWidget(board_);
    createActions();
    newGame();
    resize(640, 680);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAction = game->addAction(tr("&New Game"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* flip = view->addAction(tr("&Flip Board"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setShortcut(QKeySequence(tr("Ctrl+F")));
    flip->setCheckable(true);
    connect(flip, &QAction::toggled, board_, &BoardWidget::setFlipped);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Tavleya"), this, &MainWindow::about);
}

void MainWindow::newGame() {
    board_->setPosition(rules_->startPosition());
    statusBar()->showMessage(tr("White to move"));
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Tavleya"),
                       tr("<p><b>Tavleya</b> %1</p><p>Chess and its variants, including Tavreli, "
                          "for two players at one board.</p><p>Licensed under the GNU GPL, "
                          "version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace tavleya

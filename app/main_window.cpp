#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>

#include "board_widget.h"
#include "clock_panel.h"
#include "game_session.h"
#include "move_input.h"
#include "move_list_model.h"
#include "ruleset_registry.h"

namespace tavleya {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Tavleya"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tavleya.svg")));
    session_ = new GameSession(this);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    board_ = new BoardWidget(central);
    board_->setObjectName(QStringLiteral("board"));
    layout->addWidget(board_, 3);

    auto* side = new QVBoxLayout;
    clocks_ = new ClockPanel(*session_, central);
    side->addWidget(clocks_);
    banner_ = new QLabel(central);
    banner_->setObjectName(QStringLiteral("resultBanner"));
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setWordWrap(true);
    QFont bold = banner_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    banner_->setFont(bold);
    side->addWidget(banner_);
    moves_ = new MoveListModel(this);
    moveView_ = new QTreeView(central);
    moveView_->setObjectName(QStringLiteral("moveList"));
    moveView_->setModel(moves_);
    moveView_->setHeaderHidden(true);
    moveView_->setRootIsDecorated(true);
    side->addWidget(moveView_, 1);
    layout->addLayout(side, 1);
    setCentralWidget(central);

    connect(board_, &BoardWidget::moveChosen, this, &MainWindow::chooseMove);
    connect(session_, &GameSession::aboutToStart, this, [this] { moves_->setTree(nullptr); });
    connect(session_, &GameSession::changed, this, &MainWindow::showGame);
    createActions();
    newGame();
    resize(900, 640);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAction = game->addAction(tr("&New Game"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    QAction* takeBack = session_->undoStack()->createUndoAction(this, tr("&Take Back"));
    takeBack->setObjectName(QStringLiteral("takeBack"));
    takeBack->setShortcut(QKeySequence::Undo);
    game->addAction(takeBack);
    QAction* resign = game->addAction(
        tr("&Resign"), this, [this] { session_->resign(session_->position().sideToMove()); });
    resign->setObjectName(QStringLiteral("resign"));
    QAction* draw = game->addAction(tr("Offer &Draw"), this, &MainWindow::offerDraw);
    draw->setObjectName(QStringLiteral("offerDraw"));
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
    session_->start(builtinRulesets().create("classical").value(), std::nullopt);
}

QString MainWindow::startGame(const QString& key, const QString& position) {
    auto rules = builtinRulesets().create(key.toStdString());
    if (!rules) return QString::fromStdString(rules.error().message);
    std::optional<Position> from;
    if (!position.isEmpty()) {
        auto read = rules.value()->readFen(position.toStdString());
        if (!read) return QString::fromStdString(read.error().message);
        from = read.value();
    }
    session_->start(rules.value(), std::nullopt, {}, from);
    return {};
}

void MainWindow::showGame() {
    const GameTree& tree = session_->tree();
    moves_->setTree(&tree);
    moveView_->expandAll();
    moveView_->setCurrentIndex(moves_->indexOf(session_->current()));
    const Position& position = session_->position();
    board_->setPosition(position);
    std::array<Bitboard, 64> destinations{};
    if (!session_->over()) {
        MoveList legal;
        session_->rules().legalMoves(position, legal);
        for (Move m : legal) {
            if (m.type() == MoveType::Drop) continue;  // pockets come with the pocket view
            destinations[m.from().index()] |= bit(m.to());
            if (m.type() == MoveType::Castling) {
                // The king may also be dropped on its destination square.
                const Square target =
                    Square::at(m.to().file() > m.from().file() ? 6 : 2, m.from().rank());
                if (movesBetween(session_->rules(), position, m.from(), target).size() == 1)
                    destinations[m.from().index()] |= bit(target);
            }
        }
    }
    board_->setDestinations(destinations);
    const GameNode& node = tree.node(session_->current());
    const bool moved = session_->current() != tree.root() && !node.move.isNull();
    const Square check = session_->rules().inCheck(position)
                             ? position.royalSquare(position.sideToMove())
                             : Square::none();
    board_->setHighlights(
        moved && node.move.type() != MoveType::Drop ? node.move.from() : Square::none(),
        moved ? node.move.to() : Square::none(), check);
    banner_->setText(session_->over() ? describeEnd(session_->end()) : QString());
    statusBar()->showMessage(session_->over()                        ? QString()
                             : position.sideToMove() == Color::White ? tr("White to move")
                                                                     : tr("Black to move"));
}

void MainWindow::chooseMove(Square from, Square to) {
    const auto moves = movesBetween(session_->rules(), session_->position(), from, to);
    if (moves.empty()) return;
    Move chosen = moves.front();
    if (moves.size() > 1) {
        // Several moves from one gesture: the promotion piece decides.
        QMenu menu(this);
        menu.setObjectName(QStringLiteral("promotionChooser"));
        for (Move m : moves) {
            const QString text = QString::fromStdString(
                session_->rules().moveText(session_->position(), m, kSanFigurine));
            menu.addAction(text)->setData(QVariant::fromValue(m.raw()));
        }
        QAction* picked = menu.exec(board_->mapToGlobal(board_->squareRect(to).center().toPoint()));
        if (!picked) return showGame();
        for (Move m : moves)
            if (m.raw() == picked->data().toUInt()) chosen = m;
    }
    session_->play(chosen);
}

void MainWindow::offerDraw() {
    if (session_->over()) return;
    const QString offering =
        session_->position().sideToMove() == Color::White ? tr("White") : tr("Black");
    if (QMessageBox::question(this, tr("Draw offer"),
                              tr("%1 offers a draw. Accept?").arg(offering)) == QMessageBox::Yes)
        session_->agreeDraw();
}

QString MainWindow::describeEnd(const GameEnd& end) {
    QString who;
    switch (end.outcome) {
        case Outcome::WhiteWins:
            who = tr("1–0: White wins");
            break;
        case Outcome::BlackWins:
            who = tr("0–1: Black wins");
            break;
        case Outcome::Draw:
            who = tr("½–½: Draw");
            break;
        case Outcome::Undecided:
            return {};
    }
    QString why;
    switch (end.termination) {
        case Termination::Checkmate:
            why = tr("checkmate");
            break;
        case Termination::Stalemate:
            why = tr("stalemate");
            break;
        case Termination::FivefoldRepetition:
            why = tr("fivefold repetition");
            break;
        case Termination::SeventyFiveMoves:
            why = tr("75 moves without a capture or pawn move");
            break;
        case Termination::DeadPosition:
            why = tr("neither side can mate");
            break;
        case Termination::FlagFall:
            why = end.outcome == Outcome::Draw ? tr("time ran out, but the opponent cannot mate")
                                               : tr("time ran out");
            break;
        case Termination::BareKing:
            why = tr("bare king");
            break;
        case Termination::ExposedAtReveal:
            why = tr("king exposed when the setups were revealed");
            break;
        case Termination::Resignation:
            why = tr("resignation");
            break;
        case Termination::DrawAgreed:
            why = tr("agreed");
            break;
        case Termination::None:
            break;
    }
    return who + QStringLiteral(" — ") + why;
}

QString MainWindow::resultText() const {
    return banner_->text();
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Tavleya"),
                       tr("<p><b>Tavleya</b> %1</p><p>Chess and its variants, including Tavreli, "
                          "for two players at one board.</p><p>Licensed under the GNU GPL, "
                          "version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace tavleya

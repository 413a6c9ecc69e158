#include "board_presenter.h"

#include <QMenu>

#include "board_widget.h"
#include "game_session.h"
#include "move_input.h"
#include "placing_turn_controller.h"
#include "pocket_widget.h"
#include "secret_setup_controller.h"

namespace tavleya {

BoardPresenter::BoardPresenter(GameSession& session, BoardWidget* board,
                               std::array<PocketWidget*, 2> pockets, PlacingTurnController& placing,
                               SecretSetupController& setup, QObject* parent)
    : QObject(parent),
      session_(session),
      board_(board),
      pockets_(pockets),
      placing_(placing),
      setup_(setup) {
    connect(board_, &BoardWidget::moveChosen, this, &BoardPresenter::chooseMove);
    connect(board_, &BoardWidget::dropChosen, this, &BoardPresenter::chooseDrop);
    for (PocketWidget* pocket : pockets_)
        connect(pocket, &PocketWidget::picked, this, &BoardPresenter::pickFromPocket);
    connect(&setup_, &SecretSetupController::boardTurned, board_, &BoardWidget::setFlipped);
}

bool BoardPresenter::playingLive() const {
    return shown_ == session_.current() && !session_.over();
}

bool BoardPresenter::movesAllowed() const {
    if (playingLive()) return !session_.paused();
    // Elsewhere a move makes a variation: not while the clock of a game runs.
    const ChessClock* clock = session_.clock();
    return session_.over() || !clock || clock->state() != ChessClock::State::Running;
}

const Position& BoardPresenter::positionShown() const {
    if (setup_.arranging()) return setup_.arrangement();
    return session_.tree().node(shown_).position;
}

void BoardPresenter::draw() {
    const GameTree& tree = session_.tree();
    std::optional<Position> preview;  // a placing turn being built
    if (placing_.turn() && !setup_.arranging()) preview = placing_.turn()->preview();
    const Position& position = preview ? *preview : positionShown();
    board_->setPosition(position);
    if (turnForEachMove_) board_->setFlipped(position.sideToMove() == Color::Black);
    board_->setCyrillicFiles(session_.rules().cyrillicFilesInRussian() &&
                             notation_.alphabet == PieceAlphabet::Russian);
    board_->setDestinations(destinations(position));
    const bool live = shown_ == session_.current();
    const bool placingTurns = session_.rules().placingTurns() != nullptr;
    for (Color side : {Color::White, Color::Black}) {
        PocketWidget* pocket = pockets_[index(side)];
        pocket->setVisible(session_.rules().hasPockets());
        pocket->setActive(movesAllowed() && (live || !placingTurns) &&
                          position.sideToMove() == side);
    }
    const GameNode& node = tree.node(shown_);
    const bool moved = shown_ != tree.root() && !node.move.isNull();
    const Square check = session_.rules().inCheck(position)
                             ? position.royalSquare(position.sideToMove())
                             : Square::none();
    board_->model()->setMarks(node.commands.squares, node.commands.arrows);
    board_->setHighlights(
        moved && node.move.type() != MoveType::Drop ? node.move.from() : Square::none(),
        moved ? node.move.to() : Square::none(), check);
}

std::array<Bitboard, 64> BoardPresenter::destinations(const Position& position) const {
    if (setup_.arranging()) return setup_.destinations();
    std::array<Bitboard, 64> destinations{};
    const bool live = shown_ == session_.current();
    // A placing turn is built from the pockets; its pieces on the board wait.
    if (!movesAllowed() || placing_.turn() || (session_.rules().placingTurns() && !live))
        return destinations;
    MoveList legal;
    session_.rules().legalMoves(position, legal);
    for (Move m : legal) {
        if (m.type() == MoveType::Drop) continue;  // pockets come with the pocket view
        destinations[m.from().index()] |= bit(m.to());
        if (m.type() == MoveType::Castling) {
            // The king may also be dropped on its destination square.
            const Square target =
                Square::at(m.to().file() > m.from().file() ? 6 : 2, m.from().rank());
            if (movesBetween(session_.rules(), position, m.from(), target).size() == 1)
                destinations[m.from().index()] |= bit(target);
        }
    }
    return destinations;
}

void BoardPresenter::chooseMove(Square from, Square to, int taken) {
    if (setup_.arranging()) return setup_.move(from, to);
    const Position& at = session_.tree().node(shown_).position;
    auto moves = movesBetween(session_.rules(), at, from, to);
    // A tower grabbed by one of its slabs says how many pieces go.
    const int height = at.towers().height(from) + 1;
    if (taken > 0)
        std::erase_if(moves, [&](Move m) { return (m.split() ? m.split() : height) != taken; });
    if (moves.empty()) return draw();
    Move chosen = moves.front();
    if (moves.size() > 1) {
        // Several moves from one gesture: the promotion piece decides.
        QMenu menu(board_);
        menu.setObjectName(QStringLiteral("promotionChooser"));
        for (Move m : moves) {
            QString text = QString::fromStdString(session_.rules().moveText(at, m, kSanFigurine));
            // A tower's choices also say which pieces go.
            if (height > 1)
                text += QLatin1Char('\t') +
                        board_->describeSquare(from, m.split() ? m.split() : height);
            menu.addAction(text)->setData(QVariant::fromValue(m.raw()));
        }
        QAction* picked = menu.exec(board_->mapToGlobal(board_->squareRect(to).center().toPoint()));
        if (!picked) return draw();
        for (Move m : moves)
            if (m.raw() == picked->data().toUInt()) chosen = m;
    }
    playOrAnnotate(chosen);
}

bool BoardPresenter::enterMove(Move move) {
    if (!movesAllowed() || setup_.arranging()) return false;
    if (session_.rules().placingTurns()) {
        if (!playingLive() || move.type() != MoveType::Drop) return false;
        placing_.place(move.piece(), move.to());
        return true;
    }
    playOrAnnotate(move);
    return true;
}

void BoardPresenter::playOrAnnotate(Move move) {
    if (playingLive())
        session_.play(move);
    else
        session_.addMoveAt(shown_, move, replaceRest_);
}

void BoardPresenter::pickFromPocket(Color side, PieceKind kind) {
    const Position& at = session_.tree().node(shown_).position;
    if (!movesAllowed() || side != at.sideToMove()) return;
    if (session_.rules().placingTurns()) {
        // Placing turns are built at the live end of the game only.
        if (playingLive()) board_->setDropTargets(kind, placing_.targets(kind));
        return;
    }
    MoveList legal;
    session_.rules().legalMoves(at, legal);
    Bitboard targets = 0;
    for (Move m : legal)
        if (m.type() == MoveType::Drop && m.piece() == kind) targets |= bit(m.to());
    board_->setDropTargets(kind, targets);
}

void BoardPresenter::chooseDrop(PieceKind kind, Square to) {
    if (session_.rules().placingTurns()) return placing_.place(kind, to);
    MoveList legal;
    session_.rules().legalMoves(session_.tree().node(shown_).position, legal);
    for (Move m : legal)
        if (m.type() == MoveType::Drop && m.piece() == kind && m.to() == to)
            return playOrAnnotate(m);
    draw();
}

}  // namespace tavleya

#include "board_presenter.h"

#include <QCursor>
#include <QMenu>
#include <QMouseEvent>
#include <QProxyStyle>

#include "board/board_model.h"
#include "board/board_widget.h"
#include "board/piece_picture.h"
#include "board/pocket_widget.h"
#include "move_input.h"
#include "placing_turn_controller.h"
#include "play/game_session.h"
#include "secret_setup_controller.h"

namespace tavleya {
namespace {

// The squares a move went from and to: for castling the king's and the
// rook's, wherever the game puts them (the squares whose piece changed),
// with the king's and rook's starting squares even when one stays put.
Bitboard lastMoveSquares(const Position& before, const GameNode& node) {
    const Move move = node.move;
    if (move.type() == MoveType::Drop) return bit(move.to());
    Bitboard squares = bit(move.from()) | bit(move.to());
    if (move.type() != MoveType::Castling) return squares;
    for (int i = 0; i < 64; ++i)
        if (before.at(Square(i)) != node.position.at(Square(i))) squares |= bit(Square(i));
    return squares;
}

// Menu icons of a given size: a chooser's pieces as large as the squares.
class LargeIcons : public QProxyStyle {
public:
    explicit LargeIcons(int size) : size_(size) {}
    int pixelMetric(PixelMetric metric, const QStyleOption* option,
                    const QWidget* widget) const override {
        if (metric == PM_SmallIconSize) return size_;
        return QProxyStyle::pixelMetric(metric, option, widget);
    }

private:
    int size_;
};

}  // namespace

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
    connect(board_, &BoardWidget::dropRefused, this, &BoardPresenter::refuseDrop);
    for (PocketWidget* pocket : pockets_) {
        connect(pocket, &PocketWidget::picked, this, &BoardPresenter::pickFromPocket);
        connect(pocket, &PocketWidget::dragEnded, this, &BoardPresenter::endPocketDrag);
    }
    connect(&setup_, &SecretSetupController::boardTurned, board_, &BoardWidget::setFlipped);
    connect(&session_, &GameSession::aboutToStart, this, [this] { startMarks_.clear(); });
    board_->installEventFilter(this);
}

void BoardPresenter::setStartMarks(std::vector<MarkedSquare> marks) {
    startMarks_ = std::move(marks);
    refresh();
}

// The board puts back a piece let go where it may not go, without a word:
// the presenter hears the release first, while the board still holds the
// piece, and tells that a move was refused.
bool BoardPresenter::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::MouseButtonRelease) {
        const auto* release = static_cast<QMouseEvent*>(event);
        const Square from = board_->selected();
        const Square to = board_->squareAt(release->position().toPoint());
        if (release->button() == Qt::LeftButton && from.valid() && to.valid() && to != from) {
            const BoardModel* model = board_->model();
            const Bitboard allowed =
                model->data(model->indexOf(from), BoardModel::DestinationsRole).toULongLong();
            if (!(allowed & bit(to))) emit moveRefused(from, to);
        }
    }
    return QObject::eventFilter(watched, event);
}

bool BoardPresenter::playingLive() const {
    return shown_ == session_.current() && !session_.over();
}

bool BoardPresenter::movesAllowed() const {
    if (playingLive())
        return !session_.paused() &&
               !(computerPlays_ && computerPlays_(session_.position().sideToMove()));
    // Elsewhere a move makes a variation: not while the clock of a game runs.
    const ChessClock* clock = session_.clock();
    return session_.over() || !clock || clock->state() != ChessClock::State::Running;
}

const Position& BoardPresenter::positionShown() const {
    if (setup_.arranging()) return setup_.arrangement();
    return session_.tree().node(shown_).position;
}

void BoardPresenter::show(NodeId node) {
    shown_ = node;
    refresh();
}

void BoardPresenter::refresh() {
    draw();
    emit shownChanged(shown_);
}

void BoardPresenter::draw() {
    const GameTree& tree = session_.tree();
    std::optional<Position> preview;  // a placing turn being built
    if (placing_.turn() && !setup_.arranging()) preview = placing_.turn()->preview();
    const Position& position = preview ? *preview : positionShown();
    board_->setPosition(position);
    // The board's words for the pieces are the game's: asked once per game kind.
    if (const std::string_view key = session_.rules().info().key; key != wordsKey_) {
        wordsKey_ = key;
        board_->model()->setPieceWords(PieceWords(session_.rules()));
        const PiecePictures pictures(session_.rules());
        board_->setPiecePictures(pictures);
        for (PocketWidget* pocket : pockets_) pocket->setPiecePictures(pictures);
    }
    // A side arranging its pieces has the board turned to it already.
    if (turnForEachMove_ && !setup_.arranging())
        board_->setFlipped(position.sideToMove() == Color::Black);
    board_->setCyrillicFiles(session_.rules().cyrillicFilesInRussian() &&
                             notation_.alphabet == PieceAlphabet::Russian);
    board_->setDestinations(destinations(position));
    const bool placingTurns = session_.rules().placingTurns() != nullptr;
    for (Color side : {Color::White, Color::Black}) {
        PocketWidget* pocket = pockets_[index(side)];
        pocket->setVisible(session_.rules().hasPockets());
        pocket->setKinds(session_.rules().pocketKinds());
        // Placing turns are built only while the game goes on, at its end.
        pocket->setActive(movesAllowed() && (playingLive() || !placingTurns) &&
                          position.sideToMove() == side);
    }
    const GameNode& node = tree.node(shown_);
    const bool moved = shown_ != tree.root() && !node.move.isNull();
    const Square check = session_.rules().inCheck(position)
                             ? position.royalSquare(position.sideToMove())
                             : Square::none();
    std::vector<MarkedSquare> marked = node.commands.squares;
    if (shown_ == tree.root()) marked.insert(marked.end(), startMarks_.begin(), startMarks_.end());
    board_->model()->setMarks(std::move(marked), node.commands.arrows);
    board_->setHighlights(
        moved ? lastMoveSquares(tree.node(node.parent).position, node) : Bitboard(0), check);
    // One step forward, by a move or a turn of the game: the move glides.
    const bool stepped = moved && !preview && node.parent == drawn_ && shown_ != drawn_;
    if (stepped && node.move.type() != MoveType::Castling) {
        const bool drop = node.move.type() == MoveType::Drop;
        const Position& before = tree.node(node.parent).position;
        // A whole tower moves with all its pieces, a split with its top part.
        const int moving = drop                ? 1
                           : node.move.split() ? node.move.split()
                                               : before.towers().height(node.move.from()) + 1;
        board_->animateMove(drop ? Square::none() : node.move.from(), node.move.to(), moving);
    }
    drawn_ = shown_;
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
    if (moves.empty()) {
        emit moveRefused(from, to);
        return draw();
    }
    Move chosen = moves.front();
    if (moves.size() > 1) {
        // Several moves from one gesture: the promotion piece decides.
        // Drawn large over the square: the piece each choice makes, or the
        // pieces of the tower that go.
        QMenu menu(board_);
        menu.setObjectName(QStringLiteral("promotionChooser"));
        const int size = std::max(24, int(board_->squareRect(to).height() * 0.8));
        LargeIcons large(size);
        menu.setStyle(&large);
        const auto stack = board_->model()
                               ->data(board_->model()->indexOf(from), BoardModel::StackRole)
                               .value<std::vector<Piece>>();
        for (Move m : moves) {
            // Written as the score sheet writes it (Tavreli's Cyrillic files too).
            QString text = QString::fromStdString(session_.rules().moveText(at, m, notation_));
            // Without its check or mate mark: a choice that mates would give
            // a puzzle's answer away.
            while (text.endsWith(QLatin1Char('+')) || text.endsWith(QLatin1Char('#'))) text.chop(1);
            std::vector<Piece> going{Piece(at.sideToMove(), m.piece())};
            // A tower's choices also say how many pieces go, and which in
            // the tooltip: the menu stays narrow however tall the tower.
            QString which;
            if (height > 1) {
                const int count = m.split() ? m.split() : height;
                text += QLatin1Char('\t') + tr("%n piece(s)", nullptr, count);
                which = board_->describeSquare(from, count);
                going.assign(stack.begin(),
                             stack.begin() + std::min<int>(count, std::ssize(stack)));
            }
            QAction* action = menu.addAction(text);
            action->setToolTip(which);
            action->setIcon(QIcon(piecePicture(board_->pieceSet(), going, size)));
            action->setData(QVariant::fromValue(m.raw()));
        }
        menu.setToolTipsVisible(true);
        // Enter takes the first choice at once, as arrows move to the others.
        menu.setActiveAction(menu.actions().front());
        QAction* picked =
            menu.exec(board_->mapToGlobal(board_->squareRect(to).topLeft().toPoint()));
        if (!picked) return draw();
        for (Move m : moves)
            if (m.raw() == picked->data().toUInt()) chosen = m;
    }
    playOrAnnotate(chosen);
}

bool BoardPresenter::enterMove(Move move) {
    if (!movesAllowed() || setup_.arranging()) return false;
    // A placement goes into the turn being built; a move on the board is a move.
    if (session_.rules().placingTurns() && move.type() == MoveType::Drop) {
        if (!playingLive()) return false;
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

void BoardPresenter::refuseDrop(PieceKind kind, Square to) {
    // A placing turn says why a square is refused (the turn tells the reason).
    if (session_.rules().placingTurns() && playingLive()) placing_.place(kind, to);
}

void BoardPresenter::endPocketDrag(bool dropped) {
    if (dropped) return;
    // Let go anywhere but on a square it may take, the piece is back in the
    // pocket, so the next press on the board is a move of its own. Let go
    // on a square of the board, it is refused there as a click would be
    // (the board hears no drop where it takes none).
    const PieceKind kind = board_->heldDrop();
    board_->setDropTargets(PieceKind::None, 0);
    const Square at = board_->squareAt(board_->mapFromGlobal(QCursor::pos()));
    if (kind != PieceKind::None && at.valid()) refuseDrop(kind, at);
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

#include "board/beside_board.h"

#include <QEvent>
#include <QScreen>
#include <QWidget>
#include <algorithm>
#include <limits>

#include "board/board_widget.h"

namespace tavleya {
namespace {

// The squares of the board on the screen.
QRect squaresOnScreen(const BoardWidget* board) {
    const QRect squares =
        board->squareRect(Square::at(0, 0)).united(board->squareRect(Square::at(7, 7))).toRect();
    return {board->mapToGlobal(squares.topLeft()), squares.size()};
}

// Right of the squares, else left, below or above, each kept on the screen:
// the first that leaves the squares clear, or the one that covers least.
// Beside the board it stands level with the board's middle, so that the
// clocks at the top and the bottom of the panel stay in view.
QPoint placeBeside(const QRect& avoid, const QSize& size, const QRect& screen) {
    const int gap = 8;
    const int middle = avoid.top() + (avoid.height() - size.height()) / 2;
    const QPoint candidates[] = {
        {avoid.right() + gap, middle},
        {avoid.left() - gap - size.width(), middle},
        {avoid.left(), avoid.bottom() + gap},
        {avoid.left(), avoid.top() - gap - size.height()},
    };
    QPoint best;
    qint64 least = std::numeric_limits<qint64>::max();
    for (const QPoint& candidate : candidates) {
        const QPoint place(std::clamp(candidate.x(), screen.left(),
                                      std::max(screen.left(), screen.right() - size.width())),
                           std::clamp(candidate.y(), screen.top(),
                                      std::max(screen.top(), screen.bottom() - size.height())));
        const QRect covered = QRect(place, size) & avoid;
        const qint64 overlap = covered.isEmpty() ? 0 : qint64(covered.width()) * covered.height();
        if (overlap < least) {
            least = overlap;
            best = place;
        }
        if (overlap == 0) break;
    }
    return best;
}

// Moves its dialog when it is about to show, when its size is known.
class Placer : public QObject {
public:
    Placer(QWidget* dialog, const BoardWidget* board) : QObject(dialog), board_(board) {}

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show) {
            auto* dialog = static_cast<QWidget*>(watched);
            // The frame (title bar) is not known before the window is mapped.
            const int frame = 32;
            const QSize content =
                dialog->testAttribute(Qt::WA_Resized) ? dialog->size() : dialog->sizeHint();
            const QSize size = content + QSize(0, frame);
            const QScreen* screen = board_->screen();
            dialog->move(placeBeside(squaresOnScreen(board_), size, screen->availableGeometry()));
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const BoardWidget* board_;
};

}  // namespace

void openBesideBoard(QWidget* dialog, const BoardWidget* board) {
    dialog->installEventFilter(new Placer(dialog, board));
}

}  // namespace tavleya

#include "window_room.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace tavleya {

namespace {

// The tallest `window` can be on its screen, frame included; `otherwise`
// when it is on none.
int tallestOnScreen(const QWidget& window, int otherwise) {
    const QScreen* on = window.screen();
    if (!on) return otherwise;
    return on->availableGeometry().height() - (window.frameGeometry().height() - window.height());
}

}  // namespace

void makeRoomBelowBoard(QWidget& window, int height) {
    if (window.isMaximized() || window.isFullScreen() || window.height() >= height) return;
    window.resize(std::max(window.width(), 1000),
                  std::min(std::max(height, 820), tallestOnScreen(window, 820)));
}

void makeRoomBesideBoard(QWidget& window, int width) {
    if (window.isMaximized() || window.isFullScreen()) return;
    const QScreen* on = window.screen();
    const int widest =
        on ? on->availableGeometry().width() - (window.frameGeometry().width() - window.width())
           : window.width() + width;
    window.resize(std::min(window.width() + width, std::max(widest, window.width())),
                  window.height());
}

void dockBesideBoard(QMainWindow& window, QDockWidget* dock, int width) {
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    for (QDockWidget* other : window.findChildren<QDockWidget*>())
        if (other != dock && other->isVisible() && !other->isFloating() &&
            window.dockWidgetArea(other) == Qt::RightDockWidgetArea) {
            window.tabifyDockWidget(other, dock);
            return;
        }
    makeRoomBesideBoard(window, width);
}

void keepWithinScreen(QWidget& window) {
    if (!window.screen() || window.isMaximized() || window.isFullScreen()) return;
    const int tallest = std::max(tallestOnScreen(window, window.height()), window.minimumHeight());
    if (window.height() <= tallest) return;
    // After the layout that grew it has settled, not inside its resize.
    QTimer::singleShot(0, &window, [&window, tallest] {
        if (window.height() > tallest) window.resize(window.width(), tallest);
    });
}

}  // namespace tavleya

#include "window_room.h"

#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace tavleya {

void makeRoomBelowBoard(QWidget& window, int height) {
    if (window.isMaximized() || window.isFullScreen() || window.height() >= height) return;
    // Never taller than the screen the window is on, frame included.
    int tallest = 820;
    if (const QScreen* on = window.screen())
        tallest =
            on->availableGeometry().height() - (window.frameGeometry().height() - window.height());
    window.resize(std::max(window.width(), 1000), std::min(std::max(height, 820), tallest));
}

void keepWithinScreen(QWidget& window) {
    const QScreen* on = window.screen();
    if (!on || window.isMaximized() || window.isFullScreen()) return;
    const int frame = window.frameGeometry().height() - window.height();
    const int tallest = std::max(on->availableGeometry().height() - frame, window.minimumHeight());
    if (window.height() <= tallest) return;
    // After the layout that grew it has settled, not inside its resize.
    QTimer::singleShot(0, &window, [&window, tallest] {
        if (window.height() > tallest) window.resize(window.width(), tallest);
    });
}

}  // namespace tavleya

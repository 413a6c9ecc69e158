#include "window_room.h"

#include <QScreen>
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

}  // namespace tavleya

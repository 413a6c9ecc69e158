#pragma once

class QWidget;

namespace tavleya {

// Makes `window` at least `height` tall, as far as its screen allows, when a
// panel opens below the board; a maximized window has all the room there is.
void makeRoomBelowBoard(QWidget& window, int height);

}  // namespace tavleya

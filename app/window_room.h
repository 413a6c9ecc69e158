#pragma once

class QDockWidget;
class QMainWindow;
class QWidget;

namespace tavleya {

// Makes `window` at least `height` tall, as far as its screen allows, when a
// panel opens below the board; a maximized window has all the room there is.
void makeRoomBelowBoard(QWidget& window, int height);

// Makes `window` wider by `width` for a panel that opens beside the board, as
// far as its screen allows, so that the board keeps its size.
void makeRoomBesideBoard(QWidget& window, int width);

// Puts `dock` (a pane as wide as `width`) beside the board: as a tab of a
// pane already open there, so that neither is squeezed to a few lines, or
// alone, the window made wider for it.
void dockBesideBoard(QMainWindow& window, QDockWidget* dock, int width);

// Brings `window` back within its screen's height when a panel that opened
// or grew made it taller: the panels share the room there is instead.
void keepWithinScreen(QWidget& window);

}  // namespace tavleya

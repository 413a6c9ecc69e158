#pragma once

class QMainWindow;
class QMenu;

namespace tavleya {

// The Help menu: how to use the program (F1), the rules of the games
// (`rules`, a submenu), the keyboard and the mouse, and what it is.
void addHelpMenu(QMainWindow* window, QMenu* rules);

}  // namespace tavleya

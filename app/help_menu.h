#pragma once

class QMenuBar;
class QWidget;

namespace tavleya {

// The Help menu: how to use the program (F1) and what it is.
void addHelpMenu(QMenuBar* bar, QWidget* window);

}  // namespace tavleya

#pragma once

class QWidget;

namespace tavleya {

// Lets `widget` have the keys that move through a list (arrows, Home, End,
// Page Up and Down) while it has the focus, before the window's shortcuts
// for moving through the game take them.
void keepNavigationKeys(QWidget* widget);

}  // namespace tavleya

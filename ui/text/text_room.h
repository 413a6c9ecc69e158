#pragma once

class QLineEdit;
class QWidget;

namespace tavleya {

// Room for a widget's text, in either language.

// Makes `field` at least as wide as its placeholder text needs, so that the
// example it gives is read whole.
void fitPlaceholder(QLineEdit* field);

// Makes a window at least as wide as its title needs in a title bar, beside
// the window's icon and buttons (a small dialog's title is otherwise cut).
void fitTitle(QWidget* window);

}  // namespace tavleya

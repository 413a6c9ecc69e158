#pragma once

class QLabel;
class QWidget;

namespace tavleya {

// A practice pane's width, in pixels: its texts wrap within it.
constexpr int kPaneWidth = 300;

// How a practice pane says what became of a move.
enum class PaneTone { Plain, Wrong, Right };

// A label that wraps its text to the pane's width, never widening the pane:
// the board beside it keeps its size from one exercise to the next.
QLabel* wrappedLabel(QWidget* parent, const char* name);

// Colours `label` for `tone`: red for a wrong move, green for a right one.
void setTone(QLabel* label, PaneTone tone);

}  // namespace tavleya

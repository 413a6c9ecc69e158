#pragma once

class QWidget;

namespace tavleya {

class BoardWidget;

// Opens `dialog` beside the board's squares rather than over them: a
// question about the game (a draw claim, an offer, a resignation) is
// answered looking at the position. Right of the board where the screen has
// room, else left, below or above; where none has room, as far right as the
// screen allows. Call before the dialog is shown.
void openBesideBoard(QWidget* dialog, const BoardWidget* board);

}  // namespace tavleya

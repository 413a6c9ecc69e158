#pragma once

#include <QTreeView>

namespace tavleya {

class MoveListModel;

// The score sheet: the numbered pairs of a MoveListModel with their
// variations opened beneath them. A cell too long for its column (a
// Kingchess placing turn of many pieces, a move with its clock time and
// glyphs) wraps onto as many lines as it needs, so that every move in it is
// read whole; the rows follow when the columns change width. Figurines are
// drawn as tall as the letters beside them.
class ScoreSheetView : public QTreeView {
    Q_OBJECT

public:
    ScoreSheetView(MoveListModel* model, QWidget* parent = nullptr);

    // Marks the move shown. The sheet scrolls to it once the change that
    // showed it has settled: an edit shows the game's end and then the move
    // edited again, and the sheet must not jump away and back under the
    // pointer meanwhile.
    void showMove(const QModelIndex& index);

private:
    bool scrollQueued_ = false;
    int keptScroll_ = 0;  // where the sheet stood when its model was reset
};

}  // namespace tavleya

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
};

}  // namespace tavleya

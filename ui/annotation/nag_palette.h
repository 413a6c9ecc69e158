#pragma once

#include <QToolBar>
#include <vector>

namespace tavleya {

// The annotation glyphs as a tool bar: the move assessments (!, ?, !!, ??,
// !?, ?!), the position assessments (=, ∞, ⩲ ... −+) and the common
// positional ones (novelty, initiative, attack, counterplay, zugzwang,
// development, compensation, time trouble). A button is down when the move
// shown carries its glyph; pressing one toggles it.
class NagPalette : public QToolBar {
    Q_OBJECT

public:
    explicit NagPalette(QWidget* parent = nullptr);

    // The NAGs of the move shown (none and disabled at the start).
    void setNags(const std::vector<int>& nags, bool enabled);
    // The button of a NAG, for tests.
    QAction* actionFor(int nag) const;

signals:
    void nagToggled(int nag);
};

}  // namespace tavleya

#include "annotation/nag_palette.h"

#include <QAbstractButton>
#include <QAction>

#include "text/glyph_text.h"

namespace tavleya {
namespace {

struct Glyph {
    int nag;
    const char* meaning;
};

constexpr Glyph kGlyphs[] = {
    {1, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Good move")},
    {2, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Mistake")},
    {3, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Brilliant move")},
    {4, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Blunder")},
    {5, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Interesting move")},
    {6, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Dubious move")},
    {0, nullptr},
    {10, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Equal position")},
    {13, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Unclear position")},
    {14, QT_TRANSLATE_NOOP("tavleya::NagPalette", "White is slightly better")},
    {15, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Black is slightly better")},
    {16, QT_TRANSLATE_NOOP("tavleya::NagPalette", "White is better")},
    {17, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Black is better")},
    {18, QT_TRANSLATE_NOOP("tavleya::NagPalette", "White is winning")},
    {19, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Black is winning")},
    {0, nullptr},
    {146, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Novelty")},
    {7, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Only move")},
    {22, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Zugzwang")},
    {32, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Development advantage")},
    {36, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Initiative")},
    {40, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Attack")},
    {44, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Compensation for the material")},
    {132, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Counterplay")},
    {138, QT_TRANSLATE_NOOP("tavleya::NagPalette", "Time trouble")},
};

}  // namespace

NagPalette::NagPalette(QWidget* parent) : QToolBar(tr("Annotation Glyphs"), parent) {
    setObjectName(QStringLiteral("nagPalette"));
    for (const Glyph& glyph : kGlyphs) {
        if (!glyph.meaning) {
            addSeparator();
            continue;
        }
        QAction* action = addAction(glyphText(glyph.nag));
        action->setCheckable(true);
        action->setData(glyph.nag);
        action->setToolTip(QStringLiteral("%1 ($%2)").arg(tr(glyph.meaning)).arg(glyph.nag));
        // A screen reader says what the sign means, not the sign.
        widgetForAction(action)->setAccessibleName(tr(glyph.meaning));
        const int nag = glyph.nag;
        connect(action, &QAction::triggered, this, [this, nag] { emit nagToggled(nag); });
    }
    setNags({}, false);
    // The button that shows the glyphs a narrow window has no room for.
    if (auto* more = findChild<QAbstractButton*>(QStringLiteral("qt_toolbar_ext_button"))) {
        more->setToolTip(tr("More annotation glyphs"));
        more->setAccessibleName(tr("More annotation glyphs"));
    }
}

QAction* NagPalette::actionFor(int nag) const {
    for (QAction* action : actions())
        if (!action->isSeparator() && action->data().toInt() == nag) return action;
    return nullptr;
}

void NagPalette::setNags(const std::vector<int>& nags, bool enabled) {
    for (QAction* action : actions()) {
        if (action->isSeparator()) continue;
        action->setEnabled(enabled);
        action->setChecked(std::find(nags.begin(), nags.end(), action->data().toInt()) !=
                           nags.end());
    }
}

}  // namespace tavleya

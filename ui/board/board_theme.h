#pragma once

#include <QColor>
#include <QString>
#include <span>

namespace tavleya {

// How the board and the pockets are coloured: the squares, the coordinates
// on them or in the band around the board, and what is highlighted. Every
// theme keeps the highlights apart by shape as well as by colour (a fill, a
// glow, a dot), and the one for colour-blind players frames the selected
// square besides, so that no two of them rely on hue alone.
struct BoardTheme {
    const char* id;    // kept by the settings; stable across versions
    const char* name;  // shown, translated in the context "BoardTheme"
    QColor light, dark;
    QColor onLight, onDark;   // the coordinates on each kind of square
    QColor border, onBorder;  // the band around the board and its coordinates
    QColor lastMove, selected, target, check;
    bool framedSelection = false;  // the selected square outlined, not filled

    QString displayName() const;

    // Every theme, the default first.
    static std::span<const BoardTheme> all();
    // The theme of that id; the default for an id not known.
    static const BoardTheme& byId(const QString& id);
};

// How much brighter the brighter colour is, by WCAG's relative luminance
// (1 for the same, 21 for black and white).
double luminanceRatio(const QColor& a, const QColor& b);

}  // namespace tavleya

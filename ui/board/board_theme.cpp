#include "board/board_theme.h"

#include <QCoreApplication>
#include <array>
#include <cmath>

namespace tavleya {
namespace {

QColor rgb(QRgb value, int alpha = 255) {
    QColor colour(value);
    colour.setAlpha(alpha);
    return colour;
}

BoardTheme walnutTheme() {
    return {.id = "walnut",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "Walnut"),
            .light = rgb(0xEEE4CF),
            .dark = rgb(0x9C7B5B),
            .onLight = rgb(0x9C7B5B),
            .onDark = rgb(0xEEE4CF),
            .border = rgb(0x5E4630),
            .onBorder = rgb(0xEEE4CF),
            .lastMove = rgb(0xE8C54A, 0x80),
            .selected = rgb(0x5A9B4A, 0x90),
            .target = rgb(0x2E5E2A, 0x80),
            .check = rgb(0xD03030, 0xA0)};
}

BoardTheme meadowTheme() {
    return {.id = "meadow",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "Meadow"),
            .light = rgb(0xEEEED2),
            .dark = rgb(0x769656),
            .onLight = rgb(0x769656),
            .onDark = rgb(0xEEEED2),
            .border = rgb(0x4A5E36),
            .onBorder = rgb(0xEEEED2),
            .lastMove = rgb(0xF6F669, 0x90),
            .selected = rgb(0x2F7FBF, 0x80),
            .target = rgb(0x1E3F14, 0x80),
            .check = rgb(0xD03030, 0xA0)};
}

BoardTheme slateTheme() {
    return {.id = "slate",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "Slate"),
            .light = rgb(0xDEE3E6),
            .dark = rgb(0x8CA2AD),
            .onLight = rgb(0x6A808C),
            .onDark = rgb(0xEEF2F4),
            .border = rgb(0x4C5C66),
            .onBorder = rgb(0xDEE3E6),
            .lastMove = rgb(0xF0C850, 0x90),
            .selected = rgb(0x3C8C5A, 0x90),
            .target = rgb(0x23404F, 0x80),
            .check = rgb(0xD03030, 0xA0)};
}

BoardTheme marbleTheme() {
    return {.id = "marble",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "Marble"),
            .light = rgb(0xE6E2DA),
            .dark = rgb(0xA8A49C),
            .onLight = rgb(0x85817A),
            .onDark = rgb(0xF2EFEA),
            .border = rgb(0x5C5953),
            .onBorder = rgb(0xE6E2DA),
            .lastMove = rgb(0xD8B45A, 0x90),
            .selected = rgb(0x5A8CB4, 0x90),
            .target = rgb(0x33302C, 0x80),
            .check = rgb(0xC83232, 0xA0)};
}

BoardTheme highContrastTheme() {
    return {.id = "high-contrast",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "High contrast"),
            .light = rgb(0xFFFFFF),
            .dark = rgb(0x4A4A4A),
            .onLight = rgb(0x000000),
            .onDark = rgb(0xFFFFFF),
            .border = rgb(0x000000),
            .onBorder = rgb(0xFFFFFF),
            .lastMove = rgb(0xFFD000, 0xB0),
            .selected = rgb(0x00A0FF, 0xB0),
            .target = rgb(0xFF00C0, 0xD0),
            .check = rgb(0xFF2000, 0xE0)};
}

BoardTheme colourBlindTheme() {
    return {.id = "colour-blind",
            .name = QT_TRANSLATE_NOOP("BoardTheme", "For colour-blind players"),
            .light = rgb(0xEAEAEA),
            .dark = rgb(0x5B84B1),
            .onLight = rgb(0x2B4C70),
            .onDark = rgb(0xFFFFFF),
            .border = rgb(0x2B4C70),
            .onBorder = rgb(0xFFFFFF),
            .lastMove = rgb(0xE69F00, 0xB0),
            .selected = rgb(0x000000),
            .target = rgb(0x1A1A1A, 0x90),
            .check = rgb(0xD55E00, 0xE0),
            .framedSelection = true};
}

const std::array<BoardTheme, 6>& themes() {
    static const std::array<BoardTheme, 6> list{{walnutTheme(), meadowTheme(), slateTheme(),
                                                 marbleTheme(), highContrastTheme(),
                                                 colourBlindTheme()}};
    return list;
}

double luminance(const QColor& colour) {
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
           0.0722 * linear(colour.blueF());
}

}  // namespace

QString BoardTheme::displayName() const {
    return QCoreApplication::translate("BoardTheme", name);
}

std::span<const BoardTheme> BoardTheme::all() {
    return themes();
}

const BoardTheme& BoardTheme::byId(const QString& id) {
    for (const BoardTheme& theme : themes())
        if (id == QLatin1String(theme.id)) return theme;
    return themes().front();
}

double luminanceRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace tavleya

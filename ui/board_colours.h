#pragma once

#include <QColor>

namespace tavleya {

// The squares' colours, shared by everything that shows pieces the way the
// board does (the pockets sit pieces on the dark one).
inline const QColor kLightSquare(0xEE, 0xE4, 0xCF);
inline const QColor kDarkSquare(0x9C, 0x7B, 0x5B);

}  // namespace tavleya

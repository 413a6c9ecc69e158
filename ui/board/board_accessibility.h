#pragma once

class QAccessibleInterface;
class QObject;
class QString;

namespace tavleya {

// What assistive technology is told of the board: a table of its 64
// squares, each a cell named by its square and what stands on it ("e4,
// White pawn"), the keyboard's cursor square the one with the focus.
// Installed as a factory for BoardWidget; Qt asks it for each board.
QAccessibleInterface* boardAccessibility(const QString& className, QObject* object);

}  // namespace tavleya

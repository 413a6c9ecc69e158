#pragma once

// Mouse gestures on the board, as a person makes them, for the GUI tests.

#include <QtTest>

#include "board/board_widget.h"

namespace tavleya::testing {

inline Square sq(const char* name) {
    return *Square::parse(name);
}

// The centre of a square where the board draws it.
inline QPoint at(BoardWidget* board, const char* square) {
    return board->squareRect(sq(square)).center().toPoint();
}

inline void drag(BoardWidget* board, const char* from, const char* to) {
    QTest::mousePress(board, Qt::LeftButton, {}, at(board, from));
    QTest::mouseMove(board, at(board, to));
    QTest::mouseRelease(board, Qt::LeftButton, {}, at(board, to));
}

inline void clickClick(BoardWidget* board, const char* from, const char* to) {
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, from));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, to));
}

}  // namespace tavleya::testing

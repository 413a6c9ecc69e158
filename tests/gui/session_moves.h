#pragma once

// Moves played into a game as their text, for the GUI tests that set a game
// up without the board.

#include <QtTest>
#include <initializer_list>

#include "play/game_session.h"

namespace tavleya::testing {

inline void play(GameSession& session, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const auto move = session.rules().readMoveText(session.position(), text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
    }
}

}  // namespace tavleya::testing

#pragma once

class QMenuBar;

namespace tavleya {

class BoardPresenter;
class GameSession;

// The Go menu: through the game and its variations by keys, the live
// position always at the end.
void addGoMenu(QMenuBar* bar, const GameSession& session, BoardPresenter& presenter);

}  // namespace tavleya

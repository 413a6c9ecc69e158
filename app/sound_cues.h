#pragma once

namespace tavleya {

class BoardPresenter;
class ClockPanel;
class GameSession;
class GameSounds;
class MoveEntry;

// What happens at the board is heard: each move by what it did, the end of
// the game, a clock going under the low-time threshold, a move refused.
void connectSoundCues(GameSounds& sounds, const GameSession& session, const ClockPanel& clocks,
                      const BoardPresenter& presenter, const MoveEntry& entry);

}  // namespace tavleya

#include "sound_cues.h"

#include "board_presenter.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_entry.h"

namespace tavleya {

void connectSoundCues(GameSounds& sounds, const GameSession& session, const ClockPanel& clocks,
                      const BoardPresenter& presenter, const MoveEntry& entry) {
    using Sound = GameSounds::Sound;
    QObject::connect(&session, &GameSession::movePlayed, &sounds, [&](NodeId node) {
        // A move that ends the game is heard as the end, already played.
        if (node == session.current() && session.over()) return;
        const GameNode& played = session.tree().node(node);
        const Position& before = session.tree().node(played.parent).position;
        sounds.play(
            GameSounds::soundForMove(session.rules(), before, played.move, played.position));
    });
    QObject::connect(&session, &GameSession::gameOver, &sounds, [&sounds](const GameEnd& end) {
        sounds.play(end.termination == Termination::FlagFall ? Sound::Flag : Sound::GameEnd);
    });
    QObject::connect(&clocks, &ClockPanel::lowTimeReached, &sounds,
                     [&sounds] { sounds.play(Sound::LowTime); });
    QObject::connect(&presenter, &BoardPresenter::moveRefused, &sounds,
                     [&sounds] { sounds.play(Sound::Illegal); });
    QObject::connect(&entry, &MoveEntry::refused, &sounds,
                     [&sounds] { sounds.play(Sound::Illegal); });
}

}  // namespace tavleya

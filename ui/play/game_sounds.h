#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <optional>

#include "ruleset.h"

class QSoundEffect;

namespace tavleya {

// The sounds of the game: a move, a capture, a check, castling, low time, a
// flag fall, the end of the game and a move refused (resources/sounds/, made
// by tools/make_sounds.py, see docs/sounds.md). Each is loaded the first time
// it plays, so a window that never sounds opens no audio device. What was
// asked for last is kept, played or not, so that it can be checked without
// speakers.
class GameSounds : public QObject {
    Q_OBJECT

public:
    enum class Sound { Move, Capture, Check, Castle, LowTime, Flag, GameEnd, Illegal };
    Q_ENUM(Sound)
    static constexpr int kSoundCount = 8;

    explicit GameSounds(QObject* parent = nullptr);

    // What a legal move sounds like: a check before a capture before
    // castling before a plain move.
    static Sound soundForMove(const Ruleset& rules, const Position& before, Move move,
                              const Position& after);
    // The sound's file among the resources (":/sounds/move.wav").
    static QString resource(Sound sound);

    // Plays the sound, unless sounds are off.
    void play(Sound sound);
    // The last sound played (audibly or not); none before the first.
    std::optional<Sound> lastPlayed() const { return last_; }

    // The switch and the volume as the settings keep them; at construction,
    // and again when the settings change.
    void followSettings();
    // The user's switch: off, nothing plays and nothing is recorded.
    void setEnabled(bool on) { enabled_ = on; }
    bool enabled() const { return enabled_; }
    // The volume as a slider shows it, 0 to 1, heard as even steps.
    void setVolume(double level);
    double volume() const { return level_; }
    // Whether the sounds reach the speakers; if not, play() only keeps the
    // record. By default, when the machine has an audio output: where none
    // is, no one listens.
    void setAudible(bool on) { audible_ = on; }
    bool audible() const;
    // The sound's effect once it has played audibly; null before.
    const QSoundEffect* effect(Sound sound) const;
    // The effects' linear volume for a slider's level: the ear hears
    // loudness logarithmically, and even steps of the slider should sound even.
    static float effectVolume(double level);

signals:
    void played(tavleya::GameSounds::Sound sound);

private:
    std::array<QSoundEffect*, kSoundCount> effects_{};
    std::optional<Sound> last_;
    bool enabled_ = true;
    mutable std::optional<bool> audible_;  // asked of the machine when first needed
    double level_ = 0.7;
};

}  // namespace tavleya

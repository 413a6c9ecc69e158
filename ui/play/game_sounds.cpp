#include "play/game_sounds.h"

#include <algorithm>

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>

#include "settings/settings.h"

namespace tavleya {

static_assert(GameSounds::kSoundCount == static_cast<int>(GameSounds::Sound::Illegal) + 1);

GameSounds::GameSounds(QObject* parent) : QObject(parent) {
    followSettings();
}

void GameSounds::followSettings() {
    enabled_ = settings::soundsOn.read();
    setVolume(std::clamp(settings::soundVolume.read(), 0, 100) / 100.0);
}

GameSounds::Sound GameSounds::soundForMove(const Ruleset& rules, const Position& before, Move move,
                                           const Position& after) {
    if (rules.inCheck(after)) return Sound::Check;
    // A capture takes what stood on the destination (a tower's top taken
    // prisoner among them), or a pawn passing by. Castling moves the king
    // onto its own rook, and a drop goes to an empty square: neither is one.
    const Piece target = before.at(move.to());
    const bool capture = move.type() == MoveType::EnPassant ||
                         (!target.empty() && target.color() != before.sideToMove());
    if (capture) return Sound::Capture;
    if (move.type() == MoveType::Castling) return Sound::Castle;
    return Sound::Move;
}

QString GameSounds::resource(Sound sound) {
    switch (sound) {
        case Sound::Move:
            return QStringLiteral(":/sounds/move.wav");
        case Sound::Capture:
            return QStringLiteral(":/sounds/capture.wav");
        case Sound::Check:
            return QStringLiteral(":/sounds/check.wav");
        case Sound::Castle:
            return QStringLiteral(":/sounds/castle.wav");
        case Sound::LowTime:
            return QStringLiteral(":/sounds/low-time.wav");
        case Sound::Flag:
            return QStringLiteral(":/sounds/flag.wav");
        case Sound::GameEnd:
            return QStringLiteral(":/sounds/game-end.wav");
        case Sound::Illegal:
            return QStringLiteral(":/sounds/illegal.wav");
    }
    return {};
}

void GameSounds::play(Sound sound) {
    if (!enabled_) return;
    last_ = sound;
    emit played(sound);
    if (!audible()) return;
    QSoundEffect*& effect = effects_[static_cast<std::size_t>(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(QLatin1String("qrc") + resource(sound)));
        effect->setVolume(effectVolume(level_));
    }
    // Played before it has loaded, it starts as soon as it has.
    effect->play();
}

bool GameSounds::audible() const {
    if (!audible_) audible_ = !QMediaDevices::audioOutputs().isEmpty();
    return *audible_;
}

void GameSounds::setVolume(double level) {
    level_ = std::clamp(level, 0.0, 1.0);
    for (QSoundEffect* effect : effects_)
        if (effect) effect->setVolume(effectVolume(level_));
}

float GameSounds::effectVolume(double level) {
    return QAudio::convertVolume(static_cast<float>(level), QAudio::LogarithmicVolumeScale,
                                 QAudio::LinearVolumeScale);
}

const QSoundEffect* GameSounds::effect(Sound sound) const {
    return effects_[static_cast<std::size_t>(sound)];
}

}  // namespace tavleya

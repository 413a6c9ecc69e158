#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <type_traits>

namespace tavleya {

// One value Tavleya remembers between runs: where QSettings keeps it, its
// type, and what it is before anyone chose.
template <typename T>
struct Setting {
    const char* key;
    T byDefault;

    // The value kept, or the default where none is kept or what is kept is
    // not of the setting's type (a settings file edited by hand).
    T read() const {
        const QVariant value = QSettings().value(QLatin1String(key));
        if (!value.isValid()) return byDefault;
        if constexpr (std::is_same_v<T, bool>) {
            const QString text = value.toString();
            if (text == QLatin1String("true")) return true;
            if (text == QLatin1String("false")) return false;
            return byDefault;
        } else if constexpr (std::is_same_v<T, int>) {
            bool ok = false;
            const int number = value.toInt(&ok);
            return ok ? number : byDefault;
        } else {
            return value.canConvert<T>() ? value.value<T>() : byDefault;
        }
    }
    void write(const T& value) const { QSettings().setValue(QLatin1String(key), value); }
};

// Every value Tavleya remembers, in one place: a key is read and written
// only through these, so its name, type and default cannot drift apart.
namespace settings {

// The interface's language: "en", "ru", or empty for the system's.
inline const Setting<QString> language{"ui/language", {}};

// How the board and the window look.
inline const Setting<QString> pieceSet{"view/pieceSet", {}};
inline const Setting<QString> boardTheme{"view/boardTheme", {}};
inline constexpr Setting<bool> coordinatesOutside{"view/coordinatesOutside", false};
inline constexpr Setting<int> notation{"view/notation", 0};  // index in the Notation menu
inline constexpr Setting<bool> turnBoardForEachMove{"view/turnBoardForEachMove", false};
inline constexpr Setting<bool> faceToFace{"view/faceToFace", false};
inline constexpr Setting<bool> animateMoves{"view/animateMoves", true};
inline constexpr Setting<bool> bestMoveArrow{"view/bestMoveArrow", true};
inline constexpr Setting<bool> evaluationBar{"view/evaluationBar", true};
inline constexpr Setting<bool> scoresFromWhite{"view/scoresFromWhite", true};
inline constexpr Setting<bool> glyphBar{"view/glyphBar", false};
// Puzzle files imported in Practice › Puzzles, read again each time.
inline const Setting<QStringList> importedPuzzles{"puzzles/importedFiles", {}};
// Practice › Puzzles: points above (below) the player's rating.
inline constexpr Setting<int> puzzleDifficulty{"puzzles/difficulty", 0};
inline const Setting<QByteArray> windowGeometry{"window/geometry", {}};
inline const Setting<QByteArray> windowState{"window/state", {}};

// The clock, sounds and hints.
inline constexpr Setting<int> lowTimeSeconds{"clock/lowTimeSeconds", 20};
// A new game's clock starts at once, the side to move's running, as over
// the board (FIDE 6.5); off, it starts with the first move, as online play has it.
inline constexpr Setting<bool> clockStartsWithTheGame{"clock/startsWithTheGame", true};
inline constexpr Setting<bool> soundsOn{"sound/on", true};
inline constexpr Setting<int> soundVolume{"sound/volume", 70};  // per cent
inline constexpr Setting<bool> hintsBetweenPeople{"engine/hintsBetweenPeople", false};
// How often a game whose clock runs is written to the autosave file, so that
// a restore loses at most that much time; not in the Settings dialog.
inline constexpr Setting<int> clockSaveMillis{"autosave/clockMillis", 5000};

// The files opened last, the most recent first.
inline const Setting<QStringList> recentFiles{"recentFiles", {}};

// The engines added by hand, with their options: a QSettings array of
// groups (program, name, author, variants, UCI_Chess960, options).
inline constexpr char kEnginesGroup[] = "engines";

// The last New Game choices.
inline const Setting<QString> newGameVariant{"newGame/variant", {}};
// A first game has a clock: rapid, ten minutes and five seconds a move.
inline const Setting<QString> newGameTime{"newGame/time", QStringLiteral("10+5")};
inline const Setting<QString> newGameBlackTime{"newGame/blackTime", {}};
inline const Setting<QString> newGameWhite{"newGame/white", {}};
inline const Setting<QString> newGameBlack{"newGame/black", {}};
inline const Setting<QString> newGameWhiteEngine{"newGame/whiteEngine", {}};
inline const Setting<QString> newGameBlackEngine{"newGame/blackEngine", {}};
// The levels chosen for the engines; a middle one (10 of 20) until one is
// chosen, since a beginner's first game should not meet the strongest.
inline constexpr Setting<int> newGameWhiteLevel{"newGame/whiteEngineLevel", 10};
inline constexpr Setting<int> newGameBlackLevel{"newGame/blackEngineLevel", 10};

// The start page greets the first start only; Game › Start Page brings it back.
inline constexpr Setting<bool> startPageShown{"startPage/shown", false};

// Lessons: who last took one, and each player's lessons done, a group per
// player (lessons/lesson_progress.h).
inline const Setting<QString> lessonPlayer{"lessons/player", {}};
inline constexpr char kLessonProgressGroup[] = "lessons/progress";

}  // namespace settings
}  // namespace tavleya

#include "practice/puzzle_theme_names.h"

#include <QCoreApplication>
#include <array>
#include <utility>

namespace tavleya {

namespace {

// The names to translate, by key (QT_TRANSLATE_NOOP marks them for the
// translation files; they are looked up when shown).
constexpr std::array kNames = {
    std::pair{"advancedPawn", QT_TRANSLATE_NOOP("PuzzleTheme", "Advanced pawn")},
    std::pair{"advantage", QT_TRANSLATE_NOOP("PuzzleTheme", "Advantage")},
    std::pair{"anastasiaMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Anastasia's mate")},
    std::pair{"arabianMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Arabian mate")},
    std::pair{"attackingF2F7", QT_TRANSLATE_NOOP("PuzzleTheme", "Attacking f2 or f7")},
    std::pair{"attraction", QT_TRANSLATE_NOOP("PuzzleTheme", "Attraction")},
    std::pair{"backRankMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Back rank mate")},
    std::pair{"bareKing", QT_TRANSLATE_NOOP("PuzzleTheme", "Bare king")},
    std::pair{"bishopEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Bishop endgame")},
    std::pair{"bodenMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Boden's mate")},
    std::pair{"capturingDefender", QT_TRANSLATE_NOOP("PuzzleTheme", "Capture the defender")},
    std::pair{"castling", QT_TRANSLATE_NOOP("PuzzleTheme", "Castling")},
    std::pair{"clearance", QT_TRANSLATE_NOOP("PuzzleTheme", "Clearance")},
    std::pair{"crushing", QT_TRANSLATE_NOOP("PuzzleTheme", "Crushing")},
    std::pair{"defensiveMove", QT_TRANSLATE_NOOP("PuzzleTheme", "Defensive move")},
    std::pair{"deflection", QT_TRANSLATE_NOOP("PuzzleTheme", "Deflection")},
    std::pair{"discoveredAttack", QT_TRANSLATE_NOOP("PuzzleTheme", "Discovered attack")},
    std::pair{"doubleBishopMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Double bishop mate")},
    std::pair{"doubleCheck", QT_TRANSLATE_NOOP("PuzzleTheme", "Double check")},
    std::pair{"dovetailMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Dovetail mate")},
    std::pair{"dropMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Mate by a drop")},
    std::pair{"enPassant", QT_TRANSLATE_NOOP("PuzzleTheme", "En passant")},
    std::pair{"endgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Endgame")},
    std::pair{"equality", QT_TRANSLATE_NOOP("PuzzleTheme", "Equality")},
    std::pair{"exposedKing", QT_TRANSLATE_NOOP("PuzzleTheme", "Exposed king")},
    std::pair{"fork", QT_TRANSLATE_NOOP("PuzzleTheme", "Fork")},
    std::pair{"hangingPiece", QT_TRANSLATE_NOOP("PuzzleTheme", "Hanging piece")},
    std::pair{"hookMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Hook mate")},
    std::pair{"interference", QT_TRANSLATE_NOOP("PuzzleTheme", "Interference")},
    std::pair{"intermezzo", QT_TRANSLATE_NOOP("PuzzleTheme", "Intermezzo")},
    std::pair{"kingsideAttack", QT_TRANSLATE_NOOP("PuzzleTheme", "Kingside attack")},
    std::pair{"knightEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Knight endgame")},
    std::pair{"long", QT_TRANSLATE_NOOP("PuzzleTheme", "Long puzzle")},
    std::pair{"master", QT_TRANSLATE_NOOP("PuzzleTheme", "Master games")},
    std::pair{"masterVsMaster", QT_TRANSLATE_NOOP("PuzzleTheme", "Master vs master games")},
    std::pair{"mate", QT_TRANSLATE_NOOP("PuzzleTheme", "Checkmate")},
    std::pair{"middlegame", QT_TRANSLATE_NOOP("PuzzleTheme", "Middlegame")},
    std::pair{"oneMove", QT_TRANSLATE_NOOP("PuzzleTheme", "One move")},
    std::pair{"opening", QT_TRANSLATE_NOOP("PuzzleTheme", "Opening")},
    std::pair{"pawnEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Pawn endgame")},
    std::pair{"pin", QT_TRANSLATE_NOOP("PuzzleTheme", "Pin")},
    std::pair{"promotion", QT_TRANSLATE_NOOP("PuzzleTheme", "Promotion")},
    std::pair{"queenEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Queen endgame")},
    std::pair{"queenRookEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Queen and rook endgame")},
    std::pair{"queensideAttack", QT_TRANSLATE_NOOP("PuzzleTheme", "Queenside attack")},
    std::pair{"quietMove", QT_TRANSLATE_NOOP("PuzzleTheme", "Quiet move")},
    std::pair{"royalPieceMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Mate to a royal piece")},
    std::pair{"rookEndgame", QT_TRANSLATE_NOOP("PuzzleTheme", "Rook endgame")},
    std::pair{"sacrifice", QT_TRANSLATE_NOOP("PuzzleTheme", "Sacrifice")},
    std::pair{"short", QT_TRANSLATE_NOOP("PuzzleTheme", "Short puzzle")},
    std::pair{"skewer", QT_TRANSLATE_NOOP("PuzzleTheme", "Skewer")},
    std::pair{"smotheredMate", QT_TRANSLATE_NOOP("PuzzleTheme", "Smothered mate")},
    std::pair{"superGM", QT_TRANSLATE_NOOP("PuzzleTheme", "Super GM games")},
    std::pair{"towerCapture", QT_TRANSLATE_NOOP("PuzzleTheme", "Taking a tower prisoner")},
    std::pair{"towerSplit", QT_TRANSLATE_NOOP("PuzzleTheme", "Tower split")},
    std::pair{"transformation", QT_TRANSLATE_NOOP("PuzzleTheme", "A capture that transforms")},
    std::pair{"trappedPiece", QT_TRANSLATE_NOOP("PuzzleTheme", "Trapped piece")},
    std::pair{"underPromotion", QT_TRANSLATE_NOOP("PuzzleTheme", "Underpromotion")},
    std::pair{"veryLong", QT_TRANSLATE_NOOP("PuzzleTheme", "Very long puzzle")},
    std::pair{"win", QT_TRANSLATE_NOOP("PuzzleTheme", "Win")},
    std::pair{"xRayAttack", QT_TRANSLATE_NOOP("PuzzleTheme", "X-ray attack")},
    std::pair{"zugzwang", QT_TRANSLATE_NOOP("PuzzleTheme", "Zugzwang")},
};

// "backRankMate" as "Back rank mate".
QString spelledOut(std::string_view key) {
    QString words;
    for (char c : key) {
        const QChar letter = QLatin1Char(c);
        if (letter.isUpper() && !words.isEmpty()) words += QLatin1Char(' ');
        words += words.isEmpty() ? letter.toUpper() : letter.toLower();
    }
    return words;
}

}  // namespace

QString puzzleThemeName(std::string_view key) {
    if (key.starts_with("mateIn") && key.size() > 6)
        return QCoreApplication::translate("PuzzleTheme", "Mate in %1")
            .arg(QString::fromLatin1(key.substr(6)));
    for (const auto& [known, name] : kNames)
        if (key == known) return QCoreApplication::translate("PuzzleTheme", name);
    return spelledOut(key);
}

}  // namespace tavleya

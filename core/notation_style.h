#pragma once

#include <cstdint>

namespace tavleya {

enum class PieceAlphabet : std::uint8_t {
    English,   // K Q R B N
    Russian,   // Кр Ф Л С К
    Figurine,  // ♔ ♕ ♖ ♗ ♘
};

// How moves are written. Short form is SAN (FIDE appendix C); long form names
// the square a piece leaves as well (Ng1-f3, Кg1–f3).
struct NotationStyle {
    PieceAlphabet alphabet = PieceAlphabet::English;
    bool longForm = false;

    bool operator==(const NotationStyle&) const = default;
};

inline constexpr NotationStyle kSan{PieceAlphabet::English, false};
inline constexpr NotationStyle kSanRussian{PieceAlphabet::Russian, false};
inline constexpr NotationStyle kSanFigurine{PieceAlphabet::Figurine, false};
inline constexpr NotationStyle kLongEnglish{PieceAlphabet::English, true};
inline constexpr NotationStyle kLongRussian{PieceAlphabet::Russian, true};

inline constexpr NotationStyle kAllNotationStyles[] = {kSan, kSanRussian, kSanFigurine,
                                                       kLongEnglish, kLongRussian};

}  // namespace tavleya

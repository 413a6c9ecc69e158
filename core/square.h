#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tavleya {

enum class Color : std::uint8_t { White = 0, Black = 1 };

constexpr Color operator~(Color c) {
    return Color(static_cast<std::uint8_t>(c) ^ 1);
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

// A square of the 8x8 board, a1 = 0 ... h8 = 63. The value 64 means "none".
class Square {
public:
    constexpr Square() = default;
    constexpr explicit Square(int index) : index_(static_cast<std::uint8_t>(index)) {}
    static constexpr Square at(int file, int rank) { return Square(rank * 8 + file); }
    static constexpr Square none() { return Square(64); }

    constexpr int index() const { return index_; }
    constexpr int file() const { return index_ & 7; }
    constexpr int rank() const { return index_ >> 3; }
    constexpr bool valid() const { return index_ < 64; }
    // The rank as seen from `side`'s own back rank (0 = own first rank).
    constexpr int relativeRank(Color side) const {
        return side == Color::White ? rank() : 7 - rank();
    }

    constexpr bool operator==(const Square&) const = default;
    constexpr auto operator<=>(const Square&) const = default;

    // "e4"; "-" for none.
    std::string name() const;
    static std::optional<Square> parse(std::string_view text);

private:
    std::uint8_t index_ = 64;
};

constexpr char fileLetter(int file) {
    return static_cast<char>('a' + file);
}
constexpr char rankDigit(int rank) {
    return static_cast<char>('1' + rank);
}

}  // namespace tavleya

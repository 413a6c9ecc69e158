#include "square.h"

namespace tavleya {

std::string Square::name() const {
    if (!valid()) return "-";
    return {fileLetter(file()), rankDigit(rank())};
}

std::optional<Square> Square::parse(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const int file = text[0] - 'a';
    const int rank = text[1] - '1';
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
    return Square::at(file, rank);
}

}  // namespace tavleya

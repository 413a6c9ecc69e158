#include "move_codes.h"

#include <algorithm>

#include "../game/null_move.h"

namespace tavleya {

namespace {

// The first byte: the target square times four, plus the place among the
// moves to it (0 to 2), or kLater: then a second byte with the place less
// three, or kWhole there and the move's raw value in the next four bytes.
constexpr std::uint8_t kLater = 3;
constexpr std::uint8_t kWhole = 0xff;

void writeWhole(Move move, std::vector<std::uint8_t>& codes) {
    codes.push_back(kLater);
    codes.push_back(kWhole);
    for (int shift = 0; shift < 32; shift += 8) codes.push_back(std::uint8_t(move.raw() >> shift));
}

}  // namespace

void appendMoveCode(const Ruleset& rules, const Position& position, Move move,
                    std::vector<std::uint8_t>& codes) {
    MoveList toSquare;
    if (!move.isNull()) rules.legalMovesTo(position, bit(move.to()), toSquare);
    const auto place =
        std::size_t(std::find(toSquare.begin(), toSquare.end(), move) - toSquare.begin());
    if (move.isNull() || place >= toSquare.size() || place >= kLater + std::size_t(kWhole)) {
        writeWhole(move, codes);
    } else if (place < kLater) {
        codes.push_back(std::uint8_t(move.to().index() * 4 + int(place)));
    } else {
        codes.push_back(std::uint8_t(move.to().index() * 4 + kLater));
        codes.push_back(std::uint8_t(place - kLater));
    }
}

void encodeMoves(const PgnReader::MainLine& line, std::vector<std::uint8_t>& codes) {
    Position position = line.start;
    for (const Move move : line.moves) {
        appendMoveCode(*line.ruleset, position, move, codes);
        position = move.isNull() ? afterNullMove(position) : line.ruleset->play(position, move);
    }
}

Move decodeMove(const Ruleset& rules, const Position& position, const std::uint8_t*& code) {
    const std::uint8_t first = *code++;
    std::size_t place = first & 3;
    if (place == kLater) {
        const std::uint8_t second = *code++;
        if (second == kWhole) {
            std::uint32_t raw = 0;
            for (int shift = 0; shift < 32; shift += 8) raw |= std::uint32_t(*code++) << shift;
            return Move::fromRaw(raw);
        }
        place = kLater + second;
    }
    MoveList toSquare;
    rules.legalMovesTo(position, bit(Square(first >> 2)), toSquare);
    // Codes made for another position (never, from encodeMoves): no move.
    return place < toSquare.size() ? toSquare[place] : Move();
}

void skipMove(const std::uint8_t*& code) {
    const std::uint8_t first = *code++;
    if ((first & 3) != kLater) return;
    if (*code++ == kWhole) code += 4;
}

}  // namespace tavleya

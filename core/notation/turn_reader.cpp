#include "turn_reader.h"

namespace tavleya {

std::vector<std::string_view> turnParts(std::string_view text) {
    std::vector<std::string_view> parts;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::size_t length = comma == std::string_view::npos ? text.size() : comma + 1;
        parts.push_back(text.substr(0, length));
        text.remove_prefix(length);
    }
    return parts;
}

Result<std::vector<Move>> readMoves(const Ruleset& rules, Position position,
                                    std::string_view text) {
    std::vector<Move> moves;
    for (std::string_view part : turnParts(text)) {
        Result<Move> move = rules.readMoveText(position, part);
        if (!move) return move.error();
        moves.push_back(*move);
        position = rules.play(position, *move);
    }
    return moves;
}

}  // namespace tavleya

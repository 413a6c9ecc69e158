#include "puzzle_turns.h"

#include "move_list.h"
#include "uci/uci_move_text.h"

namespace tavleya::engine {

bool piecesToPlace(const Ruleset& rules, const Position& position) {
    if (!rules.placingTurns()) return false;
    for (Color side : {Color::White, Color::Black})
        for (PieceKind kind : rules.pocketKinds())
            if (position.pocketCount(side, kind) > 0) return true;
    return false;
}

std::string turnText(const Ruleset& rules, const std::vector<Move>& turn) {
    const bool kingTakesRook = rules.startPositionCount() > 0;
    std::string text;
    for (Move move : turn) text += uci::engineMoveText(rules, move, kingTakesRook);
    return text;
}

int legalMoveCount(const Ruleset& rules, const Position& position) {
    MoveList legal;
    rules.legalMoves(position, legal);
    return static_cast<int>(legal.size());
}

}  // namespace tavleya::engine

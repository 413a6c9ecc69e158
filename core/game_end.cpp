#include "game_end.h"

namespace tavleya {

int occurrences(Key current, std::span<const Key> earlier) {
    int n = 1;
    for (Key k : earlier)
        if (k == current) ++n;
    return n;
}

std::string_view terminationName(Termination t) {
    switch (t) {
        case Termination::None:
            return "none";
        case Termination::Checkmate:
            return "checkmate";
        case Termination::Stalemate:
            return "stalemate";
        case Termination::FivefoldRepetition:
            return "fivefold repetition";
        case Termination::SeventyFiveMoves:
            return "75-move rule";
        case Termination::DeadPosition:
            return "dead position";
        case Termination::FlagFall:
            return "flag fall";
        case Termination::RoyalCaptured:
            return "royal piece captured";
        case Termination::BareKing:
            return "bare king";
        case Termination::VariantWin:
            return "variant win";
        case Termination::VariantDraw:
            return "variant draw";
    }
    return "unknown";
}

}  // namespace tavleya

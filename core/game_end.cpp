#include "game_end.h"

#include <utility>

namespace tavleya {

namespace {

constexpr std::pair<Termination, std::string_view> kNames[] = {
    {Termination::Checkmate, "Checkmate"},
    {Termination::Stalemate, "Stalemate"},
    {Termination::FivefoldRepetition, "FivefoldRepetition"},
    {Termination::SeventyFiveMoves, "SeventyFiveMoves"},
    {Termination::DeadPosition, "DeadPosition"},
    {Termination::FlagFall, "FlagFall"},
    {Termination::BareKing, "BareKing"},
    {Termination::ExposedAtReveal, "ExposedAtReveal"},
    {Termination::Resignation, "Resignation"},
    {Termination::DrawAgreed, "DrawAgreed"},
    {Termination::RepetitionClaimed, "RepetitionClaimed"},
    {Termination::FiftyMovesClaimed, "FiftyMovesClaimed"},
};

}  // namespace

std::string writeGameEnd(const GameEnd& end) {
    for (const auto& [termination, name] : kNames)
        if (termination == end.termination)
            return std::string(name) + (end.by == Color::White ? " white" : " black");
    return {};
}

std::optional<GameEnd> readGameEnd(std::string_view text, Outcome outcome) {
    const auto space = text.find(' ');
    if (space == std::string_view::npos || outcome == Outcome::Undecided) return std::nullopt;
    const std::string_view who = text.substr(space + 1);
    if (who != "white" && who != "black") return std::nullopt;
    for (const auto& [termination, name] : kNames)
        if (name == text.substr(0, space))
            return GameEnd{termination, outcome, who == "white" ? Color::White : Color::Black};
    return std::nullopt;
}

int occurrences(Key current, std::span<const Key> earlier) {
    int n = 1;
    for (Key k : earlier)
        if (k == current) ++n;
    return n;
}

}  // namespace tavleya

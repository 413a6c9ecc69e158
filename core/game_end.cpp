#include "game_end.h"

#include <utility>

namespace tavleya {

namespace {

constexpr std::pair<Termination, std::string_view> kNames[] = {
    {Termination::Checkmate, "Checkmate"},
    {Termination::Stalemate, "Stalemate"},
    {Termination::FivefoldRepetition, "FivefoldRepetition"},
    {Termination::MoveLimit, "MoveLimit"},
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
    const Color by = who == "white" ? Color::White : Color::Black;
    const std::string_view word = text.substr(0, space);
    // Files written before the limit was the rules' own name it for chess.
    if (word == "SeventyFiveMoves") return GameEnd{Termination::MoveLimit, outcome, by, 75};
    for (const auto& [termination, name] : kNames)
        if (name == word) return GameEnd{termination, outcome, by};
    return std::nullopt;
}

int occurrences(Key current, std::span<const Key> earlier) {
    int n = 1;
    for (Key k : earlier)
        if (k == current) ++n;
    return n;
}

}  // namespace tavleya

#include "uci/uci_game_setup.h"

#include <algorithm>
#include <cctype>

#include "uci/uci_move_text.h"

namespace tavleya::uci {

namespace {

// Names compared the way engines vary them: "3check", "Three-check",
// "three_check" alike.
std::string normalised(std::string_view text) {
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '-' && c != '_')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::optional<UciGameSetup> chooseUciGame(const Ruleset& rules,
                                          std::span<const std::string> offeredVariants,
                                          bool offersChess960) {
    const RulesetInfo& info = rules.info();
    std::vector<std::string> names{normalised(info.key), normalised(info.pgnVariant)};
    for (std::string_view alias : info.pgnAliases) names.push_back(normalised(alias));
    UciGameSetup setup;
    for (const std::string& v : offeredVariants)
        if (std::find(names.begin(), names.end(), normalised(v)) != names.end()) setup.variant = v;
    const bool numberedStarts = rules.startPositionCount() > 0;
    if (setup.variant.empty() && !(numberedStarts || info.pgnVariant.empty())) return std::nullopt;
    setup.chess960 = numberedStarts && setup.variant.empty() && offersChess960;
    setup.kingTakesRook = setup.chess960 || numberedStarts;
    return setup;
}

std::string positionCommand(const Ruleset& rules, const Position& start,
                            std::span<const Move> moves, bool kingTakesRook) {
    std::string command = "position fen " + rules.writeFen(start);
    if (!moves.empty()) command += " moves";
    for (Move move : moves) {
        command += ' ';
        command += engineMoveText(rules, move, kingTakesRook);
    }
    return command;
}

std::string goCommand(const ChessClock& clock, Color toMove) {
    const TimeControl& control = clock.control(toMove);
    if (control.kind == TimeControl::Kind::FixedPerMove && !control.periods.empty())
        return "go movetime " + std::to_string(control.periods[0].time);
    const auto bonus = [&](Color side) {
        const TimeControl& c = clock.control(side);
        return c.bonus == MoveBonus::None ? Millis{0} : c.bonusTime;
    };
    std::string go = "go wtime " + std::to_string(clock.timeLeft(Color::White)) + " btime " +
                     std::to_string(clock.timeLeft(Color::Black)) + " winc " +
                     std::to_string(bonus(Color::White)) + " binc " +
                     std::to_string(bonus(Color::Black));
    if (const int toGo = clock.movesToGo(toMove); toGo > 0)
        go += " movestogo " + std::to_string(toGo);
    return go;
}

}  // namespace tavleya::uci

#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "clock/time_control.h"
#include "pgn/pgn_game.h"
#include "ruleset.h"

namespace tavleya::match {

// An engine as the match knows it: a name, how to start it, UCI options to
// set (name, value) before each game, and its own clock when it plays at
// time odds (else the game's).
struct EngineSpec {
    std::string name;
    std::vector<std::string> command;
    std::vector<std::pair<std::string, std::string>> options;
    std::optional<TimeControl> control = {};
};

// What a game starts from: the rules, the position, moves played first (an
// opening), and the clock of each side that has none of its own. The
// options the rules were built with are told to each engine that offers a
// UCI option of the same name, so that it plays by the rules it is judged by.
struct GameSetup {
    std::shared_ptr<const Ruleset> rules;
    Position start;
    std::vector<Move> opening;
    TimeControl control;
    int round = 1;
    RulesetOptions ruleOptions = {};
};

class EngineProcess;

// Starts an engine's conversation and tells it which game it plays (the
// setup's rules and their options, then the spec's options). Returns whether
// it wants castling as the king onto its rook; sets `error` when it cannot.
bool prepareEngine(EngineProcess& engine, const EngineSpec& spec, const GameSetup& setup,
                   std::string& error);

// How a game ended, with the game as PGN ([%clk] after every move).
struct GameRecord {
    Outcome outcome = Outcome::Undecided;
    std::string reason;  // "checkmate", "time forfeit", "illegal move e2e5", ...
    PgnGame pgn;
};

// Plays one game between two engines, each started afresh, on Tavleya's
// clock, every move checked and every end judged by the rules core: an
// illegal move or a silent engine loses, a flag falls as FIDE 6.9 says,
// repetitions and the move-count rules are draws as soon as they could be
// claimed. `error` is set (and the game not played) when an engine cannot
// be started or cannot play the game.
GameRecord playGame(const EngineSpec& white, const EngineSpec& black, const GameSetup& setup,
                    std::string& error);

}  // namespace tavleya::match

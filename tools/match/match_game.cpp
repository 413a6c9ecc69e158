#include "match_game.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <optional>

#include "clock/chess_clock.h"
#include "clock/flag_fall.h"
#include "engine_process.h"
#include "uci/uci_game_setup.h"
#include "uci/uci_messages.h"
#include "uci/uci_move_text.h"

namespace tavleya::match {

namespace {

using SteadyClock = std::chrono::steady_clock;
constexpr auto kHandshake = std::chrono::seconds(10);
// What an engine may take beyond its time before it is given up on; its
// flag falls anyway if the clock says so.
constexpr auto kGrace = std::chrono::milliseconds(2000);
constexpr int kMovesLimit = 600;  // plies; a draw beyond

// An end the rules call by themselves, in words: "dead position" from the
// file word "DeadPosition white" (nobody acted, so who is left out).
std::string endReason(const GameEnd& end) {
    const std::string word = writeGameEnd(end);
    std::string out;
    for (char c : word.substr(0, word.find(' '))) {
        const bool capital = c >= 'A' && c <= 'Z';
        if (capital && !out.empty()) out += ' ';
        out += capital ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

}  // namespace

bool prepareEngine(EngineProcess& engine, const EngineSpec& spec, const GameSetup& setup,
                   std::string& error) {
    const Ruleset& rules = *setup.rules;
    const auto deadline = SteadyClock::now() + kHandshake;
    if (!engine.running()) {
        error = spec.name + ": cannot be started: " + engine.startError();
        return false;
    }
    engine.send("uci");
    std::vector<std::string> variants;
    std::vector<std::string> offered;
    bool offersChess960 = false;
    for (auto line = engine.readLine(deadline);; line = engine.readLine(deadline)) {
        if (!line) {
            error = spec.name +
                    (engine.ended() ? ": ended without answering uci" : ": no uciok within 10 s");
            return false;
        }
        if (*line == "uciok") break;
        const auto option = uci::readOptionLine(*line);
        if (option && option->name == "UCI_Chess960") offersChess960 = true;
        if (option && option->name == "UCI_Variant") variants = option->vars;
        if (option) offered.push_back(option->name);
    }
    const auto game = uci::chooseUciGame(rules, variants, offersChess960);
    if (!game) {
        error = spec.name + " does not play " + std::string(rules.info().nameEnglish);
        return false;
    }
    if (!game->variant.empty()) engine.send("setoption name UCI_Variant value " + game->variant);
    if (game->chess960) engine.send("setoption name UCI_Chess960 value true");
    // The game's rule options, to an engine that has them by their names.
    for (const auto& [name, value] : setup.ruleOptions)
        if (std::find(offered.begin(), offered.end(), name) != offered.end())
            engine.send("setoption name " + name + " value " + value);
    for (const auto& [name, value] : spec.options)
        engine.send("setoption name " + name + " value " + value);
    engine.send("isready");
    if (!engine.waitFor("readyok", deadline)) {
        error = spec.name + ": no readyok within 10 s";
        return false;
    }
    engine.send("ucinewgame");
    return game->kingTakesRook;
}

GameRecord playGame(const EngineSpec& white, const EngineSpec& black, const GameSetup& setup,
                    std::string& error) {
    const Ruleset& rules = *setup.rules;
    GameRecord record{Outcome::Undecided, {}, PgnGame(GameTree(setup.rules, setup.start))};
    EngineProcess engines[2] = {EngineProcess(white.command), EngineProcess(black.command)};
    bool kingTakesRook[2];
    for (Color side : {Color::White, Color::Black}) {
        kingTakesRook[index(side)] =
            prepareEngine(engines[index(side)], side == Color::White ? white : black, setup, error);
        if (!error.empty()) return record;
    }
    const auto started = SteadyClock::now();
    const TimeControl whiteControl = white.control.value_or(setup.control);
    const TimeControl blackControl = black.control.value_or(setup.control);
    ChessClock clock(whiteControl, blackControl, [started] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started)
            .count();
    });
    GameTree& tree = record.pgn.tree;
    NodeId node = tree.root();
    Position position = setup.start;
    std::vector<Key> keys;
    std::string moves[2];      // the moves as each engine writes them
    std::deque<Move> pending;  // the rest of a placing turn answered whole
    const auto finish = [&](Outcome outcome, std::string reason) {
        record.outcome = outcome;
        record.reason = std::move(reason);
    };
    for (int ply = 0; record.outcome == Outcome::Undecided; ++ply) {
        const Color side = position.sideToMove();
        EngineProcess& engine = engines[index(side)];
        std::optional<Move> move;
        if (static_cast<std::size_t>(ply) < setup.opening.size()) {
            move = setup.opening[static_cast<std::size_t>(ply)];
        } else if (!pending.empty()) {
            move = pending.front();
            pending.pop_front();
        } else {
            if (clock.state() == ChessClock::State::NotStarted) clock.start(side);
            engine.send("position fen " + rules.writeFen(setup.start) +
                        (moves[index(side)].empty() ? "" : " moves" + moves[index(side)]));
            engine.send(uci::goCommand(clock, side));
            const auto deadline =
                SteadyClock::now() + std::chrono::milliseconds(clock.timeLeft(side)) + kGrace;
            const auto answer = engine.waitFor("bestmove", deadline);
            if (clock.checkFlag() || !answer) {
                const GameEnd end = flagFallEnd(rules, position, side);
                finish(end.outcome,
                       answer ? "time forfeit" : "no move in time (engine silent or ended)");
                break;
            }
            const auto best = uci::readBestMoveLine(*answer);
            // An engine whose own rules end the game here (Fairy-Stockfish's
            // Shatranj at a bare king, say) answers "(none)" while these
            // rules go on: said as such, not as an illegal move.
            if (best && best->move.empty()) {
                finish(winFor(~side), "no move given (bestmove (none)) where the rules go on");
                break;
            }
            if (!best) {
                finish(winFor(~side), "no move given (" + *answer + ")");
                break;
            }
            const std::string text = best->move;
            const auto turn = uci::readEngineMoves(rules, position, text);
            if (!turn) {
                finish(winFor(~side), "illegal move " + text);
                break;
            }
            move = turn->front();
            pending.assign(turn->begin() + 1, turn->end());
        }
        const bool pressed = clock.state() == ChessClock::State::Running && !move->continuesTurn();
        if (pressed) clock.press();
        node = tree.addMove(node, *move);
        if (pressed) {
            CommentCommands commands;
            commands.clock = clock.moveTimes().back().remaining;
            tree.setCommands(node, commands);
        }
        for (Color s : {Color::White, Color::Black})
            moves[index(s)] += " " + uci::engineMoveText(rules, *move, kingTakesRook[index(s)]);
        keys.push_back(position.key());
        position = rules.play(position, *move);
        const GameEnd end = rules.automaticEnd(position, keys);
        if (end.over())
            finish(end.outcome, endReason(end));
        else if (rules.claimableDraws(position, keys).any())
            finish(Outcome::Draw, "repetition or the move-count rule");
        else if (ply >= kMovesLimit)
            finish(Outcome::Draw, "move limit");
    }
    PgnGame& game = record.pgn;
    game.result = std::string(resultToken(record.outcome));
    game.tags = {{"Event", "tavleya-match"}, {"Site", "?"},
                 {"Date", "????.??.??"},     {"Round", std::to_string(setup.round)},
                 {"White", white.name},      {"Black", black.name},
                 {"Result", game.result}};
    if (whiteControl.toPgn() == blackControl.toPgn()) {
        game.tags.push_back({"TimeControl", whiteControl.toPgn()});
    } else {
        game.tags.push_back({"WhiteTimeControl", whiteControl.toPgn()});
        game.tags.push_back({"BlackTimeControl", blackControl.toPgn()});
    }
    game.tags.push_back({"Termination", record.reason});
    // The rules' options change the game (a shorter move limit, another
    // end): the record says which were played, as --rule gave them.
    if (!setup.ruleOptions.empty()) {
        std::string options;
        for (const auto& [name, value] : setup.ruleOptions)
            options += (options.empty() ? "" : " ") + name + "=" + value;
        game.tags.push_back({"RuleOptions", options});
    }
    return record;
}

}  // namespace tavleya::match

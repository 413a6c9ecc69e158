#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "evaluation_registry.h"
#include "ruleset_registry.h"
#include "search.h"
#include "skill_level.h"
#include "transposition_table.h"
#include "uci_go.h"
#include "uci_options.h"

namespace tavleya::engine {

// The engine's side of the UCI protocol, as plain C++: lines in, lines out
// (through `write`, from whichever thread has something to say). The game
// is chosen with the UCI_Variant option among every ruleset that has an
// evaluation; positions are the ruleset's FEN (TFEN for Tavreli) or
// "startpos", moves in engine_move_text.h's words. A search runs on a
// thread of its own, so that "stop", "isready" and "quit" are answered at
// once. Input it cannot use is answered with an "info string" that says
// why, never with a crash.
class UciEngine {
public:
    // MultiPV's upper end: more lines than an analysis pane shows cost
    // depth for nothing.
    static constexpr int kMostLines = 8;
    UciEngine(std::string name, std::function<void(const std::string&)> write);
    ~UciEngine();

    // Handles one line; false after "quit".
    bool handle(std::string_view line);
    // The input has ended, as when the GUI is gone: every search ends, and
    // answers. One with a limit may first go on for a moment, so that a
    // piped `go depth 8` still answers in full; none is left searching for
    // nobody.
    void endOfInput();
    static constexpr int kEndOfInputGraceMillis = 500;

private:
    void say(const std::string& line);
    void declareOptions();
    void declareRuleOptions();
    void identify();
    void setOption(std::string_view rest);
    void setVariant(const std::string& key);
    void setPosition(std::string_view rest);
    void go(std::string_view rest);
    // What `go` asks for, limited as the level plays: below full strength a
    // few of the best moves are searched and one of them played.
    struct Turn {
        SearchLimits limits;
        bool infinite = false;
        bool human = false;  // below full strength
        int level = kStrongestLevel;
        int shownLines = 1;
    };
    Turn turnFor(GoRequest request) const;
    // Searches the turn on the searching thread and says its move.
    void startSearch(const Turn& turn);
    void searchTurn(const Turn& turn);
    // Tavleya's own "arrange white|black" (uci/uci_arrangement.h).
    void arrange(std::string_view line);
    void stopSearch();
    std::string infoLine(const SearchReport& report) const;
    bool kingTakesRook() const;
    // Level 0: the move that takes the most at once, any of the best alike.
    Move greedyMove() const;

    std::string name_;
    std::function<void(const std::string&)> write_;
    std::mutex writing_;
    RulesetRegistry rulesets_;
    EvaluationRegistry evaluations_;
    std::vector<std::string> variants_;  // those with an evaluation
    std::string variant_;
    RulesetOptions ruleChoices_;  // rule options set over UCI
    std::shared_ptr<const Ruleset> rules_;
    std::unique_ptr<Evaluation> evaluation_;
    TranspositionTable table_;
    Position position_;
    std::vector<Key> earlier_;
    bool chess960_ = false;
    int level_ = kStrongestLevel;  // "Skill Level"
    // With "UCI_LimitStrength", "UCI_Elo" chooses the level instead of
    // "Skill Level", as in other engines.
    bool limitStrength_ = false;
    int elo_ = 1500;
    int overhead_ = 20;
    int lines_ = 1;  // "MultiPV"
    UciOptions options_;
    std::atomic<bool> stop_{false};
    std::thread searching_;
    bool searchEndsByItself_ = true;
    // The search's end and a stop asked for, told across the two threads:
    // an infinite search waits for the stop, endOfInput for the end.
    std::mutex ending_;
    std::condition_variable ended_;
    bool searchEnded_ = true;
    // False after a position was refused, until one is taken: a search
    // then would answer for a position the GUI no longer means.
    bool hasPosition_ = true;
};

}  // namespace tavleya::engine

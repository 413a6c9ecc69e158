#include "uci_engine.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iterator>
#include <random>
#include <sstream>

#include "notation/turn_reader.h"
#include "secret_arrangement.h"
#include "time_manager.h"
#include "uci/uci_arrangement.h"
#include "uci/uci_move_text.h"
#include "uci_go.h"

namespace tavleya::engine {

namespace {

// The words of a line, split at blanks.
std::vector<std::string> words(std::string_view line) {
    std::vector<std::string> out;
    std::istringstream in{std::string(line)};
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    return std::string(text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1));
}

}  // namespace

UciEngine::UciEngine(std::string name, std::function<void(const std::string&)> write)
    : name_(std::move(name)),
      write_(std::move(write)),
      rulesets_(builtinRulesets()),
      evaluations_(builtinEvaluations()) {
    for (const RulesetInfo& info : rulesets_.list())
        if (evaluations_.create(info.key)) variants_.emplace_back(info.key);
    setVariant(std::string(rulesets_.defaultKey()));
    declareOptions();
}

void UciEngine::declareOptions() {
    options_.addSpin("Hash", 64, 1, 4096,
                     [this](int mb) { table_.resize(static_cast<std::size_t>(mb)); });
    // One search thread is all there is; the option is there because GUIs set it.
    options_.addSpin("Threads", 1, 1, 1, [](int) {});
    options_.addSpin("MultiPV", 1, 1, kMostLines, [this](int lines) { lines_ = lines; });
    options_.addSpin("Move Overhead", 20, 0, 5000, [this](int ms) { overhead_ = ms; });
    options_.addCheck("UCI_Chess960", false, [this](bool on) { chess960_ = on; });
    options_.addSpin("Skill Level", kStrongestLevel, kGreedyLevel, kStrongestLevel,
                     [this](int level) { level_ = level; });
    options_.addCheck("UCI_LimitStrength", false, [this](bool on) { limitStrength_ = on; });
    options_.addSpin("UCI_Elo", elo_, kWeakestElo, kStrongestElo, [this](int elo) { elo_ = elo; });
    options_.addCombo("UCI_Variant", variant_, variants_,
                      [this](const std::string& key) { setVariant(key); });
    declareRuleOptions();
}

void UciEngine::declareRuleOptions() {
    // A variant's rule options (Shatranj's historical ends, ...) under their
    // own names, so that a match or a GUI can have the engine play by the
    // same rules it judges by. A name two variants share is declared once.
    std::vector<std::string> declared;
    for (const std::string& key : variants_)
        for (const OptionSpec& spec : *rulesets_.options(key)) {
            if (spec.allowedValues.empty() ||
                std::find(declared.begin(), declared.end(), spec.name) != declared.end())
                continue;
            declared.push_back(spec.name);
            options_.addCombo(spec.name, spec.defaultValue, spec.allowedValues,
                              [this, name = spec.name](const std::string& value) {
                                  ruleChoices_[name] = value;
                                  setVariant(variant_);
                              });
        }
}

UciEngine::~UciEngine() {
    stopSearch();
}

void UciEngine::say(const std::string& line) {
    const std::lock_guard lock(writing_);
    write_(line);
}

bool UciEngine::kingTakesRook() const {
    return chess960_ || rules_->startPositionCount() > 0;
}

void UciEngine::identify() {
    say("id name " + name_);
    say("id author The Tavleya developers");
    for (const std::string& declaration : options_.declarations()) say(declaration);
    say("uciok");
}

void UciEngine::setVariant(const std::string& key) {
    // Only the options this variant has; the others keep their defaults.
    RulesetOptions chosen;
    if (const auto* specs = rulesets_.options(key))
        for (const OptionSpec& spec : *specs)
            if (const auto it = ruleChoices_.find(spec.name); it != ruleChoices_.end())
                chosen.insert(*it);
    auto rules = rulesets_.create(key, chosen);
    auto evaluation = evaluations_.create(key);
    if (!rules || !evaluation) {
        say("info string unknown variant '" + key + "'");
        return;
    }
    variant_ = key;
    rules_ = std::move(rules).value();
    evaluation_ = std::move(evaluation);
    position_ = rules_->startPosition();
    earlier_.clear();
    hasPosition_ = true;
    table_.clear();
}

void UciEngine::setOption(std::string_view rest) {
    // "name <id...> value <x...>": names and values may hold spaces.
    const auto namePos = rest.find("name ");
    if (namePos == std::string_view::npos) {
        say("info string setoption needs a name");
        return;
    }
    const auto valuePos = rest.find(" value ", namePos);
    const std::string name = trimmed(rest.substr(namePos + 5, valuePos == std::string_view::npos
                                                                  ? std::string_view::npos
                                                                  : valuePos - namePos - 5));
    const std::string value =
        valuePos == std::string_view::npos ? std::string() : trimmed(rest.substr(valuePos + 7));
    const std::string wrong = options_.set(name, value);
    if (!wrong.empty()) say("info string " + wrong);
}

void UciEngine::setPosition(std::string_view rest) {
    const std::vector<std::string> w = words(rest);
    std::size_t i = 0;
    Position position;
    if (!w.empty() && w[0] == "startpos") {
        position = rules_->startPosition();
        i = 1;
    } else if (!w.empty() && w[0] == "fen") {
        std::string fen;
        for (i = 1; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
        auto read = rules_->readFen(fen);
        if (!read) {
            say("info string bad position: " + read.error().message);
            hasPosition_ = false;
            return;
        }
        position = std::move(read).value();
    } else {
        say("info string position needs startpos or fen");
        hasPosition_ = false;
        return;
    }
    std::vector<Key> earlier;
    if (i < w.size() && w[i] == "moves") {
        for (++i; i < w.size(); ++i) {
            for (std::string_view token : turnParts(w[i])) {
                const auto move = uci::readEngineMove(*rules_, position, token);
                if (!move) {
                    say("info string illegal move '" + std::string(token) +
                        "': no position until a good one is given");
                    hasPosition_ = false;
                    return;
                }
                earlier.push_back(position.key());
                position = rules_->play(position, *move);
            }
        }
    }
    position_ = position;
    earlier_ = std::move(earlier);
    hasPosition_ = true;
}

std::string UciEngine::infoLine(const SearchReport& report) const {
    std::string line = "info depth " + std::to_string(report.depth) + " seldepth " +
                       std::to_string(report.selectiveDepth) + " multipv " +
                       std::to_string(report.line) + " score ";
    if (std::abs(report.score) > kMateBound) {
        const int plies = kMateScore - std::abs(report.score);
        const int moves = (plies + 1) / 2;
        line += "mate " + std::to_string(report.score > 0 ? moves : -moves);
    } else {
        line += "cp " + std::to_string(report.score);
    }
    const std::int64_t nps = report.millis > 0
                                 ? static_cast<std::int64_t>(report.nodes * 1000 / report.millis)
                                 : static_cast<std::int64_t>(report.nodes);
    line += " nodes " + std::to_string(report.nodes) + " nps " + std::to_string(nps) +
            " hashfull " + std::to_string(report.tablePermille) + " time " +
            std::to_string(report.millis) + " pv";
    for (Move m : report.pv) line += " " + uci::engineMoveText(*rules_, m, kingTakesRook());
    return line;
}

void UciEngine::go(std::string_view rest) {
    stopSearch();
    if (!hasPosition_) {
        // What GUIs and match programs take as "no move": better than a
        // move for a position nobody asked about.
        say("info string no position: the last one was refused");
        say("bestmove 0000");
        return;
    }
    GoRequest request = readGo(rest, *rules_, position_);
    for (const std::string& complaint : request.complaints) say("info string " + complaint);
    const Turn turn = turnFor(std::move(request));
    if (turn.level == kGreedyLevel) {
        const Move move = greedyMove();
        say("bestmove " + (move.isNull() ? std::string("(none)")
                                         : uci::engineMoveText(*rules_, move, kingTakesRook())));
        return;
    }
    startSearch(turn);
}

UciEngine::Turn UciEngine::turnFor(GoRequest request) const {
    Turn turn;
    turn.infinite = request.infinite;
    turn.level = limitStrength_ ? levelForElo(elo_) : level_;
    turn.shownLines = lines_;
    SearchLimits& limits = turn.limits;
    limits.lines = lines_;
    limits.depth = request.depth;
    limits.nodes = request.nodes;
    limits.rootMoves = std::move(request.rootMoves);
    if (const std::uint64_t cap = nodeCapForLevel(turn.level)) {
        // Only a budget asked for by `go nodes` may cut the first look.
        limits.nodesSpareFirstIteration = limits.nodes == 0;
        limits.nodes = limits.nodes ? std::min(limits.nodes, cap) : cap;
    }
    if (!turn.infinite) {
        const TimeBudget budget = budgetForLevel(budgetFor(request.clock, overhead_), turn.level);
        limits.softMillis = budget.soft;
        limits.hardMillis = budget.hard;
    }
    // Below full strength a few of the best moves are searched, and one of
    // them played (skill_level.h); only the lines asked for are told.
    turn.human = turn.level < kStrongestLevel;
    if (turn.human) {
        limits.lines = std::max(limits.lines, kLinesBelowFullStrength);
        limits.keepsFinishedLines = true;
        limits.lineMargin = choiceMarginForLevel(turn.level);
        limits.fullLines = lines_;
    }
    return turn;
}

void UciEngine::startSearch(const Turn& turn) {
    const SearchLimits& limits = turn.limits;
    searchEndsByItself_ = !turn.infinite && (limits.depth < SearchLimits::kMaxDepth ||
                                             limits.nodes > 0 || limits.hardMillis > 0);
    stop_ = false;
    {
        const std::lock_guard lock(ending_);
        searchEnded_ = false;
    }
    searching_ = std::thread([this, turn] {
        searchTurn(turn);
        {
            const std::lock_guard lock(ending_);
            searchEnded_ = true;
        }
        ended_.notify_all();
    });
}

void UciEngine::searchTurn(const Turn& turn) {
    const SearchLimits& limits = turn.limits;
    Search search(*rules_, *evaluation_, table_);
    const auto started = std::chrono::steady_clock::now();
    Position at = position_;
    std::vector<Key> earlier = earlier_;
    std::string answer;
    static thread_local std::mt19937_64 random(std::random_device{}());
    SearchLimits step = limits;
    // A turn of several placements is one look ahead, however far the
    // level sees: each placement's search carries on the same plan.
    if (turn.human) step.depth = std::min(limits.depth, depthForLevel(turn.level, random));
    for (;;) {
        const bool first = answer.empty();
        // Moves asked for by searchmoves are the first placement's;
        // otherwise a weak level chooses among the moves it noticed.
        if (!first || step.rootMoves.empty())
            step.rootMoves = turn.human
                                 ? noticedMoves(*rules_, *evaluation_, at, turn.level, random)
                                 : std::vector<Move>{};
        if (turn.human) step.exchangePlies = exchangePliesForLevel(turn.level, random);
        MoveList legal;
        rules_->legalMoves(at, legal);
        const TimeBudget share = budgetForPlacement(
            {limits.softMillis, limits.hardMillis},
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                  started)
                .count(),
            first,
            std::any_of(legal.begin(), legal.end(), [](Move m) { return m.continuesTurn(); }));
        step.softMillis = share.soft;
        step.hardMillis = share.hard;
        std::vector<SearchReport> lastLines;
        const SearchResult result =
            search.run(at, earlier, step, stop_, [&](const SearchReport& r) {
                if (r.line == 1) lastLines.clear();
                lastLines.push_back(r);
                // A later placement's lines start from a position the GUI was
                // never given: only the first's are told.
                if (first && r.line <= turn.shownLines) say(infoLine(r));
            });
        Move best = result.best;
        if (turn.human && !lastLines.empty()) {
            std::vector<int> scores;
            for (const SearchReport& line : lastLines) scores.push_back(line.score);
            const SearchReport& chosen = lastLines[chooseLine(scores, turn.level, random)];
            if (!chosen.pv.empty()) best = chosen.pv.front();
        }
        if (best.isNull()) break;
        answer += uci::engineMoveText(*rules_, best, kingTakesRook());
        // A placing turn is answered whole (docs/variants.md), each placement
        // searched in its share of the turn's time (budgetForPlacement); the
        // clock runs for the turn, not for each placement. Analysis stays
        // with the first.
        if (!best.continuesTurn() || turn.infinite || stop_) break;
        earlier.push_back(at.key());
        at = rules_->play(at, best);
    }
    // An infinite search reports its move only when told to stop.
    if (turn.infinite) {
        std::unique_lock lock(ending_);
        ended_.wait(lock, [this] { return stop_.load(); });
    }
    say("bestmove " + (answer.empty() ? std::string("(none)") : answer));
}

Move UciEngine::greedyMove() const {
    MoveList legal;
    rules_->legalMoves(position_, legal);
    std::vector<Move> best;
    int most = -1;
    for (Move m : legal) {
        const int gain =
            evaluation_->isTactical(position_, m) ? evaluation_->gain(position_, m) : 0;
        if (gain > most) best.clear();
        if (gain >= most) {
            most = gain;
            best.push_back(m);
        }
    }
    if (best.empty()) return Move();
    static thread_local std::mt19937 random(std::random_device{}());
    return best[random() % best.size()];
}

void UciEngine::arrange(std::string_view line) {
    const auto side = uci::readArrangeCommand(trimmed(line));
    if (!side) {
        say("info string arrange needs a side: arrange white, or arrange black");
        return;
    }
    if (!rules_->secretArrangement()) {
        say("info string " + variant_ + " has no arrangement: its pieces start where they stand");
        return;
    }
    // A new arrangement each time, as a person's would be.
    const auto half = arrangeHalf(*rules_, evaluation_.get(), *side, std::random_device{}());
    say(uci::arrangementLine(*rules_, half));
}

void UciEngine::stopSearch() {
    {
        // Under the lock, so that a search about to wait for the stop
        // cannot miss it.
        const std::lock_guard lock(ending_);
        stop_ = true;
    }
    ended_.notify_all();
    if (searching_.joinable()) searching_.join();
}

void UciEngine::endOfInput() {
    if (searchEndsByItself_) {
        std::unique_lock lock(ending_);
        ended_.wait_for(lock, std::chrono::milliseconds(kEndOfInputGraceMillis),
                        [this] { return searchEnded_; });
    }
    stopSearch();
}

bool UciEngine::handle(std::string_view line) {
    const std::vector<std::string> w = words(line);
    if (w.empty()) return true;
    const std::string& command = w[0];
    const std::string_view rest = line.size() > line.find(command) + command.size()
                                      ? line.substr(line.find(command) + command.size())
                                      : std::string_view();
    if (command == "uci") {
        identify();
    } else if (command == "isready") {
        say("readyok");
    } else if (command == "setoption") {
        stopSearch();
        setOption(rest);
    } else if (command == "ucinewgame") {
        stopSearch();
        table_.clear();
    } else if (command == "position") {
        stopSearch();
        setPosition(rest);
    } else if (command == "go") {
        go(rest);
    } else if (command == "arrange") {
        stopSearch();
        arrange(line);
    } else if (command == "stop") {
        stopSearch();
    } else if (command == "quit") {
        stopSearch();
        return false;
    } else if (command != "debug" && command != "ponderhit") {
        say("info string unknown command '" + command + "'");
    }
    return true;
}

}  // namespace tavleya::engine

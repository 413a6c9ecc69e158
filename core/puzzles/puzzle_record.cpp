#include "puzzles/puzzle_record.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace tavleya {
namespace {

constexpr std::int64_t kDay = 24 * 60 * 60;
// The waits after a repeated puzzle is solved, step by step; past the last
// it is known.
constexpr std::array<std::int64_t, 3> kWaits{kDay, 3 * kDay, 7 * kDay};

constexpr std::array<std::pair<PuzzleOutcome, std::string_view>, 3> kOutcomeWords{
    {{PuzzleOutcome::Solved, "solved"},
     {PuzzleOutcome::SolvedWithHint, "hint"},
     {PuzzleOutcome::Failed, "failed"}}};

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t end = std::min(line.find(' ', at), line.size());
        if (end > at) out.push_back(line.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

template <typename Number>
bool readNumber(std::string_view text, Number& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

std::string number(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

}  // namespace

const Glicko2Rating& PuzzleRecord::record(const Puzzle& puzzle, PuzzleOutcome outcome,
                                          std::int64_t now) {
    const double score = outcome == PuzzleOutcome::Solved           ? 1.0
                         : outcome == PuzzleOutcome::SolvedWithHint ? 0.5
                                                                    : 0.0;
    const Glicko2Game game{
        {double(puzzle.rating), double(std::max(puzzle.ratingDeviation, 30)), 0.06}, score};
    rating_ = glicko2Update(rating_, std::span(&game, 1));
    history_.push_back({puzzle.id, outcome, now, int(std::lround(rating_.rating))});
    played_.insert(puzzleKey(puzzle.id));
    const int plays = int(history_.size());
    auto repeat = std::find_if(repeats_.begin(), repeats_.end(),
                               [&](const PuzzleRepeat& r) { return r.puzzle == puzzle.id; });
    if (outcome != PuzzleOutcome::Solved) {
        if (repeat == repeats_.end()) repeat = repeats_.insert(repeats_.end(), {puzzle.id});
        *repeat = {puzzle.id, 0, plays + kReturnsAfter, now};
    } else if (repeat != repeats_.end()) {
        if (repeat->step >= int(kWaits.size()))
            repeats_.erase(repeat);
        else
            *repeat = {puzzle.id, repeat->step + 1, plays, now + kWaits[std::size_t(repeat->step)]};
    }
    return rating_;
}

std::optional<std::string> PuzzleRecord::due(std::int64_t now) const {
    const int plays = int(history_.size());
    const PuzzleRepeat* best = nullptr;
    for (const PuzzleRepeat& r : repeats_)
        if (r.afterPlays <= plays && r.dueAt <= now && (!best || r.dueAt < best->dueAt)) best = &r;
    if (!best) return std::nullopt;
    return best->puzzle;
}

void PuzzleRecord::restore(Glicko2Rating rating, std::vector<PuzzleAttempt> history,
                           std::vector<PuzzleRepeat> repeats) {
    rating_ = rating;
    history_ = std::move(history);
    repeats_ = std::move(repeats);
    played_.clear();
    for (const PuzzleAttempt& a : history_) played_.insert(puzzleKey(a.puzzle));
}

std::string writePuzzleRecords(const std::map<std::string, PuzzleRecord>& records) {
    std::string out;
    for (const auto& [game, record] : records) {
        const Glicko2Rating& r = record.rating();
        out += "game " + game + "\n";
        out += "rating " + number(r.rating) + " " + number(r.deviation) + " " +
               number(r.volatility) + "\n";
        for (const PuzzleAttempt& a : record.history()) {
            std::string_view word;
            for (auto [outcome, text] : kOutcomeWords)
                if (outcome == a.outcome) word = text;
            out += "attempt " + a.puzzle + " " + std::string(word) + " " + std::to_string(a.when) +
                   " " + std::to_string(a.ratingAfter) + "\n";
        }
        for (const PuzzleRepeat& r : record.repeats())
            out += "repeat " + r.puzzle + " " + std::to_string(r.step) + " " +
                   std::to_string(r.afterPlays) + " " + std::to_string(r.dueAt) + "\n";
    }
    return out;
}

Result<std::map<std::string, PuzzleRecord>> readPuzzleRecords(std::string_view text) {
    std::map<std::string, PuzzleRecord> records;
    std::string game;
    Glicko2Rating rating;
    std::vector<PuzzleAttempt> history;
    std::vector<PuzzleRepeat> repeats;
    const auto settle = [&] {
        if (!game.empty()) records[game].restore(rating, std::move(history), std::move(repeats));
        rating = {};
        history.clear();
        repeats.clear();
    };
    int lineNumber = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const auto w = words(line);
        if (w.empty()) continue;
        const auto bad = [&] {
            return Error::translatable(
                TAVLEYA_MESSAGE("core", "line %1 of the puzzle record cannot be read: '%2'"),
                {std::to_string(lineNumber), std::string(line)}, 1);
        };
        if (w[0] == "game" && w.size() == 2) {
            settle();
            game = w[1];
            continue;
        }
        if (game.empty()) return bad();
        if (w[0] == "rating" && w.size() == 4) {
            if (!readNumber(w[1], rating.rating) || !readNumber(w[2], rating.deviation) ||
                !readNumber(w[3], rating.volatility) || !(rating.deviation > 0) ||
                !(rating.volatility > 0))
                return bad();
        } else if (w[0] == "attempt" && w.size() == 5) {
            PuzzleAttempt a{std::string(w[1])};
            const auto word = std::find_if(kOutcomeWords.begin(), kOutcomeWords.end(),
                                           [&](const auto& pair) { return pair.second == w[2]; });
            if (word == kOutcomeWords.end() || !readNumber(w[3], a.when) ||
                !readNumber(w[4], a.ratingAfter))
                return bad();
            a.outcome = word->first;
            history.push_back(std::move(a));
        } else if (w[0] == "repeat" && w.size() == 5) {
            PuzzleRepeat r{std::string(w[1])};
            if (!readNumber(w[2], r.step) || !readNumber(w[3], r.afterPlays) ||
                !readNumber(w[4], r.dueAt))
                return bad();
            repeats.push_back(std::move(r));
        } else {
            return bad();
        }
    }
    settle();
    return records;
}

}  // namespace tavleya

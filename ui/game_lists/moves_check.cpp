#include "game_lists/moves_check.h"

#include <algorithm>
#include <atomic>
#include <future>
#include <thread>

#include "collections/move_codes.h"
#include "openings/opening_classifier.h"

namespace tavleya {

MovesCheck::MovesCheck(const RulesetRegistry& rulesets, const OpeningTable* openings)
    : openings_(openings) {
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
    for (unsigned n = 0; n < threads; ++n)
        workers_.push_back(std::make_unique<Worker>(Worker{PgnReader({}, rulesets)}));
}

MovesCheck::~MovesCheck() = default;

void MovesCheck::Worker::check(const GameText& game, CheckedGame& out) {
    // The codes are made as the check reads the moves, in the positions it
    // has at hand, instead of playing the game through again.
    out.moveCodes.clear();
    out.line.onMove = [&out](const Position& before, Move move) {
        appendMoveCode(*out.line.ruleset, before, move, out.moveCodes);
    };
    auto checked = reader.check(game, &out.line);
    out.error = std::move(checked.error);
    out.warnings = std::move(checked.warnings);
}

void MovesCheck::check(std::span<const GameText> games,
                       const std::function<void(CheckedGame&)>& take) {
    // Results are kept from batch to batch: their vectors keep their memory.
    if (results_.size() < games.size()) results_.resize(games.size());
    // Games are handed out a few at a time, so that a thread slowed by
    // others on its core does not keep the batch waiting.
    constexpr std::size_t kHandful = 8;
    std::atomic<std::size_t> nextGame = 0;
    const auto checkShare = [&](std::size_t worker) {
        for (std::size_t begin = nextGame.fetch_add(kHandful); begin < games.size();
             begin = nextGame.fetch_add(kHandful)) {
            for (std::size_t n = begin; n < std::min(games.size(), begin + kHandful); ++n) {
                CheckedGame& result = results_[n];
                workers_[worker]->check(games[n], result);
                // Named from the positions the check noted, not by reading
                // the game again.
                result.opening =
                    openings_ && !result.error ? openingOf(*openings_, result.line) : nullptr;
                if (result.error) result.moveCodes.clear();
            }
        }
    };
    std::vector<std::future<void>> others;
    for (std::size_t worker = 1; worker < workers_.size() && worker * kHandful < games.size();
         ++worker)
        others.push_back(std::async(std::launch::async, checkShare, worker));
    checkShare(0);
    for (std::future<void>& other : others) other.get();
    for (std::size_t n = 0; n < games.size(); ++n) take(results_[n]);
}

}  // namespace tavleya

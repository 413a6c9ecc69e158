#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../pgn/pgn_reader.h"
#include "position_horizon.h"
#include "position_pattern.h"

namespace tavleya {

// A position to look for in a collection: written as FEN (TFEN in Tavreli)
// and read by each game's own rules, so that one query serves a file of
// several variants; and how alike a game's position must be.
struct PositionQuery {
    std::string fen;
    PositionMatch match = PositionMatch::Exact;
};

// Finds whether, and at which move, a recorded game first reaches a
// position. A game is played straight from its text, and only while it can
// still get there (PositionHorizon), which makes searching a large file
// several times faster than reading it; so an error beyond that point, or
// after the position, goes unnoticed. A game the quick pass does not follow
// (a FEN tag, a word that is not a move in SAN, a broken comment) is read
// whole by the PGN reader, whose errors it reports.
//
// Keeps a PgnReader: use one per thread.
class PositionSearcher {
public:
    // An error when the FEN is a position of none of the registry's games;
    // it says what is wrong with it as standard chess reads it.
    static Result<PositionSearcher> create(PositionQuery query,
                                           const RulesetRegistry& registry = builtinRulesets());

    struct Found {
        // The ply of the main line that first reaches the position, 0 being
        // the game's start; none when the game never does.
        std::optional<int> ply;
        std::optional<PgnError> error;  // the game could not be read
    };
    Found search(const GameText& game);

private:
    PositionSearcher(PositionQuery query, const RulesetRegistry& registry);

    // The query as one game's rules read it.
    struct Target {
        PositionPattern pattern;
        PositionHorizon horizon;
    };
    // Null when the query's text is no position of that game.
    const Target* targetFor(const Ruleset& rules);
    // The ply by the quick pass; nullopt when the reader must decide.
    std::optional<std::optional<int>> quickPass(std::string_view text);
    Found searchWhole(const GameText& game);

    PositionQuery query_;
    PgnReader reader_;
    // By ruleset key; few games share a file, so a list is quickest.
    std::vector<std::pair<std::string, std::unique_ptr<Target>>> targets_;
};

}  // namespace tavleya

#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../ruleset_registry.h"
#include "pgn_file.h"
#include "pgn_game.h"

namespace tavleya {

// Budgets against hostile or broken files: a game beyond one is reported as
// an error, never followed into a crash or a hang.
struct PgnLimits {
    std::size_t maxGameBytes = 64u << 20;
    std::size_t maxTagValueBytes = 64u << 10;
    std::size_t maxCommentBytes = 1u << 20;
    int maxVariationDepth = 64;
    std::size_t maxMoves = 100'000;  // moves in all lines of one game
    std::size_t maxTokenBytes = 4u << 10;

    // What the game stream needs of these to hand out games within them.
    pgn::CutBudget cutBudget() const { return {maxGameBytes, maxCommentBytes, maxTokenBytes}; }
};

// What is wrong with a game, and where: the 1-based line of the file and
// the 1-based column in it (Error::column), counted in characters.
struct PgnError : Error {
    int line = 0;
};

// Reads the games that PgnGameStream cuts out of a file. Lenient with what
// real files do (see docs/pgn-variants.md and the reader tests): move
// numbers anywhere or nowhere, "0-0", glyphs glued to moves ("e4!?"),
// typed evaluation marks ("+/=", "N", "inf"), null moves ("--", "Z0"),
// "[pgn]" wrappers, "%" lines, Russian piece letters, dashes other than '-'
// in castling and results, files in UTF-8, Windows-1251 or Latin-1.
//
// A reader keeps a cache of the rulesets it has built: use one per thread.
class PgnReader {
public:
    explicit PgnReader(PgnLimits limits = {});
    // Reads the games of `registry` rather than the shipped ones.
    PgnReader(PgnLimits limits, RulesetRegistry registry);

    struct Outcome {
        std::optional<PgnGame> game;  // set when the game reads without error
        std::optional<PgnError> error;
        // When the game fails after its start is known (read()): its tags and
        // the moves read before the error, for a person who wants what can be
        // saved of it. Undecided ("*"): the rest of the game is lost.
        std::optional<PgnGame> readBeforeError;
        // What was read otherwise than written, though the game reads (a
        // castling right its start cannot have, dropped).
        std::vector<PgnError> warnings;
    };
    // The whole game: tags, moves, comments, NAGs, variations.
    Outcome read(const GameText& text);
    // The positions of a game's main line, as check() can note them.
    struct MainLine {
        std::string_view rules;  // the ruleset's key
        std::vector<Key> keys;   // of the start and of each position after it
        // Noted by check() only: the rules, the start and the moves that
        // lead from it (a null move as Move()).
        std::shared_ptr<const Ruleset> ruleset;
        Position start;
        std::vector<Move> moves;
        // Told each main-line move with the position it is played in, as
        // check() reads it, if set; check() keeps it.
        std::function<void(const Position& before, Move move)> onMove;
    };
    // Only whether the game reads and every move is legal, and the
    // warnings; faster, as it keeps no game tree (the game is never set).
    // Notes the main line's positions in `mainLine` too, if given (cut
    // short where an error stopped the reading).
    Outcome check(const GameText& text, MainLine* mainLine = nullptr);

    struct RulesetUse {
        std::shared_ptr<const Ruleset> rules;
        Position start;  // its start position, built once
    };
    // The ruleset a game's [Variant] value names.
    Result<const RulesetUse*> rulesetForVariant(std::string_view value);

private:
    Outcome parse(const GameText& text, bool buildTree, MainLine* mainLine = nullptr);

    PgnLimits limits_;
    RulesetRegistry registry_;
    std::map<std::string, RulesetUse, std::less<>> rulesets_;
};

// Every game of a PGN text, in order (for small texts: the clipboard, tests).
std::vector<PgnReader::Outcome> readPgnText(std::string text);
std::vector<PgnReader::Outcome> readPgnText(std::string text, const RulesetRegistry& registry);

}  // namespace tavleya

#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "evaluation.h"
#include "evaluation_cache.h"
#include "ruleset.h"
#include "transposition_table.h"

namespace tavleya::engine {

// When to stop: after a depth, a number of nodes, or a time (milliseconds
// from the start; 0 = no limit). No new iteration starts after `softMillis`;
// the search ends at once at `hardMillis` or when `stop` is set.
struct SearchLimits {
    static constexpr int kMaxDepth = 64;
    int depth = kMaxDepth;
    std::uint64_t nodes = 0;
    std::int64_t softMillis = 0;
    std::int64_t hardMillis = 0;
    // How many of the root's best moves get a line of their own, searched
    // to the full depth (for analysis: what else could be played, and at
    // what cost); the first line's move is the one the search chooses.
    int lines = 1;
    // Whether `nodes` spares the first iteration: a weak level's budget
    // (skill_level.h) must not leave a move unlooked at, and a placing
    // turn of Kingchess has more moves than the weakest level has nodes.
    bool nodesSpareFirstIteration = false;
    // The root moves to choose from (UCI's searchmoves; a weak level's moves
    // it noticed, skill_level.h); empty for every legal move. Moves that are
    // not legal are ignored; if none is, every legal move is searched.
    std::vector<Move> rootMoves;
    // How many plies of captures quiescence follows past the horizon (fewer
    // if the game's evaluation says so); a weak level sees the reply to its
    // capture but not the whole exchange.
    int exchangePlies = kMaxDepth;
    // Whether an iteration stopped part way still counts for the lines it
    // finished (with more than one line): they take the first places,
    // followed by the last iteration's lines that score no better than the
    // last of them. A weak level then plays from whatever it has looked at
    // further, so that each node more it is given counts, not only each
    // iteration completed.
    bool keepsFinishedLines = false;
    // With a margin (centipawns, above 0), the lines past the first
    // `fullLines` are only wanted if they come within it of the best: each
    // such line is searched no further than telling whether it does, and
    // the first that does not ends the iteration's lines, as every move
    // after it is worse still. A weak level never plays a move further
    // below the best than its margin (chooseLine), and searching the
    // others to their exact scores had cost the top levels of Tavreli the
    // depth they are there for.
    int lineMargin = 0;
    int fullLines = 1;  // at least the first
};

// After each completed iteration, one report for each line, best first:
// what the search thinks so far.
struct SearchReport {
    int depth = 0;
    int selectiveDepth = 0;  // the most plies this line's search reached, quiescence included
    int line = 1;            // 1 for the best move, 2 for the next best, ...
    int score = 0;           // centipawns, or a mate score (see evaluation.h)
    std::uint64_t nodes = 0;
    std::int64_t millis = 0;
    int tablePermille = 0;  // how full the transposition table is
    std::vector<Move> pv;
};

// What a draw is worth to the side the search plays for, below an even game.
constexpr int kContempt = 20;

struct SearchResult {
    Move best;  // null only when the position has no legal move
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
};

// One search for every game: iterative deepening of a principal-variation
// alpha-beta search with a transposition table, quiescence on tactical
// moves, move ordering (table move, captures by victim, killers, history),
// check extension, null-move pruning and static exchanges (losing captures
// ordered late and left out of quiescence) where the evaluation says they
// are sound, late-move reductions growing with depth and move number,
// reverse futility, late-move pruning near the horizon and internal
// iterative reductions. With more than one line wanted, each further
// line searches the root without the moves of the lines before it. The
// rules come from the Ruleset (legal moves, check, how a game ends) and the
// judgement from the Evaluation; the search never asks which game it plays.
// A move after which the same side moves again (a Kingchess placing turn in
// progress) is searched as such.
class Search {
public:
    Search(const Ruleset& rules, const Evaluation& evaluation, TranspositionTable& table);

    // `earlier` holds the keys of the game's positions before `root`, oldest
    // first, for repetitions.
    SearchResult run(const Position& root, std::span<const Key> earlier, const SearchLimits& limits,
                     const std::atomic<bool>& stop,
                     const std::function<void(const SearchReport&)>& report = {});

private:
    using Clock = std::chrono::steady_clock;
    static constexpr int kMaxPly = 128;
    static constexpr int kReductionSpan = 64;  // depths and move counts the table covers
    // A node's moves with their ordering keys, kept per ply so that a node
    // does not allocate.
    using OrderedMoves = std::vector<std::pair<int, Move>>;

    // One of the root's best moves, with what its search found.
    struct RootLine {
        Move move;
        int score = 0;
        int selectiveDepth = 0;
        std::vector<Move> pv;
        int depth = 0;
    };
    // The best root move not taken by an earlier line, searched to `depth`
    // in a window around `guess` (last iteration's score of this line);
    // nothing if the search was stopped or if it scores no better than
    // `floor`.
    std::optional<RootLine> searchLine(const Position& root, int depth, std::optional<int> guess,
                                       std::optional<int> floor);

    // What a node of the main search knows before it tries its moves.
    struct Node {
        const Position& position;
        int depth;
        int ply;
        bool pvNode;  // searched with an open window
        bool inCheck;
        int staticEval;   // -infinity in check
        bool selective;   // Evaluation::selectivePruningSound
        bool turnGoesOn;  // in the middle of a placing turn
    };
    // One move of a node, about to be searched.
    struct MoveInNode {
        Move move;
        bool tactical;
        bool givesCheck;
        int searchedBefore;  // how many of the node's moves were searched before it
    };
    struct NodeResult {
        int score;
        Move move;  // null if no move was searched
    };

    // `turnGoesOn`: the side to move is in the middle of a placing turn.
    int negamax(const Position& position, int depth, int alpha, int beta, int ply, bool mayPass,
                bool turnGoesOn);
    // A score known without looking at any move (a repetition, a draw by
    // rule); narrows the window to what mate scores are still possible.
    std::optional<int> settledBeforeSearch(const Position& position, int ply, int& alpha,
                                           int& beta) const;
    // The table's score if it settles the node at this depth and window;
    // its move, if any, is left in `tableMove` for ordering.
    std::optional<int> probeTable(const Position& position, int depth, int alpha, int beta, int ply,
                                  Move& tableMove) const;
    // A cut-off before any move is tried: futility or the null move.
    std::optional<int> prunedBeforeMoves(const Node& node, int beta, bool mayPass);
    // Whether a quiet move at the horizon is not worth searching.
    bool futile(const Node& node, const MoveInNode& move, int alpha) const;
    // The principal-variation search of one child, with reductions.
    int searchChild(const Node& node, const MoveInNode& move, const Position& child, int alpha,
                    int beta);
    NodeResult searchMoves(const Node& node, const MoveList& moves, Move tableMove, int alpha,
                           int beta);
    // `checks`: how many more times an evasion is searched in full;
    // `exchanges`: how many more plies of captures are followed.
    int quiesce(const Position& position, int alpha, int beta, int ply, int checks, int exchanges);
    // The score of `child` from the point of view of the side to move in its
    // parent: negated unless the same side moves again.
    int childScore(const Position& parent, const Position& child, int depth, int alpha, int beta,
                   int ply, bool mayPass);
    int endScore(const Position& position, int ply) const;
    // The rules' verdict where a capture has left a king alone, if they end
    // the game there.
    std::optional<int> bareKingEnd(const Position& position, int ply) const;
    int drawScore(const Position& position) const;
    bool repeated(const Position& position) const;
    bool timeUp();
    void orderMoves(const Position& position, const MoveList& moves, Move tableMove, int ply,
                    OrderedMoves& ordered) const;
    // A quiet move that cut off: a killer, and better history than the
    // quiet moves that `failed` before it.
    void rememberQuiet(const Position& position, Move move, std::span<const Move> failed, int depth,
                       int ply);
    // `first`, then the table's best moves, up to `depth` moves in all.
    std::vector<Move> principalVariation(const Position& root, Move first, int depth) const;
    std::int64_t elapsed() const;

    const Ruleset& rules_;
    const Evaluation& evaluation_;
    EvaluationCache evaluations_;
    TranspositionTable& table_;
    SearchLimits limits_;
    int exchangePlies_ = 0;  // the level's or the game's, whichever is fewer
    // Whether quiescence uses the table: where the evaluation asks for it
    // (Evaluation::quiescenceTabled) and every exchange is followed to its
    // end. What quiescence finds depends on how many plies of captures it
    // may still follow, so not where the game or the level follows a few.
    bool quiescenceTabled_ = false;
    const std::atomic<bool>* stop_ = nullptr;
    Clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    int rootDepth_ = 0;
    int selectiveDepth_ = 0;
    Move rootBest_;                 // of the last search of the root
    std::vector<Move> excluded_;    // root moves that earlier lines have taken
    std::vector<Move> overlooked_;  // root moves outside SearchLimits::rootMoves
    Color rootSide_ = Color::White;
    std::vector<Key> keys_;  // the game's and the search path's positions
    std::array<std::array<Move, 2>, kMaxPly> killers_{};
    std::vector<int> history_;  // by side, origin (or dropped kind) and target
    std::array<OrderedMoves, kMaxPly> orderedByPly_;
    // Late-move reductions by depth and by how many moves came before.
    std::array<std::array<std::uint8_t, kReductionSpan>, kReductionSpan> reductions_{};
};

}  // namespace tavleya::engine

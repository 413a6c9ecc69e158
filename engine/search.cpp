#include "search.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "game/null_move.h"
#include "static_exchange.h"

namespace tavleya::engine {

namespace {

constexpr int kInfinity = kMateScore + 1;
// How far a position may move in a ply without a capture, roughly.
constexpr int kFutilityMargin = 150;
// How far above beta a node's own evaluation must stand, per ply of depth
// left, for the node to be taken as holding without a search.
constexpr int kReverseFutilityMargin = 110;
constexpr int kReverseFutilityDepth = 6;
// Near the horizon only the first quiet moves are searched: 3 + depth².
constexpr int kLateMovePruningDepth = 3;
constexpr int kHistoryCap = 1 << 20;
// How many times down a line quiescence searches every evasion of a check.
constexpr int kQuiescenceChecks = 2;
// The first window around the last iteration's score.
constexpr int kAspiration = 40;
constexpr int kHistoryOrigins = 64 + kPieceKindCount;  // squares, then dropped kinds
// Move ordering bands, best first: the table's move, captures that do not
// lose material, killers, captures that do (they may still work for
// reasons an exchange count misses), then quiet moves by history, which
// stays below 1 << 21.
constexpr int kTableMoveOrder = 1 << 30;
constexpr int kGoodCaptureOrder = 1 << 24;
constexpr int kKillerOrder = 1 << 22;
constexpr int kBadCaptureOrder = 1 << 21;
// Longer move lists are ordered by merging (orderMoves).
constexpr std::size_t kInsertionSortLimit = 64;

// Mate scores are kept in the table relative to the position, not the root.
int toTable(int score, int ply) {
    if (score > kMateBound) return score + ply;
    if (score < -kMateBound) return score - ply;
    return score;
}

int fromTable(int score, int ply) {
    if (score > kMateBound) return score - ply;
    if (score < -kMateBound) return score + ply;
    return score;
}

int historyIndex(Color side, Move move) {
    const int origin =
        move.type() == MoveType::Drop ? 64 + index(move.piece()) : move.from().index();
    return (index(side) * kHistoryOrigins + origin) * 64 + move.to().index();
}

}  // namespace

Search::Search(const Ruleset& rules, const Evaluation& evaluation, TranspositionTable& table)
    : rules_(rules),
      evaluation_(evaluation),
      evaluations_(evaluation),
      table_(table),
      history_(2 * kHistoryOrigins * 64, 0) {
    // Late moves are reduced more the deeper the node and the later the
    // move: both grow logarithmically, so that a reduction stays a fraction
    // of the depth.
    for (int depth = 1; depth < kReductionSpan; ++depth)
        for (int searched = 1; searched < kReductionSpan; ++searched)
            reductions_[depth][searched] =
                static_cast<std::uint8_t>(0.75 + std::log(depth) * std::log(searched) / 2.25);
}

std::int64_t Search::elapsed() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

bool Search::timeUp() {
    if (limits_.nodes > 0 && nodes_ >= limits_.nodes &&
        !(limits_.nodesSpareFirstIteration && rootDepth_ == 1))
        return aborted_ = true;
    // The clock and the stop flag cost more to ask: every 256 nodes, a
    // fraction of a millisecond even for the weakest levels' short looks.
    if ((nodes_ & 255) != 0) return false;
    const std::int64_t now = elapsed();
    if (stop_->load(std::memory_order_relaxed) ||
        (limits_.hardMillis > 0 && now >= limits_.hardMillis))
        aborted_ = true;
    return aborted_;
}

bool Search::repeated(const Position& position) const {
    // Only positions since the last irreversible move can repeat.
    const auto back = static_cast<std::size_t>(position.halfmoveClock());
    const std::size_t first = keys_.size() > back ? keys_.size() - back : 0;
    for (std::size_t i = keys_.size(); i-- > first;)
        if (keys_[i] == position.key()) return true;
    return false;
}

int Search::drawScore(const Position& position) const {
    // A draw is a little worse than an even game for the side the search
    // plays: it plays on when it can, and takes a draw only when behind.
    return position.sideToMove() == rootSide_ ? -kContempt : kContempt;
}

int Search::endScore(const Position& position, int ply) const {
    const GameEnd end = rules_.automaticEnd(position, keys_);
    if (end.outcome == Outcome::Draw || end.outcome == Outcome::Undecided)
        return drawScore(position);
    const bool whiteWins = end.outcome == Outcome::WhiteWins;
    const bool moverWins = whiteWins == (position.sideToMove() == Color::White);
    return moverWins ? kMateScore - ply : -(kMateScore - ply);
}

std::optional<int> Search::bareKingEnd(const Position& position, int ply) const {
    // Some rules end the game when a side has its king alone (Shatranj's
    // historical ends); only the rules know, and asking them costs a move
    // generation, so they are asked only then.
    const auto alone = [&](Color side) { return popCount(position.pieces(side)) == 1; };
    if (position.halfmoveClock() != 0 || !(alone(Color::White) || alone(Color::Black)))
        return std::nullopt;
    if (!rules_.automaticEnd(position, keys_).over()) return std::nullopt;
    return endScore(position, ply);
}

int Search::childScore(const Position& parent, const Position& child, int depth, int alpha,
                       int beta, int ply, bool mayPass) {
    if (child.sideToMove() == parent.sideToMove())
        return negamax(child, depth, alpha, beta, ply, mayPass, true);
    return -negamax(child, depth, -beta, -alpha, ply, mayPass, false);
}

void Search::orderMoves(const Position& position, const MoveList& moves, Move tableMove, int ply,
                        OrderedMoves& ordered) const {
    ordered.clear();
    const Color side = position.sideToMove();
    const bool exchangesJudged = evaluation_.staticExchangeSound(position);
    for (Move m : moves) {
        int score;
        if (m == tableMove) {
            score = kTableMoveOrder;
        } else if (evaluation_.isTactical(position, m)) {
            const Piece mover = position.at(m.from());
            const int attacker =
                m.type() == MoveType::Drop ? 0 : evaluation_.pieceValue(mover.kind());
            const int gain = evaluation_.gain(position, m);
            // Taking something worth at least the taker cannot lose material.
            const bool losing = exchangesJudged && gain < attacker &&
                                staticExchange(rules_, position, m, evaluation_) < 0;
            score = (losing ? kBadCaptureOrder : kGoodCaptureOrder) + gain * 16 - attacker / 16;
        } else if (ply < kMaxPly && m == killers_[ply][0]) {
            score = kKillerOrder;
        } else if (ply < kMaxPly && m == killers_[ply][1]) {
            score = kKillerOrder - 1;
        } else {
            score = std::min(history_[historyIndex(side, m)], kBadCaptureOrder - 1);
        }
        ordered.emplace_back(score, m);
    }
    // Best first, moves of equal order as generated. A short list is sorted
    // by insertion: std::stable_sort would allocate a buffer for it, and the
    // list is mostly in order already (the many quiet moves of equal
    // history). A long one, of drops or placements, would take quadratic time.
    const auto better = [](const auto& a, const auto& b) { return a.first > b.first; };
    if (ordered.size() > kInsertionSortLimit) {
        std::stable_sort(ordered.begin(), ordered.end(), better);
        return;
    }
    for (std::size_t i = 1; i < ordered.size(); ++i) {
        const auto next = ordered[i];
        std::size_t j = i;
        for (; j > 0 && better(next, ordered[j - 1]); --j) ordered[j] = ordered[j - 1];
        ordered[j] = next;
    }
}

void Search::rememberQuiet(const Position& position, Move move, std::span<const Move> failed,
                           int depth, int ply) {
    if (ply < kMaxPly && killers_[ply][0] != move) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = move;
    }
    const Color side = position.sideToMove();
    int& h = history_[historyIndex(side, move)];
    h = std::min(h + depth * depth, kHistoryCap);
    // The quiet moves tried before it did not hold: they come later next time.
    for (Move m : failed) {
        int& f = history_[historyIndex(side, m)];
        f = std::max(f - depth * depth, -kHistoryCap);
    }
}

int Search::quiesce(const Position& position, int alpha, int beta, int ply, int checks,
                    int exchanges) {
    if (aborted_) return 0;  // a stopped search counts no more nodes
    ++nodes_;
    selectiveDepth_ = std::max(selectiveDepth_, ply);
    if (timeUp()) return 0;
    if (const auto bared = bareKingEnd(position, ply)) return *bared;
    // What any search of the position found settles this one. What this one
    // finds is kept only if it looked at every evasion as far as any
    // quiescence does: one that stood pat in check knows less.
    Move tableMove;
    if (quiescenceTabled_)
        if (const auto known = probeTable(position, 0, alpha, beta, ply, tableMove)) return *known;
    const bool keeps = quiescenceTabled_ && checks == kQuiescenceChecks;
    const int alphaAsGiven = alpha;
    // In check every evasion is looked at (a few times down the line);
    // otherwise the side to move may stand pat. Standing pat needs only to
    // know that some legal move exists, not the list.
    const bool evading = checks > 0 && rules_.inCheck(position);
    int standPat = 0;
    if (!evading) {
        standPat = evaluations_.evaluate(position);
        if (standPat >= beta || exchanges <= 0)
            return rules_.hasLegalMove(position) ? standPat : endScore(position, ply);
    }
    // Standing pat, only tactical moves are tried (Evaluation::isTactical:
    // captures, promotions, en passant): only those landing on enemy
    // pieces or a last rank are generated.
    MoveList moves;
    if (evading) {
        rules_.legalMoves(position, moves);
    } else {
        const Square passed = position.enPassant();
        rules_.legalMovesTo(position,
                            position.pieces(~position.sideToMove()) | rankMask(0) | rankMask(7) |
                                (passed.valid() ? bit(passed) : 0),
                            moves);
    }
    if (moves.empty() && (evading || !rules_.hasLegalMove(position)))
        return endScore(position, ply);
    if (ply >= kMaxPly - 1) return evaluations_.evaluate(position);
    if (!evading) alpha = std::max(alpha, standPat);
    OrderedMoves& ordered = orderedByPly_[static_cast<std::size_t>(ply)];
    // The table's move first among evasions; standing pat, it must be a
    // capture that does not lose material, as every other move tried.
    orderMoves(position, moves, evading ? tableMove : Move(), ply, ordered);
    int best = evading ? -kInfinity : alpha;
    Move bestMove;
    bool evaded = false;
    for (const auto& [order, move] : ordered) {
        // Standing pat, only captures that do not lose material are tried.
        // (a tactical move ordered below the killers is a losing capture).
        if (!evading && (!evaluation_.isTactical(position, move) || order < kKillerOrder)) continue;
        // A placement that goes on with the turn evades nothing yet, or does
        // what the same placement ending the turn does (searchMoves).
        if (move.continuesTurn()) continue;
        const Position child = rules_.play(position, move);
        evaluations_.prefetch(child.key());
        evaded = true;
        const int nextChecks = evading ? checks - 1 : checks;
        const int score = child.sideToMove() == position.sideToMove()
                              ? quiesce(child, alpha, beta, ply + 1, nextChecks, exchanges - 1)
                              : -quiesce(child, -beta, -alpha, ply + 1, nextChecks, exchanges - 1);
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            bestMove = move;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    // Only placements still in check could follow: judged as it stands.
    if (evading && !evaded) return evaluations_.evaluate(position);
    if (keeps) {
        const auto bound = best >= beta          ? TranspositionTable::Bound::Lower
                           : best > alphaAsGiven ? TranspositionTable::Bound::Exact
                                                 : TranspositionTable::Bound::Upper;
        table_.store(position.key(), bestMove, toTable(best, ply), 0, bound);
    }
    return best;
}

std::optional<int> Search::settledBeforeSearch(const Position& position, int ply, int& alpha,
                                               int& beta) const {
    if (repeated(position)) return drawScore(position);
    // A capture may leave too little to mate with on either side.
    if (position.halfmoveClock() == 0 && rules_.isDeadPosition(position))
        return drawScore(position);
    if (const auto bared = bareKingEnd(position, ply)) return *bared;
    if (position.halfmoveClock() >= 100 && rules_.automaticEnd(position, keys_).over())
        return endScore(position, ply);
    // No line can do better than mating at once, or worse than being mated.
    alpha = std::max(alpha, -(kMateScore - ply));
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;
    return std::nullopt;
}

std::optional<int> Search::probeTable(const Position& position, int depth, int alpha, int beta,
                                      int ply, Move& tableMove) const {
    const auto* entry = table_.probe(position.key());
    if (!entry) return std::nullopt;
    // Quiescence's move (depth 0) is a capture chosen at the horizon: a node
    // with depth left orders its moves as if the table knew nothing.
    if (entry->depth > 0 || depth == 0) tableMove = entry->move;
    // The root always searches, for its best move and its lines.
    if (ply == 0 || entry->depth < depth) return std::nullopt;
    const int score = fromTable(entry->score, ply);
    if (entry->bound == TranspositionTable::Bound::Exact ||
        (entry->bound == TranspositionTable::Bound::Lower && score >= beta) ||
        (entry->bound == TranspositionTable::Bound::Upper && score <= alpha))
        return score;
    return std::nullopt;
}

std::optional<int> Search::prunedBeforeMoves(const Node& node, int beta, bool mayPass) {
    if (node.pvNode || node.inCheck || node.ply == 0) return std::nullopt;
    // Far above beta with little depth left: a move will not fall that far.
    // In the middle of a placing turn the evaluation has yet to see the
    // other side's answer to the pieces placed, and cannot stand for it.
    const int marginPerPly = node.selective ? kReverseFutilityMargin : kFutilityMargin;
    if (!node.turnGoesOn && node.depth <= (node.selective ? kReverseFutilityDepth : 3) &&
        std::abs(beta) < kMateBound && node.staticEval - marginPerPly * node.depth >= beta)
        return node.staticEval;

    // Null move: if passing still holds beta, a real move will too.
    if (mayPass && node.depth >= 3 && evaluation_.nullMoveSafe(node.position) &&
        node.staticEval >= beta) {
        keys_.push_back(node.position.key());
        const Position passed = afterNullMove(node.position);
        // The further above beta, the less a pass needs to be looked at.
        const int reduction = node.selective
                                  ? 3 + node.depth / 4 + std::min(3, (node.staticEval - beta) / 200)
                                  : 2 + node.depth / 4;
        const int score = -negamax(passed, node.depth - 1 - reduction, -beta, -beta + 1,
                                   node.ply + 1, false, false);
        keys_.pop_back();
        if (aborted_) return 0;
        if (score >= beta && score < kMateBound) return beta;
    }
    return std::nullopt;
}

bool Search::futile(const Node& node, const MoveInNode& move, int alpha) const {
    if (node.pvNode || node.inCheck || move.searchedBefore == 0 || move.tactical ||
        move.givesCheck || std::abs(alpha) >= kMateBound)
        return false;
    // At the last ply a quiet move cannot make up a large deficit.
    if (node.depth == 1 && node.staticEval + kFutilityMargin <= alpha) return true;
    // Near the horizon, quiet moves ordered late seldom matter.
    return node.selective && node.depth <= kLateMovePruningDepth &&
           move.searchedBefore >= 3 + node.depth * node.depth;
}

int Search::searchChild(const Node& node, const MoveInNode& move, const Position& child, int alpha,
                        int beta) {
    // Checks are followed one ply further, but no line grows beyond twice
    // the iteration's depth, and drops (dozens of checks each) are not.
    const int extension =
        move.givesCheck && node.ply < rootDepth_ && move.move.type() != MoveType::Drop ? 1 : 0;
    const int next = node.depth - 1 + extension;
    const int ply = node.ply + 1;
    if (move.searchedBefore == 0)
        return childScore(node.position, child, next, alpha, beta, ply, true);
    // Late quiet moves are looked at less deeply first, and not below the
    // horizon.
    int reduction = 0;
    if (node.depth >= 3 && move.searchedBefore >= 3 && !move.tactical && !move.givesCheck &&
        !node.inCheck) {
        if (node.selective) {
            reduction = reductions_[std::min(node.depth, kReductionSpan - 1)]
                                   [std::min(move.searchedBefore, kReductionSpan - 1)];
            if (node.pvNode) --reduction;
            reduction = std::clamp(reduction, 0, next - 1);
        } else {
            reduction = 1 + (move.searchedBefore >= 8 ? 1 : 0) + node.depth / 8;
        }
    }
    int score = childScore(node.position, child, next - reduction, alpha, alpha + 1, ply, true);
    if (score > alpha && reduction > 0)
        score = childScore(node.position, child, next, alpha, alpha + 1, ply, true);
    if (score > alpha && score < beta)
        score = childScore(node.position, child, next, alpha, beta, ply, true);
    return score;
}

Search::NodeResult Search::searchMoves(const Node& node, const MoveList& moves, Move tableMove,
                                       int alpha, int beta) {
    OrderedMoves& ordered = orderedByPly_[static_cast<std::size_t>(node.ply)];
    orderMoves(node.position, moves, tableMove, node.ply, ordered);
    keys_.push_back(node.position.key());
    NodeResult result{-kInfinity, Move()};
    int searched = 0;
    std::array<Move, 64> quiets;  // searched without a cut-off, for the history
    std::size_t quietCount = 0;
    // A placing turn is not left half made at the horizon: judged there, the
    // placer would still be to move and the other side's captures unseen,
    // so every piece placed looked safe. The placement that ends the turn
    // is judged from the other side, and is there beside each one that
    // would go on (at the root, each placement is looked at as it stands).
    const bool turnEndsHere =
        node.depth <= 1 && node.ply > 0 &&
        std::any_of(moves.begin(), moves.end(), [](Move m) { return !m.continuesTurn(); });
    for (const auto& [order, m] : ordered) {
        if (node.ply == 0 &&
            (std::find(excluded_.begin(), excluded_.end(), m) != excluded_.end() ||
             std::find(overlooked_.begin(), overlooked_.end(), m) != overlooked_.end()))
            continue;
        if (turnEndsHere && m.continuesTurn()) continue;
        const Position child = rules_.play(node.position, m);
        table_.prefetch(child.key());
        evaluations_.prefetch(child.key());
        const MoveInNode move{m, evaluation_.isTactical(node.position, m), rules_.inCheck(child),
                              searched};
        if (futile(node, move, alpha)) continue;
        const int score = searchChild(node, move, child, alpha, beta);
        ++searched;
        if (aborted_) break;
        if (score > result.score) {
            result.score = score;
            result.move = m;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            if (!move.tactical)
                rememberQuiet(node.position, m, std::span(quiets.data(), quietCount), node.depth,
                              node.ply);
            break;
        }
        if (node.selective && !move.tactical && quietCount < quiets.size())
            quiets[quietCount++] = m;
    }
    keys_.pop_back();
    return result;
}

int Search::negamax(const Position& position, int depth, int alpha, int beta, int ply, bool mayPass,
                    bool turnGoesOn) {
    if (depth <= 0) return quiesce(position, alpha, beta, ply, kQuiescenceChecks, exchangePlies_);
    if (aborted_) return 0;
    ++nodes_;
    selectiveDepth_ = std::max(selectiveDepth_, ply);
    if (timeUp()) return 0;
    const bool root = ply == 0;
    if (!root)
        if (const auto settled = settledBeforeSearch(position, ply, alpha, beta)) return *settled;
    Move tableMove;
    if (const auto known = probeTable(position, depth, alpha, beta, ply, tableMove)) return *known;
    const bool selective = evaluation_.selectivePruningSound(position);
    // A node the table knows nothing of is searched a ply less: its moves
    // are ordered blind, and a later visit finds the shallower search's move.
    if (selective && !root && depth >= 4 && tableMove.isNull()) --depth;
    MoveList moves;
    rules_.legalMoves(position, moves);
    if (moves.empty()) return endScore(position, ply);
    if (ply >= kMaxPly - 1) return evaluations_.evaluate(position);
    const bool inCheck = rules_.inCheck(position);
    const int staticEval = inCheck ? -kInfinity : evaluations_.evaluate(position);
    const Node node{position, depth,      ply,       beta - alpha > 1,
                    inCheck,  staticEval, selective, turnGoesOn};
    if (const auto pruned = prunedBeforeMoves(node, beta, mayPass)) return *pruned;

    const NodeResult result = searchMoves(node, moves, tableMove, alpha, beta);
    if (aborted_) return 0;
    if (root) rootBest_ = result.move;
    // The root searched without some of its moves holds no truth about the
    // position for the table: the first line's entry stays.
    if (root && (!excluded_.empty() || !overlooked_.empty())) return result.score;
    // `alpha` is still the window's floor as given: only searchMoves raised it.
    const auto bound = result.score >= beta   ? TranspositionTable::Bound::Lower
                       : result.score > alpha ? TranspositionTable::Bound::Exact
                                              : TranspositionTable::Bound::Upper;
    table_.store(position.key(), result.move, toTable(result.score, ply), depth, bound);
    return result.score;
}

std::vector<Move> Search::principalVariation(const Position& root, Move first, int depth) const {
    std::vector<Move> pv{first};
    std::vector<Key> seen{root.key()};
    Position position = rules_.play(root, first);
    while (static_cast<int>(pv.size()) < depth) {
        const auto* entry = table_.probe(position.key());
        if (!entry || entry->move.isNull()) break;
        MoveList legal;
        rules_.legalMoves(position, legal);
        if (!legal.contains(entry->move)) break;
        if (std::find(seen.begin(), seen.end(), position.key()) != seen.end()) break;
        seen.push_back(position.key());
        pv.push_back(entry->move);
        position = rules_.play(position, entry->move);
    }
    return pv;
}

std::optional<Search::RootLine> Search::searchLine(const Position& root, int depth,
                                                   std::optional<int> guess,
                                                   std::optional<int> floor) {
    // A narrow window around the last score first, widened on the side it
    // fails; never below the floor, where failing low is the answer.
    const int lowest = floor ? *floor : -kInfinity;
    int alpha = lowest, beta = kInfinity;
    if (depth >= 4 && guess && std::abs(*guess) < kMateBound) {
        alpha = std::max(lowest, *guess - kAspiration);
        beta = std::max(alpha + 1, *guess + kAspiration);
    }
    selectiveDepth_ = 0;
    rootBest_ = Move();
    int score = negamax(root, depth, alpha, beta, 0, true, false);
    while (!aborted_ && ((score <= alpha && alpha > lowest) || score >= beta)) {
        if (score <= alpha) alpha = lowest;
        if (score >= beta) beta = kInfinity;
        score = negamax(root, depth, alpha, beta, 0, true, false);
    }
    if (aborted_ || rootBest_.isNull() || (floor && score <= *floor)) return std::nullopt;
    std::vector<Move> pv = principalVariation(root, rootBest_, depth);
    // A line the table cut short was searched deeper before, as its
    // principal variation shows.
    const int reached = std::max(selectiveDepth_, static_cast<int>(pv.size()));
    return RootLine{rootBest_, score, reached, std::move(pv), depth};
}

SearchResult Search::run(const Position& root, std::span<const Key> earlier,
                         const SearchLimits& limits, const std::atomic<bool>& stop,
                         const std::function<void(const SearchReport&)>& report) {
    limits_ = limits;
    exchangePlies_ = std::min(limits.exchangePlies, evaluation_.exchangePlies());
    quiescenceTabled_ = evaluation_.quiescenceTabled() && exchangePlies_ >= SearchLimits::kMaxDepth;
    stop_ = &stop;
    start_ = Clock::now();
    nodes_ = 0;
    aborted_ = false;
    keys_.assign(earlier.begin(), earlier.end());
    rootSide_ = root.sideToMove();
    killers_ = {};
    for (int& h : history_) h /= 8;  // what the last search learnt, worth less now

    SearchResult result;
    MoveList legal;
    rules_.legalMoves(root, legal);
    if (legal.empty()) return result;
    overlooked_.clear();
    const auto chosen = [&](Move m) {
        return std::find(limits.rootMoves.begin(), limits.rootMoves.end(), m) !=
               limits.rootMoves.end();
    };
    if (std::any_of(legal.begin(), legal.end(), chosen))
        std::copy_if(legal.begin(), legal.end(), std::back_inserter(overlooked_),
                     [&](Move m) { return !chosen(m); });
    // A legal move, whatever happens next.
    result.best = *std::find_if(legal.begin(), legal.end(), [&](Move m) {
        return std::find(overlooked_.begin(), overlooked_.end(), m) == overlooked_.end();
    });
    const int lineCount =
        std::clamp(limits.lines, 1, static_cast<int>(legal.size() - overlooked_.size()));
    std::vector<RootLine> lines;  // of the last complete iteration, best first
    for (int depth = 1; depth <= std::min(limits.depth, SearchLimits::kMaxDepth); ++depth) {
        rootDepth_ = depth;
        std::vector<RootLine> found;
        excluded_.clear();
        while (static_cast<int>(found.size()) < lineCount) {
            const std::size_t k = found.size();
            std::optional<int> floor;
            if (limits.lineMargin > 0 && static_cast<int>(k) >= std::max(1, limits.fullLines)) {
                // A mate, won or lost, has no move near it worth weighing.
                if (std::abs(found.front().score) > kMateBound) break;
                floor = found.front().score - limits.lineMargin - 1;
            }
            auto line =
                searchLine(root, depth,
                           k < lines.size() ? std::optional(lines[k].score) : std::nullopt, floor);
            if (!line) break;
            excluded_.push_back(line->move);
            found.push_back(std::move(*line));
        }
        excluded_.clear();
        // An iteration stopped part way is dropped whole unless its finished
        // lines are to be kept (SearchLimits::keepsFinishedLines); either
        // way the move played is the first line last reported. The lines
        // the first iteration finished are better than a move never looked
        // at.
        if (found.empty() || (aborted_ && !lines.empty() && !limits.keepsFinishedLines)) break;
        // Pruning, reductions and the table entries each line leaves for the
        // next are not exact: a later line can come out above an earlier one.
        std::stable_sort(found.begin(), found.end(),
                         [](const RootLine& a, const RootLine& b) { return a.score > b.score; });
        if (aborted_) {
            // The lines searched deeper proved every other move no better
            // than the last of them: one that was better before has since
            // been seen to fall, by how much is not known, so it goes.
            const int bound = found.back().score;
            for (RootLine& earlier : lines)
                if (static_cast<int>(found.size()) < lineCount && earlier.score <= bound &&
                    std::none_of(found.begin(), found.end(),
                                 [&](const RootLine& f) { return f.move == earlier.move; }))
                    found.push_back(std::move(earlier));
        }
        lines = std::move(found);
        result.best = lines.front().move;
        result.score = lines.front().score;
        result.depth = depth;
        if (report) {
            const int permille = table_.permilleFull();
            for (std::size_t k = 0; k < lines.size(); ++k)
                report({lines[k].depth, lines[k].selectiveDepth, static_cast<int>(k) + 1,
                        lines[k].score, nodes_, elapsed(), permille, lines[k].pv});
        }
        // Deeper iterations cannot change a line whose mate is proven shortest.
        const auto settled = [depth](const RootLine& line) {
            return std::abs(line.score) > kMateBound &&
                   depth > 2 * (kMateScore - std::abs(line.score));
        };
        if (aborted_ || std::all_of(lines.begin(), lines.end(), settled)) break;
        if (limits.softMillis > 0 && elapsed() >= limits.softMillis) break;
        if (legal.size() == 1 && depth >= 4) break;  // nothing to choose
    }
    result.nodes = nodes_;
    return result;
}

}  // namespace tavleya::engine

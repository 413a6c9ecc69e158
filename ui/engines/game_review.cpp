#include "engines/game_review.h"

#include <cstdio>

#include <QUndoStack>
#include <algorithm>

#include "engines/computer_player.h"
#include "engines/uci_connection.h"
#include "move_judgement.h"
#include "notation/move_writer.h"
#include "play/game_session.h"
#include "uci/uci_move_text.h"

namespace tavleya {

namespace {

// How many moves of the engine's better line go into the game.
constexpr std::size_t kLineLength = 6;

// A side's winning chance by a verdict.
double chanceOf(Color side, const PositionVerdict& verdict) {
    return side == Color::White ? verdict.whiteChance : 1.0 - verdict.whiteChance;
}

}  // namespace

GameReview::GameReview(EngineInfo engine, int millisPerMove, QObject* parent)
    : QObject(parent), engine_(std::move(engine)), millis_(millisPerMove) {}

void GameReview::start(const GameTree& tree) {
    tree_ = &tree;
    nodes_ = {tree.root()};
    for (NodeId node : tree.mainLine()) nodes_.push_back(node);
    verdicts_.clear();
    const auto game = engine_.gameFor(tree.rules());
    if (!game) {
        emit failed(tr("%1 does not play this game.").arg(engine_.name));
        return;
    }
    kingTakesRook_ = game->kingTakesRook;
    connection_ = new UciConnection(this);
    connect(connection_, &UciConnection::failed, this, &GameReview::failed);
    connect(connection_, &UciConnection::info, this, [this](const uci::UciInfo& info) {
        if (info.multiPv != 1 || !info.hasScore() || info.lowerBound || info.upperBound) return;
        const Position& position = tree_->node(nodes_[verdicts_.size()]).position;
        const int sign = position.sideToMove() == Color::White ? 1 : -1;
        current_ = {};
        if (info.centipawns) current_.evaluation.centipawns = sign * *info.centipawns;
        if (info.mateIn) current_.evaluation.mateIn = sign * *info.mateIn;
        current_.whiteChance = current_.evaluation.whiteShare();
        Position at = position;
        for (const std::string& word : info.pv) {
            const auto move = uci::readEngineMove(tree_->rules(), at, word);
            if (!move) break;
            current_.line.push_back(*move);
            at = tree_->rules().play(at, *move);
        }
    });
    connect(connection_, &UciConnection::bestMove, this, [this] {
        verdicts_.push_back(current_);
        next();
    });
    connection_->start(engine_.program, engine_.arguments);
    sendSettings(*connection_, engine_, *game);
    next();
}

void GameReview::next() {
    while (verdicts_.size() < nodes_.size()) {
        emit progress(int(verdicts_.size()), int(nodes_.size()));
        const NodeId node = nodes_[verdicts_.size()];
        const Position& position = tree_->node(node).position;
        MoveList legal;
        tree_->rules().legalMoves(position, legal);
        if (legal.size() > 0) {
            current_ = {};
            connection_->search(enginePositionCommand(*tree_, node, kingTakesRook_),
                                QStringLiteral("go movetime %1").arg(millis_));
            return;
        }
        // The game ended here: the verdict is the rules'.
        PositionVerdict ended;
        const GameEnd end = tree_->rules().automaticEnd(position, tree_->earlierKeys(node));
        ended.whiteChance = end.outcome == Outcome::WhiteWins   ? 1.0
                            : end.outcome == Outcome::BlackWins ? 0.0
                                                                : 0.5;
        verdicts_.push_back(ended);
    }
    emit progress(int(nodes_.size()), int(nodes_.size()));
    emit finished();
}

void GameReview::cancel() {
    if (connection_) connection_->stop();
    nodes_.resize(verdicts_.size());
}

std::vector<GameReview::MoveAnnotation> GameReview::annotations() const {
    std::vector<MoveAnnotation> said;
    for (std::size_t i = 1; i < verdicts_.size(); ++i) {
        MoveAnnotation a;
        a.node = nodes_[i];
        a.before = nodes_[i - 1];
        const Color mover = tree_->node(a.before).position.sideToMove();
        a.nag =
            engine::judgementNag(chanceOf(mover, verdicts_[i - 1]), chanceOf(mover, verdicts_[i]));
        a.eval = verdicts_[i].evaluation.evalCommand();
        const std::vector<Move>& line = verdicts_[i - 1].line;
        // A line whose first move is in the game already (played, or a
        // variation of an earlier review) is not added again.
        const auto& played = tree_->node(a.before).children;
        const bool known =
            !line.empty() && std::any_of(played.begin(), played.end(), [&](NodeId c) {
                return tree_->node(c).move == line.front();
            });
        if (a.nag && !line.empty() && !known)
            a.better.assign(line.begin(), line.begin() + std::min(line.size(), kLineLength));
        said.push_back(std::move(a));
    }
    return said;
}

std::vector<ReviewedMistake> GameReview::mistakes() const {
    std::vector<ReviewedMistake> found;
    const Ruleset& rules = tree_->rules();
    for (std::size_t i = 2; i < verdicts_.size(); ++i) {
        const GameNode& before = tree_->node(nodes_[i - 1]);
        const Color mover = before.position.sideToMove();
        const auto nag =
            engine::judgementNag(chanceOf(mover, verdicts_[i - 1]), chanceOf(mover, verdicts_[i]));
        const std::vector<Move>& line = verdicts_[i - 1].line;
        if (!nag || (*nag != 2 && *nag != 4) || line.empty()) continue;
        ReviewedMistake m{mover, {}};
        Puzzle& p = m.puzzle;
        char id[24];
        std::snprintf(id, sizeof id, "%016llx",
                      static_cast<unsigned long long>(before.position.key()));
        p.id = std::string("mistake-") + id;
        p.variant = std::string(rules.info().key);
        p.fen = rules.writeFen(tree_->node(nodes_[i - 2]).position);
        p.moves = {uciText(rules, before.move), uciText(rules, line.front())};
        p.themes = {*nag == 4 ? "blunder" : "mistake"};
        found.push_back(std::move(m));
    }
    return found;
}

namespace {

// The verdict on a move in its notes: the evaluation, and the judgement in
// place of one of the same kind.
void addVerdict(std::optional<std::string> eval, std::optional<int> nag, CommentCommands& commands,
                std::vector<int>& nags) {
    if (eval) commands.eval = std::move(eval);
    if (!nag) return;
    std::erase_if(nags, [](int n) { return n >= 1 && n <= 6; });
    nags.push_back(*nag);
}

NodeId addLine(GameTree& tree, NodeId at, const std::vector<Move>& line) {
    for (Move move : line) at = tree.addMove(at, move);
    return at;
}

}  // namespace

void GameReview::annotate(GameSession& session) const {
    QUndoStack* undo = session.undoStack();
    const NodeId shown = session.current();
    undo->beginMacro(tr("Review Game"));
    for (const MoveAnnotation& a : annotations()) {
        session.editNotes(tr("Review Game"), a.node, shown, [&](GameSession::MoveNotes& notes) {
            addVerdict(a.eval, a.nag, notes.commands, notes.nags);
        });
        if (a.better.empty()) continue;
        session.editTree(tr("Review Game"), shown, [&](GameTree& tree) {
            addLine(tree, a.before, a.better);
            return shown;
        });
    }
    undo->endMacro();
}

void GameReview::annotate(GameTree& tree) const {
    for (const MoveAnnotation& a : annotations()) {
        CommentCommands commands = tree.node(a.node).commands;
        std::vector<int> nags = tree.node(a.node).nags;
        addVerdict(a.eval, a.nag, commands, nags);
        tree.setCommands(a.node, std::move(commands));
        tree.setNags(a.node, std::move(nags));
        if (!a.better.empty()) addLine(tree, a.before, a.better);
    }
}

}  // namespace tavleya

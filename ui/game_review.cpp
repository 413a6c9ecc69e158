#include "game_review.h"

#include <QUndoStack>

#include "computer_player.h"
#include "engine_move_text.h"
#include "game_session.h"
#include "move_judgement.h"
#include "uci_connection.h"

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
    connect(connection_, &UciConnection::info, this, [this](const engine::UciInfo& info) {
        if (info.multiPv != 1 || !info.hasScore() || info.lowerBound || info.upperBound) return;
        const Position& position = tree_->node(nodes_[verdicts_.size()]).position;
        const int sign = position.sideToMove() == Color::White ? 1 : -1;
        current_ = {};
        if (info.centipawns) current_.evaluation.centipawns = sign * *info.centipawns;
        if (info.mateIn) current_.evaluation.mateIn = sign * *info.mateIn;
        current_.whiteChance = current_.evaluation.whiteShare();
        Position at = position;
        for (const std::string& word : info.pv) {
            const auto move = engine::readEngineMove(tree_->rules(), at, word);
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

void GameReview::annotate(GameSession& session) const {
    QUndoStack* undo = session.undoStack();
    const NodeId shown = session.current();
    undo->beginMacro(tr("Review Game"));
    for (std::size_t i = 1; i < verdicts_.size(); ++i) {
        const NodeId node = nodes_[i];
        const Color mover = session.tree().node(nodes_[i - 1]).position.sideToMove();
        const auto nag =
            engine::judgementNag(chanceOf(mover, verdicts_[i - 1]), chanceOf(mover, verdicts_[i]));
        const auto eval = verdicts_[i].evaluation.evalCommand();
        session.editNotes(tr("Review Game"), node, shown, [&](GameSession::MoveNotes& notes) {
            if (eval) notes.commands.eval = eval;
            if (!nag) return;
            // The verdict replaces a judgement of the same kind.
            std::erase_if(notes.nags, [](int n) { return n >= 1 && n <= 6; });
            notes.nags.push_back(*nag);
        });
        const std::vector<Move>& better = verdicts_[i - 1].line;
        if (!nag || better.empty() || better.front() == session.tree().node(node).move) continue;
        session.editTree(tr("Review Game"), shown, [&](GameTree& tree) {
            NodeId at = nodes_[i - 1];
            for (std::size_t k = 0; k < better.size() && k < kLineLength; ++k)
                at = tree.addMove(at, better[k]);
            return shown;
        });
    }
    undo->endMacro();
}

}  // namespace tavleya
